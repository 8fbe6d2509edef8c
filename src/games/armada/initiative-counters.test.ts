/**
 * The initiative counter draws from one generator call (initiative-counters.ts) against the rule
 * they sample (000, "Step Two: Command Initiative": in command order each controller draws a
 * face-down counter at random and places it by its placement policy, drawing again for its own ship
 * when it gave the first away). Exact checks: the mixed-radix numbering covers every draw sequence
 * once, and each placement table's distribution equals the distribution of the draws played one
 * at a time, computed here by walking every branch with its probability.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { RandomStream } from '../../core/rng.js';
import { Trace } from '../game.js';
import type { BattleState } from './battle-state.js';
import type { RawFleet } from './fleet.js';
import { commandInitiativeInPlace, InitiativeScratch } from './initiative.js';
import { CounterDraws, decodeDrawsInPlace, drawCountersInPlace, FACTORIAL, ONE_DRAW_MAX, placementTable, TABLE_MAX } from './initiative-counters.js';
import { placeCounter } from './policies/initiative-placement.js';
import type { SidePolicies } from './policies/names.js';
import { testScenario, testState } from './test-fixtures.js';

const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }, { ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought' }, { ship: 'letnev-cruiser' }, { ship: 'letnev-destroyer' }] };

function state(policies: [Partial<SidePolicies>, Partial<SidePolicies>] = [{}, {}], first = sol, second = letnev): BattleState {
  return testState(testScenario(first, second, {}, policies)).st;
}

/** A command order of the state's ships with owners mixed (first, second, second, first, ...). */
function mixedOrder(st: BattleState): Int16Array {
  const order = Int16Array.from({ length: st.nShips }, (_, k) => k);
  return Int16Array.of(order[0], order[3], order[4], order[1], order[5], order[2]);
}

/** The counters of the ships in `order`, as a string key. */
function placed(st: BattleState, order: Int16Array): string {
  return Array.from(order, (s) => st.counter[s]).join(',');
}

/**
 * The exact distribution of the placements, from the rule itself: every branch of every draw
 * taken with probability 1 / (counters face down), the policy asked as the draws come.
 */
function exactPlacements(st: BattleState, order: Int16Array): Map<string, number> {
  const out = new Map<string, number>();
  const n = order.length;
  const walk = (k: number, pool: number[], p: number): void => {
    // Every counter is placed once the pool is empty, possibly before the last ship's turn to draw.
    if (k === n || pool.length === 0) {
      const key = placed(st, order);
      out.set(key, (out.get(key) ?? 0) + p);
      return;
    }
    const s = order[k];
    const mean = pool.reduce((a, b) => a + b, 0) / pool.length;
    for (let i = 0; i < pool.length; i++) {
      const rest = pool.filter((_, j) => j !== i);
      const mustGive = st.counter[s] !== 0;
      const to = placeCounter(st, s, pool[i], mean, st.plan.policies[st.owner[s]].initiative, mustGive, rest.length > 0, order, n);
      const before = Int16Array.from(st.counter);
      st.counter[to] = pool[i];
      if (!mustGive && to !== s) {
        for (let j = 0; j < rest.length; j++) {
          st.counter[s] = rest[j];
          walk(k + 1, rest.filter((_, m) => m !== j), p / pool.length / rest.length);
        }
      } else walk(k + 1, rest, p / pool.length);
      st.counter.set(before);
    }
  };
  st.counter.fill(0);
  walk(0, Array.from({ length: n }, (_, i) => i + 1), 1);
  return out;
}

