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
  /**
   * What the run computes, from its first chunk: the plan's key, the seed and the battles per
   * chunk. A `--resume` whose first chunk differs would reuse nothing, so it is refused.
   */
  firstPlan?: string;
  seed?: string;
  chunkBattles?: number;
}

/** The parameters of a run a resume must repeat (RunRecord.firstPlan, seed, chunkBattles), from its first chunk. */
export function runParameters(job: { planKey: string; seed: number | string; battles: number }): Pick<RunRecord, 'firstPlan' | 'seed' | 'chunkBattles'> {
  return { firstPlan: job.planKey, seed: String(job.seed), chunkBattles: job.battles };
}

/**
 * The parameters in which a resumed run's first chunk differs from the run it resumes, in words
 * (none when they agree, or when the stored run predates their recording).
 */
export function resumeDifferences(previous: RunRecord, job: { planKey: string; seed: number | string; battles: number }): string[] {
  const now = runParameters(job);
  const out: string[] = [];
  if (previous.seed !== undefined && previous.seed !== now.seed) out.push(`the seed (the run used ${previous.seed}, this command ${now.seed})`);
  if (previous.chunkBattles !== undefined && previous.chunkBattles !== now.chunkBattles) out.push(`the battles per chunk (${previous.chunkBattles}, now ${now.chunkBattles})`);
  if (previous.firstPlan !== undefined && previous.firstPlan !== now.firstPlan) out.push('the scenario or its options (its first plan differs)');
  return out;
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
export function startingRecord(id: string, label: string, previous?: RunRecord, parameters: Pick<RunRecord, 'firstPlan' | 'seed' | 'chunkBattles'> = {}): RunRecord {
  const now = new Date().toISOString();
  return {
    ...parameters,
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
    ...(raw.firstPlan !== undefined ? { firstPlan: raw.firstPlan } : {}),
    ...(raw.seed !== undefined ? { seed: raw.seed } : {}),
    ...(raw.chunkBattles !== undefined ? { chunkBattles: Number(raw.chunkBattles) } : {}),
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
