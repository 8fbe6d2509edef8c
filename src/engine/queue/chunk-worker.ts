import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Job } from 'bullmq';
import { salvoVersion } from '../../core/provenance.js';
import type { ChunkRunner } from '../runners.js';
import { checkChunkMessage, RejectedMessage } from './chunk-messages.js';
import { queueFailures, workerLog } from './messages.js';
import { PlanCache } from './plan-cache.js';
import { CHUNK_RETRIES, KEEP_FINISHED_CHUNKS, KEY_PREFIX, QUEUE_NAME, RETENTION_SECONDS } from './queue-settings.js';
import { closeWithin, openRedis, watchConnection } from './redis-link.js';
import type { RedisTarget } from './redis-url.js';
import { startHeartbeat, type WorkerRecord } from './worker-registry.js';

/** What a worker needs; the chunk runner (a local pool) and the game check are injected. */
export interface ChunkWorkerOptions {
  target: RedisTarget;
  /** Computes chunks locally (a piscina pool of `threads` threads). */
  runner: ChunkRunner;
  threads: number;
  /** Chunks taken from the queue at once. */
  concurrency: number;
  /** BullMQ's lockDuration: how long a claim lasts without renewal (docs/distributed.md, "Failures"). */
  lockDurationMs: number;
  /** Seconds a lost Redis may take to come back before the worker gives up. */
  timeoutSeconds: number;
  isKnownGame(id: string): boolean;
  log(line: string): void;
}

/** A running worker. */
export interface ChunkWorker {
  readonly id: string;
  /** Settles when the worker has stopped: resolves after `stop()`, rejects (RunFailure) when Redis is lost. */
  readonly stopped: Promise<void>;
  /**
   * Stops taking chunks and finishes the current ones; after `HAND_BACK_AFTER_MS`, or on a second
   * call, hands the unfinished ones back to the queue for another worker instead.
   */
  stop(): void;
  counts(): { chunks: number; battles: number };
}

/** A stopping worker waits this long for its chunks before handing them back. */
const HAND_BACK_AFTER_MS = 10_000;

/**
 * Starts a worker: takes chunk jobs of any run from the queue, checks each (shape, id, version)
 * and its plan (shape, game, hash), computes it on the local runner and returns its tally. A job
 * that fails a check is rejected (failed at once, never computed); other errors are retried by
 * BullMQ, at most CHUNK_RETRIES times. A worker that dies holding chunks stops renewing their
 * locks, and another worker's stalled-job check puts them back on the queue.
 * @throws RunFailure when Redis cannot be reached.
 */
export async function startChunkWorker(options: ChunkWorkerOptions): Promise<ChunkWorker> {
  const { target, runner, log } = options;
  const link = await openRedis(target, 'salvo-worker', options.timeoutSeconds);
  const { Worker, UnrecoverableError, WaitingError } = await import('bullmq');
  const id = `${hostname()}-${process.pid}-${randomBytes(2).toString('hex')}`;
  const plans = new PlanCache(link.client, options.isKnownGame);
  const counts = { chunks: 0, battles: 0 };
  const active = new Set<string>();
  let handBack = () => {};
  const handingBack = new Promise<'hand back'>((resolve) => (handBack = () => resolve('hand back')));

  const processChunk = async (job: Job, token?: string): Promise<number[]> => {
    // Held from the moment BullMQ hands the job over, so a stop while its plan is fetched counts it.
    active.add(job.id!);
    try {
      return await computeChunk(job, token);
    } finally {
      active.delete(job.id!);
    }
  };

  const computeChunk = async (job: Job, token?: string): Promise<number[]> => {
    const message = await (async () => {
      try {
        const checked = checkChunkMessage(job.data, job.id);
        return { ...checked, plan: await plans.get(checked.planKey) };
      } catch (error) {
        if (!(error instanceof RejectedMessage)) throw error;
        log(workerLog.rejectedJob(job.id ?? '(no id)', error.message));
        throw new UnrecoverableError(`rejected: ${error.message}`);
      }
    })();
    const { planKey, plan, seed, chunk, battles } = message;
    const outcome = await Promise.race([runner.run({ planKey, plan, seed, chunk, battles }), handingBack]);
    if (outcome === 'hand back') {
      await job.moveToWait(token);
      throw new WaitingError();
    }
    counts.chunks++;
    counts.battles += battles;
    return Array.from(outcome);
  };

  const worker = new Worker(QUEUE_NAME, processChunk, {
    connection: link.client,
    prefix: KEY_PREFIX,
    name: id,
    concurrency: options.concurrency,
    lockDuration: options.lockDurationMs,
    stalledInterval: options.lockDurationMs,
    maxStalledCount: CHUNK_RETRIES,
    removeOnComplete: { age: RETENTION_SECONDS, count: KEEP_FINISHED_CHUNKS },
    removeOnFail: { age: RETENTION_SECONDS, count: KEEP_FINISHED_CHUNKS },
  });
  // Connection errors are the watch's to judge; a lost lock means another worker has the chunk.
  worker.on('error', () => {});

  const startedAt = new Date().toISOString();
  const record = (): WorkerRecord => ({
    id, host: hostname(), pid: process.pid, salvo: salvoVersion(), threads: options.threads, concurrency: options.concurrency,
    startedAt, chunks: counts.chunks, battles: counts.battles,
  });
  const stopHeartbeat = await startHeartbeat(link.client, record);

  let settle: { resolve(): void; reject(error: Error): void } = { resolve() {}, reject() {} };
  const stopped = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  let stopping = false;

  const stopWatch = watchConnection(link, options.timeoutSeconds, {
    onDown: (cause) => log(workerLog.redisDown(target.display, cause, options.timeoutSeconds)),
    onBack: () => log(workerLog.redisBack(target.display)),
    onLost: (cause) => {
      stopping = true;
      handBack();
      void closeWithin(2_000, () => worker.close(true)).then(() => {
        link.client.disconnect();
        settle.reject(queueFailures.lost(target.display, options.timeoutSeconds, cause));
      });
    },
  });

  const stop = () => {
    if (stopping) {
      log(workerLog.handingBack(active.size));
      handBack();
      return;
    }
    stopping = true;
    log(workerLog.stopping(active.size));
    const timer = setTimeout(() => {
      log(workerLog.handingBack(active.size));
      handBack();
    }, HAND_BACK_AFTER_MS);
    void (async () => {
      await worker.close();
      clearTimeout(timer);
      stopWatch();
      await closeWithin(2_000, stopHeartbeat);
      await closeWithin(2_000, () => link.client.quit());
      link.client.disconnect();
      log(workerLog.stopped(counts.chunks, counts.battles));
      settle.resolve();
    })();
  };

  await worker.waitUntilReady();
  log(workerLog.started(target.display, options.threads, options.concurrency, options.lockDurationMs / 1000));
  return { id, stopped, stop, counts: () => ({ ...counts }) };
}
