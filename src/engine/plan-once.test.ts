/**
 * Plans travel once (docs/architecture.md, "The Game interface"): a thread prepares a plan the first
 * time it meets its key and reuses it for every later chunk; the pool shares each plan's bytes
 * once, so each worker thread clones a plan at most once however many chunks it runs.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../core/paths.js';
import { PreparedPlans } from './prepared-plans.js';
import { planKey, runPlan } from './run.js';
import { InProcessRunner, PoolRunner, type ChunkRunner } from './runners.js';
import { sharePlan } from './shared-plan.js';
import { createChunkHandler, type SharedChunkJob } from './simulate-chunk.js';
import type { PlanBase, SimulatorFactory } from './simulator.js';
import { coinOutcomes, coinPlan, coinSimulators, simulatorsBuiltPerThread } from './test-fixtures.js';

/** The coin game's factory, counting the plans it prepares. */
function countingFactory(): { factory: SimulatorFactory; prepared: PlanBase[] } {
  const prepared: PlanBase[] = [];
  return { prepared, factory: (plan) => (prepared.push(plan), coinSimulators(plan)) };
}

const runners: ChunkRunner[] = [];
afterAll(async () => Promise.all(runners.map((r) => r.close())));

describe('a worker thread', () => {
  it('reads a plan from shared memory on first use only', () => {
    const { factory, prepared } = countingFactory();
    const handle = createChunkHandler(factory);
    const plan = coinPlan({ pHeads: 0.25 });
    const job: SharedChunkJob = { planKey: planKey(plan), plan: sharePlan(plan), seed: 9, chunk: 0, battles: 100 };
    const first = handle(job);
    // Later jobs for the key are served from the cache: even unreadable plan bytes are never read.
    const garbage = new SharedArrayBuffer(8);
    new Uint8Array(garbage).fill(0xff);
    for (let chunk = 1; chunk < 50; chunk++) handle({ ...job, plan: garbage, chunk });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toEqual(plan);
    expect(coinOutcomes(first)[0]).toBe(100);
    // The same chunk again gives the same bytes from the cached simulator.
    expect(Buffer.from(handle({ ...job, plan: garbage }).buffer).equals(Buffer.from(first.buffer))).toBe(true);
  });

  it('keeps a bounded number of plans, dropping the least recently used', () => {
    const { factory, prepared } = countingFactory();
    const plans = new PreparedPlans(factory, 2);
    const [a, b, c] = [0.1, 0.2, 0.3].map((pHeads) => coinPlan({ pHeads }));
    for (const plan of [a, b, a, c, a, b]) plans.get(String(plan.pHeads), () => plan);
    // a, b prepared; a hit; c evicts b; a hit; b again evicts c.
    expect(prepared).toEqual([a, b, c, b]);
  });
});

describe('the in-process runner', () => {
  it('prepares a plan once over many chunks and runs, and each plan of its own', async () => {
    const { factory, prepared } = countingFactory();
    const runner = new InProcessRunner(factory);
    const fair = coinPlan();
    const biased = coinPlan({ pHeads: 0.9 });
    for (const seed of [1, 2, 3]) await runPlan({ plan: fair, seed, chunkSize: 100, battles: 5_000, runner });
    await runPlan({ plan: biased, seed: 1, chunkSize: 100, battles: 5_000, runner });
    expect(prepared).toEqual([fair, biased]);
  });
});

describe('the pool runner', () => {
  it('clones a plan at most once per worker thread over many chunks, with the same results', async () => {
    const workerFile = join(packageRoot(), 'dist', 'src', 'engine', 'test-fixtures-worker.js');
    const pool = new PoolRunner(2, workerFile);
    runners.push(pool);
    const plan = coinPlan({ markThreads: true });
    const request = { plan, chunkSize: 100, battles: 30_000 };
    // 300 chunks in one run, then 300 more in a second run of the same plan on the same pool.
    const first = await runPlan({ ...request, seed: 4, runner: pool });
    const second = await runPlan({ ...request, seed: 5, runner: pool });
    const built = simulatorsBuiltPerThread(first.tally).concat(simulatorsBuiltPerThread(second.tally));
    expect(first.chunks + second.chunks).toBe(600);
    expect(built.length).toBeGreaterThanOrEqual(1);
    expect(built.length).toBeLessThanOrEqual(2);
    expect(built.every((count) => count === 1)).toBe(true);
    // Outcomes match the in-process run exactly: the plan read back from shared memory is the plan.
    const single = await runPlan({ ...request, seed: 4, runner: new InProcessRunner(coinSimulators) });
    expect(coinOutcomes(first.tally)).toEqual(coinOutcomes(single.tally));
  });

  it('names a missing worker file', () => {
    expect(() => new PoolRunner(2, '/nowhere/worker.js')).toThrow('PoolRunner: worker file /nowhere/worker.js is missing; run "npm run build" first');
  });
});
