import type { RunFailure } from '../../core/run-failure.js';
import type { Tally } from '../../core/tally.js';
import type { PlanBase } from '../simulator.js';
import type { ChunkRunner } from '../runners.js';
import type { ChunkJob } from '../simulate-chunk.js';
import { checkTally, chunkJobId, chunkMessage, encodePlan, RejectedMessage, type ChunkMessage } from './chunk-messages.js';
import { openChunkQueue, type ChunkQueue } from './chunk-queue.js';
import { queueErrors, queueFailures, submitterLog } from './messages.js';
import { CHUNK_RETRIES, JOB_NAME, planRedisKey, RETENTION_SECONDS } from './queue-settings.js';
import { closeWithin, openRedis, watchConnection, type RedisLink } from './redis-link.js';
import type { RedisTarget } from './redis-url.js';
import { newRunId, readRunRecord, resumeDifferences, runParameters, saveRunRecord, startingRecord, type RunRecord, type RunState } from './run-record.js';
import { liveWorkers } from './worker-registry.js';

/** How a submitter reaches the queue (qualified from `--redis`, `--resume`, `--redis-timeout`). */
export interface QueueRunnerOptions {
  target: RedisTarget;
  /** The worker threads to keep busy: two chunks per thread wait on the queue at most. */
  threads: number;
  /** Seconds a lost Redis may take to come back before the run fails. */
  timeoutSeconds: number;
  /** Resume this run: its finished chunks are reused, the rest computed. */
  resume?: string;
  /** What the run is, for `salvo queue status` (e.g. "run ti4-duel.yaml"). */
  label: string;
  /** Where the run id and the closing summary go (stderr in the CLI). */
  log(line: string): void;
}

/** The live figures of a queue run, for progress lines. */
export interface QueueRunStatus {
  runId: string;
  chunksDone: number;
  chunksReused: number;
  battlesDone: number;
  battlesPerSecond: number;
  workers: number;
  workerThreads: number;
  /** Completions that arrived for a chunk already merged, and were ignored. */
  duplicatesIgnored: number;
}

/** A chunk on the queue and the callers waiting for its tally. */
interface Waiting {
  message: ChunkMessage;
  plan: Pick<PlanBase, 'tallySize' | 'outcomes'>;
  since: number;
  waiters: { resolve(tally: Tally): void; reject(error: Error): void }[];
}

/** The connections and timers of a started runner. */
interface Session extends ChunkQueue {
  link: RedisLink;
  stopWatch(): void;
  timers: NodeJS.Timeout[];
}

/**
 * When no completion has arrived for this long, the waiting chunks are looked up directly, in case
 * an event was missed (a reconnect, a trimmed stream): a run never stalls on a lost event.
 */
const SWEEP_MS = 5_000;
/** How often live workers are counted and the run record refreshed. */
const STATUS_MS = 2_000;
/** A close step (a polite goodbye to Redis) gives up after this long. */
const CLOSE_MS = 2_000;

/**
 * Runs chunks on a BullMQ queue in Redis instead of local threads (docs/distributed.md): each
 * chunk is a job (plan key, chunk index, seed, battles), the plan is stored once per run under its
 * key, `salvo worker` processes anywhere compute them, and each tally is checked before it is
 * handed back to `runPlan`, which merges it exactly as for the local pool. Same seed and chunk
 * size therefore give the same outcomes, byte for byte, for any number of workers.
 *
 * Each chunk is counted once: a job id is the run id plus a hash of the chunk's identity, so BullMQ
 * holds one job per chunk, and a completion for a chunk already merged is ignored. Nothing
 * connects until the first chunk, and bullmq/ioredis load only then.
 */
export class QueueRunner implements ChunkRunner {
  readonly threads: number;
  readonly runId: string;
  private session?: Promise<Session>;
  private readonly waiting = new Map<string, Waiting>();
  private readonly storedPlans = new Map<string, Promise<unknown>>();
  private readonly seenIds = new Set<string>();
  private failure?: Error;
  private rejectFailed: (error: Error) => void = () => {};
  private readonly failed = new Promise<never>((_, reject) => (this.rejectFailed = reject));
  private readonly counts = { chunksDone: 0, chunksReused: 0, battlesDone: 0, duplicatesIgnored: 0, workers: 0, workerThreads: 0 };
  private startedAt = performance.now();
  private lastEventAt = Date.now();
  private record?: RunRecord;

  constructor(private readonly options: QueueRunnerOptions) {
    this.threads = options.threads;
    this.runId = options.resume ?? newRunId();
    this.failed.catch(() => {});
  }

