/**
 * Names and documented defaults of the Redis queue (docs/distributed.md). Submitters and workers
 * of one salvo version must agree on these, so they live in one place.
 */

/** Every salvo key in Redis starts with this (BullMQ's prefix, and the prefix of salvo's own keys). */
export const KEY_PREFIX = 'salvo';
/** The BullMQ queue that holds every chunk of every run. */
export const QUEUE_NAME = 'chunks';
/** The name each chunk job carries in BullMQ. */
export const JOB_NAME = 'chunk';

/**
 * How long a worker's claim on a chunk lasts without renewal (BullMQ's lockDuration). A worker
 * renews it every half period while it computes; a worker that dies stops renewing, and another
 * worker's stalled-job check (run every lock period) hands the chunk to someone else.
 */
export const DEFAULT_LOCK_DURATION_MS = 30_000;
/**
 * Retries of a chunk: after a worker died holding it (BullMQ's maxStalledCount) or after an error
 * (BullMQ's attempts − 1). One more failure and the run fails, naming the chunk.
 */
export const CHUNK_RETRIES = 3;
/** Finished chunks, plans and run records stay this long in Redis, so a run can be resumed. */
export const RETENTION_SECONDS = 24 * 3600;
/** At most this many finished chunks are kept (oldest evicted first). */
export const KEEP_FINISHED_CHUNKS = 50_000;
/** How long a lost Redis connection may take to come back before a run or worker gives up. */
export const DEFAULT_REDIS_TIMEOUT_SECONDS = 10;
/**
 * A submitter's default `--threads`: the worker threads it keeps busy. It keeps two chunks queued
 * per thread, so a few hundred chunks wait at most.
 */
export const DEFAULT_QUEUE_THREADS = 64;
/** A worker refreshes its heartbeat this often; it is dropped from the live list after 3 missed beats. */
export const HEARTBEAT_SECONDS = 3;

/** The Redis key of a plan, stored once per run and cached by workers. */
export const planRedisKey = (planKey: string): string => `${KEY_PREFIX}:plan:${planKey}`;
/** The Redis hash of a run's record (what `salvo queue status` lists). */
export const runRedisKey = (runId: string): string => `${KEY_PREFIX}:run:${runId}`;
/** The sorted set of run ids by start time. */
export const RUNS_KEY = `${KEY_PREFIX}:runs`;
/** The Redis key of a worker's heartbeat (expires unless refreshed). */
export const workerRedisKey = (workerId: string): string => `${KEY_PREFIX}:worker:${workerId}`;
/** The set of worker ids that have sent a heartbeat (dead ones are pruned when read). */
export const WORKERS_KEY = `${KEY_PREFIX}:workers`;
