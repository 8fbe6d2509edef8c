import { KEY_PREFIX, QUEUE_NAME } from './queue-settings.js';
import { closeWithin, openRedis } from './redis-link.js';
import type { RedisTarget } from './redis-url.js';
import { listRunRecords, type RunRecord } from './run-record.js';
import { liveWorkers, type WorkerRecord } from './worker-registry.js';

/** What `salvo queue status` reports: the queue's chunk counts, recent runs and live workers. */
export interface QueueStatus {
  redis: string;
  chunks: { waiting: number; active: number; completed: number; failed: number; delayed: number };
  runs: RunRecord[];
  workers: WorkerRecord[];
}

/**
 * Reads the queue's state (read-only: nothing is added, changed or removed but the ids of runs
 * and workers that have expired).
 * @throws RunFailure when Redis cannot be reached.
 */
export async function readQueueStatus(target: RedisTarget, timeoutSeconds: number): Promise<QueueStatus> {
  const link = await openRedis(target, 'salvo-status', timeoutSeconds);
  try {
    const { Queue } = await import('bullmq');
    const queue = new Queue(QUEUE_NAME, { connection: link.client, prefix: KEY_PREFIX, skipMetasUpdate: true });
    queue.on('error', () => {});
    try {
      const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
      return {
        redis: target.display,
        chunks: { waiting: counts.waiting ?? 0, active: counts.active ?? 0, completed: counts.completed ?? 0, failed: counts.failed ?? 0, delayed: counts.delayed ?? 0 },
        runs: await listRunRecords(link.client),
        workers: await liveWorkers(link.client),
      };
    } finally {
      await closeWithin(2_000, () => queue.close());
    }
  } finally {
    await closeWithin(2_000, () => link.client.quit());
    link.client.disconnect();
  }
}
