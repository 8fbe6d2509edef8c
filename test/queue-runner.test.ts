/**
 * The queue runner and worker in this process, against a private redis-server per test (issue 16,
 * "Faults" and "Security"): a chunk's tally is merged once even when its completion arrives twice;
 * the same chunk asked twice is one job; a tampered result, job or plan is rejected, never merged
 * or computed; a chunk that keeps failing ends the run after its retries with a message naming it.
 */
import { Job, Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { planKey, runPlan } from '../src/engine/run.js';
import type { ChunkRunner } from '../src/engine/runners.js';
import { createInProcessRunner } from '../workers/runners.js';
import { chunkJobId, chunkMessage } from '../src/engine/queue/chunk-messages.js';
import { startChunkWorker, type ChunkWorker } from '../src/engine/queue/chunk-worker.js';
import { queueFailures } from '../src/engine/queue/messages.js';
import { QueueRunner } from '../src/engine/queue/queue-runner.js';
import { CHUNK_RETRIES, KEY_PREFIX, planRedisKey, QUEUE_NAME } from '../src/engine/queue/queue-settings.js';
import { parseRedisUrl, type RedisTarget } from '../src/engine/queue/redis-url.js';
import { ti4 } from '../src/games/ti4/game.js';
import { hasRedisServer, startRedis, type TestRedis } from './support/redis-server.js';

const plan = ti4.compile(ti4.parseScenario({ game: 'ti4', attacker: { units: { dreadnought: 2 } }, defender: { units: { dreadnought: 2 } } }, 'test'));
const RUN = { plan, seed: 7, chunkSize: 2_000, battles: 20_000 };
const local = () => runPlan({ ...RUN, runner: createInProcessRunner() });
const EVENTS = `${KEY_PREFIX}:${QUEUE_NAME}:events`;
const PLAN_KEY = planKey(plan);

/** Everything a test opened, closed after it whatever happened. */
const opened: { close(): Promise<unknown> }[] = [];
let redis: TestRedis | undefined;
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close().catch(() => {});
  await redis?.stop();
});

const open = <T extends { close(): Promise<unknown> }>(item: T): T => {
  opened.push(item);
  return item;
};
const queueRunner = (target: RedisTarget) => open(new QueueRunner({ target, threads: 4, timeoutSeconds: 3, label: 'test', log: () => {} }));
const client = (url: string) => {
  const c = new Redis(url, { maxRetriesPerRequest: null });
  opened.push({ close: () => c.quit() });
  return c;
};
async function inProcessWorker(target: RedisTarget, log: (line: string) => void = () => {}, runner: ChunkRunner = createInProcessRunner()): Promise<ChunkWorker> {
  const worker = await startChunkWorker({
    target, runner, threads: 1, concurrency: 2, lockDurationMs: 5_000, timeoutSeconds: 3, isKnownGame: (id) => id === 'ti4', log,
  });
  opened.push({ close: () => (worker.stop(), worker.stopped) });
  return worker;
}
const until = async (condition: () => boolean | Promise<boolean>) => {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 20));
};

