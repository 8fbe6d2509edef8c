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
  return new ConfigError({ where: `report: ${source}`, what: `${path} is malformed`, got, expected, hint: 'Re-create the file with salvo run, salvo cost or salvo matrix and --json --out' });
}

/** A result file holds nothing the report can chart. */
export function nothingToChartError(source: string, described: string): ConfigError {
  return new ConfigError({
    where: 'report',
    what: `${source} is ${described}; no chart applies to it`,
    expected: 'a result of salvo run, salvo cost or salvo matrix (written with --json --out)',
  });
}

/** `salvo report` was called without result files. */
export function noResultsError(): ConfigError {
  return new ConfigError({ where: 'report', what: 'no result files given', expected: 'one or more result.json files', hint: 'Write one with: salvo run configs/scenarios/ti4-dreadnought-duel.yaml --json --out result.json' });
}

/** A result object is not even an object with `game`. */
export function notAResultError(source: string, got: string): ConfigError {
  return new ConfigError({
    where: `report: ${source}`,
    what: 'is not a salvo result',
    got,
    expected: 'a JSON object with "game" (ti4, armada or titanium), or an array of them',
    hint: 'Pass the file written by salvo run/cost/matrix with --json --out',
  });
}
