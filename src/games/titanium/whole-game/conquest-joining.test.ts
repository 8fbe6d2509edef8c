/**
 * Who joins a whole game's Conquest and what it leaves behind (004, "Conquest": "You choose
 * whether to engage in the Conquest"; without a Ship no part in it; 004, "Destruction of Units":
 * a destroyed unit is "returned to the Arsenal along with its Upgrades"). The participation policy
 * (docs/titanium.md, "Whole games — policies"): a player joins when its fleet's share of the cost
 * of every fleet with a ship is at least its threshold.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { Trace } from '../../game.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { conquestPhaseInPlace } from './conquest-phase.js';

/** A (Lord John), B (General Hox), C (Tyx) with the fleets given; B holds the 1st Player token. */
function phase(fleets: string[][], participation: number[], first = 1) {
  const players = ['A', 'B', 'C'].map((name, p) => ({ name, leader: ['lord-john', 'general-hox', 'tyx'][p], policies: { participation: participation[p] } }));
  const sim = simulatorOf(readGame({ firstPlayer: 'listed', players }));
  const { plan, state, rules, parts } = sim;
  state.reset();
  for (let p = 0; p < 3; p++) state.leader[p] = plan.fixedLeader[p];
  rules.startTurn(0, -1);
  fleets.forEach((fleet, p) => {
    for (const key of fleet) rules.buyInPlace(p, plan.itemKeys.indexOf(key), null, 0);
    state.credits[p] = 100 * (p + 1);
  });
  state.first = first;
  for (let pos = 0; pos < 3; pos++) parts.plan.handLimit[pos] = 3;
  parts.deck.reset(chunkStream(9, 0));
  const trace = new Trace();
  const slotOf = new Int32Array(parts.plan.unitCount);
  const before = Array.from(state.copiesLeft);
  const conqueror = conquestPhaseInPlace(plan, state, parts, rules, -1, new Int32Array(3), slotOf, chunkStream(9, 1), trace);
  return { plan, state, parts, trace, slotOf, before, conqueror };
}

describe('joining a Conquest', () => {
  it('a player without a ship stays out; one whose fleet is below its threshold share stays out; a lone participant conquers', () => {
    // Fleet costs: A's Destroyer 900, B's Fighter 150 (150 / 1050 = 0.14 < 0.25), C's Minefield: no ship.
    const { trace, conqueror, parts } = phase([['destroyer'], ['fighter-squadron'], ['minefield']], [0.25, 0.25, 0.25]);
    expect(trace.lines.slice(0, 3)).toEqual(['B stays out of the Conquest', 'C stays out of the Conquest (no ships)', 'A is the only player to play a Tactic']);
    expect(conqueror).toBe(0);
    expect(parts.offensives).toBe(0);
  });

  it('with a threshold of 0.14 B joins (150 / 1050 ≥ 0.14), and the Conquest is fought', () => {
    const { trace, parts } = phase([['destroyer'], ['fighter-squadron'], ['minefield']], [0.25, 0.14, 0.25]);
    expect(trace.lines[0]).toBe('C stays out of the Conquest (no ships)');
    expect(trace.lines.some((l) => l.startsWith('Offensive 1 — '))).toBe(true);
    expect(parts.offensives).toBeGreaterThan(0);
  });

  it('nobody joins: nobody conquers, and every hand is still filled', () => {
    // Every player needs all of the total: only a fleet worth everything would join. A and B each hold a part.
    const { trace, conqueror, parts } = phase([['destroyer'], ['cruiser'], []], [1, 1, 1]);
    expect(trace.lines).toEqual(['B stays out of the Conquest', 'C stays out of the Conquest (no ships)', 'A stays out of the Conquest']);
    expect(conqueror).toBe(-1);
    expect([parts.deck.handCount[0], parts.deck.handCount[1], parts.deck.handCount[2]]).toEqual([3, 3, 3]);
  });
});

describe('after the Conquest', () => {
  it('destroyed units leave their fleet slots and go back to the Arsenal with their upgrades; losses and credits are the seats\'', () => {
    const { plan, state, parts, slotOf, before, conqueror } = phase([['destroyer', 'fighter-squadron', 'laser-cannon'], ['cruiser', 'cruiser'], ['cruiser', 'armor']], [0.1, 0.1, 0.1]);
    const arena = parts.plan;
    const conquest = parts.state;
    const UNIT_SLOTS = plan.fleetSlots;
    const returned = new Array<number>(plan.items).fill(0);
    let destroyed = 0;
    for (let u = 0; u < conquest.n; u++) {
      // Arena seats are Player Order positions from the 1st Player (B).
      const g = (1 + arena.unitOwner[u]) % 3;
      const at = g * UNIT_SLOTS + slotOf[u];
      if (conquest.alive[u] === 0) {
        destroyed++;
        expect(state.fleet[at]).toBe(-1);
        returned[arena.unitKind[u]]++;
      } else expect(state.fleet[at]).toBe(arena.unitKind[u]);
    }
    expect(destroyed).toBeGreaterThan(0);
    // Copies back: each destroyed unit, and the Laser Cannon / Armor of a destroyed Destroyer / Cruiser of C's.
    for (let k = 0; k < plan.unitKinds; k++) expect(state.copiesLeft[k] - before[k]).toBe(returned[k]);
    // The Laser Cannon went on A's Destroyer (the dearest ship), the Armor on C's Cruiser.
    const deadAt = (g: number, slot: number) => state.fleet[g * UNIT_SLOTS + slot] === -1;
    const laser = plan.itemKeys.indexOf('laser-cannon');
    const armor = plan.itemKeys.indexOf('armor');
    expect([state.copiesLeft[laser] - before[laser], state.copiesLeft[armor] - before[armor]]).toEqual([deadAt(0, 0) ? 1 : 0, deadAt(2, 0) ? 1 : 0]);
    for (let pos = 0; pos < 3; pos++) {
      const g = (1 + pos) % 3;
      expect([state.credits[g], state.lostUnits[g], state.destroyedUnits[g]]).toEqual([conquest.credits[pos], conquest.lost[pos], conquest.destroyed[pos]]);
    }
    // Five units: A's Destroyer and Fighter, B's two Cruisers, C's Cruiser.
    expect(conquest.n).toBe(5);
    expect(state.units[0] + state.units[1] + state.units[2]).toBe(5 - destroyed);
    expect(conqueror === -1 || state.fleet.slice(conqueror * UNIT_SLOTS, (conqueror + 1) * UNIT_SLOTS).some((k) => k >= 0 && plan.unitShip[k] === 1)).toBe(true);
  });
});
