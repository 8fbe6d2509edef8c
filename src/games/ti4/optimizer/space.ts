import type { DiceSource } from '../../../core/dice-source.js';
import { unitStats, UNIT_KEYS, type Faction, type UnitKey } from '../catalog.js';
import { unitCapacity } from '../capacity.js';
import { compileTi4 } from '../compile.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN } from '../plan.js';
import { parseTi4Scenario, type UnitCounts } from '../scenario.js';
import { listSaturated, neighbourFleets, saturateRandomly, type Addition, type MoveSet } from '../../fleet-moves.js';
import type { FleetSpace } from '../../fleet-space.js';

/** A TI4 fleet as a scenario side takes it (docs/scenario-format.md). */
export interface Ti4Fleet {
  faction?: Faction;
  units: UnitCounts;
  /** Unit types at level II. */
  upgrades: UnitKey[];
}

/** What a TI4 fleet space is built from. */
export interface Ti4SpaceOptions {
  resources: number;
  fleetSupply: number;
  faction?: Faction;
  /** Unit types the player has at level II; `warsun` means the War Sun technology (war suns can be built). */
  upgrades: UnitKey[];
}

/** The ships a player can buy: the base fleet, war suns with the War Sun technology, a flagship with a faction. */
function shipPool(options: Ti4SpaceOptions): UnitKey[] {
  const pool: UnitKey[] = ['dreadnought', 'carrier', 'cruiser', 'destroyer', 'fighter'];
  if (options.upgrades.includes('warsun')) pool.unshift('warsun');
  if (options.faction !== undefined) pool.unshift('flagship');
  return pool;
}

const count = (fleet: Ti4Fleet, key: UnitKey) => fleet.units[key] ?? 0;

/**
 * The legal TI4 fleets for R resources and fleet supply F (rules 002/003; the docs/ pages, Analysis:
 * "Optimizer"): costs from the catalog (fighters 0.5), non-fighter ships at most F, fighters within
 * the capacity of the fleet's carriers, dreadnoughts, cruisers II and war suns, one flagship. Only
 * saturated fleets — nothing more can be bought — are candidates. The candidate attacks (seat 1 of
 * 1): a defender may hold PDS, which an attacker never has.
 */
export function ti4Space(options: Ti4SpaceOptions): FleetSpace<Ti4Fleet> {
  const pool = shipPool(options);
  const upgraded = (key: UnitKey) => options.upgrades.includes(key);
  const stats = (key: UnitKey) => unitStats(key, upgraded(key), options.faction);
  // A flagship carries nothing here (its capacity is not in the catalog): never more than the real fleet could.
  const capacityOf = (key: UnitKey) => unitCapacity(key, upgraded(key), options.faction);
  const costOf = (fleet: Ti4Fleet) => UNIT_KEYS.reduce((sum, key) => sum + (count(fleet, key) > 0 ? count(fleet, key) * unitStats(key, fleet.upgrades.includes(key), fleet.faction).cost : 0), 0);
  const capacity = (fleet: Ti4Fleet) => pool.reduce((sum, key) => sum + count(fleet, key) * capacityOf(key), 0);
  const supplyUsed = (fleet: Ti4Fleet) => pool.reduce((sum, key) => sum + (key === 'fighter' ? 0 : count(fleet, key)), 0);
  const base: Ti4Fleet = { ...(options.faction !== undefined ? { faction: options.faction } : {}), units: {}, upgrades: pool.filter(upgraded) };
  const withUnits = (fleet: Ti4Fleet, key: UnitKey, delta: number): Ti4Fleet => {
    const units: UnitCounts = {};
    for (const k of UNIT_KEYS) {
      const n = count(fleet, k) + (k === key ? delta : 0);
      if (n > 0) units[k] = n;
    }
    return { ...fleet, units };
  };
  const isLegal = (fleet: Ti4Fleet) =>
    costOf(fleet) <= options.resources && supplyUsed(fleet) <= options.fleetSupply && count(fleet, 'fighter') <= capacity(fleet) && count(fleet, 'flagship') <= 1;
  const moves: MoveSet<Ti4Fleet> = {
    additions(fleet) {
      const out: Addition<Ti4Fleet>[] = [];
      for (const key of pool) {
        const larger = withUnits(fleet, key, 1);
        if (isLegal(larger)) out.push({ kind: key === 'fighter' ? 'fighter' : 'ship', fleet: larger });
      }
      return out;
    },
    removals: (fleet) => pool.filter((key) => count(fleet, key) > 0).map((key) => withUnits(fleet, key, -1)),
    repair(fleet) {
      const excess = count(fleet, 'fighter') - capacity(fleet);
      const legal = excess > 0 ? withUnits(fleet, 'fighter', -excess) : fleet;
      return isLegal(legal) ? legal : undefined;
    },
    canonical: (fleet) => fleet,
    key: (fleet) => JSON.stringify(fleet.units),
    isComplete: (fleet) => supplyUsed(fleet) > 0,
  };
  const name = (fleet: Ti4Fleet) => UNIT_KEYS.filter((k) => count(fleet, k) > 0).map((k) => `${count(fleet, k) > 1 ? `${count(fleet, k)} ` : ''}${k}${fleet.upgrades.includes(k) ? ' II' : ''}`).join(', ');

  return {
    game: 'ti4',
    budget: `${options.resources} resources, fleet supply ${options.fleetSupply}`,
    seats: 1,
    enumerate: (limit) => listSaturated([base], moves, limit),
    cheapest() {
      const ships = pool.filter((k) => k !== 'fighter').sort((a, b) => stats(a).cost - stats(b).cost);
      return ships.length > 0 && options.fleetSupply > 0 ? withUnits(base, ships[0], 1) : undefined;
    },
    random: (rng: DiceSource) => (moves.additions(base).length > 0 ? saturateRandomly(base, moves, rng, 'ship') : undefined),
    neighbours: (fleet, rng, n) => neighbourFleets(fleet, moves, rng, n),
    key: moves.key,
    name,
    cost: costOf,
    features: (fleet) => pool.map((key) => count(fleet, key)),
    group: () => 'ti4',
    groupNoun: 'game',
    matchup(candidate, opponent) {
      const side = (fleet: Ti4Fleet) => ({ ...(fleet.faction !== undefined ? { faction: fleet.faction } : {}), units: fleet.units, upgrades: fleet.upgrades });
      const scenario = parseTi4Scenario({ game: 'ti4', place: 'space', attacker: side(candidate), defender: side(opponent) }, 'optimizer');
      return { plan: compileTi4(scenario), win: OUTCOME_ATTACKER_WIN, loss: OUTCOME_DEFENDER_WIN };
    },
  };
}