describe.skipIf(!hasRedisServer)('queue runner and worker (in process, private redis-server)', () => {
  it('merges each chunk once when its completion arrives twice, and adds the same chunk once', async () => {
    redis = await startRedis();
    const target = parseRedisUrl(redis.url, 'test');
    await inProcessWorker(target);
    // A second completion of every chunk, with a different (well-formed) tally: all battles "won".
    const rogue = client(redis.url);
    const events = open(new QueueEvents(QUEUE_NAME, { connection: client(redis.url), prefix: KEY_PREFIX }));
    await events.waitUntilReady();
    const forged = new Set<string>();
    events.on('completed', ({ jobId, returnvalue }) => {
      if (forged.has(jobId)) return;
      forged.add(jobId);
      const tally = (returnvalue as number[]).map((v, i) => (i === 1 ? returnvalue[0] : i > 1 && i <= plan.outcomes.length ? 0 : v));
      void rogue.xadd(EVENTS, '*', 'event', 'completed', 'jobId', jobId, 'returnvalue', JSON.stringify(tally));
    });
    const runner = queueRunner(target);
    const expected = Array.from((await local()).tally);
    expect(Array.from((await runPlan({ ...RUN, runner })).tally)).toEqual(expected);
    await until(() => runner.status().duplicatesIgnored === 10);
    // Asked again on the same run: the finished jobs are found by id, nothing is added or recomputed.
    expect(Array.from((await runPlan({ ...RUN, runner })).tally)).toEqual(expected);
    const queue = open(new Queue(QUEUE_NAME, { connection: client(redis.url), prefix: KEY_PREFIX }));
    expect(await queue.getJobCounts('completed', 'waiting', 'active')).toEqual({ completed: 10, waiting: 0, active: 0 });
    expect(runner.status()).toMatchObject({ chunksDone: 20, battlesDone: 40_000, duplicatesIgnored: 10 });
  });

  it('rejects a malformed result instead of merging it, and ends the run naming the chunk', async () => {
    redis = await startRedis();
    const target = parseRedisUrl(redis.url, 'test');
    // Not a salvo worker: it returns three counts whatever the plan.
    open(new Worker(QUEUE_NAME, async () => [5, 1, 1], { connection: client(redis.url), prefix: KEY_PREFIX }));
    const runner = queueRunner(target);
    await expect(runPlan({ ...RUN, runner })).rejects.toThrow(
      new RegExp(`^run ${runner.runId}: rejected the result of chunk \\d+ from the queue \\(tally: 3 counts, expected ${plan.tallySize} for this plan\\); nothing of it was merged`),
    );
    expect(runner.status().chunksDone).toBe(0);
  });

  it('refuses a job altered on the queue, and a plan whose hash does not match its key', async () => {
    redis = await startRedis();
    const target = parseRedisUrl(redis.url, 'test');
    const redisClient = client(redis.url);
    const runner = queueRunner(target);
    const running = runPlan({ ...RUN, runner });
    running.catch(() => {});
    // Before any worker runs: alter the stored plan (more slots) and add a job whose data was changed.
    await until(async () => (await redisClient.exists(planRedisKey(PLAN_KEY))) === 1);
    await redisClient.set(planRedisKey(PLAN_KEY), JSON.stringify({ ...plan, tallySize: plan.tallySize + 1 }));
    const queue = open(new Queue(QUEUE_NAME, { connection: client(redis.url), prefix: KEY_PREFIX }));
    const genuine = chunkMessage(runner.runId, { planKey: PLAN_KEY, plan, seed: 7, chunk: 999, battles: 10 });
    await queue.add('chunk', { ...genuine, battles: 10_000_000 }, { jobId: chunkJobId(genuine) });
    await queue.add('chunk', { evil: true }, { jobId: 'r-evil-1' });
    const logged: string[] = [];
    await inProcessWorker(target, (line) => logged.push(line));
    await expect(running).rejects.toThrow(
      new RegExp(`^run ${runner.runId}: chunk \\d+ failed after 1 attempt \\(rejected: plan ${PLAN_KEY}: its hash does not match its key \\(altered on the queue\\?\\)\\); the run stopped\\.`),
    );
    const failedReason = async (id: string) => (await queue.getJobState(id)) === 'failed' ? (await Job.fromId(queue, id))?.failedReason : undefined;
    await until(async () => (await failedReason(chunkJobId(genuine))) !== undefined && (await failedReason('r-evil-1')) !== undefined);
    expect(await failedReason(chunkJobId(genuine))).toMatch(/^rejected: job r-\S+: its id does not match its data \(altered on the queue\?\)$/);
    expect(await failedReason('r-evil-1')).toMatch(/^rejected: job r-evil-1: .*unknown field "evil"/);
    expect(logged).toEqual(expect.arrayContaining([
      expect.stringMatching(/^rejected job r-evil-1: .*unknown field "evil".* \(not computed; only salvo submitters should write to this Redis\)$/),
      expect.stringMatching(new RegExp(`^rejected job ${chunkJobId(genuine)}: .*its id does not match its data`)),
      expect.stringMatching(new RegExp(`^rejected job ${runner.runId}-[0-9a-f]{24}: plan ${PLAN_KEY}: its hash does not match its key`)),
    ]));
  });

  it(`retries a failing chunk ${CHUNK_RETRIES} times, then ends the run with a message naming it`, async () => {
    redis = await startRedis();
    const target = parseRedisUrl(redis.url, 'test');
    const redisClient = client(redis.url);
    const runner = queueRunner(target);
    const running = runPlan({ ...RUN, battles: 2_000, runner });
    running.catch(() => {});
    // The plan vanishes before a worker fetches it: every attempt fails.
    await until(async () => (await redisClient.exists(planRedisKey(PLAN_KEY))) === 1);
    await redisClient.del(planRedisKey(PLAN_KEY));
    await inProcessWorker(target);
    const failure = await running.then(() => undefined, (error: Error) => error);
    expect(failure?.message).toBe(queueFailures.chunkFailed(runner.runId, 0, CHUNK_RETRIES + 1, `plan ${PLAN_KEY} is not on the queue (expired after 24 hours, or deleted)`).message);
  });

  it('hands its chunks back to the queue when stopped twice, for another worker to finish', async () => {
    redis = await startRedis();
    const target = parseRedisUrl(redis.url, 'test');
    const logged: string[] = [];
    // A worker whose chunks never finish on their own; it holds both once it has started both.
    let started = 0;
    const never = { threads: 1, run: () => (started++, new Promise<never>(() => {})), close: async () => {} };
    const stuck = await inProcessWorker(target, (line) => logged.push(line), never);
    const runner = queueRunner(target);
    const running = runPlan({ ...RUN, battles: 4_000, runner });
    running.catch(() => {}); // awaited below; a failed expectation before that must not add an unhandled rejection
    const queue = open(new Queue(QUEUE_NAME, { connection: client(redis.url), prefix: KEY_PREFIX }));
    await until(() => started === 2);
    stuck.stop();
    stuck.stop();
    await stuck.stopped;
    expect(logged).toEqual(expect.arrayContaining(['stopping: finishing 2 chunks (a second Ctrl-C hands them back to the queue now)', 'stopping: handing 2 chunks back to the queue']));
    expect(await queue.getJobCounts('active', 'waiting', 'completed')).toEqual({ active: 0, waiting: 2, completed: 0 });
    await inProcessWorker(target);
    expect(Array.from((await running).tally)).toEqual(Array.from((await runPlan({ ...RUN, battles: 4_000, runner: createInProcessRunner() })).tally));
  });
});
