import type { Redis } from 'ioredis';
import { HEARTBEAT_SECONDS, workerRedisKey, WORKERS_KEY } from './queue-settings.js';

/** What a live worker says about itself (refreshed every heartbeat). */
export interface WorkerRecord {
  id: string;
  host: string;
  pid: number;
  salvo: string;
  threads: number;
  concurrency: number;
  startedAt: string;
  /** Chunks and battles this worker has finished so far. */
  chunks: number;
  battles: number;
}

/** A heartbeat lives for three periods: a worker that stops beating drops off the list within ~9 s. */
const HEARTBEAT_TTL_SECONDS = HEARTBEAT_SECONDS * 3;

/** Writes one heartbeat: the worker's record with an expiry, and its id in the worker set. */
async function beat(client: Redis, record: WorkerRecord): Promise<void> {
  await client.multi().set(workerRedisKey(record.id), JSON.stringify(record), 'EX', HEARTBEAT_TTL_SECONDS).sadd(WORKERS_KEY, record.id).exec();
}

/**
 * Starts a worker's heartbeat (one now, then every HEARTBEAT_SECONDS). Expiry is Redis's, so
 * clocks of different machines never matter. Returns the function that stops it and removes the
 * worker from the list. A beat that fails (Redis away) is skipped: the connection watch decides.
 */
export async function startHeartbeat(client: Redis, record: () => WorkerRecord): Promise<() => Promise<void>> {
  await beat(client, record());
  const timer = setInterval(() => void beat(client, record()).catch(() => {}), HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    const id = record().id;
    await client.multi().del(workerRedisKey(id)).srem(WORKERS_KEY, id).exec();
  };
}

/** The workers whose heartbeat has not expired; ids of expired ones are removed from the set. */
export async function liveWorkers(client: Redis): Promise<WorkerRecord[]> {
  const ids = await client.smembers(WORKERS_KEY);
  if (ids.length === 0) return [];
  const values = await client.mget(ids.map(workerRedisKey));
  const live: WorkerRecord[] = [];
  const dead: string[] = [];
  values.forEach((value, i) => {
    if (value === null) dead.push(ids[i]);
    else {
      try {
        live.push(JSON.parse(value) as WorkerRecord);
      } catch {
        // Not written by a salvo worker: not listed.
      }
    }
  });
  if (dead.length > 0) await client.srem(WORKERS_KEY, ...dead);
  return live.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}
