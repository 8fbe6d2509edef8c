import { describe, expect, it } from 'vitest';
import { solveZeroSum } from './equilibrium.js';

describe('zero-sum equilibrium by linear programming', () => {
  it('rock-paper-scissors: one third each, value one half (exact solution by symmetry)', () => {
    const e = solveZeroSum([[0.5, 1, 0], [0, 0.5, 1], [1, 0, 0.5]]);
    e.mix.forEach((x) => expect(x).toBeCloseTo(1 / 3, 9));
    expect(e.value).toBeCloseTo(0.5, 9);
    expect(e.support).toEqual([0, 1, 2]);
  });

  it('a weighted cycle: the mix solves the indifference equations', () => {
    // Payoffs (row wins): A beats B 0.9, B beats C 0.6, C beats A 0.7, diagonal 0.5.
    // Antisymmetric part a = 0.4, b = 0.1, c = 0.2 gives the mix proportional to (b, c, a) = (0.1, 0.2, 0.4).
    const m = [[0.5, 0.9, 0.3], [0.1, 0.5, 0.6], [0.7, 0.4, 0.5]];
    const e = solveZeroSum(m);
    const expected = [0.1, 0.2, 0.4].map((x) => x / 0.7);
    e.mix.forEach((x, i) => expect(x).toBeCloseTo(expected[i], 9));
    expect(e.value).toBeCloseTo(0.5, 9);
  });

  it('a dominant strategy takes the whole mix', () => {
    const e = solveZeroSum([[0.5, 0.8, 0.9], [0.2, 0.5, 0.6], [0.1, 0.4, 0.5]]);
    expect(e.mix[0]).toBeCloseTo(1, 9);
    expect(e.support).toEqual([0]);
    expect(e.value).toBeCloseTo(0.5, 9);
  });

  it('rejects an empty or ragged matrix', () => {
    expect(() => solveZeroSum([])).toThrow('solveZeroSum: payoffs must be a non-empty rectangular matrix, got 0 rows');
    expect(() => solveZeroSum([[1, 2], [3]])).toThrow(/rectangular/);
  });
});
