import type { CommandModule } from 'yargs';
import { startChunkWorker } from '../../engine/queue/chunk-worker.js';
import { queueErrors } from '../../engine/queue/messages.js';
import { DEFAULT_LOCK_DURATION_MS } from '../../engine/queue/queue-settings.js';
import { defaultThreads } from '../../engine/runners.js';
import { createPoolRunner } from '../../../workers/runners.js';
import { isGameId } from '../../games/registry.js';
import { qualifyQueueArgs, withRedisOptions } from '../run-options.js';

/** A whole number option from `min` to `max`, or its default; a ConfigError naming the option otherwise. */
function wholeOption(value: unknown, option: string, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw queueErrors.badOption(option, value, `a whole number from ${min} to ${max}`);
  }
  return value;
}

/**
 * `salvo worker --redis URL`: computes chunks of any run of any game from the Redis queue on this
 * machine's threads until stopped (docs/distributed.md). SIGINT or SIGTERM finishes the current
 * chunks (or hands them back to the queue) and exits 0; a lost Redis exits 1.
 */
export const workerCommand: CommandModule = {
  command: 'worker',
  describe: 'compute chunks from a Redis queue (runs submitted with --redis) until stopped',
  builder: (yargs) =>
    withRedisOptions(yargs)
      .option('threads', { alias: 't', type: 'number', describe: `worker threads (default: the machine's cores, ${defaultThreads()})` })
      .option('concurrency', { type: 'number', describe: 'chunks taken from the queue at once (default: 2 per thread, so a thread never waits for the next)' })
      .option('lock-duration', { type: 'number', describe: `milliseconds a claim on a chunk lasts unless renewed; a dead worker's chunks go back to the queue after about twice this (default ${DEFAULT_LOCK_DURATION_MS})` })
      .example('$0 worker --redis redis://10.0.0.5:6379', 'one worker per machine, all its cores')
      .example('SALVO_REDIS=redis://10.0.0.5:6379 $0 worker --threads 4', 'four threads; the URL from the environment'),
  handler: async (argv) => {
    const queue = qualifyQueueArgs({ ...argv, resume: undefined });
    if (!queue) throw queueErrors.needsRedis('salvo worker');
    const threads = wholeOption(argv.threads, '--threads', defaultThreads(), 1, 256);
    const concurrency = wholeOption(argv.concurrency, '--concurrency', threads * 2, 1, 1024);
    const lockDurationMs = wholeOption(argv.lockDuration, '--lock-duration', DEFAULT_LOCK_DURATION_MS, 1_000, 3_600_000);
    // A pool even for one thread: the main thread stays free to renew locks while chunks compute.
    const runner = createPoolRunner(threads);
    const log = (line: string) => void process.stderr.write(`salvo worker: ${line}\n`);
    try {
      const worker = await startChunkWorker({
        target: queue.target, runner, threads, concurrency, lockDurationMs, timeoutSeconds: queue.timeoutSeconds,
        isKnownGame: isGameId, log,
      });
      process.on('SIGINT', worker.stop);
      process.on('SIGTERM', worker.stop);
      await worker.stopped;
    } finally {
      await runner.close();
    }
  },
};
