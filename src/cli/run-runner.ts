import { AdaptiveRunner } from '../engine/adaptive-runner.js';
import { silentProgress, type ProgressSink } from '../engine/progress.js';
import { withQueueProgress } from '../engine/queue/queue-progress.js';
import { QueueRunner } from '../engine/queue/queue-runner.js';
import { InProcessRunner, type ChunkRunner } from '../engine/runners.js';
import type { SimulatorFactory } from '../engine/simulator.js';
import { createPoolRunner } from '../../workers/pool-runner.js';
import { progressDisplay } from './progress-display.js';
import type { QueueArgs, SimulationArgs } from './run-options.js';

/** Queue notices (the run id to resume, the closing summary) go to stderr, never into --json output. */
const stderrLine = (line: string) => void process.stderr.write(`salvo: ${line}\n`);

/** The runner of a command on the Redis queue (`--redis` or SALVO_REDIS); `label` names the run in `salvo queue status`. */
export function queueRunner(queue: QueueArgs, threads: number, label: string): QueueRunner {
  const { target, timeoutSeconds, resume } = queue;
  return new QueueRunner({ target, timeoutSeconds, threads, label, log: stderrLine, ...(resume !== undefined ? { resume } : {}) });
}

/**
 * The runner of one run of `args` of one game, whose plans `simulators` prepares in this thread
 * (the pool's threads load every game themselves, so the caller imports only its own). Never more
 * local threads than the run has chunks, so a run of a single chunk (e.g. 10,000 battles at the
 * default chunk size) answers in this thread without starting a worker pool, which would cost
 * more than the chunk itself. A longer run starts in this thread too and moves to the pool only
 * when the rest of it is worth the pool's start-up (AdaptiveRunner: a million TI4 battles of a
 * small fight never start it). Chunks are seeded by index, so the result is the same either way.
 * Runs of unknown length (--precision) use the threads as given; queue runs use the queue.
 */
export function runnerForRun(args: SimulationArgs, label: string, simulators: SimulatorFactory): ChunkRunner {
  if (args.queue) return queueRunner(args.queue, args.threads, label);
  const inThisThread = () => new InProcessRunner(simulators);
  if (args.battles === undefined) return args.threads === 1 ? inThisThread() : createPoolRunner(args.threads);
  const threads = Math.min(args.threads, Math.ceil(args.battles / args.chunkSize));
  if (threads === 1) return inThisThread();
  return new AdaptiveRunner(threads, inThisThread(), () => createPoolRunner(threads), args.battles);
}

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
