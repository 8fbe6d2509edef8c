import { createHash } from 'node:crypto';
import { wilsonHalfWidth } from '../core/stats.js';
import { BATTLES_SLOT, createTally, mergeTallyInPlace, OUTCOME_BASE, type Tally } from '../core/tally.js';
import type { PlanBase } from '../games/game.js';
import { chunksForBattles, type ChunkTask } from './chunks.js';
import { silentProgress, type ProgressSink } from './progress.js';
import type { ChunkRunner } from './runners.js';

/** Chunks in the first wave of a precision run; later waves are sized from the estimate so far. */
const FIRST_PRECISION_WAVE = 4;
/** A precision run never simulates more than this many battles. */
export const PRECISION_BATTLE_LIMIT = 2_000_000_000;

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

/** The largest 95% Wilson half-width over a tally's outcomes. */
export function worstHalfWidth(tally: Tally, outcomeCount: number): number {
  const n = tally[BATTLES_SLOT];
  if (n < 1) return 1;
  let worst = 0;
  for (let i = 0; i < outcomeCount; i++) worst = Math.max(worst, wilsonHalfWidth(tally[OUTCOME_BASE + i], n));
  return worst;
}

/**
 * Runs a plan on chunks (ARCHITECTURE.md, "Determinism and parallelism"). Chunk k is seeded from
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
      const battles = request.battles ?? 0;
      const shard = request.shard;
      const tasks = chunksForBattles(battles, chunkSize).filter((t) => !shard || t.index % shard.count === shard.index - 1);
      await runWave(tasks, tasks.reduce((sum, t) => sum + t.battles, 0), () => '');
    } else {
      const target = request.precision;
      const outcomes = plan.outcomes.length;
      let waveChunks = FIRST_PRECISION_WAVE;
      const note = () => `(±${(worstHalfWidth(total, outcomes) * 100).toFixed(3)} pts, target ±${(target * 100).toFixed(3)})`;
      while (true) {
        const tasks: ChunkTask[] = [];
        for (let i = 0; i < waveChunks; i++) tasks.push({ index: chunks + i, battles: chunkSize });
        await runWave(tasks, undefined, note);
        const worst = worstHalfWidth(total, outcomes);
        if (worst <= target || total[BATTLES_SLOT] >= PRECISION_BATTLE_LIMIT) break;
        // Half-width shrinks like 1/sqrt(n): aim at the n that reaches the target, at most doubling.
        const needed = total[BATTLES_SLOT] * (worst / target) ** 2;
        const more = Math.ceil((needed - total[BATTLES_SLOT]) / chunkSize);
        waveChunks = Math.max(1, Math.min(more, chunks));
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
