import type { BaselineFile } from '../../analysis/check.js';
import { ConfigError } from '../../core/errors.js';
import { loadDataFile } from '../../core/load.js';

/**
 * Reads a balance baseline (`salvo check --write-baseline`).
 * @throws ConfigError naming the file when it is not one.
 */
export function readBaselineFile(file: string): BaselineFile {
  const baseline = loadDataFile(file) as BaselineFile | null;
  if (baseline === null || typeof baseline !== 'object' || baseline.kind !== 'baseline') {
    throw new ConfigError({ where: file, what: 'is not a baseline file', expected: 'the --out file of salvo check --write-baseline' });
  }
  return baseline;
}