  async run(job: ChunkJob): Promise<Tally> {
    if (this.failure) throw this.failure;
    const session = await this.guard((this.session ??= this.start(job)));
    await this.guard(this.storePlan(session, job));
    const message = chunkMessage(this.runId, job);
    const id = chunkJobId(message);
    const known = this.waiting.get(id);
    const result = new Promise<Tally>((resolve, reject) => {
      if (known) known.waiters.push({ resolve, reject });
      else this.waiting.set(id, { message, plan: job.plan, since: Date.now(), waiters: [{ resolve, reject }] });
    });
    if (!known) {
      const again = this.options.resume !== undefined || this.seenIds.has(id);
      this.seenIds.add(id);
      session.queue.add(JOB_NAME, message, { jobId: id }).then(
        () => (again ? this.reconcile(session, id, this.options.resume !== undefined) : undefined),
        (error: Error) => this.fail(error),
      ).catch((error: Error) => this.fail(error));
    }
    return result;
  }

  /** The live figures of this run. */
  status(): QueueRunStatus {
    const seconds = Math.max((performance.now() - this.startedAt) / 1000, 1e-3);
    const { chunksDone, chunksReused, battlesDone, duplicatesIgnored, workers, workerThreads } = this.counts;
    return { runId: this.runId, chunksDone, chunksReused, battlesDone, battlesPerSecond: battlesDone / seconds, workers, workerThreads, duplicatesIgnored };
  }

  async close(): Promise<void> {
    const started = this.session;
    this.session = undefined;
    if (!started) return;
    const session = await this.guard(started).catch(() => undefined);
    if (!session) {
      // Failed while connecting: whatever connects later is closed at once.
      started.then((late) => this.shutdown(late, 'failed'), () => {});
      return;
    }
    const state: RunState = this.failure ? 'failed' : this.waiting.size > 0 ? 'stopped' : 'finished';
    await this.shutdown(session, state);
    this.options.log(submitterLog.closed(this.runId, state, this.counts));
  }

  /** Stops timers, records the final state, closes the connections; each step bounded in time. */
  private async shutdown(session: Session, state: RunState): Promise<void> {
    session.stopWatch();
    for (const timer of session.timers) clearInterval(timer);
    this.fail(new Error(`QueueRunner: run ${this.runId} is closed`));
    const healthy = session.link.client.status === 'ready';
    if (healthy && this.record) await closeWithin(CLOSE_MS, () => saveRunRecord(session.link.client, this.progressRecord(state)));
    await closeWithin(CLOSE_MS, () => session.events.close());
    await closeWithin(CLOSE_MS, () => session.queue.close());
    if (healthy) await closeWithin(CLOSE_MS, () => session.link.client.quit());
    session.link.client.disconnect();
  }

  /**
   * Connects, checks a resumed run exists and is this command's (its first chunk's plan, seed and
   * chunk size, from `first`), starts listening for completions, then the timers.
   */
  private async start(first: ChunkJob): Promise<Session> {
    const { target, timeoutSeconds } = this.options;
    const link = await openRedis(target, 'salvo-submitter', timeoutSeconds);
    const stopWatch = watchConnection(link, timeoutSeconds, {
      onLost: (cause) => this.fail(queueFailures.lost(target.display, timeoutSeconds, cause, this.runId)),
    });
    try {
      const previous = this.options.resume === undefined ? undefined : await readRunRecord(link.client, this.runId);
      if (this.options.resume !== undefined && !previous) throw queueErrors.unknownRun(this.runId, target.display);
      const differences = previous ? resumeDifferences(previous, first) : [];
      if (differences.length > 0) throw queueErrors.resumeMismatch(this.runId, differences);
      const session: Session = { link, ...(await openChunkQueue(link)), stopWatch, timers: [] };
      const { queue, events } = session;
      events.on('error', (error: Error) => {
        if (!/ECONN|ETIMEDOUT|EPIPE|Connection is closed|getaddrinfo|NOAUTH|WRONGPASS/i.test(error.message)) this.fail(queueFailures.eventsUnreadable(this.runId, error.message));
      });
      events.on('completed', ({ jobId, returnvalue }) => this.settle(jobId, returnvalue));
      events.on('failed', ({ jobId, failedReason }) => void this.chunkFailed(session, jobId, failedReason));
      await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
      this.record = startingRecord(this.runId, this.options.label, previous, runParameters(first));
      await saveRunRecord(link.client, this.record);
      this.options.log(submitterLog.started(this.runId, target.display, previous !== undefined));
      this.startedAt = performance.now();
      session.timers.push(setInterval(() => void this.sweep(session), SWEEP_MS), setInterval(() => void this.refreshStatus(session), STATUS_MS));
      for (const timer of session.timers) timer.unref();
      void this.refreshStatus(session);
      return session;
    } catch (error) {
      stopWatch();
      link.client.disconnect();
      throw error;
    }
  }

