import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import type { Tally } from '../core/tally.js';
import { MAX_PREPARED_PLANS, PreparedPlans } from './prepared-plans.js';
import { RecentMap } from './recent-map.js';
import { sharePlan } from './shared-plan.js';
import { simulateChunk, type ChunkJob, type SharedChunkJob } from './simulate-chunk.js';
import type { SimulatorFactory } from './simulator.js';

/** Runs chunks somewhere: in this thread or on a worker pool. */
export interface ChunkRunner {
  readonly threads: number;
  run(job: ChunkJob): Promise<Tally>;
  close(): Promise<void>;
}

/** Runs chunks in the calling thread with simulators from `factory`: for tests, replay and tiny runs. */
export class InProcessRunner implements ChunkRunner {
  readonly threads = 1;
  private readonly plans: PreparedPlans;

  constructor(factory: SimulatorFactory) {
    this.plans = new PreparedPlans(factory);
  }

  async run(job: ChunkJob): Promise<Tally> {
    return simulateChunk(this.plans.get(job.planKey, () => job.plan), job.seed, job.chunk, job.battles);
  }

  async close(): Promise<void> {}
}

/** The machine's cores: the default `--threads`. */
export function defaultThreads(): number {
  return availableParallelism();
}

/**
 * Runs chunks on a piscina pool of exactly `threads` worker threads loading `workerFile` (a module
 * whose default export is a `createChunkHandler`). Each plan is written to shared memory once and
 * every job carries only a handle to it, so a plan is cloned once per worker thread, not per chunk.
 * The pool (and piscina itself) starts on the first chunk, so a runner that is never used costs
 * nothing.
 */
export class PoolRunner implements ChunkRunner {
  private pool: Promise<Piscina> | undefined;
  /** Shared copies of recent plans by key, bounded like the workers' caches. */
  private readonly shared = new RecentMap<SharedArrayBuffer>(MAX_PREPARED_PLANS);

  constructor(
    readonly threads: number,
    private readonly workerFile: string,
  ) {
    if (!Number.isInteger(threads) || threads < 1) {
      throw new RangeError(`PoolRunner: threads must be a positive integer, got ${threads}`);
    }
    if (!existsSync(workerFile)) throw new Error(`PoolRunner: worker file ${workerFile} is missing; run "npm run build" first`);
  }

  /** The pool, started on first use. */
  private started(): Promise<Piscina> {
    this.pool ??= import('piscina').then(({ Piscina }) => new Piscina({ filename: this.workerFile, minThreads: this.threads, maxThreads: this.threads, idleTimeout: 60_000 }));
    return this.pool;
  }

  async run(job: ChunkJob): Promise<Tally> {
    const plan = this.shared.getOrAdd(job.planKey, () => sharePlan(job.plan));
    const shared: SharedChunkJob = { planKey: job.planKey, plan, seed: job.seed, chunk: job.chunk, battles: job.battles };
    return (await (await this.started()).run(shared)) as Tally;
  }

  async close(): Promise<void> {
    if (this.pool) await (await this.pool).destroy();
  }
}
