import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../core/rng.js';
import { binomialPmf, CounterSampler, critCount } from './counters.js';

const within4Se = (count: number, n: number, p: number) => Math.abs(count / n - p) <= 4 * Math.sqrt((p * (1 - p)) / n) + 1e-12;

describe('damage counters (000, "Damage")', () => {
  it('the binomial pmf sums to 1 and matches a hand value', () => {
    expect(binomialPmf(2, 0.5)).toEqual([0.25, 0.5, 0.25]);
    const pmf = binomialPmf(10, 0.37);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('alias sampling of a drop agrees with the binomial within 4 SE', () => {
    const sampler = new CounterSampler(0.4, 12);
    const rng = new RandomStream('counters');
    const n = 200_000;
    for (const drop of [1, 5, 12, 15]) {
      const counts = new Array(drop + 1).fill(0);
      for (let i = 0; i < n; i++) counts[sampler.hits(rng, drop)]++;
      binomialPmf(drop, 0.4).forEach((p, k) => expect(within4Se(counts[k], n, p)).toBe(true));
    }
  });

  it('each of the five critical counters shows its critical side with probability 1 - p (000, "Critical Hits")', () => {
    const sampler = new CounterSampler(0.6, 5);
    const rng = new RandomStream('crits');
    const n = 200_000;
    const perType = new Array(5).fill(0);
    let exactlyOne = 0;
    for (let i = 0; i < n; i++) {
      const mask = sampler.critPattern(rng);
      for (let t = 0; t < 5; t++) perType[t] += (mask >> t) & 1;
      if (critCount(mask) === 1) exactlyOne++;
    }
    perType.forEach((c) => expect(within4Se(c, n, 0.4)).toBe(true));
    expect(within4Se(exactlyOne, n, 5 * 0.4 * 0.6 ** 4)).toBe(true);
  });
});
