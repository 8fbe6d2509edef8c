/**
 * The engine's run loop on a fake coin game (src/engine/test-fixtures.ts): merge order
 * independence, shard selection and precision waves (docs/architecture.md, "Determinism and parallelism").
 */
import { describe, expect, it } from 'vitest';
import { mergeTallyInPlace, type Tally } from '../core/tally.js';
import { planKey, runPlan } from './run.js';
import { InProcessRunner, type ChunkRunner } from './runners.js';
import type { ChunkJob } from './simulate-chunk.js';
import { coinPlan, coinSimulators } from './test-fixtures.js';

const bytes = (tally: Tally) => Buffer.from(tally.buffer);

/**
 * A runner that finishes chunks out of order (each after a delay set by its index) on `threads`
 * pretend threads, and records, for every chunk, how many chunks had finished when it started.
 */
class ShufflingRunner implements ChunkRunner {
  private readonly inner = new InProcessRunner(coinSimulators);
  readonly started: { chunk: number; finishedBefore: number }[] = [];
  /** Chunks in the order they finished: the order runPlan merges them. */
  readonly finished: number[] = [];

  constructor(readonly threads: number) {}

  async run(job: ChunkJob): Promise<Tally> {
    this.started.push({ chunk: job.chunk, finishedBefore: this.finished.length });
    await new Promise((resolve) => setTimeout(resolve, (job.chunk * 7) % 5));
    const tally = await this.inner.run(job);
    this.finished.push(job.chunk);
    return tally;
  }

  async close(): Promise<void> {}
}

describe('merge order', () => {
  it('does not change a single byte of the tally', async () => {
    const plan = coinPlan({ pHeads: 0.3 });
    const request = { plan, seed: 12, chunkSize: 250, battles: 10_100, keepChunkOutcomes: true };
    const inOrder = await runPlan({ ...request, runner: new InProcessRunner(coinSimulators) });
    const shuffling = new ShufflingRunner(3);
    const outOfOrder = await runPlan({ ...request, runner: shuffling });
    expect(shuffling.finished).not.toEqual([...shuffling.finished].sort((a, b) => a - b));
    expect(bytes(outOfOrder.tally).equals(bytes(inOrder.tally))).toBe(true);
    expect(outOfOrder.chunkOutcomes).toEqual(inOrder.chunkOutcomes);
    expect(inOrder.battles).toBe(10_100);
    expect(inOrder.chunks).toBe(41);
  });

  it('chunk tallies merged in any order give the same bytes', async () => {
    const plan = coinPlan({ pHeads: 0.7 });
    const runner = new InProcessRunner(coinSimulators);
    const key = planKey(plan);
    const parts = await Promise.all(Array.from({ length: 12 }, (_, chunk) => runner.run({ planKey: key, plan, seed: 'merge', chunk, battles: 333 })));
    const merged = (order: number[]) => {
      const total = new Float64Array(plan.tallySize);
      for (const k of order) mergeTallyInPlace(total, parts[k]);
      return bytes(total);
    };
    const forward = Array.from({ length: 12 }, (_, k) => k);
    expect(merged([...forward].reverse()).equals(merged(forward))).toBe(true);
    expect(merged([5, 0, 11, 3, 8, 1, 10, 2, 7, 4, 9, 6]).equals(merged(forward))).toBe(true);
  });
});

describe('shards', () => {
  it('run the chunks k with k mod n = i - 1, and together make the whole run', async () => {
    const plan = coinPlan();
    const request = { plan, seed: 3, chunkSize: 400, battles: 9_000 };
    const whole = await runPlan({ ...request, runner: new InProcessRunner(coinSimulators) });
    const merged = new Float64Array(plan.tallySize);
    const chunksOf: number[][] = [];
    for (let index = 1; index <= 4; index++) {
      const runner = new ShufflingRunner(2);
      const part = await runPlan({ ...request, runner, shard: { index, count: 4 } });
      chunksOf.push(runner.started.map((s) => s.chunk).sort((a, b) => a - b));
      mergeTallyInPlace(merged, part.tally);
    }
    expect(chunksOf[0]).toEqual([0, 4, 8, 12, 16, 20]);
    expect(chunksOf[3]).toEqual([3, 7, 11, 15, 19]);
    expect(chunksOf.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, k) => k));
    expect(bytes(merged).equals(bytes(whole.tally))).toBe(true);
  });
});

describe('precision runs', () => {
  it('size waves from the tally only: the same waves and stop for any runner', async () => {
    // Heads on exactly half the battles: the waves are 4, 4 and 2 chunks (see precision.test.ts).
    const plan = coinPlan({ alternate: true });
    const request = { plan, seed: 1, chunkSize: 1_000, precision: 0.01 };
    const single = await runPlan({ ...request, runner: new InProcessRunner(coinSimulators) });
    const shuffling = new ShufflingRunner(4);
    const parallel = await runPlan({ ...request, runner: shuffling });
    expect(single.battles).toBe(10_000);
    expect(single.chunks).toBe(10);
    expect(parallel.battles).toBe(10_000);
    expect(bytes(parallel.tally).equals(bytes(single.tally))).toBe(true);
    // A wave starts only when the one before has been merged: chunks 4-7 after 4, chunks 8-9 after 8.
    const waveOf = (chunk: number) => (chunk < 4 ? 0 : chunk < 8 ? 4 : 8);
    for (const { chunk, finishedBefore } of shuffling.started) expect(finishedBefore).toBeGreaterThanOrEqual(waveOf(chunk));
    expect(shuffling.started.map((s) => s.chunk).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, k) => k));
  });
});
