/**
 * The benchmark harness (`npm run bench`): battles per second for each scenario in
 * bench/scenarios.json on one thread and on all threads, as data: every figure is a set of samples
 * summarized as mean, sd, min, quartiles and max (bench/sample-stats.ts), with its context (node,
 * cpu, commit, date, load average before and after). Each run is written to bench/out/latest.json
 * and appended as one line to bench/out/history.jsonl; `npm run bench:readme` turns the history
 * into README.md's benchmark table. Never part of `npm test`.
 *
 * One thread: tinybench times one chunk per sample in this thread (after a warm-up), for about
 * `--seconds`; CPU µs per battle is also recorded, as it moves far less than wall time when other
 * work shares the machine. All threads: `--samples` runs on a warmed pool with one worker per
 * core, together `--battles` battles, one sample per run. The speedup is the ratio of wall-clock
 * rates, which other load on the machine moves; the CPU efficiency (one thread's CPU µs per battle
 * over the pool's) is not: 1.0 means a battle costs the pool no more CPU than one thread, so the
 * pool reaches `threads`× on otherwise idle cores whenever its workers are kept busy.
 *
 * For the case marked `cli` it also times `salvo run` as a user runs it: 100k and --battles battles
 * on all threads (peak memory of the two within 20%: the TI4 state tables stay bounded) and 6M
 * battles with --threads 1, start-up included (issue 17: >= 5M battles/s).
 *
 * Start-up (issue 17, item 4): with the `cli` case, also `salvo run` of 10,000 battles as a child
 * process, --startup-samples K times (default 11) alternating with `salvo --version` and
 * `node -e 0` (bench/startup.ts); --startup measures only that (a few seconds), and
 * --baseline PATH alternates it with the same run from another built checkout.
 *
 * Targets (bench/targets.ts) are ratios to references measured in the same run, so that they hold
 * on any machine: each case's one-thread rate against the dice kernel timed just before and after
 * it (bench/dice-kernel.ts), or against another case; the paired speedup against the threads;
 * `salvo run --threads 1` against the engine's one-thread rate; start-up against `node -e 0`; the
 * exact solver against the kernel. Progress goes to stderr (which case, which part, how far); the
 * summary table of the targets comes last, and the exit code is 1 when one was missed (--no-fail:
 * report only, exit 0).
 *
 * Options: --seconds S (time per one-thread measurement, default 2), --battles N (battles of the
 * all-threads runs together, default 10,000,000), --samples K (all-threads runs, default 3),
 * --only TEXT (scenarios whose name contains TEXT), --no-fail.
 * Opt-in: --redis runs only the distributed-run comparison instead (bench/redis-bench.ts: a TI4
 * run on the local pool vs. through Redis with two local workers; default 20,000,000 battles per
 * run, --rounds R alternating rounds (default 3); --redis-url URL to use a running Redis). --pairs
 * P: rounds of the paired speedup of the cases marked `paired` (default 12; pairedSpeedupOf).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { max, median, min } from 'simple-statistics';
import { Bench } from 'tinybench';
import { chunkStream } from '../src/core/rng.js';
import { createTally } from '../src/core/tally.js';
import { packageRoot } from '../src/core/paths.js';
import { thousands } from '../src/core/table.js';
import { DEFAULT_CHUNK_SIZE } from '../src/engine/chunks.js';
import { runPlan } from '../src/engine/run.js';
import type { ChunkRunner } from '../src/engine/runners.js';
import type { PlanBase, Simulator } from '../src/engine/simulator.js';
import { createPoolRunner } from '../workers/runners.js';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { writeFileAtomic, toJsonText } from '../src/cli/output.js';
import { benchArgs } from './cli-args.js';
import { benchContext, loadNow, shortCommit } from './context.js';
import { appendHistory, historyFile, type BenchCaseResult, type BenchRecord, type PairedSpeedup } from './history.js';
import { consoleTable } from './readme-table.js';
import { sampleStats } from './sample-stats.js';
import { startupLine, startupTiming } from './startup.js';
import { cliRun as cliRunAt, exactTiming as exactTimingAt } from './cli-timing.js';
import { diceKernelRate } from './dice-kernel.js';
import { benchExitCode, caseTargets, FLAT_MEMORY_RATIO, runTargets, targetsTable, type CaseTargetSpec, type TargetResult } from './targets.js';

interface BenchCase {
  name: string;
  file: string;
  /** Its targets, as ratios to references of the same run (bench/targets.ts). */
  target?: CaseTargetSpec;
  /** Battles per chunk and battles of the all-threads run, when the defaults are too many (whole games). */
  chunkSize?: number;
  battles?: number;
  /** Also time `salvo run` end to end on it (100k and --battles), with peak memory. */
  cli?: boolean;
  /** Also measure its speedup in pairs (pairedSpeedupOf): the cases with a speedup target. */
  paired?: boolean;
}

