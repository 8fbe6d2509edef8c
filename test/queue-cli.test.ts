/**
 * Distributed runs end to end (issue 16, docs/distributed.md): the built CLI as users run it, with
 * a private redis-server per test and real `salvo worker` processes. The outcomes of a queue run
 * must equal a local run's byte for byte — for 1, 2 and 3 workers, when a worker is killed with
 * SIGKILL mid-run, and when the submitter is killed and the run resumed; a Redis that stops
 * mid-run ends the run with exit 1 and a clear message instead of a hang.
 */
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { Job, Queue } from 'bullmq';
import { afterEach, describe, expect, it } from 'vitest';
import { configPath, packageRoot } from '../src/core/paths.js';
import { KEY_PREFIX, QUEUE_NAME } from '../src/engine/queue/queue-settings.js';
import { hasRedisServer, salvoProcess, startRedis, startWorker, type SalvoProcess, type TestRedis } from './support/redis-server.js';

const scenario = configPath('scenarios', 'ti4-fleet-vs-warsun.yaml');
/** 120 chunks of 5,000 battles: enough chunks for several workers to share, and to stop a run halfway. */
const RUN = ['--battles', '600000', '--chunk-size', '5000', '--seed', '7', '--json'];
const bin = join(packageRoot(), 'dist', 'src', 'cli', 'main.js');

/** The reference: the same run on this machine's threads (computed once). */
let reference: string | undefined;
const local = () => {
  if (reference === undefined) {
    const r = spawnSync(process.execPath, [bin, 'run', scenario, ...RUN, '--threads', '2'], { encoding: 'utf8', env: { ...process.env, SALVO_REDIS: '' } });
    expect(r.status).toBe(0);
    reference = JSON.stringify(JSON.parse(r.stdout).outcomes);
  }
  return reference;
};
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** BullMQ's view of the private Redis (for the tests that act in the middle of a run). */
const bullQueue = (port: number) => new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port }, prefix: KEY_PREFIX });

const outcomesOf = (p: SalvoProcess) => JSON.stringify(JSON.parse(p.stdout()).outcomes);
const stopAll = async (processes: SalvoProcess[]) => {
  for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGTERM');
  return Promise.all(processes.map((p) => p.exit));
};

