import { chunkStream } from '../core/rng.js';
import { createTally, type Tally } from '../core/tally.js';
import { PreparedPlans, type PreparedPlan } from './prepared-plans.js';
import { readSharedPlan } from './shared-plan.js';
import type { PlanBase, SimulatorFactory } from './simulator.js';

/** One chunk to run: chunk `chunk` of the run of `plan` (known by `planKey`) seeded `seed`. */
export interface ChunkJob {
  planKey: string;
  plan: PlanBase;
  seed: number | string;
  chunk: number;
  battles: number;
}

/**
 * What a pool's worker thread receives for one chunk: the job with its plan as a handle to shared
 * memory (`sharePlan`), which the worker reads only the first time it meets `planKey`.
 */
export interface SharedChunkJob extends Omit<ChunkJob, 'plan'> {
  plan: SharedArrayBuffer;
}

/** Runs chunk `chunk` of a run seeded `seed` on a prepared plan: its own stream, a fresh tally. */
export function simulateChunk(prepared: PreparedPlan, seed: number | string, chunk: number, battles: number): Tally {
  const tally = createTally(prepared.tallySize);
  prepared.simulator.run(chunkStream(seed, chunk), tally, battles, null);
  return tally;
}

/**
 * A worker thread's chunk handler (the piscina task function): plans are prepared with `factory`
 * on first use and kept by key in this thread's bounded cache, so each thread reads (clones) a
 * plan once however many of its chunks it runs.
 */
export function createChunkHandler(factory: SimulatorFactory): (job: SharedChunkJob) => Tally {
  const plans = new PreparedPlans(factory);
  return (job) => simulateChunk(plans.get(job.planKey, () => readSharedPlan(job.plan)), job.seed, job.chunk, job.battles);
}
