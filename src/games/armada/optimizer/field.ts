import { validateWithSchema } from '../../../core/validate.js';
import type { Catalog } from '../catalog-types.js';
import { resolveFleet, type RawFleet } from '../fleet.js';
import { assertLegalFleet } from '../scenario.js';
import { canonicalFleet } from './moves.js';

/** Armada field fleets: each checked by the fleet schema, resolved against the catalog and checked for legality. */
export function armadaFieldFleets(entries: readonly unknown[], file: string, catalog: Catalog, pointLimit: number): RawFleet[] {
  return entries.map((entry, i) => {
    const where = `${file}: fleets.${i}`;
    validateWithSchema('armada-fleet.schema.json', entry, where);
    const raw = entry as RawFleet;
    assertLegalFleet(resolveFleet(raw, catalog, where), pointLimit, where);
    return canonicalFleet(raw);
  });
}
