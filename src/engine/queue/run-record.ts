import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { queueErrors } from './messages.js';
import { RETENTION_SECONDS, runRedisKey, RUNS_KEY } from './queue-settings.js';

/** A run's state as its submitter last recorded it. */
export type RunState = 'running' | 'finished' | 'failed' | 'stopped';

/** What `salvo queue status` shows of a run (a Redis hash, kept as long as its finished chunks). */
export interface RunRecord {
  id: string;
  label: string;
  submitter: string;
  startedAt: string;
  updatedAt: string;
  state: RunState;
  chunksDone: number;
  battlesDone: number;
  chunksReused: number;
}

const RUN_ID = /^r-[a-z0-9-]{1,60}$/;

/**
 * A new run id: UTC start time and 6 random hex digits, e.g. `r-20260101-120000-ab12cd`. Readable
 * in `salvo queue status`, sortable, and unique enough for runs started in the same second.
 */
export function newRunId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `r-${stamp}-${randomBytes(3).toString('hex')}`;
}

/**
 * Checks a run id given to `--resume`.
 * @throws ConfigError for anything that is not a run id.
 */
export function checkRunId(text: string, where: string): string {
  const id = text.trim();
  if (!RUN_ID.test(id)) throw queueErrors.badRunId(where, text);
  return id;
}

/** Writes (or refreshes) a run's record and its place in the run list; both expire with its chunks. */
export async function saveRunRecord(client: Redis, record: RunRecord): Promise<void> {
  const key = runRedisKey(record.id);
  const fields = Object.entries(record).flatMap(([k, v]) => [k, String(v)]);
  await client.multi().hset(key, ...fields).expire(key, RETENTION_SECONDS).zadd(RUNS_KEY, Date.parse(record.startedAt), record.id).exec();
}

/** The record of a run about to start (or resume) on this machine. */
export function startingRecord(id: string, label: string, previous?: RunRecord): RunRecord {
  const now = new Date().toISOString();
  return {
    id,
    label,
    submitter: `${hostname()}:${process.pid}`,
    startedAt: previous?.startedAt ?? now,
    updatedAt: now,
    state: 'running',
    chunksDone: 0,
    battlesDone: 0,
    chunksReused: 0,
  };
}

/** Reads one run's record, or undefined when it has expired. */
export async function readRunRecord(client: Redis, id: string): Promise<RunRecord | undefined> {
  const raw = await client.hgetall(runRedisKey(id));
  if (!raw.id) return undefined;
  return {
    id: raw.id,
    label: raw.label ?? '',
    submitter: raw.submitter ?? '',
    startedAt: raw.startedAt ?? '',
    updatedAt: raw.updatedAt ?? '',
    state: (raw.state as RunState | undefined) ?? 'running',
    chunksDone: Number(raw.chunksDone ?? 0),
    battlesDone: Number(raw.battlesDone ?? 0),
    chunksReused: Number(raw.chunksReused ?? 0),
  };
}

/** The recorded runs, newest first (expired ones are dropped from the list). */
export async function listRunRecords(client: Redis, limit = 50): Promise<RunRecord[]> {
  const ids = await client.zrevrange(RUNS_KEY, 0, limit - 1);
  const records: RunRecord[] = [];
  for (const id of ids) {
    const record = await readRunRecord(client, id);
    if (record) records.push(record);
    else await client.zrem(RUNS_KEY, id);
  }
  return records;
}
