import { validateWithSchema } from '../../../core/validate.js';
import type { Catalog } from '../catalog-types.js';
import { resolveFleet, type RawFleet } from '../fleet.js';
import { assertLegalFleet } from '../scenario.js';
import { checkWrittenPolicies } from '../policies/policy-option.js';
import { canonicalFleet, type ArmadaEntry } from './moves.js';

/**
 * Armada field fleets: each checked by the fleet schema, resolved against the catalog and checked
 * for legality. An entry may name the policies it plays (`policies:`, checked like a scenario
 * side's); without, it plays the optimizer's `--policies` (docs/optimizer.md).
 */
export function armadaFieldFleets(entries: readonly unknown[], file: string, catalog: Catalog, pointLimit: number): ArmadaEntry[] {
  return entries.map((entry, i) => {
    const where = `${file}: fleets.${i}`;
    const { policies, ...fleet } = (entry !== null && typeof entry === 'object' ? entry : { entry }) as Record<string, unknown>;
    validateWithSchema('armada-fleet.schema.json', entry !== null && typeof entry === 'object' ? fleet : entry, where);
    const raw = fleet as unknown as RawFleet;
    assertLegalFleet(resolveFleet(raw, catalog, where), pointLimit, where);
    return canonicalFleet({ ...raw, ...(policies !== undefined ? { policies: checkWrittenPolicies(policies, `${where}.policies`) } : {}) });
  });
}
