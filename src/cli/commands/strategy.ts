import type { CommandModule } from 'yargs';
import { formatDeviations, formatStrategyResult } from '../../analysis/strategy/format.js';
import { checkDeviations } from '../../analysis/strategy/deviations.js';
import { writtenStrategy } from '../../analysis/strategy/space.js';
import { STRATEGY_CHUNK } from '../../analysis/strategy/evaluate.js';
import { strategyResult, type DeviationResultFile } from '../../analysis/strategy/result.js';
import { DEFAULT_STRATEGY_SETTINGS, searchStrategies, type StrategySearchSettings } from '../../analysis/strategy/search.js';
import type { StrategyContext } from '../../analysis/strategy/evaluate.js';
import { ConfigError } from '../../core/errors.js';
import { defaultThreads } from '../../engine/runners.js';
import { withRecordedFiles } from '../load/file-references.js';
import { parseScenarioInput, readScenarioInput, type ScenarioInput } from '../scenario-input.js';
import type { ChunkRunner } from '../../engine/runners.js';
import { gameIdsWith, loadGame } from '../../games/lazy-registry.js';
import { checkWritable, parseSeed, wholeValue } from '../run-options.js';
import { progressFor, runnerFor, wantsLongProgress } from '../runner-for.js';
import { printResult } from './run.js';

/** Games per deviation of `--deviations` unless --games says otherwise. */
export const DEVIATION_GAMES = 20_000;

/**
 * Runs one strategy job on a fresh context (runner, progress on stderr, the runner closed after)
 * and prints its table, or its JSON with --json / --out.
 */
async function runStrategyJob(
  argv: Record<string, unknown>,
  setting: { threads: number; seed: string; out: string | undefined; label: string },
  job: (ctx: StrategyContext, input: ScenarioInput, name: string | undefined, started: number) => Promise<{ table: string; result: unknown }>,
): Promise<void> {
  const { ctx, input } = await strategyContextOf(String(argv.scenario), runnerFor({ threads: setting.threads }, `strategy ${String(argv.scenario)}`), setting.seed);
  const progress = progressFor(wantsLongProgress({ progress: argv.progress as boolean | undefined }), setting.label, ctx.runner);
  ctx.onGames = (played) => progress.update(played, undefined, '');
  const name = (input.raw as { name?: unknown }).name;
  try {
    const { table, result } = await job(ctx, input, typeof name === 'string' ? name : undefined, performance.now());
    progress.stop();
    printResult(table, result, { json: Boolean(argv.json), ...(setting.out !== undefined ? { out: setting.out } : {}) });
  } finally {
    progress.stop();
    await ctx.runner.close();
  }
}

/** The one-line deviations table of `salvo strategy --deviations`. */
async function deviationsJob(ctx: StrategyContext, input: ScenarioInput, name: string | undefined, started: number, games: number, threads: number, seed: string) {
  const check = await checkDeviations(ctx, games);
  const seats = ctx.capability.seats(ctx.raw).map((s) => s.name);
  const result: DeviationResultFile = {
    kind: 'strategy',
    mode: 'deviations',
    game: ctx.game.id,
    scenario: input.file,
    ...(name !== undefined ? { name } : {}),
    seed,
    gamesPerDeviation: games,
    games: check.games,
    threads,
    wallSeconds: +((performance.now() - started) / 1000).toFixed(2),
    share: +check.share.toFixed(6),
    largestAboveShare: +Math.max(...check.rows.map((r) => r.aboveShare.mean)).toFixed(6),
    rows: check.rows.map((r) => ({
      seat: r.seat,
      change: r.change,
      strategy: writtenStrategy(r.strategy, ctx.dimensions[seats.indexOf(r.seat)]),
      winRate: r.winRate,
      aboveShare: r.aboveShare,
      gain: r.gain,
    })),
  };
  return { table: formatDeviations(result), result };
}

/**
 * The search's context for a scenario file: its game (a ConfigError for a game without a strategy
 * capability), the scenario read and validated, each seat's dimensions, on `runner`.
 */
