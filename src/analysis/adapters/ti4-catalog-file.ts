import { loadDataFile } from '../../core/load.js';
import { validateWithSchema } from '../../core/validate.js';
import type { UnitOverrides } from '../../games/ti4/catalog.js';
import { ti4Errors } from '../../games/ti4/messages.js';

/**
 * A TI4 catalog file for analysis: the bundled unit table is code, so a catalog file holds changes
 * to it — `units: { dreadnought: { cost: 3.5, combat: 5, dice: 1 } }` — validated like the
 * scenario's `overrides` field.
 */
export function loadTi4Overrides(file: string): UnitOverrides {
  const raw = loadDataFile(file) as { units?: unknown } | null;
  if (raw === null || typeof raw !== 'object' || !('units' in raw)) throw ti4Errors.notACatalogFile(file);
  validateWithSchema('ti4-scenario.schema.json', { game: 'ti4', attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } }, overrides: raw.units }, file);
  return raw.units as UnitOverrides;
}
