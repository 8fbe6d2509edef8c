import type { Faction, UnitKey } from './catalog.js';

/**
 * Capacity [level I, level II] of the ships that carry fighters and ground forces (the printed unit
 * cards; docs/ti4-content.md): carrier 4 / 6, cruiser II 1, dreadnought 1, war sun 6. Faction
 * variants: Sol's Advanced Carrier 6 / 8, L1Z1X's Super-Dreadnought 2. Flagship capacities are not
 * in the bundled catalog (see `capacityNeeds`).
 */
export const CAPACITY: Readonly<Partial<Record<UnitKey, readonly [number, number]>>> = { carrier: [4, 6], cruiser: [0, 1], dreadnought: [1, 1], warsun: [6, 6] };
export const FACTION_CAPACITY: Readonly<Partial<Record<Faction, Partial<Record<UnitKey, readonly [number, number]>>>>> = { sol: { carrier: [6, 8] }, l1z1x: { dreadnought: [2, 2] } };
/** Fighters a space dock keeps in its system without using capacity (the space dock card: "up to 3 fighters"). */
export const SPACE_DOCK_FIGHTERS = 3;

/** The capacity of one unit of `key` for `faction` (0 for a unit that carries nothing). */
export function unitCapacity(key: UnitKey, upgraded: boolean, faction?: Faction): number {
  const pair = (faction !== undefined ? FACTION_CAPACITY[faction]?.[key] : undefined) ?? CAPACITY[key] ?? [0, 0];
  return pair[upgraded ? 1 : 0];
}

/** A side as the capacity check reads it. */
export interface CapacitySide {
  faction?: Faction;
  units: Partial<Record<UnitKey, number>>;
  upgrades: readonly UnitKey[];
}

/** What a side's ships must carry and what they can, or undefined when it cannot be told (a flagship: its capacity is not in the catalog). */
export interface CapacityNeeds {
  capacity: number;
  fighters: number;
  /** Fighters kept by space docks without capacity. */
  docked: number;
  groundForces: number;
}

/**
 * Capacity in a space area (002, "tactical action": "Ships carry fighters and ground forces up to
 * their capacity"): the side's fighters beyond those its space docks keep (3 each), plus — for the
 * side that moved in (`carriesGroundForces`: the attacker) — its infantry and mechs, must fit in the
 * capacity of its carriers, cruisers II, dreadnoughts and war suns. Undefined for a side with a
 * flagship (its capacity is faction-specific and not in the catalog: such a side is not checked).
 */
export function capacityNeeds(side: CapacitySide, carriesGroundForces: boolean): CapacityNeeds | undefined {
  if ((side.units.flagship ?? 0) > 0) return undefined;
  let capacity = 0;
  for (const [key, count] of Object.entries(side.units) as [UnitKey, number][]) capacity += count * unitCapacity(key, side.upgrades.includes(key), side.faction);
  const fighters = side.units.fighter ?? 0;
  const docked = Math.min(fighters, SPACE_DOCK_FIGHTERS * (side.units.spacedock ?? 0));
  const groundForces = carriesGroundForces ? (side.units.infantry ?? 0) + (side.units.mech ?? 0) : 0;
  return { capacity, fighters, docked, groundForces };
}

/** True when what a side must carry exceeds its capacity. */
export const overCapacity = (needs: CapacityNeeds): boolean => needs.fighters - needs.docked + needs.groundForces > needs.capacity;
