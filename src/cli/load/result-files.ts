import { resultsInFile, type ResultObject } from '../../../reports/result-kind.js';
import { loadDataFile } from '../../core/load.js';
import { validateWithSchema } from '../../core/validate.js';
import { gameIds } from '../../games/registry.js';
import { cliErrors } from '../messages.js';
import { expectFileKind } from './file-kind.js';

/** The schema every result salvo report reads is checked against (configs/result.schema.json). */
const RESULT_SCHEMA = 'result.schema.json';
/** How far a run's outcome probabilities may sum away from 1 (rounding of the JSON numbers). */
const SUM_TOLERANCE = 1e-6;

/**
 * Checks one result before it is drawn: the result schema (kind, game, a run's method, battles,
 * sides and outcome probabilities in [0, 1]), a game this salvo knows, and for a run, each interval
 * around its estimate and the outcomes summing to 1, so a damaged file is refused instead of
 * drawn as nonsense (a 500 % bar, another game's labels).
 * @throws ConfigError naming the file and the field.
 */
export function checkResult(result: ResultObject, source: string): void {
  validateWithSchema(RESULT_SCHEMA, result, source);
  if (typeof result.game === 'string' && !(gameIds() as readonly string[]).includes(result.game)) throw cliErrors.unknownResultGame(source, result.game, gameIds());
  if (result.kind !== 'run') return;
  const outcomes = result.outcomes as Record<string, { p: number; lo: number; hi: number }>;
  let sum = 0;
  for (const [name, { p, lo, hi }] of Object.entries(outcomes)) {
    if (!(lo <= p && p <= hi)) throw cliErrors.badResultValue(`${source}: outcomes.${name}`, `lo ${lo}, p ${p}, hi ${hi}`, 'lo <= p <= hi');
    sum += p;
  }
  if (Math.abs(sum - 1) > SUM_TOLERANCE) throw cliErrors.badResultValue(`${source}: outcomes`, `probabilities summing to ${sum}`, 'a sum of 1');
}

/** The results in result files (one result each, or a tour file's), each checked by checkResult. */
export function loadCheckedResults(files: readonly string[]): { source: string; result: ResultObject }[] {
  return files.flatMap((file) => {
    const raw = loadDataFile(file);
    // A baseline and a shard are results too (report draws them); a scenario or a fleets file is not.
    expectFileKind(raw, file, ['result', 'baseline', 'shard'], 'salvo report');
    return resultsInFile(raw, file);
  }).map((input) => {
    checkResult(input.result, input.source);
    return input;
  });
}
