import { notAResultError } from './messages.js';

/** A result as the reporting layer sees it: a plain JSON object (its shape checked per chart). */
export type ResultObject = Record<string, unknown>;

/** What a result file holds: a simulation run, an equivalent-cost analysis, a matchup matrix, or optimizer output. */
export type ResultKind = 'run' | 'cost' | 'matrix' | 'optimize' | 'other';

/** True for a plain (non-array) object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The kind of a result: analysis results carry `kind` ("cost", "matrix"); simulation results of
 * every game carry `game` and `outcomes` and no `kind`.
 */
export function resultKind(result: unknown): ResultKind {
  if (!isRecord(result)) return 'other';
  if (result.kind === 'cost' || result.kind === 'matrix' || result.kind === 'optimize') return result.kind;
  if (result.kind === undefined && typeof result.game === 'string' && isRecord(result.outcomes)) return 'run';
  return 'other';
}

/** A short description for messages: "a ti4 result", "an armada cost result", "an array". */
export function describeResult(result: unknown): string {
  if (result === null) return 'null';
  if (Array.isArray(result)) return 'an array';
  if (typeof result !== 'object') return `a ${typeof result}`;
  const r = result as Record<string, unknown>;
  const game = typeof r.game === 'string' ? r.game : undefined;
  const kind = typeof r.kind === 'string' ? r.kind : undefined;
  if (game === undefined && kind === undefined) return 'an object without "game" or "kind"';
  const words = [game, kind, 'result'].filter((w) => w !== undefined).join(' ');
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

/** The display name of a result: its `name`, else its kind and game. */
export function resultName(result: ResultObject): string {
  if (typeof result.name === 'string' && result.name !== '') return result.name;
  const kind = resultKind(result);
  const game = typeof result.game === 'string' ? result.game : '';
  const what = kind === 'run' ? 'run' : kind === 'cost' ? 'equivalent costs' : kind === 'matrix' ? 'matchups' : kind === 'optimize' ? 'best fleets' : 'result';
  return `${game} ${what}`.trim();
}

/**
 * The results in one parsed file: a single result object, or an array of them (what
 * `salvo tour --out` writes). Throws a ConfigError for anything else.
 */
export function resultsInFile(data: unknown, source: string): { source: string; result: ResultObject }[] {
  const items = Array.isArray(data) ? data : [data];
  if (items.length === 0) throw notAResultError(source, 'an empty array');
  return items.map((item, i) => {
    const where = Array.isArray(data) ? `${source}[${i}]` : source;
    if (!isRecord(item) || (typeof item.game !== 'string' && typeof item.kind !== 'string')) throw notAResultError(where, describeResult(item));
    return { source: where, result: item };
  });
}
