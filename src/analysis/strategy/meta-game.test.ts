import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../games/strategy-capability.js';
import { canonicalSet, multisets, symmetricPayoffs } from './meta-game.js';

describe('the symmetric meta-game', () => {
  it('multisets: every sorted choice of n strategies, once', () => {
    expect(multisets(3, 2)).toEqual([[0, 0], [0, 1], [0, 2], [1, 1], [1, 2], [2, 2]]);
  });

  it('a payoff is read back for the right seat, whatever order the strategies were listed in', async () => {
    // Strategy "b" is listed first but sorts after "a": scores must follow the strategies, not the list order.
    const population: Strategy[] = [{ name: 'c' }, { name: 'a' }, { name: 'b' }];
    const weight = (s: Strategy) => ({ a: 1, b: 2, c: 3 })[s.name as 'a' | 'b' | 'c'];
    const played: string[] = [];
    const play = async (profile: Strategy[]) => {
      played.push(profile.map((s) => String(s.name)).join(''));
      const total = profile.reduce((sum, s) => sum + weight(s), 0);
      return profile.map((s) => weight(s) / total);
    };
    const payoff = await symmetricPayoffs(population, 3, play, new Map());
    expect(payoff(0, [1, 2])).toBeCloseTo(3 / 6, 12);
    expect(payoff(1, [0, 2])).toBeCloseTo(1 / 6, 12);
    expect(payoff(2, [2, 0])).toBeCloseTo(2 / 7, 12);
    expect(payoff(1, [0, 0])).toBeCloseTo(1 / 7, 12);
    // Each multiset once, seats in canonical (key) order.
    expect(played).toHaveLength(10);
    expect(played).toContain('abc');
    expect(canonicalSet(population, [0, 2, 1]).order).toEqual([1, 2, 0]);
  });
});
