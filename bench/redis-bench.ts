/**
 * The distributed-run benchmark (`npm run bench -- --redis`, issue 16): a TI4 run on this machine's
 * piscina pool against the same run through a Redis queue computed by two local `salvo worker`
 * processes sharing the same cores (so the figure is the queue's overhead, not extra hardware).
 * Both are warmed up, then measured in alternating rounds (a busy machine moves single figures a
 * lot); the queue must reach 85% of the pool's rate (ratio of the median rates). Also reported:
 * CPU seconds per million battles of each (pool: this process; queue: this process, the workers and
 * redis-server), whose ratio is the queue's efficiency whatever else loads the machine.
 * Starts its own redis-server on a free loopback port unless --redis-url is given (then its CPU
 * is not counted). Writes bench/out/redis.json with the load average before and after.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { renderTable, thousands } from '../src/core/table.js';
import { DEFAULT_CHUNK_SIZE } from '../src/engine/chunks.js';
import { QueueRunner } from '../src/engine/queue/queue-runner.js';
import { parseRedisUrl } from '../src/engine/queue/redis-url.js';
import { runPlan } from '../src/engine/run.js';
import type { ChunkRunner } from '../src/engine/runners.js';
import { createPoolRunner } from '../workers/runners.js';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { toJsonText, writeFileAtomic } from '../src/cli/output.js';
import { salvoProcess, startRedis, type SalvoProcess } from '../test/support/redis-server.js';

/** The queue run must reach this share of the local pool's rate. */
const TARGET_SHARE = 0.85;
const WORKERS = 2;

/** CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs the comparison and prints and writes its figures. */
export async function redisBench(options: { battles: number; rounds: number; redisUrl?: string; commit: string }): Promise<void> {
  const root = packageRoot();
  const file = join(root, 'bench', 'scenarios', 'ti4-fleet-vs-warsun.yaml');
  const { game, scenario } = loadScenarioFile(file);
  const plan = game.compile(scenario);
  const cores = availableParallelism();
  const threadsPerWorker = Math.max(1, Math.floor(cores / WORKERS));
  const loadBefore = loadavg();

  const redis = options.redisUrl === undefined ? await startRedis() : undefined;
  const url = options.redisUrl ?? redis!.url;
  const workers: SalvoProcess[] = [];
  const pool = createPoolRunner(cores);
  const queue = new QueueRunner({ target: parseRedisUrl(url, '--redis-url'), threads: 64, timeoutSeconds: 10, label: 'bench', log: () => {} });
  const outsideCpu = () => workers.reduce((sum, w) => sum + processCpuSeconds(w.child.pid!), 0) + (redis ? processCpuSeconds(redis.pid) : 0);
  const measure = async (runner: ChunkRunner, seed: number, outside: () => number) => {
    const cpu0 = process.cpuUsage();
    const outside0 = outside();
    const output = await runPlan({ plan, seed, chunkSize: DEFAULT_CHUNK_SIZE, battles: options.battles, runner });
    const cpu = process.cpuUsage(cpu0);
    return { rate: options.battles / output.wallSeconds, cpuPerMillion: ((cpu.user + cpu.system) / 1e6 + outside() - outside0) / (options.battles / 1e6) };
  };
  const local: { rate: number; cpuPerMillion: number }[] = [];
  const queued: { rate: number; cpuPerMillion: number }[] = [];
  try {
    for (let i = 0; i < WORKERS; i++) workers.push(salvoProcess(['worker', '--redis', url, '--threads', String(threadsPerWorker)]));
    await Promise.all(workers.map((w) => w.waitFor(/worker ready/)));
    for (const runner of [pool, queue]) await runPlan({ plan, seed: 0, chunkSize: DEFAULT_CHUNK_SIZE, battles: DEFAULT_CHUNK_SIZE * 20, runner });
    for (let round = 1; round <= options.rounds; round++) {
      local.push(await measure(pool, round, () => 0));
      queued.push(await measure(queue, round, outsideCpu));
    }
  } finally {
    await pool.close();
    await queue.close();
    for (const w of workers) w.child.kill('SIGTERM');
    await Promise.all(workers.map((w) => w.exit));
    await redis?.stop();
  }

  const summary = (runs: typeof local) => ({ rate: Math.round(median(runs.map((r) => r.rate))), rates: runs.map((r) => Math.round(r.rate)), cpuSecondsPerMillion: Number(median(runs.map((r) => r.cpuPerMillion)).toFixed(3)) });
  const pooled = summary(local);
  const remote = summary(queued);
  const share = remote.rate / pooled.rate;
  const efficiency = pooled.cpuSecondsPerMillion / remote.cpuSecondsPerMillion;
  const report = {
    context: { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores, commit: options.commit, date: new Date().toISOString(), chunkSize: DEFAULT_CHUNK_SIZE, battles: options.battles, rounds: options.rounds, loadBefore, loadAfter: loadavg() },
    local: { threads: cores, ...pooled },
    queue: { workers: WORKERS, threadsPerWorker, redisCpuCounted: redis !== undefined, ...remote },
    share: Number(share.toFixed(3)),
    cpuEfficiency: Number(efficiency.toFixed(3)),
    target: TARGET_SHARE,
    meetsTarget: share >= TARGET_SHARE,
  };
  mkdirSync(join(root, 'bench', 'out'), { recursive: true });
  writeFileAtomic(join(root, 'bench', 'out', 'redis.json'), toJsonText(report));
  const rows = [
    ['run', 'median battles/s', 'rounds (battles/s)', 'CPU s per 1M battles'],
    [`local pool, ${cores} threads`, thousands(pooled.rate), pooled.rates.map(thousands).join(' '), pooled.cpuSecondsPerMillion.toFixed(2)],
    [`Redis queue, ${WORKERS} workers × ${threadsPerWorker} thread(s)`, thousands(remote.rate), remote.rates.map(thousands).join(' '), remote.cpuSecondsPerMillion.toFixed(2)],
  ];
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  process.stdout.write(
    `${renderTable(rows)}\n\nqueue / local rate: ${(share * 100).toFixed(1)}% (target ≥ ${TARGET_SHARE * 100}%: ${report.meetsTarget ? 'yes' : 'NO'}); ` +
      `CPU efficiency (local CPU / queue CPU per battle): ${(efficiency * 100).toFixed(1)}%\n` +
      `${thousands(options.battles)} battles of ${file.slice(root.length + 1)} per run; load average ${load(loadBefore)} before, ${load(report.context.loadAfter)} after; written to bench/out/redis.json\n`,
  );
}
