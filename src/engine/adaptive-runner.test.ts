/**
 * AdaptiveRunner on the coin game (test-fixtures.ts) with a scripted clock: where chunks run
 * follows the estimate, and the tally is the one of a single thread to the byte.
 */
import { describe, expect, it } from 'vitest';
import type { Tally } from '../core/tally.js';
import { AdaptiveRunner, POOL_START_SECONDS } from './adaptive-runner.js';
import { runPlan } from './run.js';
import { InProcessRunner, type ChunkRunner } from './runners.js';
import type { ChunkJob } from './simulate-chunk.js';
import { coinPlan, coinSimulators } from './test-fixtures.js';

/** A stand-in pool: runs in this thread too, and counts its chunks. */
class CountingRunner implements ChunkRunner {
  readonly inner = new InProcessRunner(coinSimulators);
  chunks = 0;
  constructor(readonly threads: number) {}
  async run(job: ChunkJob): Promise<Tally> {
    this.chunks++;
    return this.inner.run(job);
  }
  async close(): Promise<void> {}
}

/** A clock that advances `secondsPerChunk` across each chunk run in this thread (it is read before and after each). */
function scriptedClock(secondsPerChunk: number): () => number {
  let now = 0;
  let reads = 0;
  return () => {
    if (reads++ % 2 === 1) now += secondsPerChunk;
    return now;
  };
}

describe('AdaptiveRunner', () => {
  const plan = coinPlan({ pHeads: 0.4 });
  const chunkSize = 1_000;
  const battles = 20_000;
  const run = async (runner: ChunkRunner) => (await runPlan({ plan, seed: 8, chunkSize, battles, runner })).tally;

  it('keeps a run in this thread while the rest would not repay a pool', async () => {
    const pool = new CountingRunner(2);
    // 20 chunks at 0.01 s: the rest after the third, 0.17 s, saves 0.085 s on 2 threads.
    const runner = new AdaptiveRunner(2, new InProcessRunner(coinSimulators), () => pool, battles, scriptedClock(0.01));
    await run(runner);
    expect(runner.pooled).toBe(false);
    expect(pool.chunks).toBe(0);
  });

  it('moves to the pool once the rest would save more than its start-up, with the same tally to the byte', async () => {
    const pool = new CountingRunner(2);
    // 0.1 s a chunk: after the third (the first is not timed), the rest (1.7 s) saves 0.85 s > POOL_START_SECONDS on 2 threads.
    expect(17 * 0.1 * 0.5).toBeGreaterThan(POOL_START_SECONDS);
    const runner = new AdaptiveRunner(2, new InProcessRunner(coinSimulators), () => pool, battles, scriptedClock(0.1));
    const adaptive = await run(runner);
    expect(runner.pooled).toBe(true);
    // runPlan keeps up to 2 · threads chunks in flight: a few more may have started here before the switch.
    expect(pool.chunks).toBeGreaterThanOrEqual(20 - 3 - 2 * 2);
    expect(pool.chunks).toBeLessThanOrEqual(17);
    const single = await run(new InProcessRunner(coinSimulators));
    expect(Buffer.from(adaptive.buffer).equals(Buffer.from(single.buffer))).toBe(true);
  });
});