const values = benchArgs('npm run bench --', 'battles per second for each case of bench/scenarios.json (see bench/run.ts)', {
  seconds: { type: 'string', default: '2' },
  battles: { type: 'string', default: '10000000' },
  samples: { type: 'string', default: '3' },
  only: { type: 'string' },
  redis: { type: 'boolean', default: false },
  'redis-url': { type: 'string' },
  rounds: { type: 'string', default: '3' },
  pairs: { type: 'string', default: '12' },
  startup: { type: 'boolean', default: false },
  'startup-samples': { type: 'string', default: '11' },
  baseline: { type: 'string' },
  'no-fail': { type: 'boolean', default: false },
});
const started = performance.now();
/** One line of progress on stderr: elapsed time, then what is being measured (stdout keeps the results). */
const progress = (line: string) => process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
const root = packageRoot();
if (values.redis) {
  const { redisBench } = await import('./redis-bench.js');
  const battles = process.argv.includes('--battles') ? Number(values.battles) : 20_000_000;
  await redisBench({ battles, rounds: Number(values.rounds), commit: shortCommit(), ...(values['redis-url'] ? { redisUrl: values['redis-url'] } : {}) });
  process.exit(0);
}
/** The start-up bench's case: the bench fight of the `cli` case. */
const startupOf = (file: string) => startupTiming(root, file, Math.max(1, Math.floor(Number(values['startup-samples']))), values.baseline);
if (values.startup) {
  const cliFile = (JSON.parse(readFileSync(join(root, 'bench', 'scenarios.json'), 'utf8')) as BenchCase[]).find((c) => c.cli)!.file;
  const loadBefore = benchContext();
  progress(`start-up: salvo run of ${cliFile}, ${values['startup-samples']} samples alternating with salvo --version and node -e 0`);
  const startup = startupOf(cliFile);
  appendHistory({ context: { ...loadBefore, loadAfter: loadNow() }, settings: { startupOnly: true }, results: [], startup });
  const targets = runTargets({ startup: { runMs: startup.run.wallMs.p50, nodeMs: startup.node.wallMs.p50 } });
  process.stdout.write(`${startupLine(startup)}\nnode ${loadBefore.node}, commit ${loadBefore.commit}; load average ${loadBefore.loadBefore.join(' ')} before, ${loadNow().join(' ')} after; appended to ${historyFile().slice(root.length + 1)}\n\n${targetsTable(targets)}\n`);
  process.exit(benchExitCode(targets, values['no-fail'] === true));
}
const cases = (JSON.parse(readFileSync(join(root, 'bench', 'scenarios.json'), 'utf8')) as BenchCase[]).filter(
  (c) => values.only === undefined || c.name.includes(values.only),
);
const threads = availableParallelism();
const poolSamples = Math.max(1, Math.floor(Number(values.samples)));
const context = benchContext();
/** Seconds of each kernel measurement (one before and one after each case's one-thread samples). */
const KERNEL_SECONDS = 0.5;
/** `salvo run` of a case as a user runs it (cli-timing.ts), on all threads unless told. */
const cliRun = (file: string, battles: number, cliThreads = threads) => cliRunAt(root, file, battles, cliThreads);
const exactTiming = (file: string) => exactTimingAt(root, file);
/** The kernel's rate around `measure` (the mean of a measurement before and one after it). */
function withKernel<T>(measure: () => T): { value: T; kernelRollsPerSecond: number } {
  const before = diceKernelRate(KERNEL_SECONDS).rollsPerSecond;
  const value = measure();
  return { value, kernelRollsPerSecond: Math.round((before + diceKernelRate(KERNEL_SECONDS).rollsPerSecond) / 2) };
}

