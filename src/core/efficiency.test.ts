import { describe, expect, it } from 'vitest';
import { sideEfficiency } from './efficiency.js';
import { wilson } from './stats.js';

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

  it('the lower bound is clamped at 0; with no losses on either side the ratio is 1', () => {
    // Battles (own 1, other 0) and (own 1, other 10): means 1 and 5, Var(other) = 25, ratio 5.
    const e = sideEfficiency(5, { own: 2, ownSquares: 2, other: 10, otherSquares: 100, cross: 10, battles: 2 }, 1);
    expect(e.exchangeRatio.p).toBe(5);
    const half = 1.959963984540054 * Math.sqrt(25 / 2);
    expect(e.exchangeRatio.lo).toBe(0);
    expect(e.exchangeRatio.hi).toBeCloseTo(5 + half, 12);
    expect(sideEfficiency(5, { own: 0, ownSquares: 0, other: 0, otherSquares: 0, cross: 0, battles: 3 }, 0).exchangeRatio).toEqual({ p: 1, lo: 1, hi: 1 });
    expect(sideEfficiency(4, { own: 0, ownSquares: 0, other: 5, otherSquares: 25, cross: 0, battles: 1 }, 1).exchangeRatio).toEqual({ p: Infinity, lo: Infinity, hi: Infinity });
  });

  it('the lower bound of a tight ratio is the ratio minus the half-width; win rate per point divides the Wilson interval by the cost', () => {
    // Battles (own 2, other 2) and (own 2, other 4): Var(own) = 0, Var(other) = 1, Cov = 0, ratio 1.5.
    const e = sideEfficiency(10, { own: 4, ownSquares: 8, other: 6, otherSquares: 20, cross: 12, battles: 2 }, 1);
    const half = 1.959963984540054 * Math.sqrt(1 / (4 * 2));
    expect(e.exchangeRatio.lo).toBeCloseTo(1.5 - half, 12);
    expect(e.exchangeRatio.hi).toBeCloseTo(1.5 + half, 12);
    expect(e.winRatePerPoint.lo).toBeCloseTo(wilson(1, 2).lo / 10, 12);
    expect(e.winRatePerPoint.hi).toBeCloseTo(wilson(1, 2).hi / 10, 12);
    expect(sideEfficiency(0, { own: 4, ownSquares: 8, other: 6, otherSquares: 20, cross: 12, battles: 2 }, 1).winRatePerPoint).toEqual({ p: 0, lo: 0, hi: 0 });
  });

  it('the covariance of the two losses enters the interval', () => {
    // Battles (own 1, other 1) and (own 3, other 3): both variances 1, Cov 1, ratio 1: Var(ratio) = (1 − 2 + 1)/(4·2) = 0.
    const e = sideEfficiency(1, { own: 4, ownSquares: 10, other: 4, otherSquares: 10, cross: 10, battles: 2 }, 1);
    expect(e.exchangeRatio).toEqual({ p: 1, lo: 1, hi: 1 });
  });

  it('a ratio other than 1 with correlated losses: Var(R) = (Var(y) − 2R·Cov + R²·Var(x)) / (x̄²·n)', () => {
    // Battles (own 1, other 2) and (own 3, other 4): means 2 and 3, R = 1.5, variances 1, Cov 1.
    const e = sideEfficiency(1, { own: 4, ownSquares: 10, other: 6, otherSquares: 20, cross: 14, battles: 2 }, 1);
    const half = 1.959963984540054 * Math.sqrt((1 - 2 * 1.5 * 1 + 2.25 * 1) / (4 * 2));
    expect(e.exchangeRatio.p).toBe(1.5);
    expect(e.exchangeRatio.hi).toBeCloseTo(1.5 + half, 12);
  });
});
