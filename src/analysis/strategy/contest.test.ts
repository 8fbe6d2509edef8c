import { describe, expect, it } from 'vitest';
import { combinations, gainOf, scoreOf, t95, type Evaluation } from './contest.js';

const evaluation = (rates: number[][], weights: number[]): Evaluation => ({
  strata: rates.map((chunks, k) => ({ weight: weights[k], games: chunks.map(() => 100), scores: chunks.map((r) => r * 100), wins: chunks.map((r) => r * 100) })),
});

describe('contests on common seeds', () => {
  it('t95 matches the t table', () => {
    expect(t95(10)).toBeCloseTo(2.228, 2);
    expect(t95(30)).toBeCloseTo(2.042, 2);
    expect(t95(1e9)).toBeCloseTo(1.96, 3);
  });

  it('pairs chunk by chunk: a constant advantage on noisy chunks has a zero-width interval', () => {
    const a = evaluation([[0.3, 0.7, 0.5, 0.2]], [1]);
    const b = evaluation([[0.2, 0.6, 0.4, 0.1]], [1]);
    const gain = gainOf(a, b);
    expect(gain.mean).toBeCloseTo(0.1, 12);
    expect(gain.hi - gain.lo).toBeCloseTo(0, 12);
    // Unpaired, the same records are far from significant.
    expect(scoreOf(a).lo).toBeLessThan(scoreOf(b).hi);
  });

  it('weights strata by the opponents\' mix', () => {
    const e = evaluation([[1, 1], [0, 0]], [0.25, 0.75]);
    expect(scoreOf(e).mean).toBeCloseTo(0.25, 12);
  });

  it('combinations: every pairing of the other seats, weights multiplied, the focal seat fixed', () => {
    const s = (name: string) => ({ k: name });
    const combos = combinations(1, [[{ strategy: s('a'), weight: 0.5 }, { strategy: s('b'), weight: 0.5 }], [], [{ strategy: s('c'), weight: 1 }]], s('me'));
    expect(combos).toEqual([
      { weight: 0.5, profile: [s('a'), s('me'), s('c')] },
      { weight: 0.5, profile: [s('b'), s('me'), s('c')] },
    ]);
  });
});

describe('a mix\'s record from its strategies\' records', () => {
  it('blends chunk by chunk by weight, so a gain over the mix is paired', async () => {
    const { blended } = await import('./contest.js');
    const a = evaluation([[0.2, 0.6]], [1]);
    const b = evaluation([[0.6, 0.2]], [1]);
    const mix = blended([a, b], [0.25, 0.75]);
    expect(mix.strata[0].scores.map((x) => x / 100)).toEqual([0.5, 0.3]);
    expect(gainOf(b, mix).mean).toBeCloseTo(0, 12);
  });
});
