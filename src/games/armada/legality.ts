import { MERCENARY } from './catalog-types.js';
import { fleetCost, isCarrier, standingBonus, type Fleet } from './fleet.js';

/** The fleet-building rules, each with its rulebook section (000, "2. Build your Fleet"). */
export const FLEET_RULES = Object.freeze({
  faction: '000, 2. Build your Fleet, Factions: only your faction\'s ships, crew and tech, plus mercenary crew',
  uniqueShip: '000, Ship Disks: only one of each unique ship in the same game',
  techType: '000, 2. Build your Fleet, restriction 1: one tech disk of each tech type per ship',
  uniqueCrew: '000, 2. Build your Fleet, restriction 2: only one of each unique crew per armada',
  limitedCrew: '000, 2. Build your Fleet, restriction 3: no copies of the same crew disk on a ship unless it is unlimited',
  admiralOrCaptain: '000, 2. Build your Fleet, restriction 4: an Admiral or a Captain on a ship, not both',
  oneCaptain: '000, 2. Build your Fleet, restriction 5: one Captain per ship',
  oneAdmiral: '000, 2. Build your Fleet, restriction 6: one Admiral per fleet',
  carrierOnly: '000, 2. Build your Fleet, restriction 7: Wing Commanders and Squadron tech only on carriers',
  capacity: '000, Ship Disks, Crew/Tech Capacity: crew and tech disks fill the ship\'s capacity',
  squadronCapacity: '000, 2. Build your Fleet, Squadrons: no more squadrons than the carriers\' total squadron capacity',
  oneFlagship: '000, Special Ship Types, Flagship: only one flagship in your armada',
  pointLimit: '000, 1. Choose a Scenario: the fleet costs at most the scenario\'s point value',
});
export type FleetRule = keyof typeof FLEET_RULES;

/** One broken fleet-building rule: which, where in the fleet, and what. */
export interface Violation {
  rule: FleetRule;
  section: string;
  where: string;
  message: string;
}

/**
 * Every violation of the fleet-building rules (000, "2. Build your Fleet" restrictions 1-7,
 * factions, unique ships, capacity, squadron capacity, one flagship, point limit). An empty list
 * means the fleet is legal. Pure: it reports, it never throws.
 * @example fleetViolations(fleet, 30) // [{ rule: 'pointLimit', … message: 'costs 32 points, over the limit of 30' }]
 */
export function fleetViolations(fleet: Fleet, pointLimit: number, where = 'fleet'): Violation[] {
  const out: Violation[] = [];
  const add = (rule: FleetRule, at: string, message: string) => out.push({ rule, section: FLEET_RULES[rule], where: at, message });
  const uniqueShips = new Map<string, number>();
  const uniqueCrew = new Map<string, string>();
  let admirals = 0;
  let flagships = 0;
  let squadronCapacity = 0;
  fleet.ships.forEach((ship, i) => {
    const at = `${where}.ships[${i}] (${ship.label})`;
    const disk = ship.disk;
    if (disk.faction !== fleet.faction) add('faction', at, `ship ${disk.id} is ${disk.faction}, the fleet is ${fleet.faction}`);
    if (disk.unique) {
      if (uniqueShips.has(disk.id)) add('uniqueShip', at, `unique ship ${disk.id} is already ships[${uniqueShips.get(disk.id)}]`);
      else uniqueShips.set(disk.id, i);
    }
    if (disk.special === 'flagship') flagships++;
    if (isCarrier(disk)) squadronCapacity += disk.squadronCapacity + standingBonus(ship, 'squadronCapacity');
    const techTypes = new Set<string>();
    for (const tech of ship.tech) {
      if (tech.faction !== fleet.faction) add('faction', at, `tech ${tech.id} is ${tech.faction}, the fleet is ${fleet.faction}`);
      if (techTypes.has(tech.type)) add('techType', at, `a second ${tech.type} tech (${tech.id})`);
      techTypes.add(tech.type);
      if (tech.type === 'squadron' && !isCarrier(disk)) add('carrierOnly', at, `squadron tech ${tech.id} on a ship that is not a carrier`);
    }
    const onShip = new Set<string>();
    let captains = 0;
    let shipAdmirals = 0;
    for (const crew of ship.crew) {
      if (crew.faction !== fleet.faction && crew.faction !== MERCENARY) add('faction', at, `crew ${crew.id} is ${crew.faction}, the fleet is ${fleet.faction} (only mercenary crew may cross factions)`);
      if (crew.copies === 'unique') {
        if (uniqueCrew.has(crew.id)) add('uniqueCrew', at, `unique crew ${crew.id} is already aboard ${uniqueCrew.get(crew.id)}`);
        else uniqueCrew.set(crew.id, ship.label);
      } else if (crew.copies === 'limited' && onShip.has(crew.id)) {
        add('limitedCrew', at, `a second copy of limited crew ${crew.id}`);
      }
      onShip.add(crew.id);
      if (crew.type === 'captain') captains++;
      if (crew.type === 'admiral') shipAdmirals++;
      if (crew.type === 'wingCommander' && !isCarrier(disk)) add('carrierOnly', at, `wing commander ${crew.id} on a ship that is not a carrier`);
    }
    if (captains > 0 && shipAdmirals > 0) add('admiralOrCaptain', at, 'has both an Admiral and a Captain');
    if (captains > 1) add('oneCaptain', at, `has ${captains} Captains`);
    admirals += shipAdmirals;
    const capacity = disk.capacity + standingBonus(ship, 'capacity');
    const used = ship.crew.length + ship.tech.length;
    if (used > capacity) add('capacity', at, `carries ${used} crew and tech disks, its capacity is ${capacity}`);
  });
  if (admirals > 1) add('oneAdmiral', where, `has ${admirals} Admirals`);
  if (flagships > 1) add('oneFlagship', where, `has ${flagships} flagships`);
  const squadrons = fleet.squadrons.reduce((s, q) => s + q.count, 0);
  if (squadrons > squadronCapacity) add('squadronCapacity', `${where}.squadrons`, `has ${squadrons} squadrons, the carriers' total squadron capacity is ${squadronCapacity}`);
  const cost = fleetCost(fleet);
  if (cost > pointLimit) add('pointLimit', where, `costs ${cost} points, over the limit of ${pointLimit}`);
  return out;
}

/**
 * The unique ships both fleets carry (000, "Ship Disks": "only one of each unique ship can ever
 * participate in the same game"); empty when the pairing is playable.
 * @example sharedUniqueShips(solWithOrion, solWithOrion) // ['fss-orion']
 */
export function sharedUniqueShips(a: Fleet, b: Fleet): string[] {
  const inA = new Set(a.ships.filter((s) => s.disk.unique).map((s) => s.disk.id));
  return [...new Set(b.ships.filter((s) => s.disk.unique && inA.has(s.disk.id)).map((s) => s.disk.id))];
}

/** The violations as readable lines: `where: message (rule: section)`. */
export function formatViolations(violations: readonly Violation[]): string[] {
  return violations.map((v) => `${v.where}: ${v.message} [${v.rule} — ${v.section}]`);
}
