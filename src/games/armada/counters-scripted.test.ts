/**
 * Damage counters by hand (000, "Damage": a dropped counter explodes with probability p; "Critical
 * Hits": five counters, each showing its critical side with probability 1 - p): exact binomial
 * values, exact alias tables, and draws from scripted uniforms.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { binomialPmf, buildAliasInPlace, CounterSampler, critCount } from './counters.js';

describe('damage counters by hand (000, "Damage"; "Critical Hits")', () => {
  it('binomial values, and the certain ends p = 0 and p = 1', () => {
    binomialPmf(3, 0.2).forEach((p, k) => expect(p).toBeCloseTo([0.512, 0.384, 0.096, 0.008][k], 15));
    expect(binomialPmf(3, 0)).toEqual([1, 0, 0, 0]);
    expect(binomialPmf(3, -0.1)).toEqual([1, 0, 0, 0]);
    expect(binomialPmf(3, 1)).toEqual([0, 0, 0, 1]);
    expect(binomialPmf(0, 0.4)).toEqual([1]);
  });

  it('alias tables: a small weight borrows from the largest, the rest keep themselves', () => {
    const prob = new Float64Array(6);
    const alias = new Int32Array(6);
    buildAliasInPlace([1, 3], prob, alias, 0);
    expect([Array.from(prob.subarray(0, 2)), Array.from(alias.subarray(0, 2))]).toEqual([[0.5, 1], [1, 1]]);
    // Weights 3:1:0:0 — slots 1 and 2 always alias to 0, slot 3 to 1: P(0) = 3/4, P(1) = 1/4.
    buildAliasInPlace([3, 1, 0, 0], prob, alias, 2);
    expect([Array.from(prob.subarray(2, 6)), Array.from(alias.subarray(2, 6))]).toEqual([[1, 0, 0, 0], [0, 0, 0, 1]]);
    expect([prob[0], alias[0]]).toEqual([0.5, 1]);
  });

  it('a drop is one uniform: x = u·(n + 1), its slot i = ⌊x⌋ or the slot\'s alias', () => {
    // p = 0.25, one counter: pmf [0.75, 0.25], scaled [1.5, 0.5]: slot 1 keeps itself below 0.5, else explodes into 0.
    const sampler = new CounterSampler(0.25, 2);
    const dice = new ScriptedDice({ uniform: [0.2, 0.6, 0.8], chance: [true, false, true] });
    expect(sampler.hits(dice, 1)).toBe(0); // x = 0.4: slot 0, prob 1
    expect(sampler.hits(dice, 1)).toBe(1); // x = 1.2: slot 1, 0.2 < 0.5
    expect(sampler.hits(dice, 1)).toBe(0); // x = 1.6: slot 1, 0.6 >= 0.5, its alias 0
    expect(sampler.hits(dice, 0)).toBe(0);
    expect(sampler.hits(dice, -1)).toBe(0);
    // Beyond the tables (maxDrop 2): one chance(p) per counter.
    expect(sampler.hits(dice, 3)).toBe(2);
    expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  });

  it('at p = 1/2 every critical pattern is equally likely: the pattern is ⌊32·u⌋', () => {
    const sampler = new CounterSampler(0.5, 1);
    const dice = new ScriptedDice({ uniform: [0.16, 0, 0.999] });
    expect(sampler.critPattern(dice)).toBe(5);
    expect(sampler.critPattern(dice)).toBe(0);
    expect(sampler.critPattern(dice)).toBe(31);
  });

  it('at p = 0.9 a pattern with no critical is the likeliest (0.9⁵ = 0.59)', () => {
    const sampler = new CounterSampler(0.9, 1);
    let none = 0;
    for (let k = 0; k < 1000; k++) if (sampler.critPattern(new ScriptedDice({ uniform: [(k + 0.5) / 1000] })) === 0) none++;
    // The alias method maps u onto patterns exactly in measure (0.9^5 of [0, 1)); grid points near the 32 slots' cut points may fall either way.
    expect(Math.abs(none / 1000 - 0.9 ** 5)).toBeLessThan(0.01);
  });

  it('critCount counts the counters showing their critical side', () => {
    expect([critCount(0), critCount(0b10110), critCount(0b11111), critCount(0b00001)]).toEqual([0, 3, 5, 1]);
  });
});
