import type { Arsenal } from './arsenal.js';
import { titaniumErrors } from './messages.js';

/** One unit of a fleet, with its upgrades and the damage it starts with. */
export interface FleetUnit {
  unit: string;
  upgrades: string[];
  damage: number;
}

/** What the fleet rules need to know about a player. */
export interface FleetOwner {
  name: string;
  fleetLimit: number;
  planets: number;
  slotBonus: number;
  buildings: Record<string, number>;
  fleet: FleetUnit[];
}

/** Total count of the buildings with a given effect. */
export function buildingCount(owner: Pick<FleetOwner, 'buildings'>, arsenal: Arsenal, effect: string): number {
  let count = 0;
  for (const [key, n] of Object.entries(owner.buildings)) if (arsenal.building.get(key)?.effect === effect) count += n;
  return count;
}

/** The fleet limit: the leader's (with planet bonuses) plus one per Spaceport (004, "Card Clarifications — Spaceport"). */
export const fleetCapacity = (owner: FleetOwner, arsenal: Arsenal): number => owner.fleetLimit + buildingCount(owner, arsenal, 'spaceport');

/** Upgrade slots of a ship: printed, plus one per Cyber Factory (004, "Cyber Factory"), plus planet bonuses. */
export const slotsOf = (printed: number, owner: FleetOwner, arsenal: Arsenal): number =>
  printed + buildingCount(owner, arsenal, 'cyber-factory') + owner.slotBonus;

/**
 * Checks a player's fleet and buildings against the Outfitting limits (004, "Outfitting"; "Card
 * Clarifications"): known cards, the fleet limit, upgrades on ships only and within their slots,
 * per-player and per-planet building limits, starting damage below defense, at least one ship.
 *
 * @throws ConfigError naming `where` and the entry.
 */
export function checkFleet(owner: FleetOwner, arsenal: Arsenal, where: string): void {
  const unitKeys = arsenal.units.map((u) => u.key);
  const upgradeKeys = arsenal.upgrades.map((u) => u.key);
  const buildingKeys = arsenal.buildings.map((b) => b.key);
  for (const [key, count] of Object.entries(owner.buildings)) {
    const building = arsenal.building.get(key);
    if (!building) throw titaniumErrors.unknownName(`${where}.buildings.${key}`, 'building', key, buildingKeys);
    if (building.perPlayer !== undefined && count > building.perPlayer) {
      throw titaniumErrors.buildingOverLimit(`${where}.buildings.${key}`, building.name, count, building.perPlayer, 'per player');
    }
    if (building.perPlanet !== undefined && count > building.perPlanet * owner.planets) {
      throw titaniumErrors.buildingOverLimit(`${where}.buildings.${key}`, building.name, count, building.perPlanet * owner.planets, `${building.perPlanet} per planet, ${owner.planets} planet(s)`);
    }
  }
  let ships = 0;
  owner.fleet.forEach((entry, i) => {
    const at = `${where}.fleet.${i}`;
    const unit = arsenal.unit.get(entry.unit);
    if (!unit) throw titaniumErrors.unknownName(`${at}.unit`, 'unit', entry.unit, unitKeys);
    entry.upgrades.forEach((key, j) => {
      if (!arsenal.upgrade.has(key)) throw titaniumErrors.unknownName(`${at}.upgrades.${j}`, 'upgrade', key, upgradeKeys);
    });
    if (!unit.ship && entry.upgrades.length > 0) throw titaniumErrors.upgradeOnNonShip(`${at}.upgrades`, unit.key);
    const slots = slotsOf(unit.slots, owner, arsenal);
    if (unit.ship && entry.upgrades.length > slots) throw titaniumErrors.tooManyUpgrades(`${at}.upgrades`, unit.key, entry.upgrades.length, slots);
    const defense = unit.defense + entry.upgrades.reduce((sum, key) => sum + arsenal.upgrade.get(key)!.defense, 0);
    if (entry.damage >= defense) throw titaniumErrors.damageTooHigh(`${at}.damage`, entry.damage, defense);
    if (unit.ship) ships++;
  });
  const limit = fleetCapacity(owner, arsenal);
  if (owner.fleet.length > limit) throw titaniumErrors.overFleetLimit(`${where}.fleet`, owner.fleet.length, limit);
  if (ships === 0) throw titaniumErrors.noShips(`${where}.fleet`, owner.name);
}
