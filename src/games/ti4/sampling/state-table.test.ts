import { describe, expect, it } from 'vitest';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { SideState } from '../side-state.js';
import { BARRAGE, hitCdfInPlace, SPACE_COMBAT } from './hit-cdf.js';
import { StateTable } from './state-table.js';

const sideOf = (units: object, defender: object = { cruiser: 1 }) => {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { units }, defender: { units: defender } }, 'test'));
  const side = new SideState(plan.sides[0], 0);
  side.reset();
  return side;
};
const cdf = (side: SideState, roll: typeof SPACE_COMBAT | typeof BARRAGE) => {
  const out = new Float64Array(32);
  return Array.from(out.subarray(0, hitCdfInPlace(out, 0, side, roll)));
};

describe('hitCdfInPlace (rules 003, "MAKE COMBAT ROLLS": a d10 per die, a hit on the combat value or more)', () => {
  it('one dreadnought (hits on 5): P(0) = 0.4, and the last entry is exactly 1', () => {
    expect(cdf(sideOf({ dreadnought: 1 }), SPACE_COMBAT)).toEqual([0.4, 1]);
  });

  it('two fighters (hit on 9): P(0) = 0.64, P(≤1) = 0.96 — the binomial(2, 0.2)', () => {
    const [p0, p1, p2] = cdf(sideOf({ fighter: 2 }), SPACE_COMBAT);
    expect(p0).toBeCloseTo(0.64, 15);
    expect(p1).toBeCloseTo(0.96, 15);
    expect(p2).toBe(1);
  });

  it('a destroyer\'s barrage (2 dice on 9): the same binomial; lost units roll nothing', () => {
    const side = sideOf({ destroyer: 1, dreadnought: 1 });
    expect(cdf(side, BARRAGE)[0]).toBeCloseTo(0.64, 15);
    side.destroyInPlace(0);
    expect(cdf(side, BARRAGE)).toEqual([1]);
  });
});

describe('hitCdfInPlace with the round\'s modifiers and burst hits (sampling/effect-sampling.ts)', () => {
  it('+1 to the round\'s rolls (Morale Boost): one dreadnought hits on 4, P(0) = 0.3; per-unit bonus and extra dice likewise', () => {
    const side = sideOf({ dreadnought: 1 });
    side.roundBonus = 1;
    expect(cdf(side, SPACE_COMBAT)[0]).toBeCloseTo(0.3, 15);
    side.roundBonus = 0;
    side.usesRoundModifiers = true;
    side.roundHitBonus[0] = 2;
    side.roundExtraDice[0] = 1;
    // 2 dice on 3: binomial(2, 0.8).
    const [p0, p1, p2] = cdf(side, SPACE_COMBAT);
    expect(p0).toBeCloseTo(0.04, 15);
    expect(p1).toBeCloseTo(0.36, 15);
    expect(p2).toBe(1);
  });

  it('the barrage ignores combat-roll modifiers', () => {
    const side = sideOf({ destroyer: 1 });
    side.roundBonus = 1;
    expect(cdf(side, BARRAGE)[0]).toBeCloseTo(0.64, 15);
  });

  it('a die with burst hits (9+ makes 2 more) hitting on 5: 0 hits 0.4, 1 hit 0.4, 3 hits 0.2', () => {
    const side = sideOf({ dreadnought: 1 });
    side.burstFace[0] = 9;
    side.burstHits[0] = 2;
    const [p0, p1, p2, p3] = cdf(side, SPACE_COMBAT);
    expect(p0).toBeCloseTo(0.4, 15);
    expect(p1).toBeCloseTo(0.8, 15);
    expect(p2).toBeCloseTo(0.8, 15);
    expect(p3).toBe(1);
  });
});

describe('StateTable', () => {
  it('interns a state by which units live and which are damaged, and finds it again', () => {
    const side = sideOf({ dreadnought: 2 });
    const table = new StateTable(side, [2, 0, 0]);
    const start = table.find();
    side.damaged[0] = 1;
    const damaged = table.find();
    expect(damaged).not.toBe(start);
    side.damaged[0] = 0;
    expect(table.find()).toBe(start);
    expect(table.size).toBe(2);
  });

  it('caches a CDF with the same numbers as the uncached computation', () => {
    const side = sideOf({ dreadnought: 1, carrier: 1, fighter: 3 });
    const table = new StateTable(side, [3, 0, 0]);
    const state = table.find();
    const at = table.cdfOffset(state, SPACE_COMBAT);
    const length = table.cdfLengthOf(state, SPACE_COMBAT);
    expect(Array.from(table.cdfs.subarray(at, at + length))).toEqual(cdf(side, SPACE_COMBAT));
  });

  it('answers -1 past its cap, so the caller computes without caching', () => {
    const side = sideOf({ dreadnought: 2 });
    const table = new StateTable(side, [2, 0, 0], 1);
    expect(table.find()).toBe(0);
    side.destroyInPlace(1);
    expect(table.find()).toBe(-1);
  });

  it('records per state the head counts, losses and survivor slots the table battle tallies', () => {
    const side = sideOf({ dreadnought: 1, fighter: 2 });
    const table = new StateTable(side, [3, 0, 0]);
    side.destroyInPlace(2);
    const state = table.find();
    expect(table.spaceCount[state]).toBe(2);
    expect(table.fighters[state]).toBe(1);
    expect(table.lost[state]).toBe(1);
  });

  it('after / cachedAfter: a successor is cached by state, step and hits once seen; 0 hits keep the state; hits past the width are not cached', () => {
    const side = sideOf({ dreadnought: 2 });
    const table = new StateTable(side, [2, 0, 0]);
    const start = table.find();
    expect(table.cachedAfter(start, SPACE_COMBAT, 0)).toBe(start);
    expect(table.cachedAfter(start, SPACE_COMBAT, 1)).toBe(-1);
    side.damaged[0] = 1;
    const damaged = table.after(start, SPACE_COMBAT, 1);
    expect(damaged).not.toBe(start);
    expect(table.cachedAfter(start, SPACE_COMBAT, 1)).toBe(damaged);
    // Width 3 (0..2 hits): 3 hits are past it, looked up from the arrays, never cached.
    expect(table.after(start, SPACE_COMBAT, 3)).toBe(damaged);
    expect(table.cachedAfter(start, SPACE_COMBAT, 3)).toBe(-1);
  });
});
