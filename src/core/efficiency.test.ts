import { describe, expect, it } from 'vitest';
import { sideEfficiency } from './efficiency.js';

describe('point efficiency', () => {
  it('exchange ratio and its delta-method interval from loss sums', () => {
    // Two battles: (own 2, other 4) and (own 4, other 4): means 3 and 4, ratio 4/3.
    const e = sideEfficiency(10, { own: 6, ownSquares: 20, other: 8, otherSquares: 32, cross: 24, battles: 2 }, 1);
    expect(e.exchangeRatio.p).toBeCloseTo(4 / 3, 12);
    // Var(own) = 1, Var(other) = 0, Cov = 0: Var(ratio) = R²·1 / (3²·2) = (16/9)/18.
    const half = 1.959963984540054 * Math.sqrt(16 / 9 / 18);
    expect(e.exchangeRatio.hi - e.exchangeRatio.p).toBeCloseTo(half, 12);
    expect(e.winRatePerPoint.p).toBeCloseTo(0.05, 12);
    expect(e.cost).toBe(10);
  });

  it('a side that never loses anything has an unbounded ratio', () => {
    expect(sideEfficiency(4, { own: 0, ownSquares: 0, other: 5, otherSquares: 25, cross: 0, battles: 1 }, 1).exchangeRatio.p).toBe(Infinity);
  });
});
