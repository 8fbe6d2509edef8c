import { describe, expect, it } from 'vitest';
import { meanSe, wilson, wilsonHalfWidth, Z95 } from './stats.js';

describe('statistics', () => {
  it('Z95 is the 97.5% normal quantile', () => expect(Z95).toBeCloseTo(1.959964, 5));

  it('Wilson interval matches the closed form', () => {
    // 50 of 100: centre 0.5, half-width z·sqrt(0.25/100 + z²/40000)/(1 + z²/100).
    const e = wilson(50, 100);
    const half = (Z95 * Math.sqrt(0.0025 + (Z95 * Z95) / 40000)) / (1 + (Z95 * Z95) / 100);
    expect(e.lo).toBeCloseTo(0.5 - half, 12);
    expect(e.hi).toBeCloseTo(0.5 + half, 12);
    expect(wilson(0, 10).lo).toBe(0);
    expect(wilson(0, 10).hi).toBeGreaterThan(0.2);
    expect(wilson(10, 10).hi).toBe(1);
    expect(() => wilson(3, 0)).toThrow('wilson: n must be at least 1, got 0');
  });

  it('mean and standard error from sums', () => {
    const r = meanSe(6, 14, 3);
    expect(r.mean).toBe(2);
    expect(r.se).toBeCloseTo(1 / Math.sqrt(3), 12);
  });

  it('Wilson bounds stay inside [0, 1] around p, exactly 0 and 1 at the ends, and the half-width is half their distance', () => {
    const e = wilson(1, 4);
    expect(e.p).toBe(0.25);
    // Closed form: centre (p + z²/2n)/(1 + z²/n), half z·sqrt(p(1−p)/n + z²/4n²)/(1 + z²/n).
    const z2 = Z95 * Z95;
    const centre = (0.25 + z2 / 8) / (1 + z2 / 4);
    const half = (Z95 * Math.sqrt(0.1875 / 4 + z2 / 64)) / (1 + z2 / 4);
    expect(e.lo).toBeCloseTo(centre - half, 12);
    expect(e.hi).toBeCloseTo(centre + half, 12);
    expect(wilsonHalfWidth(1, 4)).toBeCloseTo(half, 12);
    expect(wilson(0, 10)).toEqual({ p: 0, lo: 0, hi: wilson(0, 10).hi });
    expect(wilson(0, 10).hi).toBeCloseTo(z2 / 10 / (1 + z2 / 10), 12);
    expect(wilson(10, 10).lo).toBeCloseTo(1 - z2 / 10 / (1 + z2 / 10), 12);
    expect(wilson(1, 1, 0)).toEqual({ p: 1, lo: 1, hi: 1 });
    expect(wilson(1, 2, 0)).toEqual({ p: 0.5, lo: 0.5, hi: 0.5 });
  });

  it('Wilson refuses counts outside 0..n', () => {
    expect(() => wilson(-1, 10)).toThrow('wilson: k must be in 0..n, got -1 of 10');
    expect(() => wilson(11, 10)).toThrow('wilson: k must be in 0..n, got 11 of 10');
    expect(() => wilson(0, Number.NaN)).toThrow('wilson: n must be at least 1, got NaN');
    expect(wilson(10, 10).p).toBe(1);
    expect(wilson(0, 1).p).toBe(0);
  });

  it('mean and standard error of no sample, one sample, and a rounding-negative variance', () => {
    expect(meanSe(0, 0, 0)).toEqual({ mean: 0, se: 0 });
    expect(meanSe(5, 25, 1)).toEqual({ mean: 5, se: 0 });
    // Two samples of 1: Σx² − n·mean² would be slightly negative if Σx² were rounded down.
    expect(meanSe(2, 2 - 1e-12, 2)).toEqual({ mean: 1, se: 0 });
    // Samples 1 and 3: variance 2, se sqrt(2/2) = 1.
    expect(meanSe(4, 10, 2)).toEqual({ mean: 2, se: 1 });
  });
});
