import { ti4Errors } from '../messages.js';
import { fieldEntryWhere } from '../../optimizer-capability.js';
import type { UnitKey } from '../catalog.js';
import { checkCapacity, parseTi4Scenario } from '../scenario.js';
import { parseUnitWords } from '../unit-words.js';
import type { Ti4Fleet } from './space.js';

/** TI4 field fleets: plain words ("2 dreadnought, carrier, 4 fighter") or `{faction?, units, upgrades?}`, each checked as a defender. */
export function ti4FieldFleets(entries: readonly unknown[], where: string): Ti4Fleet[] {
  return entries.map((entry, i) => {
    const at = fieldEntryWhere(where, i, entries.length);
    let fleet: Ti4Fleet;
    if (typeof entry === 'string') {
      const words = parseUnitWords(entry, at);
      fleet = { units: words.units, upgrades: words.upgrades };
    } else if (entry !== null && typeof entry === 'object' && 'units' in entry) {
      const side = entry as { faction?: Ti4Fleet['faction']; units: Ti4Fleet['units']; upgrades?: UnitKey[] };
      fleet = { ...(side.faction !== undefined ? { faction: side.faction } : {}), units: side.units, upgrades: side.upgrades ?? [] };
    } else {
      throw ti4Errors.notAFleet(at, entry);
    }
    checkCapacity(parseTi4Scenario({ game: 'ti4', place: 'space', attacker: { units: { destroyer: 1 } }, defender: fleet }, at), at);
    return fleet;
  });
}
