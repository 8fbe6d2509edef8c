import { convergenceOf } from '../engine/convergence.js';
import { planKey, runPlan } from '../engine/run.js';
import type { ShardFile } from '../engine/shard.js';
import { shardIntegrity } from '../engine/shard-file.js';
import type { ChunkRunner } from '../engine/runners.js';
import type { Game, PlanBase } from '../games/game.js';
import type { SimulationArgs } from './run-options.js';
import { silentProgress, type ProgressSink } from '../engine/progress.js';
import { runnerForRun } from './run-runner.js';

/** Progress is shown when asked, or by default when stderr is a terminal. */
export const wantsProgress = (args: Pick<SimulationArgs, 'progress'>): boolean => args.progress ?? Boolean(process.stderr.isTTY);

/** The progress display when `args` wants one (progress-for.ts, loaded only then), else none. */
async function progressOf(args: Pick<SimulationArgs, 'progress'>, label: string, runner: ChunkRunner, chunkTotal?: number): Promise<ProgressSink> {
  return wantsProgress(args) ? (await import('./progress-for.js')).progressFor(true, label, runner, chunkTotal) : silentProgress;
}

/**
 * The common pipeline: compile a validated scenario, run it on the engine, summarize the tally.
 * Pass a runner to share one pool between many runs; otherwise one is made and closed here.
 */
export async function simulateScenario<S, P extends PlanBase, R>(
  game: Game<S, P, R>,
  scenario: S,
  args: SimulationArgs,
  label = 'simulating',
  sharedRunner?: ChunkRunner,
): Promise<R> {
  const plan = game.compile(scenario);
  const runner = sharedRunner ?? await runnerForRun(args, `run ${label}`, (plan) => game.createSimulator(plan as P));
  try {
    const output = await runPlan({
      plan,
      seed: args.seed,
      chunkSize: args.chunkSize,
      ...(args.battles !== undefined ? { battles: args.battles } : {}),
      ...(args.precision !== undefined ? { precision: args.precision } : {}),
      runner,
      keepChunkOutcomes: true,
      progress: await progressOf(args, label, runner, args.battles === undefined ? undefined : Math.ceil(args.battles / args.chunkSize)),
    });
    const result = game.summarize(scenario, plan, output.tally, {
      seed: args.seed,
      chunkSize: args.chunkSize,
      chunks: output.chunks,
      threads: runner.threads,
      wallSeconds: output.wallSeconds,
      startedAt: output.startedAt,
      ...(args.precision !== undefined ? { precision: args.precision } : {}),
    });
    return { ...result, convergence: convergenceOf(output, plan.outcomes) };
  } finally {
    if (!sharedRunner) await runner.close();
  }
}

/**
 * Runs one shard of a scenario's chunks and returns the shard file (raw tally plus identity and
 * integrity hash). `input` is the scenario as given (files read in), which the file records.
 */
export async function simulateShard<S, P extends PlanBase>(
  game: Game<S, P, unknown>,
  scenario: S,
  input: { raw: unknown; files: ShardFile['files'] },
  args: SimulationArgs,
  shard: { index: number; count: number },
  label = 'shard',
): Promise<ShardFile> {
  const plan = game.compile(scenario);
  const runner = await runnerForRun(args, `run ${label} --shard ${shard.index}/${shard.count}`, (plan) => game.createSimulator(plan as P));
  try {
    const output = await runPlan({
      plan, seed: args.seed, chunkSize: args.chunkSize, battles: args.battles, runner, shard,
      progress: await progressOf(args, label, runner),
    });
    const part = {
      kind: 'shard' as const, game: game.id, scenario: input.raw, files: input.files, planKey: planKey(plan), seed: args.seed, chunkSize: args.chunkSize,
      battles: args.battles ?? 0, shard, tally: Array.from(output.tally), startedAt: output.startedAt,
      wallSeconds: output.wallSeconds, threads: runner.threads,
    };
    return { ...part, integrity: shardIntegrity(part) };
  } finally {
    await runner.close();
  }
}
