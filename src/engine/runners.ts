import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { packageRoot } from '../core/paths.js';
import type { Tally } from '../core/tally.js';
import { simulateChunk, type ChunkJob } from './simulate-chunk.js';

/** Runs chunk jobs somewhere: in this thread or on a worker pool. */
export interface ChunkRunner {
  readonly threads: number;
  run(job: ChunkJob): Promise<Tally>;
  close(): Promise<void>;
}

/** Runs chunks in the calling thread: for tests, replay and tiny runs. */
export class InProcessRunner implements ChunkRunner {
  readonly threads = 1;
  async run(job: ChunkJob): Promise<Tally> {
    return simulateChunk(job);
  }
  async close(): Promise<void> {}
}

/** The machine's cores: the default `--threads`. */
export function defaultThreads(): number {
  return availableParallelism();
}

/** The compiled worker file, found from the package root (works from src/ under vitest and from dist/). */
export function workerFile(): string {
  const file = join(packageRoot(), 'dist', 'workers', 'sim-worker.js');
  if (!existsSync(file)) throw new Error(`workerFile: ${file} is missing; run "npm run build" first`);
  return file;
}

/** Runs chunks on a piscina pool of exactly `threads` worker threads. */
export class PoolRunner implements ChunkRunner {
  private readonly pool: Piscina;

  constructor(readonly threads: number) {
    if (!Number.isInteger(threads) || threads < 1) {
      throw new RangeError(`PoolRunner: threads must be a positive integer, got ${threads}`);
    }
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
    });
  }

  async run(job: ChunkJob): Promise<Tally> {
    return (await this.pool.run(job)) as Tally;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

/** The runner for a thread count: in-process for one thread, a pool otherwise. */
export function createRunner(threads: number): ChunkRunner {
  return threads === 1 ? new InProcessRunner() : new PoolRunner(threads);
}
