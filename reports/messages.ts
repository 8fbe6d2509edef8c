import { ConfigError } from '../src/core/errors.js';

/**
 * The reporting layer's user-facing messages, one function each, so tests compare against the
 * same text the user sees. All are ConfigErrors: the CLI prints them and exits 2.
 */

/** A chart was given a result it cannot draw, e.g. an Armada run for the matchup heatmap. */
export function wrongResultError(source: string, described: string, chart: string, needs: string, hint?: string): ConfigError {
  return new ConfigError({ where: 'report', what: `${source} is ${described}; the ${chart} chart needs ${needs}`, ...(hint !== undefined ? { hint } : {}) });
}

/** A field of a result has the wrong shape (a hand-edited or truncated file). */
export function badFieldError(source: string, path: string, expected: string, got: string): ConfigError {
  return new ConfigError({ where: `report: ${source}`, what: `${path} is malformed`, got, expected, hint: 'Re-create the file with salvo run, salvo cost, salvo matrix or salvo optimize and --out' });
}

/** A result file holds nothing the report can chart. */
export function nothingToChartError(source: string, described: string): ConfigError {
  return new ConfigError({
    where: 'report',
    what: `${source} is ${described}; no chart applies to it`,
    expected: 'a result of salvo run, salvo cost, salvo matrix or salvo optimize (written with --out)',
  });
}

/** `salvo report` was called without result files. */
export function noResultsError(): ConfigError {
  return new ConfigError({ where: 'report', what: 'no result files given', expected: 'one or more result.json files', hint: 'Write one with: salvo run configs/scenarios/ti4-dreadnought-duel.yaml --json --out result.json' });
}

/** A value is not a salvo result: not an object, or an object without `kind` (e.g. a scenario, or a file of an older salvo). */
export function notAResultError(source: string, got: string): ConfigError {
  return new ConfigError({
    where: `report: ${source}`,
    what: 'is not a salvo result',
    got,
    expected: 'a JSON object with "kind" (run, cost, matrix, optimize, …)',
    hint: 'Pass a file written by salvo run/cost/matrix/optimize/tour with --out (or --json); re-create files of older versions',
  });
}

/** A result of a kind this salvo does not write (a newer version, or a hand-edited file). */
export function unknownKindError(source: string, kind: string, known: readonly string[]): ConfigError {
  return new ConfigError({
    where: `report: ${source}`,
    what: `unknown result kind "${kind}"`,
    got: `kind: ${kind}`,
    expected: `one of ${known.join(', ')}`,
    hint: 'Re-create the file with this version of salvo',
  });
}
