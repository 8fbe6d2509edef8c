import type { ChunkRunner } from '../engine/runners.js';
import { createRunner } from '../../workers/runners.js';
import type { QueueArgs } from './run-options.js';
import { queueRunner } from './queue-runner-for.js';

export { progressFor } from './progress-for.js';

/**
 * The runner of a command: the Redis queue with `--redis` (or SALVO_REDIS), else this machine's
 * threads. `label` names the run in `salvo queue status`. One run of one scenario uses
 * runnerForRun (run-runner.ts), which needs only that scenario's game.
 */
export function runnerFor(args: { threads: number; queue?: QueueArgs }, label: string): ChunkRunner {
  return args.queue ? queueRunner(args.queue, args.threads, label) : createRunner(args.threads);
}

/**
 * Whether a long command (optimize, matrix, cost, check, tour) shows progress: unless --no-progress,
 * always — a bar on a terminal, else a line every few seconds (progress-display.ts).
 */
export const wantsLongProgress = (args: { progress?: boolean | undefined }): boolean => args.progress ?? true;
