import { runPlan } from '../../engine/run.js';
import type { ChunkRunner } from '../../engine/runners.js';
import type { Game, PlanBase } from '../../games/game.js';

/** How the page runs a fight: the CLI's `--seed`, `--chunk-size` and `--battles` or `--precision`. */
export interface PageRunSettings {
  seed: number | string;
  chunkSize: number;
  battles?: number;
  precision?: number;
}

/**
 * The CLI's pipeline (src/cli/simulate.ts, simulateScenario) in the page: compile, run the plan's
 * chunks on `runner` with the engine's own run loop (src/engine/run.ts: the same chunk seeds,
 * the same precision waves), summarize. So for one seed and chunk size, the page's result is the
 * CLI's. `onProgress` hears the battles done so far.
 */
export async function simulateInPage<S, P extends PlanBase, R>(
  game: Game<S, P, R>,
  scenario: S,
  settings: PageRunSettings,
  runner: ChunkRunner,
  onProgress: (battles: number) => void = () => undefined,
): Promise<R> {
  const plan = game.compile(scenario);
  const output = await runPlan({
    plan,
    seed: settings.seed,
    chunkSize: settings.chunkSize,
    ...(settings.battles !== undefined ? { battles: settings.battles } : {}),
    ...(settings.precision !== undefined ? { precision: settings.precision } : {}),
    runner,
    progress: { update: (battles) => onProgress(battles), stop: () => undefined },
  });
  return game.summarize(scenario, plan, output.tally, {
    seed: settings.seed,
    chunkSize: settings.chunkSize,
    chunks: output.chunks,
    threads: runner.threads,
    wallSeconds: output.wallSeconds,
    startedAt: output.startedAt,
    ...(settings.precision !== undefined ? { precision: settings.precision } : {}),
  });
}
