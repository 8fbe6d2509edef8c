import { closest, distance } from 'fastest-levenshtein';

/** The parts of a user-facing error message (ARCHITECTURE.md, "Errors"). */
export interface ConfigErrorParts {
  /** Where: a file, a path inside it, or a command-line option. */
  where: string;
  /** What is wrong. */
  what: string;
  /** What was found. */
  got?: string;
  /** What was expected. */
  expected?: string;
  /** How to fix it. */
  hint?: string;
}

/**
 * A user mistake: bad input, an unknown name, an impossible option. The CLI prints its message
 * (no stack trace) and exits with code 2. Bugs are plain Errors and exit 1 with their stack.
 */
export class ConfigError extends Error {
  readonly parts: ConfigErrorParts;

  constructor(parts: ConfigErrorParts) {
    super(formatConfigError(parts));
    this.name = 'ConfigError';
    this.parts = parts;
  }
}

/** `where: what — got X, expected Y. Hint.` */
export function formatConfigError(parts: ConfigErrorParts): string {
  let text = `${parts.where}: ${parts.what}`;
  const detail: string[] = [];
  if (parts.got !== undefined) detail.push(`got ${parts.got}`);
  if (parts.expected !== undefined) detail.push(`expected ${parts.expected}`);
  if (detail.length > 0) text += ` — ${detail.join(', ')}`;
  text += '.';
  if (parts.hint) text += ` ${/[.?!]$/.test(parts.hint) ? parts.hint : `${parts.hint}.`}`;
  return text;
}

/** True for a ConfigError (also across module copies, by name). */
export function isConfigError(error: unknown): error is ConfigError {
  return error instanceof Error && error.name === 'ConfigError' && 'parts' in error;
}

/**
 * "Did you mean …?" for a misspelt name, or undefined when nothing is close enough (edit distance
 * above a third of the name's length, at least 2).
 */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const lower = name.toLowerCase();
  const best = closest(lower, known as string[]);
  const limit = Math.max(2, Math.ceil(lower.length / 3));
  return distance(lower, best.toLowerCase()) <= limit ? `Did you mean "${best}"?` : undefined;
}

/** A hint that names the nearest known name, or lists the known names when none is near. */
export function unknownNameHint(name: string, known: readonly string[]): string {
  return didYouMean(name, known) ?? `Known names: ${known.join(', ')}`;
}
