import { describe, expect, it } from 'vitest';
import { meanSe, wilson, Z95 } from './stats.js';

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
});
