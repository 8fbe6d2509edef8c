import { ConfigError } from '../../core/errors.js';
import { validateWithSchema } from '../../core/validate.js';
import type { GameId } from '../../games/game.js';
import type { Catalog } from '../../games/armada/catalog-types.js';
import { resolveFleet, type RawFleet } from '../../games/armada/fleet.js';
import { assertLegalFleet } from '../../games/armada/scenario.js';
import type { UnitKey } from '../../games/ti4/catalog.js';
import type { Arsenal } from '../../games/titanium/arsenal.js';
import { parseTi4Scenario } from '../../games/ti4/scenario.js';
import { parseUnitWords } from '../../games/ti4/unit-words.js';
import { optimizerErrors } from './messages.js';
import { canonicalFleet } from './armada-moves.js';
import type { Ti4Fleet } from './ti4-space.js';
import { checkTitaniumFleet, type TitaniumFleet } from './titanium-space.js';
import { parseTitaniumWords } from './titanium-words.js';

/**
 * The fleets of a field file the loader read (docs/optimizer.md, "Field files"): `game:` must be
 * the game being optimized — a file of another game (a field or a scenario) is refused — and
 * `fleets:` a non-empty list. Returns the raw entries with the file's optional `pointLimit`.
 *
 * @throws ConfigError naming the file.
 */
export function fieldFileEntries(data: unknown, file: string, game: GameId): { entries: unknown[]; pointLimit?: number } {
  const raw = data as Record<string, unknown> | null;
  const named = raw !== null && typeof raw === 'object' ? raw.game : undefined;
  if (named !== game) throw optimizerErrors.fieldOfAnotherGame(file, named, game);
  const fleets = raw!.fleets;
  if (!Array.isArray(fleets) || fleets.length === 0) throw optimizerErrors.fieldWithoutFleets(file);
  const pointLimit = raw!.pointLimit;
  return { entries: fleets, ...(typeof pointLimit === 'number' ? { pointLimit } : {}) };
}

/** Where an entry is: `file: fleets.2` in a file, `--vs #2` among several options, `--vs` alone. */
const entryWhere = (where: string, i: number, count: number) => (where.endsWith('fleets') ? `${where}.${i}` : count > 1 ? `${where} #${i + 1}` : where);

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

/** TI4 field fleets: plain words ("2 dreadnought, carrier, 4 fighter") or `{faction?, units, upgrades?}`, each checked as a defender. */
export function ti4FieldFleets(entries: readonly unknown[], where: string): Ti4Fleet[] {
  return entries.map((entry, i) => {
    const at = entryWhere(where, i, entries.length);
    let fleet: Ti4Fleet;
    if (typeof entry === 'string') {
      const words = parseUnitWords(entry, at);
      fleet = { units: words.units, upgrades: words.upgrades };
    } else if (entry !== null && typeof entry === 'object' && 'units' in entry) {
      const side = entry as { faction?: Ti4Fleet['faction']; units: Ti4Fleet['units']; upgrades?: UnitKey[] };
      fleet = { ...(side.faction !== undefined ? { faction: side.faction } : {}), units: side.units, upgrades: side.upgrades ?? [] };
    } else {
      throw new ConfigError({ where: at, what: 'is not a TI4 fleet', got: JSON.stringify(entry), expected: 'unit words such as "2 dreadnought, carrier" or {units: {...}, upgrades: [...]}' });
    }
    parseTi4Scenario({ game: 'ti4', place: 'space', attacker: { units: { destroyer: 1 } }, defender: fleet }, at);
    return fleet;
  });
}

/** Titanium Wars field fleets: words ("2 cruiser+laser-cannon, destroyer") or `{fleet: [{unit, upgrades}]}`, each checked by the Outfitting rules. */
export function titaniumFieldFleets(entries: readonly unknown[], where: string, fleetLimit: number, arsenal: Arsenal): TitaniumFleet[] {
  return entries.map((entry, i) => {
    const at = entryWhere(where, i, entries.length);
    let fleet: TitaniumFleet;
    if (typeof entry === 'string') fleet = parseTitaniumWords(entry, at);
    else if (entry !== null && typeof entry === 'object' && Array.isArray((entry as TitaniumFleet).fleet)) {
      fleet = { fleet: (entry as { fleet: { unit: string; upgrades?: string[] }[] }).fleet.map((u) => ({ unit: u.unit, upgrades: u.upgrades ?? [] })) };
    } else {
      throw new ConfigError({ where: at, what: 'is not a Titanium Wars fleet', got: JSON.stringify(entry), expected: 'words such as "2 cruiser+laser-cannon, destroyer" or {fleet: [{unit, upgrades}]}' });
    }
    checkTitaniumFleet(fleet, Math.max(fleetLimit, fleet.fleet.length), at, arsenal);
    return fleet;
  });
}
