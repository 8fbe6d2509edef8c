import { isResultKind, RESULT_KINDS, type ResultKind } from '../src/core/result-contract.js';
import { notAResultError, unknownKindError } from './messages.js';

export type { ResultKind } from '../src/core/result-contract.js';

/** A result as the reporting layer sees it: a plain JSON object with a known `kind` (its shape checked per chart). */
export type ResultObject = Record<string, unknown>;

/** True for a plain (non-array) object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The kind of a result: every file salvo writes carries `kind` (run, cost, matrix, optimize, …),
 * and the report dispatches on it, never on the shape. Undefined for anything else.
 */
export function resultKind(result: unknown): ResultKind | undefined {
  return isRecord(result) && isResultKind(result.kind) ? result.kind : undefined;
}

/** A short description for messages: "a ti4 run result", "an armada cost result", "an array". */
export function describeResult(result: unknown): string {
  if (result === null) return 'null';
  if (Array.isArray(result)) return 'an array';
  if (typeof result !== 'object') return `a ${typeof result}`;
  const r = result as Record<string, unknown>;
  const game = typeof r.game === 'string' ? r.game : undefined;
  const kind = typeof r.kind === 'string' ? r.kind : undefined;
  if (kind === undefined) return 'an object without "kind"';
  const words = [game, kind, 'result'].filter((w) => w !== undefined).join(' ');
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

/**
 * A parsed value as a result of a kind this salvo writes.
 * @throws ConfigError (exit 2) for a non-object, an object without `kind`, or an unknown kind.
 */
export function requireResult(value: unknown, source: string): ResultObject {
  if (!isRecord(value) || typeof value.kind !== 'string') throw notAResultError(source, describeResult(value));
  if (!isResultKind(value.kind)) throw unknownKindError(source, value.kind, RESULT_KINDS);
  return value;
}

/** What each kind of result is called when it has no name of its own. */
const KIND_NAMES: Record<ResultKind, string> = {
  run: 'run', cost: 'equivalent costs', matrix: 'matchups', optimize: 'best fleets', strategy: 'strategies', check: 'balance check', baseline: 'balance baseline', shard: 'shard', tour: 'tour',
};

/** The display name of a result: its `name`, else its game and kind. */
export function resultName(result: ResultObject): string {
  if (typeof result.name === 'string' && result.name !== '') return result.name;
  const kind = resultKind(result);
  const game = typeof result.game === 'string' ? result.game : '';
  return `${game} ${kind === undefined ? 'result' : KIND_NAMES[kind]}`.trim();
}

/**
 * The results in one parsed file: a single result, or the results of a tour file
 * (`kind: "tour"`, what `salvo tour` writes), each checked by `requireResult`.
 * @throws ConfigError for anything else.
 */
export function resultsInFile(data: unknown, source: string): { source: string; result: ResultObject }[] {
  const result = requireResult(data, source);
  if (result.kind !== 'tour') return [{ source, result }];
  const items = result.results;
  if (!Array.isArray(items) || items.length === 0) throw notAResultError(`${source}: results`, Array.isArray(items) ? 'an empty array' : describeResult(items));
  return items.map((item: unknown, i) => {
    const where = `${source}: results[${i}]`;
    return { source: where, result: requireResult(item, where) };
  });
}