/**
 * One-thread samples: tinybench runs whole chunks in this thread, one chunk per sample, for about
 * `seconds` after a warm-up; each sample becomes a rate. Also the CPU time per battle over them.
 */
async function oneThreadSamples(name: string, plan: PlanBase, simulator: Simulator, seconds: number, chunkSize: number): Promise<BenchCaseResult['perThread']> {
  let chunk = 0;
  let battles = 0;
  const bench = new Bench({ time: seconds * 1000, iterations: 5, warmupTime: Math.min(500, seconds * 250), warmupIterations: 5 });
  bench.add(name, () => {
    simulator.run(chunkStream(0, chunk++), createTally(plan.tallySize), chunkSize, null);
    battles += chunkSize;
  });
  await bench.warmup();
  battles = 0;
  const cpu0 = process.cpuUsage();
  await bench.run();
  const cpu = process.cpuUsage(cpu0);
  const latenciesMs = bench.tasks[0].result?.samples ?? [];
  return { ...sampleStats(latenciesMs.map((ms) => chunkSize / (ms / 1000))), cpuMicrosPerBattle: Number(((cpu.user + cpu.system) / battles).toFixed(3)) };
}

/** A pool with one worker per core, warmed on `plan` (its workers prepare the plan and their tables); the caller closes it. */
async function warmedPool(plan: PlanBase, chunkSize: number): Promise<ChunkRunner> {
  const runner = createPoolRunner(threads);
  await runPlan({ plan, seed: 0, chunkSize, battles: chunkSize * threads * 10, runner });
  return runner;
}

/**
 * All-threads samples: `samples` full engine runs on the warmed pool, together `battles` battles.
 * Also the CPU time per battle of the whole process (workers included).
 */
async function poolSamplesOf(plan: PlanBase, runner: ChunkRunner, battles: number, chunkSize: number, samples: number): Promise<BenchCaseResult['allThreads']> {
  const perRun = Math.max(chunkSize, Math.round(battles / samples));
  const rates: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < samples; i++) {
    progress(`  all threads: run ${i + 1} of ${samples}`);
    const output = await runPlan({ plan, seed: 1 + i, chunkSize, battles: perRun, runner });
    rates.push(perRun / output.wallSeconds);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ...sampleStats(rates), threads, battlesPerRun: perRun, cpuMicrosPerBattle: Number(((cpu.user + cpu.system) / (perRun * samples)).toFixed(3)) };
}

/** Seconds of one-thread work in each round of the paired speedup. */
const PAIR_SECONDS = 1;

/**
 * The speedup measured in `rounds` pairs (BenchCaseResult.pairedSpeedup): in each round this
 * thread runs about PAIR_SECONDS of chunks and the warmed pool runs the same battles per worker,
 * back to back (the pool first in every other round); the round's ratio is the pool's rate over
 * this thread's. On a shared machine the speed drifts between the one-thread and all-threads
 * samples above, which moves their ratio; within a pair it moves both rates alike.
 */
async function pairedSpeedupOf(plan: PlanBase, simulator: Simulator, runner: ChunkRunner, chunkSize: number, perThreadRate: number, rounds: number): Promise<PairedSpeedup> {
  const chunks = Math.max(1, Math.round((perThreadRate * PAIR_SECONDS) / chunkSize));
  let chunk = 0;
  const oneThreadRate = (): number => {
    const t0 = performance.now();
    for (let k = 0; k < chunks; k++) simulator.run(chunkStream(1, chunk++), createTally(plan.tallySize), chunkSize, null);
    return (chunks * chunkSize) / ((performance.now() - t0) / 1000);
  };
  const battles = chunks * chunkSize * threads;
  const poolRate = async (round: number): Promise<number> => battles / (await runPlan({ plan, seed: 100 + round, chunkSize, battles, runner })).wallSeconds;
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    progress(`  paired speedup: round ${round + 1} of ${rounds}`);
    if (round % 2 === 0) {
      const one = oneThreadRate();
      ratios.push((await poolRate(round)) / one);
    } else {
      const all = await poolRate(round);
      ratios.push(all / oneThreadRate());
    }
  }
  // Two decimals (sampleStats rounds to integers, as fits rates).
  const two = (x: number) => Number(x.toFixed(2));
  return { rounds, median: two(median(ratios)), min: two(min(ratios)), max: two(max(ratios)) };
}


