import { AdaptiveRunner } from '../engine/adaptive-runner.js';
import { InProcessRunner, type ChunkRunner } from '../engine/runners.js';
import type { SimulatorFactory } from '../engine/simulator.js';
import { createPoolRunner } from '../../workers/pool-runner.js';
import type { SimulationArgs } from './run-options.js';

/**
 * The runner of one run of `args` of one game, whose plans `simulators` prepares in this thread
 * (the pool's threads load every game themselves, so the caller imports only its own). Never more
 * local threads than the run has chunks, so a run of a single chunk (e.g. 10,000 battles at the
 * default chunk size) answers in this thread without starting a worker pool, which would cost
 * more than the chunk itself. A longer run starts in this thread too and moves to the pool only
 * when the rest of it is worth the pool's start-up (AdaptiveRunner: a million TI4 battles of a
 * small fight never start it). Chunks are seeded by index, so the result is the same either way.
 * Runs of unknown length (--precision) use the threads as given; queue runs use the queue, whose
 * code is loaded only then.
 */
export async function runnerForRun(args: SimulationArgs, label: string, simulators: SimulatorFactory): Promise<ChunkRunner> {
  if (args.queue) return (await import('./queue-runner-for.js')).queueRunner(args.queue, args.threads, label);
  const inThisThread = () => new InProcessRunner(simulators);
  if (args.battles === undefined) return args.threads === 1 ? inThisThread() : createPoolRunner(args.threads);
  const threads = Math.min(args.threads, Math.ceil(args.battles / args.chunkSize));
  if (threads === 1) return inThisThread();
  return new AdaptiveRunner(threads, inThisThread(), () => createPoolRunner(threads), args.battles);
}
