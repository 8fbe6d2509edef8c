/**
 * The benchmark harness (`npm run bench`): battles per second for each scenario in
 * bench/scenarios.json on one thread and on all threads, written with its context (node, cpu,
 * commit) to bench/out/latest.json. Results are data; the printed table marks each target.
 *
 * For the case marked `cli` it also times `salvo run` as a user runs it: 100k and --battles battles
 * on all threads (peak memory of the two within 20%: the TI4 state tables stay bounded) and 6M
 * battles with --threads 1, start-up included (issue 17: >= 5M battles/s).
 *
 * Options: --seconds S (time per one-thread measurement, default 2), --battles N (battles of the
 * all-threads run, default 10,000,000), --only TEXT (scenarios whose name contains TEXT).
 * Opt-in: --redis runs only the distributed-run comparison instead (bench/redis-bench.ts: a TI4
 * run on the local pool vs. through Redis with two local workers; default 20,000,000 battles per
 * run, --rounds R alternating rounds (default 3); --redis-url URL to use a running Redis).
 */
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chunkStream } from '../src/core/rng.js';
import { createTally } from '../src/core/tally.js';
import { packageRoot } from '../src/core/paths.js';
import { renderTable, thousands } from '../src/core/table.js';
import { DEFAULT_CHUNK_SIZE } from '../src/engine/chunks.js';
import { runPlan } from '../src/engine/run.js';
import { createPoolRunner } from '../workers/runners.js';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { solveExact } from '../src/games/ti4/exact/solve.js';
import { exactTi4Result } from '../src/games/ti4/exact/result.js';
import type { Ti4Plan } from '../src/games/ti4/plan.js';
import type { Ti4Scenario } from '../src/games/ti4/scenario.js';
import { writeFileAtomic, toJsonText } from '../src/cli/output.js';

interface BenchCase {
  name: string;
  file: string;
  targetPerThread?: number;
  /** Battles per chunk and battles of the all-threads run, when the defaults are too many (whole games). */
  chunkSize?: number;
  battles?: number;
  /** Also time `salvo run` end to end on it (100k and --battles), with peak memory. */
  cli?: boolean;
}

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '2' },
    battles: { type: 'string', default: '10000000' },
    only: { type: 'string' },
    redis: { type: 'boolean', default: false },
    'redis-url': { type: 'string' },
    rounds: { type: 'string', default: '3' },
  },
});
const root = packageRoot();
if (values.redis) {
  const { redisBench } = await import('./redis-bench.js');
  const battles = process.argv.includes('--battles') ? Number(values.battles) : 20_000_000;
  await redisBench({ battles, rounds: Number(values.rounds), commit: execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim(), ...(values['redis-url'] ? { redisUrl: values['redis-url'] } : {}) });
  process.exit(0);
}
const cases = (JSON.parse(readFileSync(join(root, 'bench', 'scenarios.json'), 'utf8')) as BenchCase[]).filter(
  (c) => values.only === undefined || c.name.includes(values.only),
);
const threads = availableParallelism();
/** The exact solver's target on 20 units a side, in milliseconds. */
const EXACT_TARGET_MS = 50;

/** One-thread rate: whole chunks in this thread, after a warm-up, for about `seconds`. */
function oneThreadRate(file: string, seconds: number, chunkSize = DEFAULT_CHUNK_SIZE): number {
  const { game, scenario } = loadScenarioFile(join(root, file));
  const plan = game.compile(scenario);
  const simulator = game.createSimulator(plan);
  simulator.run(chunkStream(0, 0), createTally(plan.tallySize), chunkSize * 5, null);
  let battles = 0;
  let chunk = 1;
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    simulator.run(chunkStream(0, chunk++), createTally(plan.tallySize), chunkSize, null);
    battles += chunkSize;
  }
  return battles / ((performance.now() - t0) / 1000);
}

/** All-threads rate: a full engine run on a warmed pool with one worker per core. */
async function poolRate(file: string, battles: number, chunkSize = DEFAULT_CHUNK_SIZE): Promise<{ rate: number; seconds: number }> {
  const { game, scenario } = loadScenarioFile(join(root, file));
  const runner = createPoolRunner(threads);
  try {
    const plan = game.compile(scenario);
    await runPlan({ plan, seed: 0, chunkSize, battles: chunkSize * threads * 10, runner });
    const output = await runPlan({ plan, seed: 1, chunkSize, battles, runner });
    return { rate: battles / output.wallSeconds, seconds: output.wallSeconds };
  } finally {
    await runner.close();
  }
}

const commit = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
})();