  /** Stores a plan once per run (refreshing its expiry), where workers fetch it by key. */
  private storePlan(session: Session, job: ChunkJob): Promise<unknown> {
    let stored = this.storedPlans.get(job.planKey);
    if (!stored) {
      stored = session.link.client.set(planRedisKey(job.planKey), encodePlan(job.plan), 'EX', RETENTION_SECONDS);
      this.storedPlans.set(job.planKey, stored);
    }
    return stored;
  }

  /** A completion: checked, then handed to every caller waiting for that chunk; once only. */
  private settle(jobId: string, value: unknown, reused = false): void {
    const entry = this.waiting.get(jobId);
    if (!entry) {
      if (jobId.startsWith(`${this.runId}-`) && this.seenIds.has(jobId)) this.counts.duplicatesIgnored++;
      return;
    }
    let tally: Tally;
    try {
      tally = checkTally(value, entry.plan, entry.message.battles);
    } catch (error) {
      if (error instanceof RejectedMessage) return this.fail(queueFailures.rejectedResult(this.runId, entry.message.chunk, error.message));
      throw error;
    }
    this.waiting.delete(jobId);
    this.lastEventAt = Date.now();
    this.counts.chunksDone++;
    this.counts.battlesDone += entry.message.battles;
    if (reused) this.counts.chunksReused++;
    entry.waiters.forEach((waiter, i) => waiter.resolve(i === 0 ? tally : tally.slice()));
  }

  /** A chunk that failed on its last attempt ends the run, naming the chunk. */
  private async chunkFailed(session: Session, jobId: string, reason: string): Promise<void> {
    const entry = this.waiting.get(jobId);
    if (!entry) return;
    const job = await session.Job.fromId(session.queue, jobId).catch(() => undefined);
    this.fail(queueFailures.chunkFailed(this.runId, entry.message.chunk, job?.attemptsMade ?? CHUNK_RETRIES + 1, reason));
  }

  /**
   * Looks a chunk up directly: finished ones are settled (a resumed run reuses them), failed ones
   * fail the run — or, when resuming, are retried — and vanished ones are added again.
   */
  private async reconcile(session: Session, jobId: string, resuming = false): Promise<void> {
    const entry = this.waiting.get(jobId);
    if (!entry) return;
    const state = await session.queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') {
      const job = await session.Job.fromId(session.queue, jobId);
      if (!job) return;
      if (state === 'completed') this.settle(jobId, job.returnvalue, resuming);
      else if (resuming) await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      else this.fail(queueFailures.chunkFailed(this.runId, entry.message.chunk, job.attemptsMade, job.failedReason));
    } else if (state === 'unknown') {
      await session.queue.add(JOB_NAME, entry.message, { jobId });
    }
  }

  /** After SWEEP_MS without a completion, chunks waiting that long are looked up one by one. */
  private async sweep(session: Session): Promise<void> {
    const old = Date.now() - SWEEP_MS;
    if (this.lastEventAt > old) return;
    for (const [id, entry] of [...this.waiting]) {
      if (this.failure) return;
      if (entry.since <= old) await this.reconcile(session, id).catch(() => {});
    }
  }

  /** Counts live workers and refreshes the run record. */
  private async refreshStatus(session: Session): Promise<void> {
    try {
      const workers = await liveWorkers(session.link.client);
      this.counts.workers = workers.length;
      this.counts.workerThreads = workers.reduce((sum, w) => sum + w.threads, 0);
      if (!this.failure) await saveRunRecord(session.link.client, this.progressRecord('running'));
    } catch {
      // Redis away: the connection watch decides when that ends the run.
    }
  }

  private progressRecord(state: RunState): RunRecord {
    const { chunksDone, chunksReused, battlesDone } = this.counts;
    return { ...this.record!, state, updatedAt: new Date().toISOString(), chunksDone, chunksReused, battlesDone };
  }

  /** Ends the run: every waiting caller gets the failure, and so does every later chunk. */
  private fail(error: Error | RunFailure): void {
    if (this.failure) return;
    this.failure = error;
    this.rejectFailed(error);
    for (const entry of this.waiting.values()) for (const waiter of entry.waiters) waiter.reject(error);
    this.waiting.clear();
  }

  /** A step that also ends as soon as the run fails (a lost Redis must not leave it hanging). */
  private guard<T>(step: Promise<T>): Promise<T> {
    return Promise.race([step, this.failed]);
  }
}
