import { validateWithSchema } from '../../../core/validate.js';
import type { LoadedDocument } from '../../loaded-document.js';
import type { UnitOverrides } from '../catalog.js';
import { ti4Errors } from '../messages.js';

/**
 * A TI4 catalog file for analysis, read by the loader: the bundled unit table is code, so a catalog
 * file holds changes to it — `units: { dreadnought: { cost: 3.5, combat: 5, dice: 1 } }` —
 * validated like the scenario's `overrides` field.
 * @throws ConfigError naming the file.
 */
export function ti4OverridesFromDocument(document: LoadedDocument): UnitOverrides {
  const raw = document.data as { units?: unknown } | null;
  const file = document.source;
  if (raw === null || typeof raw !== 'object' || !('units' in raw)) throw ti4Errors.notACatalogFile(file);
  validateWithSchema('ti4-scenario.schema.json', { game: 'ti4', attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } }, overrides: raw.units }, file);
  return raw.units as UnitOverrides;
}
