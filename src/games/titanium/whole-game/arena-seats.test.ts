/**
 * The Conquest arena of a whole game (arena.ts): each turn every player's fleet, as bought, is
 * written in Player Order from the 1st Player (004, "Player Order") — units packed by seat in
 * fleet-slot order, upgrades folded into their ship (004, "Anatomy of the Cards — Upgrade") or
 * ignored under an Event that says so (004, "Anatomy of the Cards — Events", Anti-Matter Shower),
 * ships by cost dearest first, Planetary Supports as the attack Planetary Fire activates (004,
 * "Card Clarifications — Planetary Support": Attack 2), and each seat's own Conquest policies.
 */
import { describe, expect, it } from 'vitest';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { writeSeatsInPlace } from './arena.js';
import { fleetCost, fleetCostsInto, hasShip } from './policies/participation.js';

const B_POLICIES = {
  allocation: 'optimal', value: 'attack', tactic: 'random', priorityWeight: 0.5, discard: 'none', minefield: 'never', blastShield: 'dearest-first',
  repair: 'nearest-destruction', participation: 0.4,
};

/** A: Fighter, Minefield, Destroyer + Laser Cannon, a Laboratory and a Planetary Support; B: Cruiser + Armor, Cruiser. B holds the 1st Player token. */
function seated() {
  const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: 'lord-john' }, { name: 'B', leader: 'general-hox', policies: B_POLICIES }] }));
  const { plan, state, rules } = sim;
  state.reset();
  state.leader[0] = plan.fixedLeader[0];
  state.leader[1] = plan.fixedLeader[1];
  rules.startTurn(0, -1);
  const buy = (p: number, key: string) => rules.buyInPlace(p, plan.itemKeys.indexOf(key), null, 0);
  for (const key of ['fighter-squadron', 'minefield', 'destroyer', 'laser-cannon', 'laboratory', 'planetary-support']) buy(0, key);
  for (const key of ['cruiser', 'cruiser', 'armor']) buy(1, key);
  state.credits[0] = 700;
  state.credits[1] = 300;
  state.first = 1;
  const arena = sim.parts.plan;
  const slotOf = new Int32Array(arena.unitCount);
  const costs = new Int32Array(plan.players).fill(-7);
  return { plan, arena, state, slotOf, costs, write: (ignoreUpgrades: boolean) => writeSeatsInPlace(plan, arena, state, ignoreUpgrades, true, slotOf) };
}

