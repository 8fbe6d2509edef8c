import type { Ability, Catalog, CrewDisk, Faction, ShipDisk, SquadronDisk, TechDisk } from './catalog-types.js';
import { armadaErrors } from './messages.js';

/** A fleet as written in a fleet file or a scenario (000, "2. Build your Fleet"). */
export interface RawFleet {
  name?: string;
  faction: Faction;
  ships: { ship: string; name?: string; crew?: string[]; tech?: string[] }[];
  squadrons?: Record<string, number>;
}

/** One ship of a fleet with its disks resolved from the catalog. */
export interface FleetShip {
  disk: ShipDisk;
  /** The name players gave it (class ships) or its printed name (unique ships). */
  label: string;
  crew: CrewDisk[];
  tech: TechDisk[];
}

/** A fleet resolved against a catalog; legality is checked separately (legality.ts). */
export interface Fleet {
  name?: string;
  faction: Faction;
  ships: FleetShip[];
  squadrons: { disk: SquadronDisk; count: number }[];
}

function lookup<T>(table: Readonly<Record<string, T>>, id: string, kind: string, where: string, catalog: Catalog): T {
  const found = table[id];
  if (found === undefined) throw armadaErrors.unknownDisk(where, kind, id, Object.keys(table), catalog.source);
  return found;
}

/**
 * Resolves every id of a raw fleet against the catalog (000, "Components"). An unknown id is a
 * ConfigError with a "did you mean"; rule violations are left to `fleetViolations`.
 */
export function resolveFleet(raw: RawFleet, catalog: Catalog, where: string): Fleet {
  const labels = new Map<string, number>();
  const ships = raw.ships.map((entry, i) => {
    const at = `${where}.ships[${i}]`;
    const disk = lookup(catalog.ships, entry.ship, 'ship', `${at}.ship`, catalog);
    const base = entry.name ?? disk.name;
    const seen = (labels.get(base) ?? 0) + 1;
    labels.set(base, seen);
    return {
      disk,
      label: seen > 1 ? `${base} #${seen}` : base,
      crew: (entry.crew ?? []).map((id, k) => lookup(catalog.crew, id, 'crew', `${at}.crew[${k}]`, catalog)),
      tech: (entry.tech ?? []).map((id, k) => lookup(catalog.tech, id, 'tech', `${at}.tech[${k}]`, catalog)),
    };
  });
  const squadrons = Object.entries(raw.squadrons ?? {})
    .filter(([, count]) => count > 0)
    .map(([id, count]) => ({ disk: lookup(catalog.squadrons, id, 'squadron', `${where}.squadrons.${id}`, catalog), count }));
  return { ...(raw.name !== undefined ? { name: raw.name } : {}), faction: raw.faction, ships, squadrons };
}

/** The disks on a ship that carry a special ability, with the disk id (for the no-stacking rule). */
export function abilitiesOn(ship: FleetShip): { id: string; ability: Ability }[] {
  const found: { id: string; ability: Ability }[] = [];
  for (const disk of [...ship.crew, ...ship.tech]) if (disk.ability) found.push({ id: disk.id, ability: disk.ability });
  return found;
}

/**
 * The sum of a ship's always-on (continuous or starting) bonuses of one effect, counting each disk
 * id once (000, "Multiple Disk Effects": copies of the same disk do not stack).
 */
export function standingBonus(ship: FleetShip, effect: Ability['effect']): number {
  const counted = new Set<string>();
  let total = 0;
  for (const { id, ability } of abilitiesOn(ship)) {
    if (ability.effect !== effect || (ability.type !== 'continuous' && ability.type !== 'starting') || counted.has(id)) continue;
    counted.add(id);
    total += ability.value;
  }
  return total;
}

/** True when the ship is a carrier: it has a squadron capacity (000, "Ship Disks"). */
export const isCarrier = (disk: ShipDisk): boolean => disk.squadronCapacity > 0;

/** A fleet's total cost: ships, crew, tech and squadrons (000, "2. Build your Fleet"). */
export function fleetCost(fleet: Fleet): number {
  let cost = 0;
  for (const ship of fleet.ships) {
    cost += ship.disk.cost;
    for (const c of ship.crew) cost += c.cost;
    for (const t of ship.tech) cost += t.cost;
  }
  for (const q of fleet.squadrons) cost += q.disk.cost * q.count;
  return cost;
}

/** The cost of one ship with its crew and tech (what its side loses when it is destroyed). */
export function shipCost(ship: FleetShip): number {
  return ship.disk.cost + ship.crew.reduce((s, c) => s + c.cost, 0) + ship.tech.reduce((s, t) => s + t.cost, 0);
}
