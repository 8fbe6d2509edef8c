import type { BaselineFile } from '../../analysis/check.js';
import { loadDataFile } from '../../core/load.js';
import { cliErrors } from '../messages.js';
import { expectFileKind } from './file-kind.js';

/**
 * Reads a balance baseline (`salvo check --write-baseline`).
 * @throws ConfigError naming the file when it is not one.
 */
export function readBaselineFile(file: string): BaselineFile {
  const baseline = loadDataFile(file) as BaselineFile | null;
  expectFileKind(baseline, file, 'baseline', 'salvo check --baseline');
  if (baseline === null || typeof baseline !== 'object' || baseline.kind !== 'baseline') throw cliErrors.notABaseline(file);
  return baseline;
}
