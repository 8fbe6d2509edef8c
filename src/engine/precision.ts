import { wilsonHalfWidth } from '../core/stats.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../core/tally.js';

/** Chunks in the first wave of a precision run; later waves are sized from the estimate so far. */
export const FIRST_PRECISION_WAVE = 4;
/** A precision run never simulates more than this many battles. */
export const PRECISION_BATTLE_LIMIT = 2_000_000_000;

/** The largest 95% Wilson half-width over a tally's outcomes (1 for an empty tally). */
export function worstHalfWidth(tally: Tally, outcomeCount: number): number {
  const n = tally[BATTLES_SLOT];
  if (n < 1) return 1;
  let worst = 0;
  for (let i = 0; i < outcomeCount; i++) worst = Math.max(worst, wilsonHalfWidth(tally[OUTCOME_BASE + i], n));
  return worst;
}

/**
 * How many chunks the next wave of a precision run (`--precision target`) runs after `chunks`
 * chunks whose merged tally is `tally`; 0 when the run is done. A function of the tally only, never
 * of timing or threads, so a precision run stops at the same battle count on any machine
 * (docs/architecture.md, "Determinism and parallelism"). The half-width shrinks like 1/√n: the wave
 * aims at the n that reaches the target, and at most doubles the run so far.
 *
 * @example nextPrecisionWave(tally, 2, 0.01, 4, 1000) // 4 when 4,000 even coin flips give ±1.55 pts
 */
export function nextPrecisionWave(tally: Tally, outcomeCount: number, target: number, chunks: number, chunkSize: number): number {
  if (chunks === 0) return FIRST_PRECISION_WAVE;
  const worst = worstHalfWidth(tally, outcomeCount);
  const battles = tally[BATTLES_SLOT];
  if (worst <= target || battles >= PRECISION_BATTLE_LIMIT) return 0;
  const needed = battles * (worst / target) ** 2;
  const more = Math.ceil((needed - battles) / chunkSize);
  return Math.max(1, Math.min(more, chunks));
}