export async function strategyContextOf(given: string, runner: ChunkRunner, seed: string): Promise<{ ctx: StrategyContext; input: ScenarioInput }> {
  const input = readScenarioInput(given, 'salvo strategy');
  const game = await loadGame(input.gameId, `${input.file}: game`);
  const capability = game.strategy;
  if (!capability) {
    const known = gameIdsWith('strategy');
    throw new ConfigError({ where: `${input.file}: game`, what: `${game.id} has no strategy search`, expected: `a scenario of ${known.join(', ')}` });
  }
  const loaded = parseScenarioInput(game, input);
  const seats = capability.seats(input.raw);
  const ctx: StrategyContext = {
    game,
    capability,
    raw: input.raw,
    parse: (raw) => game.parseScenario(withRecordedFiles(raw, loaded.input.files), input.file),
    seats: seats.length,
    dimensions: seats.map((_, seat) => capability.dimensions(loaded.scenario, seat)),
    runner,
    seed,
    played: { games: 0 },
    plans: new Map(),
  };
  return { ctx, input };
}

/**
 * `salvo strategy <scenario>` (docs/strategy.md): each seat's best response to the scenario's
 * strategies, the scenario's exploitability, and the equilibrium of the population the double
 * oracle grows. Every battle runs on the engine (the same runner, chunks and seeds as `salvo run`).
 */
export const strategyCommand: CommandModule = {
  command: 'strategy <scenario>',
  describe: 'measure the strategies of a scenario: best responses, exploitability, the equilibrium mix',
  builder: (y) =>
    y
      .positional('scenario', { type: 'string', describe: 'a scenario file (its seats\' policies are the strategies measured)' })
      .option('budget', { type: 'number', default: DEFAULT_STRATEGY_SETTINGS.budget, describe: 'games the search may play in all' })
      .option('seed', { alias: 's', type: 'string', describe: 'seed of every game of the search (default 1)' })
      .option('threads', { alias: 't', type: 'number', describe: `worker threads (default: the machine's cores, ${defaultThreads()})` })
      .option('json', { type: 'boolean', default: false, describe: 'print the result as JSON' })
      .option('out', { alias: 'o', type: 'string', describe: 'also write the result JSON to this file' })
      .option('progress', { type: 'boolean', describe: 'show progress on stderr (--no-progress hides it)' })
      .option('iterations', { type: 'number', default: DEFAULT_STRATEGY_SETTINGS.meta.maxIterations, describe: 'most double-oracle iterations of the meta-game' })
      .option('deviations', { type: 'boolean', default: false, describe: 'instead of a search: play every one-line deviation of each seat (one policy, threshold or avoided card changed) against the others as written' })
      .option('games', { type: 'number', default: DEVIATION_GAMES, describe: 'with --deviations: games per deviation' })
      .example('salvo strategy configs/games/titanium-three-players.yaml', 'best responses and the equilibrium of the bundled three-player game')
      .example('salvo strategy configs/scenarios/ti4-dreadnought-duel.yaml --budget 200000', 'a small TI4 search'),
  handler: async (argv) => {
    const budget = wholeValue(argv.budget, '--budget', 10_000, 1_000_000_000);
    const threads = argv.threads === undefined ? defaultThreads() : wholeValue(argv.threads, '--threads', 1, 256);
    const seed = String(parseSeed(argv.seed));
    const out = argv.out as string | undefined;
    if (out !== undefined) checkWritable(out, '--out', argv);
    const games = wholeValue(argv.games, '--games', STRATEGY_CHUNK, 100_000_000);
    const setting = { threads, seed, out, label: argv.deviations ? 'deviations' : 'strategy' };
    if (argv.deviations) return runStrategyJob(argv, setting, (ctx, input, name, started) => deviationsJob(ctx, input, name, started, games, threads, seed));
    const iterations = wholeValue(argv.iterations, '--iterations', 1, 100);
    const settings: StrategySearchSettings = { ...DEFAULT_STRATEGY_SETTINGS, meta: { ...DEFAULT_STRATEGY_SETTINGS.meta, maxIterations: iterations }, budget };
    return runStrategyJob(argv, setting, async (ctx, input, name, started) => {
      const found = await searchStrategies(ctx, settings);
      const result = strategyResult(ctx, found, {
        scenario: input.file,
        ...(name !== undefined ? { name } : {}),
        seed,
        threads,
        wallSeconds: (performance.now() - started) / 1000,
        settings,
        gameId: ctx.game.id,
      });
      return { table: formatStrategyResult(result), result };
    });
  },
};