/** `salvo run --threads 1` over 6M battles of the bench fight, start-up included (issue 17; target: targets.ts). */
const CLI_ONE_THREAD_BATTLES = 6_000_000;
/**
 * Peak memory of 10M battles against 100k battles' (issue 17: the state tables stay bounded; target:
 * targets.ts), both with --threads 1 so that both run in the main thread: with more threads a small
 * run never starts the worker pool (AdaptiveRunner) and a large one does, which would compare the
 * pool's memory, not the tables'.
 */
const FLAT_MEMORY_BATTLES = [100_000, 10_000_000] as const;

const results: BenchCaseResult[] = [];
for (const [i, c] of cases.entries()) {
  const chunkSize = c.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const { game, scenario } = loadScenarioFile(join(root, c.file));
  const plan = game.compile(scenario);
  const simulator = game.createSimulator(plan);
  progress(`case ${i + 1} of ${cases.length}: ${c.name} — one thread, about ${values.seconds} s, between two ${KERNEL_SECONDS} s dice-kernel measurements`);
  const kernelBefore = diceKernelRate(KERNEL_SECONDS).rollsPerSecond;
  const perThread = await oneThreadSamples(c.name, plan, simulator, Number(values.seconds), chunkSize);
  const kernelRollsPerSecond = Math.round((kernelBefore + diceKernelRate(KERNEL_SECONDS).rollsPerSecond) / 2);
  // One warmed pool for the all-threads samples and the paired rounds.
  progress(`case ${i + 1} of ${cases.length}: all ${threads} threads — warming the pool on ${thousands(chunkSize * threads * 10)} battles, then ${poolSamples} runs of ${thousands(Math.round((c.battles ?? Number(values.battles)) / poolSamples))}`);
  const runner = await warmedPool(plan, chunkSize);
  let allThreads: BenchCaseResult['allThreads'];
  let pairedSpeedup: PairedSpeedup | undefined;
  try {
    allThreads = await poolSamplesOf(plan, runner, c.battles ?? Number(values.battles), chunkSize, poolSamples);
    if (c.paired === true) pairedSpeedup = await pairedSpeedupOf(plan, simulator, runner, chunkSize, perThread.mean, Math.max(1, Math.floor(Number(values.pairs))));
  } finally {
    await runner.close();
  }
  results.push({
    name: c.name,
    file: c.file,
    chunkSize,
    perThread,
    allThreads,
    speedup: Number((allThreads.mean / perThread.mean).toFixed(2)),
    cpuEfficiency: Number((perThread.cpuMicrosPerBattle / allThreads.cpuMicrosPerBattle).toFixed(2)),
    ...(pairedSpeedup === undefined ? {} : { pairedSpeedup }),
    kernelRollsPerSecond,
  });
}
// Judged once every case ran: a target may compare two cases.
const rates = new Map(results.map((r) => [r.name, r.perThread.mean]));
for (const [i, r] of results.entries()) {
  r.targets = caseTargets(cases[i].target ?? {}, { name: r.name, perThread: r.perThread.mean, kernelRollsPerSecond: r.kernelRollsPerSecond!, pairedSpeedup: r.pairedSpeedup?.median, threads }, rates);
}


