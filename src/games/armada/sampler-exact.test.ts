/**
 * The counter sampler draws exactly the rulebook's distributions, measured without sampling
 * (000_60d6856b6ff68974.txt, "Damage": each dropped counter explodes with probability p, so k of n
 * is binomial; "Critical Hits": each of the five critical counters shows its critical side with
 * probability 1 − p). A drop maps one uniform u to an outcome; the outcome is piecewise constant in
 * u, so bisecting each alias slot for the point where it switches gives the exact probability of
 * every outcome — equal to the binomial (or pattern) probability within rounding.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { binomialPmf, CounterSampler } from './counters.js';

/** The probability of each outcome of `draw` over u uniform in [0, 1), with `slots` equal slots of u. */
function measure(slots: number, outcomes: number, draw: (u: number) => number): number[] {
  const mass = new Array<number>(outcomes).fill(0);
  for (let i = 0; i < slots; i++) {
    const at = (f: number) => draw(Math.min((i + f) / slots, 1 - 1e-16));
    const first = at(1e-12);
    const last = at(1 - 1e-12);
    if (first === last) {
      mass[first]! += 1 / slots;
      continue;
    }
    let lo = 1e-12;
    let hi = 1 - 1e-12;
    for (let k = 0; k < 60; k++) {
      const mid = (lo + hi) / 2;
      if (at(mid) === first) lo = mid;
      else hi = mid;
    }
    mass[first]! += lo / slots;
    mass[last]! += (1 - lo) / slots;
  }
  return mass;
}

describe('the counter sampler draws the exact distributions', () => {
  for (const p of [0.3, 0.5, 0.85]) {
    it(`k explosions of n counters is binomial (p = ${p}, n = 0…7)`, () => {
      const sampler = new CounterSampler(p, 7);
      for (let n = 0; n <= 7; n++) {
        const got = n === 0 ? [1] : measure(n + 1, n + 1, (u) => sampler.hits(new ScriptedDice({ uniform: [u] }), n));
        binomialPmf(n, p).forEach((want, k) => expect(got[k]).toBeCloseTo(want, 9));
      }
    });

    it(`each critical pattern has probability (1 − p)^shown · p^(5 − shown) (p = ${p})`, () => {
      const sampler = new CounterSampler(p, 5);
      const got = measure(32, 32, (u) => sampler.critPattern(new ScriptedDice({ uniform: [u] })));
      for (let mask = 0; mask < 32; mask++) {
        let shown = 0;
        for (let t = 0; t < 5; t++) shown += (mask >> t) & 1;
        expect(got[mask]).toBeCloseTo((1 - p) ** shown * p ** (5 - shown), 9);
      }
    });
  }

  it('a drop beyond the tables counts one chance(p) per counter', () => {
    const sampler = new CounterSampler(0.4, 2);
    const dice = new ScriptedDice({ chance: [true, false, true, true, false] });
    expect(sampler.hits(dice, 5)).toBe(3);
    expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
    // a drop the tables hold draws one uniform, whatever its size
    const table = new ScriptedDice({ uniform: [0.5] });
    sampler.hits(table, 2);
    expect(table.remaining().uniform).toBe(0);
  });
});
