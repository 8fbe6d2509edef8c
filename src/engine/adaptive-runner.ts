import type { Tally } from '../core/tally.js';
import type { ChunkRunner } from './runners.js';
import type { ChunkJob } from './simulate-chunk.js';

/**
 * About what a worker pool costs before its first chunk: each thread starts and loads the game
 * modules (issue 17, item 4). A run whose rest would take less than this to gain runs in this thread.
 */
export const POOL_START_SECONDS = 0.5;

/**
 * Chunks run here before the first decision: the first is not timed (it pays for compiling the hot
 * loop), and the next ones still run partly in V8's early tiers, so the fastest of two is taken.
 */
export const CHUNKS_BEFORE_ESTIMATE = 3;

/** Seconds on a monotonic clock (tests pass their own). */
export type Clock = () => number;
/**
 * The process's CPU seconds: before the pool starts only this thread computes, and CPU time, unlike
 * wall time, does not stretch when other programs share the cores (a descheduled chunk would
 * otherwise look slow and start a pool the run does not need).
 */
const cpuClock: Clock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Runs a fixed-count run's chunks in this thread until the rest of the run is worth a worker pool
 * (issue 17, item 4: start the pool only when the run is big enough to need it). From the third
 * chunk on (CHUNKS_BEFORE_ESTIMATE) it estimates the rest at the fastest rate of the chunks timed
 * so far; when the time `threads` threads would save,
 * rest · (1 − 1/threads), exceeds `POOL_START_SECONDS`, it starts the pool and sends it the later
 * chunks. Chunks are seeded by index and merged exactly, so where a chunk ran never changes the
 * result (docs/architecture.md, "Determinism and parallelism"); only the run's speed depends on the
 * clock.
 */
export class AdaptiveRunner implements ChunkRunner {
  private pool: ChunkRunner | null = null;
  private battlesLeft: number;
  private fastestSecondsPerBattle = Infinity;
  private chunksHere = 0;

  /** `threads`: of the pool, once started (runPlan keeps that many chunks in flight). */
  constructor(
    readonly threads: number,
    /** Runs chunks in this thread, synchronously inside `run` (InProcessRunner). */
    private readonly here: ChunkRunner,
    private readonly startPool: () => ChunkRunner,
    plannedBattles: number,
    private readonly clock: Clock = cpuClock,
  ) {
    this.battlesLeft = plannedBattles;
  }

  /** True once the run has moved to the pool. */
  get pooled(): boolean {
    return this.pool !== null;
  }

  async run(job: ChunkJob): Promise<Tally> {
    if (this.pool !== null) return this.pool.run(job);
    // An in-process runner computes the chunk before its promise returns: timing the call, not the
    // await, leaves out the other chunks runPlan runs while this one's promise waits in the queue.
    const t0 = this.clock();
    const pending = this.here.run(job);
    const seconds = this.clock() - t0;
    const tally = await pending;
    this.battlesLeft -= job.battles;
    if (++this.chunksHere === 1) return tally;
    if (job.battles > 0) this.fastestSecondsPerBattle = Math.min(this.fastestSecondsPerBattle, seconds / job.battles);
    if (this.chunksHere < CHUNKS_BEFORE_ESTIMATE) return tally;
    const saved = this.battlesLeft * this.fastestSecondsPerBattle * (1 - 1 / this.threads);
    if (saved > POOL_START_SECONDS) this.pool = this.startPool();
    return tally;
  }

  async close(): Promise<void> {
    await this.here.close();
    if (this.pool !== null) await this.pool.close();
  }
}