describe('the arena a turn\'s Conquest is played in', () => {
  it('packs the fleets in Player Order, folds upgrades into their ship and orders ships dearest first', () => {
    const { arena, slotOf, write } = seated();
    expect(write(false)).toBe(5);
    const units = [0, 1, 2, 3, 4];
    const kinds = arena.kindKeys;
    expect(units.map((u) => [arena.unitLabel[u], kinds[arena.unitKind[u]], arena.unitOwner[u], slotOf[u]])).toEqual([
      ["B's Cruiser #1 (upgraded)", 'cruiser', 0, 0],
      ["B's Cruiser #2", 'cruiser', 0, 1],
      ["A's Fighter Squadron #1", 'fighter-squadron', 1, 0],
      ["A's Minefield #2", 'minefield', 1, 1],
      ["A's Destroyer #3 (upgraded)", 'destroyer', 1, 2],
    ]);
    // Printed figures plus upgrades: Cruiser 3/8 + Armor (+2 defense); Destroyer 5/13 + Laser Cannon (+1 attack).
    expect(units.map((u) => [arena.unitAttack[u], arena.unitDefense[u]])).toEqual([[3, 10], [3, 8], [2, 5], [0, 1], [6, 13]]);
    // Costs with upgrades (550, 400, 150, 200, 1000 credits), in 50-credit units; value tables: cost, and attack (a ship) or Blast (a Minefield: 2).
    expect(units.map((u) => arena.unitCost[u])).toEqual([11, 8, 3, 4, 20]);
    expect(units.map((u) => arena.valueTable[0][u])).toEqual([550, 400, 150, 200, 1000]);
    expect(units.map((u) => arena.valueTable[1][u])).toEqual([3, 3, 2, 2, 6]);
    expect(arena.unitPower[3]).toBe(2);
    const sentinel = arena.unitCount - 1;
    expect(arena.shipOrder[0].slice(0, 3)).toEqual([0, 1, sentinel]);
    expect(arena.shipOrder[1].slice(0, 3)).toEqual([4, 2, sentinel]);
    expect(arena.shipOrder[1].every((u, k) => k < 2 || u === sentinel)).toBe(true);
    expect(arena.playerNames.slice(0, 2)).toEqual(['B', 'A']);
    expect(Array.from(arena.credits.slice(0, 2))).toEqual([300, 700]);
  });

  it('under an Event that ignores upgrades, each upgraded unit fights with its printed figures', () => {
    const { arena, write } = seated();
    write(true);
    expect([0, 1, 2, 3, 4].map((u) => [arena.unitLabel[u], arena.unitAttack[u], arena.unitDefense[u]])).toEqual([
      ["B's Cruiser #1 (upgrades ignored)", 3, 8],
      ["B's Cruiser #2", 3, 8],
      ["A's Fighter Squadron #1", 2, 5],
      ["A's Minefield #2", 0, 1],
      ["A's Destroyer #3 (upgrades ignored)", 5, 13],
    ]);
    // What the units cost does not change: the ships keep their order.
    expect(arena.shipOrder[1].slice(0, 2)).toEqual([4, 2]);
  });

  it('Planetary Fire gets each seat\'s Planetary Supports (Attack 2 each); every other card none', () => {
    const { arena, write } = seated();
    write(false);
    const cards = arena.cardKeys.length;
    const fire = arena.cardKeys.indexOf('planetary-fire');
    expect([arena.buildingAttack[0 * cards + fire], arena.buildingAttack[1 * cards + fire]]).toEqual([0, 2]);
    for (let c = 0; c < cards; c++) if (c !== fire) expect([arena.buildingAttack[c], arena.buildingAttack[cards + c]]).toEqual([0, 0]);
  });

  it('each seat carries its own player\'s Conquest policies', () => {
    const { plan, arena, write } = seated();
    write(false);
    // Position 0 is B (optimal, attack, random, 0.5, none, never, dearest-first, nearest-destruction); position 1 is A (the defaults).
    expect([arena.allocation, arena.valueCode, arena.tactic, arena.priorityWeight, arena.discard, arena.useMinefield, arena.blastShield, arena.repair].map((a) => [a[0], a[1]])).toEqual([
      [0, 1], [1, 0], [0, 1], [0.5, 0], [0, 2], [0, 1], [1, 0], [1, 0],
    ]);
    expect([arena.withdrawBelow[0], arena.withdrawBelow[1]]).toEqual([plan.withdrawShare[1], plan.withdrawShare[0]]);
    expect(plan.withdrawShare[1]).not.toBe(plan.withdrawShare[0]);
  });

  it('the participation policy reads each player\'s fleet cost, or −1 without a Ship, upgrades ignored or not (policies/participation.ts fleetCostsInto)', () => {
    const { plan, state, costs, write } = seated();
    for (const ignore of [false, true]) {
      costs.fill(-7);
      write(ignore);
      fleetCostsInto(plan, state, costs);
      // A: Fighter 150 + Minefield 200 + Destroyer 900 + Laser Cannon 100; B: Cruiser 400 + Armor 150 + Cruiser 400.
      expect(Array.from(costs)).toEqual([1350, 950]);
      for (let g = 0; g < plan.players; g++) expect(costs[g]).toBe(fleetCost(plan, state, g));
    }
    // Without a Ship (A's Fighter and Destroyer gone, its Minefield left): −1, as hasShip says.
    const ship = [0, 2];
    for (const s of ship) state.fleet[s] = -1;
    write(false);
    fleetCostsInto(plan, state, costs);
    expect(hasShip(plan, state, 0)).toBe(false);
    expect(Array.from(costs)).toEqual([-1, 950]);
  });
});
