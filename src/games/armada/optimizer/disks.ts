import { FACTIONS, MERCENARY, type Catalog, type CrewDisk, type Faction, type ShipDisk, type SquadronDisk, type TechDisk } from '../catalog-types.js';

/** The disks a fleet of one faction may use, with dominated disks left out. */
export interface FactionDisks {
  faction: Faction;
  ships: ShipDisk[];
  crew: CrewDisk[];
  tech: TechDisk[];
  squadrons: SquadronDisk[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** a ≥ b in every listed field. */
const atLeast = <T>(a: T, b: T, fields: (keyof T)[]) => fields.every((f) => (a[f] as number) >= (b[f] as number));

/**
 * Drops the items another item dominates: `better(y, x)` says y is at least as good as x in every
 * respect. Of two equivalent items the one listed first is kept, so the result is deterministic.
 */
function undominated<T extends { id: string }>(items: readonly T[], better: (y: T, x: T) => boolean): T[] {
  return items.filter((x, i) => !items.some((y, j) => j !== i && better(y, x) && (!better(x, y) || j < i)));
}

/** Same size and special type, y not unique (so y can always replace x), every statistic at least as high, no dearer. */
const betterShip = (y: ShipDisk, x: ShipDisk) =>
  y.size === x.size && y.special === x.special && !y.unique && y.cost <= x.cost &&
  atLeast(y, x, ['shields', 'hull', 'beam', 'torpedoes', 'torpedoDamage', 'torpedoSpeed', 'capacity', 'squadronCapacity']);

/**
 * Same crew type, y unlimited (so y can always replace x, even beside another y), command and
 * combat at least as high, x's order rows also on y, x without an ability (two different disks with
 * one ability stack, two copies do not: 000, "Multiple Disk Effects"), no dearer.
 */
const betterCrew = (y: CrewDisk, x: CrewDisk) =>
  y.type === x.type && y.copies === 'unlimited' && y.cost <= x.cost && y.command >= x.command && y.combat >= x.combat &&
  x.orders.every((row) => y.orders.some((r) => same(r, row))) && x.ability === undefined;

/** Same tech type (a ship carries one of each type, so y can always replace x), no dearer, x's ability (if any) also on y. */
const betterTech = (y: TechDisk, x: TechDisk) => y.type === x.type && y.cost <= x.cost && (x.ability === undefined || same(x.ability, y.ability));

/** Same kind, every statistic at least as high, no dearer. */
const betterSquadron = (y: SquadronDisk, x: SquadronDisk) =>
  y.kind === x.kind && y.cost <= x.cost && atLeast(y, x, ['hull', 'beam', 'speed', 'torpedoes', 'torpedoDamage']);

/**
 * The disks of each faction a fleet may use (000, "2. Build your Fleet", Factions: the faction's
 * ships, crew and tech plus mercenary crew), pruning dominated options: a disk is left out when
 * another usable disk of the same kind and type is no dearer, no more restricted and at least as
 * good in every statistic and ability, and can always take its place (e.g. Mercenary marines next
 * to N'orr marines for Sardakk). An optimal fleet never needs a dominated disk: swapping it for its
 * dominator keeps the fleet legal and no weaker.
 */
export function factionDisks(catalog: Catalog, factions: readonly Faction[] = FACTIONS): FactionDisks[] {
  return factions.map((faction) => ({
    faction,
    ships: undominated(Object.values(catalog.ships).filter((s) => s.faction === faction), betterShip),
    crew: undominated(Object.values(catalog.crew).filter((c) => c.faction === faction || c.faction === MERCENARY), betterCrew),
    tech: undominated(Object.values(catalog.tech).filter((t) => t.faction === faction), betterTech),
    squadrons: undominated(Object.values(catalog.squadrons), betterSquadron),
  }));
}
