/**
 * The bench's reference kernel: a plain typed-array loop that rolls one d10 at a time with the
 * engine's own random stream (src/core/rng.ts) and counts the hits on 6 or more. Measured in the
 * same run as the cases, next to each of them, it is the yardstick the bench targets are ratios of
 * (bench/targets.ts): a machine twice as fast rolls twice as many kernel dice and runs about twice
 * as many battles, so a target holds on any machine, and the load of the moment moves both alike.
 */
import { median } from 'simple-statistics';
import { chunkStream } from '../src/core/rng.js';

/** Dice per timed block: large enough that the clock's resolution does not matter, small enough to sample often. */
const BLOCK = 1 << 20;

/** Rolls `dice` d10s from `stream`-like `d10` into a tally of hits (index 1) and misses (index 0). */
function rollBlock(d10: () => number, tally: Uint32Array, dice: number): void {
  for (let i = 0; i < dice; i++) tally[d10() >= 6 ? 1 : 0]++;
}

/** The kernel's rate in this thread: the median over blocks timed for about `seconds` (after one warm-up block), in dice per second. */
export function diceKernelRate(seconds: number): { rollsPerSecond: number; samples: number } {
  const stream = chunkStream('dice-kernel', 0);
  const d10 = () => stream.d10();
  const tally = new Uint32Array(2);
  rollBlock(d10, tally, BLOCK);
  const rates: number[] = [];
  const end = performance.now() + seconds * 1000;
  do {
    const t0 = performance.now();
    rollBlock(d10, tally, BLOCK);
    rates.push(BLOCK / ((performance.now() - t0) / 1000));
  } while (performance.now() < end || rates.length < 3);
  // The tally is read so that the loop's work cannot be dropped as dead code.
  if (tally[0] + tally[1] === 0) throw new Error('dice kernel: no dice rolled');
  return { rollsPerSecond: Math.round(median(rates)), samples: rates.length };
}