describe.skipIf(!hasRedisServer)('salvo run --redis (BullMQ on a private redis-server)', () => {
  let redis: TestRedis | undefined;
  const started: SalvoProcess[] = [];
  afterEach(async () => {
    await stopAll(started.splice(0));
    await redis?.stop();
  });

  it('gives the local run\'s outcomes byte for byte with 1, 2 and 3 workers (--seed 7)', async () => {
    redis = await startRedis();
    const expected = local();
    const workers: SalvoProcess[] = [];
    for (let n = 1; n <= 3; n++) {
      workers.push(await startWorker(redis.url));
      started.push(workers[n - 1]);
      const submit = salvoProcess(['run', scenario, ...RUN, '--redis', redis.url]);
      expect(await submit.exit).toBe(0);
      expect(outcomesOf(submit)).toBe(expected);
      expect(submit.stderr()).toMatch(/queue run r-[0-9]{8}-[0-9]{6}-[0-9a-f]{6} finished: 120 chunks/);
    }
    expect(await stopAll(workers)).toEqual([0, 0, 0]);
    // Every worker computed chunks, the third one in the three-worker run.
    for (const w of workers) expect(w.stderr()).toMatch(/worker stopped after [1-9]\d* chunks/);
  });

  it('gives the identical result when one of two workers is killed with SIGKILL mid-run', async () => {
    redis = await startRedis();
    const expected = local();
    const doomed = await startWorker(redis.url);
    const survivor = await startWorker(redis.url);
    started.push(doomed, survivor);
    const submit = salvoProcess(['run', scenario, ...RUN, '--redis', redis.url]);
    // Kill the doomed worker while it holds a chunk (BullMQ records who processes each job).
    const queue = bullQueue(redis.port);
    try {
      let held: string | undefined;
      while (!held) {
        held = (await queue.getActive()).find((job) => job.processedBy?.startsWith(`${hostname()}-${doomed.child.pid}-`))?.id;
        if (submit.child.exitCode !== null) throw new Error(`the run ended before the worker was killed: ${submit.stderr()}`);
        if (!held) await pause(20);
      }
      doomed.child.kill('SIGKILL');
      expect(await doomed.exit).toBe('SIGKILL');
      expect(await submit.exit).toBe(0);
      expect(outcomesOf(submit)).toBe(expected);
      expect(submit.stderr()).toMatch(/finished: 120 chunks/);
      // The chunk it held went back to the queue once (stalled-job detection) and was computed by the survivor.
      const job = await Job.fromId(queue, held);
      expect(job?.stalledCounter).toBe(1);
      expect(job?.processedBy).toMatch(new RegExp(`^${hostname()}-${survivor.child.pid}-`));
    } finally {
      await queue.close();
    }
  });

  it('resumes a run whose submitter was killed, reusing its finished chunks', async () => {
    redis = await startRedis();
    const expected = local();
    started.push(await startWorker(redis.url));
    const first = salvoProcess(['run', scenario, ...RUN, '--redis', redis.url]);
    await first.waitFor(/queue run (r-\S+) on /);
    const runId = /queue run (r-\S+) on /.exec(first.stderr())![1];
    const queue = bullQueue(redis.port);
    try {
      while ((await queue.getJobCounts('completed')).completed < 10) await pause(20);
    } finally {
      await queue.close();
    }
    first.child.kill('SIGKILL');
    await first.exit;
    const resumed = salvoProcess(['run', scenario, ...RUN, '--redis', redis.url, '--resume', runId]);
    expect(await resumed.exit).toBe(0);
    expect(outcomesOf(resumed)).toBe(expected);
    expect(resumed.stderr()).toMatch(new RegExp(`queue run ${runId} on redis://127\\.0\\.0\\.1:${redis.port}/? \\(resumed\\)`));
    expect(resumed.stderr()).toMatch(new RegExp(`queue run ${runId} finished: 120 chunks \\(([1-9]\\d*) reused from an earlier attempt\\)`));
  });

  it('refuses to resume a run with another seed, naming it, and says when a run record is gone', async () => {
    redis = await startRedis();
    started.push(await startWorker(redis.url));
    const small = ['--battles', '20000', '--chunk-size', '5000', '--json'];
    const first = salvoProcess(['run', scenario, ...small, '--seed', '7', '--redis', redis.url]);
    expect(await first.exit).toBe(0);
    const runId = /queue run (r-\S+) on /.exec(first.stderr())![1];
    const other = salvoProcess(['run', scenario, ...small, '--seed', '8', '--redis', redis.url, '--resume', runId]);
    expect(await other.exit).toBe(2);
    expect(other.stderr()).toContain(`--resume ${runId}: this command is not the run it resumes: the seed (the run used 7, this command 8)`);
    expect(other.stdout()).toBe('');
    const gone = salvoProcess(['run', scenario, ...small, '--seed', '7', '--redis', redis.url, '--resume', 'r-20200101-000000-abcdef']);
    expect(await gone.exit).toBe(2);
    expect(gone.stderr()).toContain('no such run on');
    expect(gone.stderr()).toContain('a Redis restarted without persistence has lost them');
  });

  it('fails with exit 1 and a clear message when Redis stops mid-run, and so do the workers', async () => {
    redis = await startRedis();
    const worker = await startWorker(redis.url);
    started.push(worker);
    const submit = salvoProcess(['run', scenario, '--battles', '50000000', '--seed', '7', '--redis', redis.url, '--redis-timeout', '2']);
    await submit.waitFor(/queue run r-\S+ on /);
    await pause(300);
    await redis.stop();
    const t0 = Date.now();
    expect(await submit.exit).toBe(1);
    expect((Date.now() - t0) / 1000).toBeLessThan(20);
    expect(submit.stderr()).toMatch(new RegExp(`salvo: lost the connection to Redis at redis://127\\.0\\.0\\.1:${redis.port}/? for 2 s \\(.+\\); run r-\\S+ stopped\\. .*--resume r-`));
    expect(submit.stderr()).not.toMatch(/internal error|at .+\.js:\d+/);
    expect(await worker.exit).toBe(1);
    expect(worker.stderr()).toMatch(/lost the connection to Redis .* the worker stopped/);
  });
});

describe('queue options (no Redis needed)', () => {
  const salvo = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, SALVO_REDIS: '' } });

  it('refuses a bad URL with exit 2 and never prints its password', () => {
    const r = salvo('run', scenario, '--redis', 'http://user:s3cret@host:6379');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--redis: is not a Redis URL — got http:\/\/user:\*\*\*@host:6379\/?, expected redis:\/\//);
    expect(r.stderr).not.toMatch(/s3cret/);
  });

  it('refuses --resume without --redis, and a worker without a URL', () => {
    expect(salvo('run', scenario, '--resume', 'r-20260101-120000-abcdef').stderr).toMatch(/--resume: needs a Redis URL — expected --redis URL or the SALVO_REDIS environment variable/);
    const worker = salvo('worker');
    expect(worker.status).toBe(2);
    expect(worker.stderr).toMatch(/salvo worker: needs a Redis URL/);
  });

  it('fails with exit 1 and a clear message when Redis cannot be reached', () => {
    const r = salvo('run', scenario, '--battles', '1000', '--redis', 'redis://:hunter2@127.0.0.1:1', '--redis-timeout', '1');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/salvo: cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1\/? after 1 s \(.*ECONNREFUSED.*\)/);
    expect(r.stderr).not.toMatch(/hunter2|internal error/);
  });
});
