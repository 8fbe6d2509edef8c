import { createHash } from 'node:crypto';
import { BATTLES_SLOT, createTally, mergeTallyInPlace, OUTCOME_BASE, type Tally } from '../core/tally.js';
import { chunksForBattles, chunksOfShard, type ChunkTask } from './chunks.js';
import { nextPrecisionWave, worstHalfWidth } from './precision.js';
import { silentProgress, type ProgressSink } from './progress.js';
import type { ChunkRunner } from './runners.js';
import type { PlanBase } from './simulator.js';

/** What to run: a plan, a seed, and either a battle count or a precision target. */
export interface RunRequest {
  plan: PlanBase;
  seed: number | string;
  chunkSize: number;
  /** Exactly this many battles. */
  battles?: number;
  /** Run until every outcome's 95% half-width is at most this. */
  precision?: number;
  runner: ChunkRunner;
  progress?: ProgressSink;
  /** Keep each chunk's outcome counts (for bootstrap intervals and convergence charts). */
  keepChunkOutcomes?: boolean;
  /** Run only chunk set `index` (1-based) of `count`: chunks k with k mod count = index − 1. */
  shard?: { index: number; count: number };
}

/** The merged tally of a run and how it was obtained. */
export interface RunOutput {
  tally: Tally;
  battles: number;
  chunks: number;
  wallSeconds: number;
  startedAt: string;
  /** With `keepChunkOutcomes`: per chunk, in chunk order, its battles and outcome counts. */
  chunkOutcomes?: { index: number; battles: number; outcomes: number[] }[];
}

/** A stable key for a plan, used by workers to cache prepared simulators. */
export function planKey(plan: PlanBase): string {
  return createHash('sha1').update(JSON.stringify(plan)).digest('hex');
}

/**
 * Runs a plan on chunks (docs/architecture.md, "Determinism and parallelism"). Chunk k is seeded from
 * (seed, k) and merged exactly, so the tally is the same for any runner and thread count. A
 * precision run proceeds in waves whose sizes depend only on the tally so far, never on timing.
 */
export async function runPlan(request: RunRequest): Promise<RunOutput> {
  const { plan, runner, chunkSize } = request;
  const progress = request.progress ?? silentProgress;
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const key = planKey(plan);
  const total = createTally(plan.tallySize);
  let chunks = 0;
  const kept = request.keepChunkOutcomes ? ([] as NonNullable<RunOutput['chunkOutcomes']>) : undefined;

  const runWave = async (tasks: ChunkTask[], goal: number | undefined, note: () => string) => {
    const limit = Math.max(2, runner.threads * 2);
    let next = 0;
    const worker = async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        const part = await runner.run({ planKey: key, plan, seed: request.seed, chunk: task.index, battles: task.battles });
        mergeTallyInPlace(total, part);
        if (kept) kept.push({ index: task.index, battles: part[BATTLES_SLOT], outcomes: Array.from(part.subarray(OUTCOME_BASE, OUTCOME_BASE + plan.outcomes.length)) });
        progress.update(total[BATTLES_SLOT], goal, note());
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
    chunks += tasks.length;
  };

  try {
    if (request.precision === undefined) {
      const all = chunksForBattles(request.battles ?? 0, chunkSize);
      const tasks = request.shard ? chunksOfShard(all, request.shard) : all;
      await runWave(tasks, tasks.reduce((sum, t) => sum + t.battles, 0), () => '');
    } else {
      const target = request.precision;
      const outcomes = plan.outcomes.length;
      const note = () => `(±${(worstHalfWidth(total, outcomes) * 100).toFixed(3)} pts, target ±${(target * 100).toFixed(3)})`;
      let wave = nextPrecisionWave(total, outcomes, target, chunks, chunkSize);
      while (wave > 0) {
        const tasks: ChunkTask[] = [];
        for (let i = 0; i < wave; i++) tasks.push({ index: chunks + i, battles: chunkSize });
        await runWave(tasks, undefined, note);
        wave = nextPrecisionWave(total, outcomes, target, chunks, chunkSize);
      }
    }
  } finally {
    progress.stop();
  }
  return {
    tally: total,
    battles: total[BATTLES_SLOT],
    chunks,
    wallSeconds: (performance.now() - t0) / 1000,
    startedAt,
    ...(kept ? { chunkOutcomes: kept.sort((a, b) => a.index - b.index) } : {}),
  };
}
