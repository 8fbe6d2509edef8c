import type { Arsenal } from './arsenal.js';
import { buildingCount, type FleetUnit } from './fleet-rules.js';
import { titaniumErrors } from './messages.js';

/** The highest Technological Level (004, "Quick Start": Tech 0 to Tech 3; Laboratory "limited to 3 per player"). */
export const MAX_TECH_LEVEL = 3;
/**
 * Building slots of a home planet when the scenario does not say: 4, as on both printed leaders'
 * home planets (004, "Anatomy of the Cards — Leaders", Lord John; "Outfitting", General Hox).
 */
export const HOME_BUILDING_SLOTS = 4;
/** Building slots of each further planet when the scenario does not say: 2, as on Phyte and Harvasia (004). */
export const PLANET_BUILDING_SLOTS = 2;

/** What the Outfitting limits need to know about a player. */
export interface OutfittedPlayer {
  buildings: Record<string, number>;
  buildingSlots: number;
  fleet: FleetUnit[];
}

/** The default building slots of a player with `planets` planets, home planet included. */
export const defaultBuildingSlots = (planets: number): number => HOME_BUILDING_SLOTS + PLANET_BUILDING_SLOTS * (planets - 1);

/** A card's Technological Level: its printed one, Tech 0 when unprinted (docs/rules-interpretations.md). */
export const techOf = (card: { tech?: number }): number => card.tech ?? 0;

/**
 * A player's Technological Level (004, "Quick Start — Technology Limit": "You start at Tech 0. You
 * raise your Technological Level when you buy Laboratories"): one per Laboratory, at most 3.
 */
export function techLevel(owner: Pick<OutfittedPlayer, 'buildings'>, arsenal: Arsenal): number {
  return Math.min(MAX_TECH_LEVEL, buildingCount(owner, arsenal, 'laboratory'));
}

/**
 * Refuses any card above the player's Technological Level (004, "Outfitting": "You may not buy a
 * card with a Technological Level higher than your own"), units, upgrades and buildings alike. A
 * Laboratory counts at once ("You can buy a Laboratory, and take advantage of its Technological
 * Level increase during the same turn"), so every Laboratory the player holds counts.
 *
 * @throws ConfigError naming `where` and the card.
 */
export function checkTechLevel(owner: OutfittedPlayer, arsenal: Arsenal, where: string): void {
  const level = techLevel(owner, arsenal);
  const refuse = (at: string, name: string, tech: number) => {
    if (tech > level) throw titaniumErrors.aboveTechLevel(at, name, tech, level);
  };
  for (const [key, count] of Object.entries(owner.buildings)) {
    const building = arsenal.building.get(key);
    if (building && count > 0) refuse(`${where}.buildings.${key}`, building.name, techOf(building));
  }
  owner.fleet.forEach((entry, i) => {
    const unit = arsenal.unit.get(entry.unit);
    if (unit) refuse(`${where}.fleet.${i}.unit`, unit.name, techOf(unit));
    entry.upgrades.forEach((key, j) => {
      const upgrade = arsenal.upgrade.get(key);
      if (upgrade) refuse(`${where}.fleet.${i}.upgrades.${j}`, upgrade.name, techOf(upgrade));
    });
  });
}

/**
 * Refuses more Buildings than slots on the player's planets (004, "Outfitting": "You may not have
 * more Buildings than slots on your Planets"; "Quick Start": "as many Buildings on the Planets you
 * control as they have slots").
 *
 * @throws ConfigError naming `where`.
 */
export function checkBuildingSlots(owner: OutfittedPlayer, where: string): void {
  let buildings = 0;
  for (const count of Object.values(owner.buildings)) buildings += count;
  if (buildings > owner.buildingSlots) throw titaniumErrors.overBuildingSlots(`${where}.buildings`, buildings, owner.buildingSlots);
}

/**
 * Refuses more copies of a card, over all players, than the Arsenal holds (004, "Outfitting": "You
 * may not buy a card that is no longer available in the Arsenal"). Cards without `copies` never run
 * out.
 *
 * @throws ConfigError naming `where` and the card.
 */
export function checkArsenalCopies(players: readonly OutfittedPlayer[], arsenal: Arsenal, where: string): void {
  const held = new Map<string, number>();
  const add = (key: string, n: number) => held.set(key, (held.get(key) ?? 0) + n);
  for (const player of players) {
    for (const [key, count] of Object.entries(player.buildings)) add(key, count);
    for (const entry of player.fleet) {
      add(entry.unit, 1);
      for (const key of entry.upgrades) add(key, 1);
    }
  }
  for (const [key, count] of held) {
    const card = arsenal.unit.get(key) ?? arsenal.upgrade.get(key) ?? arsenal.building.get(key);
    if (card?.copies !== undefined && count > card.copies) throw titaniumErrors.overArsenalCopies(where, card.name, count, card.copies);
  }
}
