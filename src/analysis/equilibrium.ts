import { solve, type Model } from 'yalps';

/** The equilibrium of a two-player zero-sum game. */
export interface Equilibrium {
  /** The row player's optimal mix (sums to 1). */
  mix: number[];
  /** The game's value: what the mix guarantees against every column. */
  value: number;
  /** Indices with positive weight. */
  support: number[];
}

/** Weights below this are treated as zero (LP round-off). */
const SUPPORT_EPSILON = 1e-9;

/**
 * The row player's maximin mix of a zero-sum matrix game (payoffs[i][j] to the row player), solved
 * exactly as a linear program with yalps (simplex): maximise v subject to Σᵢ xᵢ·Aᵢⱼ ≥ v for every
 * column j, Σ xᵢ = 1, x ≥ 0. For a matchup matrix of win rates the value is the win rate the best
 * mix guarantees (0.5 for a symmetric game).
 *
 * @throws Error when the matrix is empty or not rectangular, or the LP fails (a bug).
 * @example solveZeroSum([[0.5, 1, 0], [0, 0.5, 1], [1, 0, 0.5]]) // mix ⅓ each, value 0.5
 */
export function solveZeroSum(payoffs: readonly (readonly number[])[]): Equilibrium {
  const rows = payoffs.length;
  const columns = payoffs[0]?.length ?? 0;
  if (rows === 0 || columns === 0 || payoffs.some((r) => r.length !== columns)) {
    throw new Error(`solveZeroSum: payoffs must be a non-empty rectangular matrix, got ${rows} rows`);
  }
  // Shift payoffs to be positive so the value variable (non-negative in yalps) is free in effect.
  const shift = 1 - Math.min(0, ...payoffs.flat());
  const constraints = new Map<string, { min?: number; equal?: number }>([['total', { equal: 1 }]]);
  for (let j = 0; j < columns; j++) constraints.set(`column${j}`, { min: 0 });
  const variables = new Map<string, Map<string, number>>();
  for (let i = 0; i < rows; i++) {
    const coefficients = new Map<string, number>([['total', 1]]);
    for (let j = 0; j < columns; j++) coefficients.set(`column${j}`, payoffs[i][j] + shift);
    variables.set(`x${i}`, coefficients);
  }
  const value = new Map<string, number>([['value', 1]]);
  for (let j = 0; j < columns; j++) value.set(`column${j}`, -1);
  variables.set('v', value);
  const model: Model = { direction: 'maximize', objective: 'value', constraints, variables };
  const solution = solve(model, { includeZeroVariables: true, precision: 1e-12 });
  if (solution.status !== 'optimal') throw new Error(`solveZeroSum: the LP is ${solution.status}`);
  const found = new Map(solution.variables);
  const raw = Array.from({ length: rows }, (_, i) => Math.max(0, found.get(`x${i}`) ?? 0));
  const total = raw.reduce((a, b) => a + b, 0);
  const mix = raw.map((x) => x / total);
  // The guaranteed payoff of the mix, recomputed from the matrix (exact for the reported mix).
  let guaranteed = Infinity;
  for (let j = 0; j < columns; j++) guaranteed = Math.min(guaranteed, mix.reduce((sum, x, i) => sum + x * payoffs[i][j], 0));
  return { mix, value: guaranteed, support: mix.flatMap((x, i) => (x > SUPPORT_EPSILON ? [i] : [])) };
}
