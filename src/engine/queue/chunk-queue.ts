import type { Job, Queue, QueueEvents } from 'bullmq';
import { CHUNK_RETRIES, KEEP_FINISHED_CHUNKS, KEY_PREFIX, QUEUE_NAME, RETENTION_SECONDS } from './queue-settings.js';
import type { RedisLink } from './redis-link.js';

/** The BullMQ side of a submitter: the chunk queue, its event stream, and the Job class. */
export interface ChunkQueue {
  queue: Queue;
  events: QueueEvents;
  Job: typeof Job;
}

/**
 * Opens the chunk queue for submitting: jobs get CHUNK_RETRIES retries and are kept (finished or
 * failed) for RETENTION_SECONDS, so a run can be resumed; the event stream is read from its end as
 * it was *before* listening started, so no completion of a job added afterwards can be missed.
 * bullmq is loaded here, on first use.
 */
export async function openChunkQueue(link: RedisLink): Promise<ChunkQueue> {
  const { Queue, QueueEvents, Job } = await import('bullmq');
  const queue = new Queue(QUEUE_NAME, {
    connection: link.client,
    prefix: KEY_PREFIX,
    defaultJobOptions: {
      attempts: CHUNK_RETRIES + 1,
      removeOnComplete: { age: RETENTION_SECONDS, count: KEEP_FINISHED_CHUNKS },
      removeOnFail: { age: RETENTION_SECONDS, count: KEEP_FINISHED_CHUNKS },
    },
  });
  // Connection errors are the connection watch's to judge.
  queue.on('error', () => {});
  const last = await link.client.xrevrange(`${KEY_PREFIX}:${QUEUE_NAME}:events`, '+', '-', 'COUNT', 1);
  const events = new QueueEvents(QUEUE_NAME, { connection: link.client, prefix: KEY_PREFIX, lastEventId: last[0]?.[0] ?? '0-0' });
  return { queue, events, Job };
}
