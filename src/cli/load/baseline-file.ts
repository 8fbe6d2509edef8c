import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { BaselineFile } from '../../analysis/check.js';
import { loadDataFile } from '../../core/load.js';
import { configPath } from '../../core/paths.js';
import { validateWithSchema } from '../../core/validate.js';
import { cliErrors } from '../messages.js';
import { expectFileKind } from './file-kind.js';

/**
 * Reads a balance baseline (`salvo check --write-baseline`), every value checked against its
 * schema (configs/baseline.schema.json): a figure that is not a number, a card value that is a
 * list, a missing `cards` (a baseline older than card tracking) are refused naming the field.
 * @throws ConfigError naming the file when it is not one, or the field that is wrong.
 */
export function readBaselineFile(file: string): BaselineFile {
  const baseline = loadDataFile(file) as BaselineFile | null;
  expectFileKind(baseline, file, 'baseline', 'salvo check --baseline');
  if (baseline === null || typeof baseline !== 'object' || baseline.kind !== 'baseline') throw cliErrors.notABaseline(file);
  for (const field of ['cards', 'fleets'] as const) if (!(field in baseline)) throw cliErrors.baselineTooOld(file, field);
  validateWithSchema('baseline.schema.json', baseline, file);
  return baseline;
}

/**
 * How a baseline written to `baselineFile` records the file at `path` (absolute, or relative to the
 * working folder): a bundled file as its name under configs/ (found in any installation), any other
 * relative to the baseline's folder — so a baseline committed beside its catalog works from another
 * checkout or folder (a check reads it beside the baseline first: references.ts).
 */
export function pathForBaseline(path: string, baselineFile: string): string {
  const absolute = resolve(path);
  const configs = configPath();
  if (absolute.startsWith(configs + sep)) return relative(configs, absolute).split(sep).join('/');
  const fromBaseline = relative(dirname(resolve(baselineFile)), absolute);
  return isAbsolute(fromBaseline) ? fromBaseline : fromBaseline.split(sep).join('/');
}
