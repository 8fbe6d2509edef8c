import { describe, expect, it } from 'vitest';
import { regretOf, solveSymmetric } from './symmetric-equilibrium.js';

describe('symmetric equilibria', () => {
  it('rock-paper-scissors (two seats): the uniform mix, no regret', () => {
    // payoff(a, [b]): 1 for a win, ½ a tie, 0 a loss.
    const rps = (a: number, others: readonly number[]) => (a === others[0] ? 0.5 : (a - others[0] + 3) % 3 === 1 ? 1 : 0);
    const solution = solveSymmetric(3, 2, rps);
    solution.mix.forEach((x) => expect(x).toBeCloseTo(1 / 3, 2));
    expect(solution.regret).toBeLessThan(1e-3);
  });

  it('three seats with a dominant strategy: the pure mix of that strategy', () => {
    // Strategy 1 beats 0 whatever the others do: its score is higher by 0.2.
    const payoff = (a: number, others: readonly number[]) => {
      const base = 1 / 3 + 0.1 * (a - others.reduce((s, o) => s + o, 0) / others.length);
      return base;
    };
    const solution = solveSymmetric(2, 3, payoff);
    expect(solution.mix).toEqual([0, 1]);
    expect(solution.regret).toBeCloseTo(0, 12);
  });

  it('reports the regret of a mix that is not an equilibrium', () => {
    const payoff = (a: number) => (a === 1 ? 0.6 : 0.4);
    expect(regretOf(2, 3, [1, 0], payoff).regret).toBeCloseTo(0.2, 12);
  });
});
