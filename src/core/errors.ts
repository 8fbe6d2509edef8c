import { closest, distance } from 'fastest-levenshtein';

/** The parts of a user-facing error message (docs/architecture.md, "Errors"). */
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

/**
 * A value as a message shows it: strings quoted, everything else as JSON.
 * @example showValue('sool') // '"sool"'; showValue(1.5) // '1.5'
 */
export function showValue(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

/** Options of `unknownName`, for names whose list or spelling differs from the plain case. */
export interface UnknownNameOptions {
  /** What was expected (default: "one of" the known names). */
  expected?: string;
  /** The spelling to look up near names for, when it differs from the one shown (e.g. an id without "@round2"). */
  lookup?: string;
  /** The names to suggest from, when they differ from `known` (e.g. aliases and plurals). */
  suggestFrom?: readonly string[];
}

/**
 * The message catalog factories below build every user-facing error of the same kind with the same
 * words (docs/architecture.md, "Errors": `where: what — got X, expected Y. Hint.`). Each module's
 * `messages.ts` builds its catalog from them, so tests compare against the same functions.
 */

/**
 * An unknown name: a unit, an effect, a game, a field. Names the nearest known name ("Did you
 * mean …?") or, when none is near, lists the known names.
 * @example
 * unknownName('f.yaml: attacker.units.dreadnougt', 'unit', 'dreadnougt', ['carrier', 'dreadnought']).message
 * // 'f.yaml: attacker.units.dreadnougt: unknown unit "dreadnougt" — expected one of carrier, dreadnought. Did you mean "dreadnought"?'
 */
export function unknownName(where: string, kind: string, name: string, known: readonly string[], options: UnknownNameOptions = {}): ConfigError {
  return new ConfigError({
    where,
    what: `unknown ${kind} "${name}"`,
    expected: options.expected ?? `one of ${known.join(', ')}`,
    hint: unknownNameHint(options.lookup ?? name, options.suggestFrom ?? known),
  });
}

/**
 * A value outside a fixed list (an enum). For a string the hint names the nearest allowed value;
 * otherwise `hint` (if any) is used.
 * @example
 * notOneOf('f.yaml: attacker.faction', 'value not allowed', 'sool', ['sol', 'yin']).message
 * // 'f.yaml: attacker.faction: value not allowed — got "sool", expected one of sol, yin. Did you mean "sol"?'
 */
export function notOneOf(where: string, what: string, got: unknown, allowed: readonly string[], hint?: string): ConfigError {
  const near = typeof got === 'string' ? unknownNameHint(got, allowed) : hint;
  return new ConfigError({ where, what, got: showValue(got), expected: `one of ${allowed.join(', ')}`, ...(near !== undefined ? { hint: near } : {}) });
}

/**
 * A count or number outside its limits. `min` / `max` may carry their reason, e.g.
 * `"3 (fleetLimit + Spaceports)"`; leave one undefined for a one-sided limit. `got` is shown as
 * given (a string may carry its unit, e.g. "4 units").
 * @example
 * outOfRange('f.yaml: players.0.fleet', 'the fleet is over its fleet limit', '4 units', undefined, 3).message
 * // 'f.yaml: players.0.fleet: the fleet is over its fleet limit — got 4 units, expected at most 3.'
 */
export function outOfRange(where: string, what: string, got: number | string, min: number | string | undefined, max: number | string | undefined, hint?: string): ConfigError {
  const expected = min !== undefined && max !== undefined ? `from ${min} to ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`;
  return new ConfigError({ where, what, got: String(got), expected, ...(hint !== undefined ? { hint } : {}) });
}

/**
 * Something required is absent: a field, a file's `game:` line, a value an option needs.
 * @example
 * missing('f.yaml: players.0', 'field "fleet"', undefined, 'The units the player brings').message
 * // 'f.yaml: players.0: missing field "fleet". The units the player brings.'
 */
export function missing(where: string, what: string, expected?: string, hint?: string): ConfigError {
  return new ConfigError({ where, what: `missing ${what}`, ...(expected !== undefined ? { expected } : {}), ...(hint !== undefined ? { hint } : {}) });
}

/**
 * A value of the wrong type (a fraction where a count is needed, a list where a map is).
 * @example
 * wrongType('f.yaml: attacker.units.dreadnought', 1.5, 'a whole number of units').message
 * // 'f.yaml: attacker.units.dreadnought: wrong type — got 1.5, expected a whole number of units.'
 */
export function wrongType(where: string, got: unknown, expected: string, hint?: string): ConfigError {
  return new ConfigError({ where, what: 'wrong type', got: showValue(got), expected, ...(hint !== undefined ? { hint } : {}) });
}