/** The whole CLI as a user runs it: wall time, start-up included, and peak memory (from the result's provenance). */
function cliRun(file: string, battles: number, cliThreads = threads): { battles: number; threads: number; wallSeconds: number; processSeconds: number; perSecond: number; peakRssMB: number } {
  const t0 = performance.now();
  const out = execFileSync(process.execPath, [join(root, 'dist', 'src', 'cli', 'main.js'), 'run', join(root, file), '--battles', String(battles), '--threads', String(cliThreads), '--json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const provenance = (JSON.parse(out) as { provenance: { wallSeconds: number; peakRssMB: number } }).provenance;
  const processSeconds = (performance.now() - t0) / 1000;
  return { battles, threads: cliThreads, wallSeconds: provenance.wallSeconds, processSeconds: Number(processSeconds.toFixed(3)), perSecond: Math.round(battles / processSeconds), peakRssMB: provenance.peakRssMB };
}

/** `salvo run --threads 1` over 6M battles of the bench fight, start-up included (issue 17: >= 5M/s). */
const CLI_ONE_THREAD_BATTLES = 6_000_000;
const CLI_ONE_THREAD_TARGET = 5_000_000;
/** Peak memory of 10M battles within 20% of 100k battles' (issue 17: the state tables stay bounded). */
const FLAT_MEMORY_RATIO = 1.2;

const results = [];
for (const c of cases) {
  const perThread = oneThreadRate(c.file, Number(values.seconds), c.chunkSize);
  const pool = await poolRate(c.file, c.battles ?? Number(values.battles), c.chunkSize);
  results.push({
    name: c.name,
    file: c.file,
    perThread: Math.round(perThread),
    allThreads: Math.round(pool.rate),
    allThreadsSeconds: Number(pool.seconds.toFixed(3)),
    speedup: Number((pool.rate / perThread).toFixed(2)),
    targetPerThread: c.targetPerThread ?? null,
    meetsTarget: c.targetPerThread === undefined ? null : perThread >= c.targetPerThread,
  });
}
/**
 * The exact solver on a 20-unit-a-side battle: the first call as `salvo run --exact` times it
 * (compile and solve, cold, from the result's provenance), then the median and worst of 15 solves.
 * Target: a median under 50 ms (bench/scenarios/ti4-exact-20-units.yaml).
 */
function exactTiming(file: string) {
  const { game, scenario } = loadScenarioFile(join(root, file));
  const firstMs = exactTi4Result(scenario as Ti4Scenario).provenance.wallSeconds * 1000;
  const plan = game.compile(scenario) as Ti4Plan;
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    solveExact(plan);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (x: number) => Number(x.toFixed(2));
  const medianMs = round(times[7]);
  return { file, units: plan.sides[0].unitCount + plan.sides[1].unitCount, medianMs, worstMs: round(times[14]), firstMs: round(firstMs), targetMs: EXACT_TARGET_MS, meetsTarget: medianMs < EXACT_TARGET_MS };
}

const exact = values.only === undefined || 'ti4 exact'.includes(values.only) ? exactTiming('bench/scenarios/ti4-exact-20-units.yaml') : undefined;
const cliCase = cases.find((c) => c.cli);
const cli = cliCase
  ? (() => {
      const small = cliRun(cliCase.file, 100_000);
      const large = cliRun(cliCase.file, Number(values.battles));
      const oneThread = cliRun(cliCase.file, CLI_ONE_THREAD_BATTLES, 1);
      return {
        name: cliCase.name, small, large, oneThread,
        oneThreadTarget: CLI_ONE_THREAD_TARGET, oneThreadMeetsTarget: oneThread.perSecond >= CLI_ONE_THREAD_TARGET,
        memoryFlat: large.peakRssMB <= small.peakRssMB * FLAT_MEMORY_RATIO,
      };
    })()
  : undefined;
const report = {
  cli,
  exact,
  context: { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: threads, commit, date: new Date().toISOString(), chunkSize: DEFAULT_CHUNK_SIZE, poolBattles: Number(values.battles) },
  results,
};
mkdirSync(join(root, 'bench', 'out'), { recursive: true });
writeFileAtomic(join(root, 'bench', 'out', 'latest.json'), toJsonText(report));
const rows = [['scenario', '1 thread /s', `${threads} threads /s`, 'speedup', 'target /thread', 'ok']];
for (const r of results) {
  rows.push([r.name, thousands(r.perThread), thousands(r.allThreads), `${r.speedup}x`, r.targetPerThread ? thousands(r.targetPerThread) : '-', r.meetsTarget === null ? '-' : r.meetsTarget ? 'yes' : 'NO']);
}
const cliLine = cli
  ? `\nsalvo run (${cli.name}, ${threads} threads): ${thousands(cli.large.battles)} battles in ${cli.large.processSeconds} s (engine ${cli.large.wallSeconds} s), peak RSS ${cli.large.peakRssMB} MB vs ${cli.small.peakRssMB} MB for ${thousands(cli.small.battles)} (within ${Math.round((FLAT_MEMORY_RATIO - 1) * 100)}%: ${cli.memoryFlat ? 'yes' : 'NO'})\n` +
    `salvo run --threads 1: ${thousands(cli.oneThread.battles)} battles in ${cli.oneThread.processSeconds} s with start-up = ${thousands(cli.oneThread.perSecond)}/s; target ${thousands(CLI_ONE_THREAD_TARGET)}/s: ${cli.oneThreadMeetsTarget ? 'yes' : 'NO'}\n`
  : '';
const exactLine = exact
  ? `ti4 exact solver, ${exact.units} units: median ${exact.medianMs} ms, worst ${exact.worstMs} ms (first, cold, with compile: ${exact.firstMs} ms); target < ${exact.targetMs} ms: ${exact.meetsTarget ? 'yes' : 'NO'}\n`
  : '';
process.stdout.write(`${renderTable(rows)}\n${cliLine}${exactLine}\nnode ${process.version}, ${report.context.cpu}, commit ${commit}; written to bench/out/latest.json\n`);