if (values.only === undefined || 'ti4 exact'.includes(values.only)) progress('ti4 exact solver: 15 solves of 20 units a side, between two dice-kernel measurements');
const exactRun = values.only === undefined || 'ti4 exact'.includes(values.only) ? withKernel(() => exactTiming('bench/scenarios/ti4-exact-20-units.yaml')) : undefined;
const exact = exactRun && { ...exactRun.value, kernelRollsPerSecond: exactRun.kernelRollsPerSecond };
const cliCase = cases.find((c) => c.cli);
const cli = cliCase
  ? (() => {
      progress(`salvo run (${cliCase.name}): 1 of 4, ${thousands(FLAT_MEMORY_BATTLES[0])} battles, --threads 1`);
      const small = cliRun(cliCase.file, FLAT_MEMORY_BATTLES[0], 1);
      progress(`salvo run: 2 of 4, ${thousands(FLAT_MEMORY_BATTLES[1])} battles, --threads 1`);
      const large = cliRun(cliCase.file, FLAT_MEMORY_BATTLES[1], 1);
      progress(`salvo run: 3 of 4, ${thousands(Number(values.battles))} battles, ${threads} threads`);
      const allThreads = cliRun(cliCase.file, Number(values.battles));
      progress(`salvo run: 4 of 4, ${thousands(CLI_ONE_THREAD_BATTLES)} battles, --threads 1`);
      const oneThread = cliRun(cliCase.file, CLI_ONE_THREAD_BATTLES, 1);
      return { name: cliCase.name, small, large, allThreads, oneThread };
    })()
  : undefined;
if (cliCase) progress(`start-up: ${values['startup-samples']} samples of salvo run, alternating with salvo --version and node -e 0`);
const startup = cliCase ? startupOf(cliCase.file) : undefined;
const cliEngine = cliCase && results.find((r) => r.name === cliCase.name);
const targets: TargetResult[] = [
  ...results.flatMap((r) => r.targets ?? []),
  ...runTargets({
    ...(cli && cliEngine ? { cli: { name: cli.name, perSecond: cli.oneThread.perSecond, enginePerThread: cliEngine.perThread.mean, peakLargeMB: cli.large.peakRssMB, peakSmallMB: cli.small.peakRssMB } } : {}),
    ...(startup ? { startup: { runMs: startup.run.wallMs.p50, nodeMs: startup.node.wallMs.p50 } } : {}),
    ...(exact ? { exact: { medianMs: exact.medianMs, kernelRollsPerSecond: exact.kernelRollsPerSecond } } : {}),
  }),
];
const record: BenchRecord = {
  context: { ...context, loadAfter: loadNow() },
  settings: { seconds: Number(values.seconds), poolBattles: Number(values.battles), poolSamples, defaultChunkSize: DEFAULT_CHUNK_SIZE, only: values.only ?? null },
  results,
  ...(cli ? { cli } : {}),
  ...(startup ? { startup } : {}),
  ...(exact ? { exact } : {}),
  targets,
};
mkdirSync(join(root, 'bench', 'out'), { recursive: true });
writeFileAtomic(join(root, 'bench', 'out', 'latest.json'), toJsonText(record));
appendHistory(record);
const cliLine = cli
  ? `\nsalvo run (${cli.name}, ${threads} threads): ${thousands(cli.allThreads.battles)} battles in ${cli.allThreads.processSeconds} s (engine ${cli.allThreads.wallSeconds} s), peak RSS ${cli.allThreads.peakRssMB} MB\n` +
    `salvo run --threads 1, peak RSS: ${cli.large.peakRssMB} MB for ${thousands(cli.large.battles)} battles vs ${cli.small.peakRssMB} MB for ${thousands(cli.small.battles)} (target: within ${Math.round((FLAT_MEMORY_RATIO - 1) * 100)}%)\n` +
    `salvo run --threads 1: ${thousands(cli.oneThread.battles)} battles in ${cli.oneThread.processSeconds} s with start-up = ${thousands(cli.oneThread.perSecond)}/s\n`
  : '';
const exactLine = exact
  ? `ti4 exact solver, ${exact.units} units: median ${exact.medianMs} ms, worst ${exact.worstMs} ms (first, cold, with compile: ${exact.firstMs} ms); dice kernel ${thousands(exact.kernelRollsPerSecond)}/s\n`
  : '';
process.stdout.write(
  `${consoleTable(results, threads)}\n${cliLine}${startup ? `${startupLine(startup)}\n` : ''}${exactLine}\nnode ${context.node}, ${context.cpu}, commit ${context.commit}; load average ${context.loadBefore.join(' ')} before, ${record.context.loadAfter.join(' ')} after\n` +
    `written to bench/out/latest.json and appended to ${historyFile().slice(root.length + 1)}; \`npm run bench:readme\` updates README.md\n\n${targetsTable(targets)}\n`,
);
process.exitCode = benchExitCode(targets, values['no-fail'] === true);
