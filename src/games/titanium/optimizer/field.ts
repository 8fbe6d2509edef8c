import { titaniumErrors } from '../messages.js';
import type { Arsenal } from '../arsenal.js';
import { fieldEntryWhere } from '../../optimizer-capability.js';
import { checkTitaniumFleet, type TitaniumFleet } from './space.js';
import { parseTitaniumWords } from './words.js';

/** Titanium Wars field fleets: words ("2 cruiser+laser-cannon, destroyer") or `{fleet: [{unit, upgrades}]}`, each checked by the Outfitting rules. */
export function titaniumFieldFleets(entries: readonly unknown[], where: string, fleetLimit: number, arsenal: Arsenal): TitaniumFleet[] {
  return entries.map((entry, i) => {
    const at = fieldEntryWhere(where, i, entries.length);
    let fleet: TitaniumFleet;
    if (typeof entry === 'string') fleet = parseTitaniumWords(entry, at);
    else if (entry !== null && typeof entry === 'object' && Array.isArray((entry as TitaniumFleet).fleet)) {
      fleet = { fleet: (entry as { fleet: { unit: string; upgrades?: string[] }[] }).fleet.map((u) => ({ unit: u.unit, upgrades: u.upgrades ?? [] })) };
    } else {
      throw titaniumErrors.notAFleet(at, entry);
    }
    checkTitaniumFleet(fleet, Math.max(fleetLimit, fleet.fleet.length), at, arsenal);
    return fleet;
  });
}
