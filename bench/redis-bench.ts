/**
 * The distributed-run benchmark (`npm run bench -- --redis`, issue 16): one TI4 run on this
 * machine's piscina pool, then the same run through a Redis queue computed by two local
 * `salvo worker` processes that share the same cores (so the figure is the queue's overhead, not
 * extra hardware). Both runs are warmed up first; the queue run must reach 85% of the pool's rate.
 * Starts its own redis-server on a free loopback port unless --redis-url is given. Writes
 * bench/out/redis.json with the machine's load average before and after, since a busy machine
 * moves both figures.
 */
import { mkdirSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { renderTable, thousands } from '../src/core/table.js';
import { DEFAULT_CHUNK_SIZE } from '../src/engine/chunks.js';
import { QueueRunner } from '../src/engine/queue/queue-runner.js';
import { parseRedisUrl } from '../src/engine/queue/redis-url.js';
import { runPlan } from '../src/engine/run.js';
import { PoolRunner, type ChunkRunner } from '../src/engine/runners.js';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { toJsonText, writeFileAtomic } from '../src/cli/output.js';
import { salvoProcess, startRedis, type SalvoProcess } from '../test/support/redis-server.js';

/** The queue run must reach this share of the local pool's rate. */
const TARGET_SHARE = 0.85;
const WORKERS = 2;

/** Battles per second of one warmed-up run of `battles` battles on `runner`. */
async function rateOn(runner: ChunkRunner, file: string, battles: number): Promise<{ rate: number; seconds: number }> {
  const { game, scenario } = loadScenarioFile(file);
  const plan = game.compile(scenario);
  await runPlan({ plan, seed: 0, chunkSize: DEFAULT_CHUNK_SIZE, battles: DEFAULT_CHUNK_SIZE * 20, runner });
  const output = await runPlan({ plan, seed: 1, chunkSize: DEFAULT_CHUNK_SIZE, battles, runner });
  return { rate: battles / output.wallSeconds, seconds: output.wallSeconds };
}

/** Runs the comparison and prints and writes its figures. */
export async function redisBench(options: { battles: number; redisUrl?: string; commit: string }): Promise<void> {
  const root = packageRoot();
  const file = join(root, 'bench', 'scenarios', 'ti4-fleet-vs-warsun.yaml');
  const cores = availableParallelism();
  const threadsPerWorker = Math.max(1, Math.floor(cores / WORKERS));
  const loadBefore = loadavg();

  const pool = new PoolRunner(cores);
  const local = await rateOn(pool, file, options.battles).finally(() => pool.close());

  const redis = options.redisUrl === undefined ? await startRedis() : undefined;
  const url = options.redisUrl ?? redis!.url;
  const workers: SalvoProcess[] = [];
  let queued: { rate: number; seconds: number };
  try {
    for (let i = 0; i < WORKERS; i++) workers.push(salvoProcess(['worker', '--redis', url, '--threads', String(threadsPerWorker)]));
    await Promise.all(workers.map((w) => w.waitFor(/worker ready/)));
    const runner = new QueueRunner({ target: parseRedisUrl(url, '--redis-url'), threads: 64, timeoutSeconds: 10, label: 'bench', log: () => {} });
    queued = await rateOn(runner, file, options.battles).finally(() => runner.close());
  } finally {
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exit));
    await redis?.stop();
  }

  const share = queued.rate / local.rate;
  const report = {
    context: { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores, commit: options.commit, date: new Date().toISOString(), chunkSize: DEFAULT_CHUNK_SIZE, battles: options.battles, loadBefore, loadAfter: loadavg() },
    local: { threads: cores, rate: Math.round(local.rate), seconds: Number(local.seconds.toFixed(3)) },
    queue: { workers: WORKERS, threadsPerWorker, rate: Math.round(queued.rate), seconds: Number(queued.seconds.toFixed(3)) },
    share: Number(share.toFixed(3)),
    target: TARGET_SHARE,
    meetsTarget: share >= TARGET_SHARE,
  };
  mkdirSync(join(root, 'bench', 'out'), { recursive: true });
  writeFileAtomic(join(root, 'bench', 'out', 'redis.json'), toJsonText(report));
  const rows = [
    ['run', 'battles/s', 'seconds'],
    [`local pool, ${cores} threads`, thousands(local.rate), local.seconds.toFixed(2)],
    [`Redis queue, ${WORKERS} workers × ${threadsPerWorker} thread(s)`, thousands(queued.rate), queued.seconds.toFixed(2)],
  ];
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  process.stdout.write(
    `${renderTable(rows)}\n\nqueue / local: ${(share * 100).toFixed(1)}% (target ≥ ${TARGET_SHARE * 100}%: ${report.meetsTarget ? 'yes' : 'NO'}); ` +
      `${thousands(options.battles)} battles of ${file.slice(root.length + 1)}; load average ${load(loadBefore)} before, ${load(report.context.loadAfter)} after; written to bench/out/redis.json\n`,
  );
}
