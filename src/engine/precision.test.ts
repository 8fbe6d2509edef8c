import { describe, expect, it } from 'vitest';
import { FIRST_PRECISION_WAVE, nextPrecisionWave, PRECISION_BATTLE_LIMIT, worstHalfWidth } from './precision.js';

/** A tally of `battles` battles of two outcomes: battles, first, second. */
const tally = (battles: number, first: number) => Float64Array.from([battles, first, battles - first]);

describe('precision waves', () => {
  it('start with a fixed first wave', () => {
    expect(nextPrecisionWave(tally(0, 0), 2, 0.01, 0, 1_000)).toBe(FIRST_PRECISION_WAVE);
  });

  it('aim at the battle count that reaches the target, from the tally alone', () => {
    // p = 1/2 at n = 4,000: Wilson half-width 1.549 pts, so n ≈ 4,000·1.549² ≈ 9,595 is needed:
    // 6 more chunks of 1,000, capped at doubling the 4 run so far.
    expect(worstHalfWidth(tally(4_000, 2_000), 2)).toBeCloseTo(0.015488, 5);
    expect(nextPrecisionWave(tally(4_000, 2_000), 2, 0.01, 4, 1_000)).toBe(4);
    // n = 8,000: half-width 1.095 pts, n ≈ 9,599 needed: 2 more chunks.
    expect(nextPrecisionWave(tally(8_000, 4_000), 2, 0.01, 8, 1_000)).toBe(2);
    // n = 10,000: half-width 0.980 pts, within the target: done.
    expect(nextPrecisionWave(tally(10_000, 5_000), 2, 0.01, 10, 1_000)).toBe(0);
  });

  it('run at least one chunk and at most double the run', () => {
    expect(nextPrecisionWave(tally(1_000, 500), 2, 0.0001, 1, 1_000)).toBe(1);
    // 0.98 pts at n ≈ 10,000 and a target of 0.97: about 200 battles short, still one whole chunk.
    expect(nextPrecisionWave(tally(9_999, 5_000), 2, 0.0097, 10, 100_000)).toBe(1);
  });

  it('stop at the battle limit whatever the precision', () => {
    expect(nextPrecisionWave(tally(PRECISION_BATTLE_LIMIT, PRECISION_BATTLE_LIMIT / 2), 2, 1e-9, 100_000, 20_000)).toBe(0);
  });

  it('judge the worst outcome', () => {
    // A rare outcome has a narrower interval than an even one: the even one decides.
    const t = Float64Array.from([10_000, 100, 5_000, 4_900]);
    expect(worstHalfWidth(t, 3)).toBeCloseTo(worstHalfWidth(tally(10_000, 5_000), 2), 12);
    expect(worstHalfWidth(tally(0, 0), 2)).toBe(1);
  });
});
