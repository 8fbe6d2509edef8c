import { silentProgress, type ProgressSink } from '../engine/progress.js';
import { withQueueProgress } from '../engine/queue/queue-progress.js';
import { QueueRunner } from '../engine/queue/queue-runner.js';
import { AdaptiveRunner } from '../engine/adaptive-runner.js';
import type { ChunkRunner } from '../engine/runners.js';
import { createInProcessRunner, createPoolRunner, createRunner } from '../../workers/runners.js';
import { progressDisplay } from './progress-display.js';
import type { QueueArgs, SimulationArgs } from './run-options.js';

/** Queue notices (the run id to resume, the closing summary) go to stderr, never into --json output. */
const stderrLine = (line: string) => void process.stderr.write(`salvo: ${line}\n`);

/**
 * The runner of a command: the Redis queue with `--redis` (or SALVO_REDIS), else this machine's
 * threads. `label` names the run in `salvo queue status`.
 */
export function runnerFor(args: { threads: number; queue?: QueueArgs }, label: string): ChunkRunner {
  if (!args.queue) return createRunner(args.threads);
  const { target, timeoutSeconds, resume } = args.queue;
  return new QueueRunner({ target, timeoutSeconds, threads: args.threads, label, log: stderrLine, ...(resume !== undefined ? { resume } : {}) });
}

/**
 * The runner of one run of `args`: never more local threads than the run has chunks, so a run of a
 * single chunk (e.g. 10,000 battles at the default chunk size) answers in this thread without
 * starting a worker pool, which would cost more than the chunk itself. A longer run starts in this
 * thread too and moves to the pool only when the rest of it is worth the pool's start-up
 * (AdaptiveRunner: a million TI4 battles of a small fight never start it). Chunks are seeded by
 * index, so the result is the same either way. Runs of unknown length (--precision) and queue
 * runs use `runnerFor` as given.
 */
export function runnerForRun(args: SimulationArgs, label: string): ChunkRunner {
  if (args.queue || args.battles === undefined) return runnerFor(args, label);
  const chunks = Math.ceil(args.battles / args.chunkSize);
  const threads = Math.min(args.threads, chunks);
  if (threads === 1) return runnerFor({ threads }, label);
  return new AdaptiveRunner(threads, createInProcessRunner(), () => createPoolRunner(threads), args.battles);
}

/**
 * Whether a long command (optimize, matrix, cost, check, tour) shows progress: unless --no-progress,
 * always — a bar on a terminal, else a line every few seconds (progress-display.ts).
 */
export const wantsLongProgress = (args: { progress?: boolean | undefined }): boolean => args.progress ?? true;

/**
 * The progress display of a command on stderr when `show` (progressDisplay: `unit` is what it
 * counts), with the queue's figures (chunks done of `chunkTotal`, battles/s, live workers) when
 * the runner is a queue. `extra` adds a live figure (e.g. battles so far of a counting runner).
 */
export function progressFor(show: boolean, label: string, runner: ChunkRunner, chunkTotal?: number, unit = 'battles', extra?: () => string): ProgressSink {
  if (!show) return silentProgress;
  const bar = progressDisplay(label, unit, undefined, extra);
  return runner instanceof QueueRunner ? withQueueProgress(bar, runner, chunkTotal) : bar;
}