describe('initiative counter draws from one generator call (000, "Step Two: Command Initiative")', () => {
  it('the mixed-radix numbering gives every draw sequence exactly one number in [0, n!)', () => {
    for (let n = 1; n <= 7; n++) {
      const scratch = new CounterDraws(n);
      const seen = new Set<string>();
      let outOfRange = 0;
      for (let index = 0; index < FACTORIAL[n]; index++) {
        decodeDrawsInPlace(scratch, n, index);
        for (let j = 0; j < n; j++) if (!(scratch.draws[j] >= 0 && scratch.draws[j] < n - j)) outOfRange++;
        seen.add(Array.from(scratch.draws).join(','));
      }
      expect(outOfRange).toBe(0);
      expect(seen.size).toBe(FACTORIAL[n]);
    }
    expect(Array.from(FACTORIAL.subarray(0, 6))).toEqual([1, 1, 2, 6, 24, 120]);
    expect(FACTORIAL[ONE_DRAW_MAX]).toBeLessThanOrEqual(2 ** 32);
    expect(FACTORIAL[ONE_DRAW_MAX] * (ONE_DRAW_MAX + 1)).toBeGreaterThan(2 ** 32);
  });

  for (const policies of [[{}, {}], [{ initiative: 'keep' }, {}], [{ initiative: 'keep' }, { initiative: 'keep' }]] as [Partial<SidePolicies>, Partial<SidePolicies>][]) {
    it(`the placement table's distribution is the exact one of the draws one at a time (${policies.map((p) => p.initiative ?? 'give-late-to-enemy').join(' vs ')})`, () => {
      const st = state(policies);
      const order = mixedOrder(st);
      const exact = exactPlacements(st, order);
      const table = placementTable(st, new CounterDraws(6), order, 6);
      const fromTable = new Map<string, number>();
      for (let index = 0; index < FACTORIAL[6]; index++) {
        const key = Array.from(table.subarray(index * 6, index * 6 + 6)).join(',');
        fromTable.set(key, (fromTable.get(key) ?? 0) + 1 / FACTORIAL[6]);
      }
      expect([...fromTable.keys()].sort()).toEqual([...exact.keys()].sort());
      for (const [key, p] of exact) expect(fromTable.get(key)).toBeCloseTo(p, 12);
      expect([...exact.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      // keep everywhere: every permutation once; give-late-to-enemy concentrates them
      if (policies[1].initiative === 'keep') expect(exact.size).toBe(720);
      else expect(exact.size).toBeLessThan(720);
      expect(Array.from(order, (s) => st.counter[s])).toEqual([0, 0, 0, 0, 0, 0]);
    });
  }

  it('untraced (the table) and traced (the draws played out) give the same counters for every draw sequence', () => {
    const st = state();
    const order = mixedOrder(st);
    const scratch = new CounterDraws(6);
    for (let index = 0; index < FACTORIAL[6]; index++) {
      st.counter.fill(0);
      st.trace = null;
      drawCountersInPlace(st, scratch, order, 6, index);
      const fast = placed(st, order);
      st.counter.fill(0);
      st.trace = new Trace();
      drawCountersInPlace(st, scratch, order, 6, index);
      expect(placed(st, order)).toBe(fast);
      expect([...fast.split(',')].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    }
    expect(scratch.tables.filter((t) => t !== null)).toHaveLength(1);
  });

  it('with index -1 it draws the sequence itself: one below(n!) call up to ONE_DRAW_MAX ships, none for one ship', () => {
    const st = state();
    const order = mixedOrder(st);
    const dice = new ScriptedDice({ below: [719] });
    st.rng = dice;
    st.counter.fill(0);
    drawCountersInPlace(st, new CounterDraws(6), order, 6, -1);
    expect(dice.remaining().below).toBe(0);
    st.counter.fill(0);
    drawCountersInPlace(st, new CounterDraws(6), order, 6, 719);
    const direct = placed(st, order);
    st.counter.fill(0);
    st.rng = new ScriptedDice({ below: [719] });
    drawCountersInPlace(st, new CounterDraws(6), order, 6, -1);
    expect(placed(st, order)).toBe(direct);
    st.counter.fill(0);
    st.rng = new ScriptedDice({});
    drawCountersInPlace(st, new CounterDraws(6), order.subarray(0, 1), 1, -1);
    expect(st.counter[order[0]]).toBe(1);
  });

  it('tables of another plan are dropped: a scratch reused across plans follows the plan it is given', () => {
    const scratch = new CounterDraws(6);
    const keep = state([{ initiative: 'keep' }, { initiative: 'keep' }]);
    const give = state();
    for (const st of [keep, give, keep]) {
      const order = mixedOrder(st);
      const table = placementTable(st, new CounterDraws(6), order, 6);
      for (const index of [0, 100, 719]) {
        st.counter.fill(0);
        drawCountersInPlace(st, scratch, order, 6, index);
        expect(placed(st, order)).toBe(Array.from(table.subarray(index * 6, index * 6 + 6)).join(','));
      }
      expect(scratch.tablesPlan).toBe(st.plan);
    }
  });
});

describe('command initiative in larger fleets (beyond the tables, beyond one generator call)', () => {
  const many = (count: number, ship: string): RawFleet => ({ faction: ship.split('-')[0] as RawFleet['faction'], ships: Array.from({ length: count }, () => ({ ship })) });

  /** Runs the step from two equal streams, untraced and traced: same counters, a permutation of 1..n, streams level. */
  function parity(first: RawFleet, second: RawFleet, steps: number): void {
    const st = testState(testScenario(first, second, { pointLimit: 100 })).st;
    const n = st.nShips;
    const fast = new RandomStream('large');
    const slow = new RandomStream('large');
    const scratch = new InitiativeScratch(n);
    const all = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = 0; i < steps; i++) {
      st.rng = fast;
      st.trace = null;
      expect(commandInitiativeInPlace(st, scratch)).toBe(n);
      const counters = Array.from(st.counter);
      st.rng = slow;
      st.trace = new Trace();
      commandInitiativeInPlace(st, scratch);
      expect(Array.from(st.counter)).toEqual(counters);
      expect([...counters].sort((a, b) => a - b)).toEqual(all);
      for (let k = 0; k < n; k++) expect(st.counter[st.byCounter[k]]).toBe(k + 1);
    }
    st.trace = null;
    expect(fast.uniform()).toBe(slow.uniform());
  }

  it(`${TABLE_MAX + 2} ships: one call, the draws played out`, () => parity(many(4, 'sol-cruiser'), many(4, 'letnev-destroyer'), 50));
  it(`${ONE_DRAW_MAX + 1} ships: one call per tie-shuffle step and per counter`, () => parity(many(7, 'sol-frigate'), many(6, 'letnev-destroyer'), 20));
  it(`${ONE_DRAW_MAX} ships all tied: too many combinations for one call, so the shuffle draws one by one and the counters once`, () => {
    const st = testState(testScenario(many(6, 'sol-frigate'), many(6, 'letnev-destroyer'), { pointLimit: 100 })).st;
    const dice = new ScriptedDice({ below: [...Array.from({ length: 11 }, () => 0), 0] });
    st.rng = dice;
    commandInitiativeInPlace(st, new InitiativeScratch(12));
    expect(dice.remaining().below).toBe(0);
    parity(many(6, 'sol-frigate'), many(6, 'letnev-destroyer'), 20);
  });
});

describe('the command ranking kept between turns (InitiativeScratch)', () => {
  it('a kept scratch gives the counters of a fresh one through deaths, lost crew and speed changes, and re-ranks another state', () => {
    const st = state();
    const other = state();
    const kept = new InitiativeScratch(st.nShips);
    const keptStream = new RandomStream('ranking');
    const freshStream = new RandomStream('ranking');
    const mutate = new RandomStream('mutations');
    let reranked = 0;
    for (let step = 0; step < 300; step++) {
      // Change what the ranking reads, now and then: a ship dies or returns, a crew dies or returns, a speed changes.
      const roll = mutate.below(6);
      if (roll === 0) st.alive[mutate.below(st.nShips)] ^= 1;
      else if (roll === 1) st.diskAlive[mutate.below(st.nDisks)] ^= 1;
      else if (roll === 2) st.speed[mutate.below(st.nShips)] = 1 + mutate.below(6);
      if (st.alive.every((a) => a === 0)) st.alive[0] = 1;
      const before = kept.last.count;
      const keys = Array.from(kept.rankedKey);
      st.rng = keptStream;
      const n = commandInitiativeInPlace(st, kept);
      const counters = Array.from(st.counter);
      if (keys.some((k, s) => k !== kept.rankedKey[s]) || before !== kept.last.count) reranked++;
      st.rng = freshStream;
      expect(commandInitiativeInPlace(st, new InitiativeScratch(st.nShips))).toBe(n);
      expect(Array.from(st.counter)).toEqual(counters);
      // A scratch that ranked another state ranks this one afresh.
      other.rng = new RandomStream(`other ${step}`);
      if (step % 50 === 0) commandInitiativeInPlace(other, kept);
    }
    expect(reranked).toBeGreaterThan(20);
    expect(keptStream.uniform()).toBe(freshStream.uniform());
  });
});
