import type { Argv, CommandModule, Options } from 'yargs';
import { formatOptimizeResult } from '../../analysis/optimizer/format.js';
import { optimizerErrors } from '../../analysis/optimizer/messages.js';
import { defaultOptimizeSettings, optimizeFleets } from '../../analysis/optimizer/optimize.js';
import { unknownName } from '../../core/errors.js';
import { DEFAULT_CHUNK_SIZE } from '../../engine/chunks.js';
import { DEFAULT_QUEUE_THREADS } from '../../engine/queue/queue-settings.js';
import { defaultThreads } from '../../engine/runners.js';
import type { OptionSpec } from '../../games/optimizer-capability.js';
import { gamesWith } from '../../games/registry.js';
import { defaultFileOptions, defaultsWithFiles } from '../load/analysis-adapter.js';
import { readFieldFile } from '../load/field-file.js';
import { readReference } from '../load/references.js';
import { readStrategiesFile } from '../load/strategies-file.js';
import { checkWritable, parseSeed, qualifyQueueArgs, wholeValue, withRedisOptions } from '../run-options.js';
import { progressFor, runnerFor, wantsLongProgress } from '../runner-for.js';
import { printResult } from './run.js';
import { withStrategiesRecord } from '../policies-option.js';

type Args = Record<string, unknown>;
type OptimizingGame = ReturnType<typeof gamesWith<'optimizer'>>[number];

/** The options every `optimize` subcommand takes. */
function withCommonOptions<T>(yargs: Argv<T>) {
  return withRedisOptions(yargs)
    .option('top', { alias: 'k', type: 'number', default: defaultOptimizeSettings.top, describe: 'fleets to report' })
    .option('field', { type: 'string', describe: 'a field file: "game: <game>" and "fleets: [...]" (default: a generated field)' })
    .option('field-size', { type: 'number', default: defaultOptimizeSettings.fieldSize, describe: 'fleets in a generated field' })
    .option('seed', { alias: 's', type: 'string', describe: 'seed of the search, the field and the battles (default 1)' })
    .option('threads', { alias: 't', type: 'number', describe: `worker threads (default: the machine's cores, ${defaultThreads()})` })
    .option('json', { type: 'boolean', default: false, describe: 'print the result as JSON' })
    .option('out', { alias: 'o', type: 'string', describe: 'also write the result JSON to this file' })
    .option('progress', { type: 'boolean', describe: 'show progress on stderr (default: yes — a bar on a terminal, else a line every few seconds; --no-progress hides it)' })
    .option('strategies', { type: 'string', describe: 'a strategies file (game: …, strategy: { policies: … }): candidates and the field play its policies (games whose optimizer takes --policies)' })
    .option('resume', { type: 'string', describe: 'with --redis: resume this run id (printed when it started), reusing its finished chunks' });
}

/** Options given as a repeatable string (`--vs a --vs b`). */
const listValue = (value: unknown): string[] => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String));

/** A game's option as yargs takes it. */
function yargsOption(spec: OptionSpec): Options {
  return {
    type: spec.type,
    describe: spec.describe,
    ...(spec.alias !== undefined ? { alias: spec.alias } : {}),
    ...(spec.default !== undefined ? { default: spec.default } : {}),
    ...(spec.required ? { demandOption: true } : {}),
  };
}

/**
 * Qualifies a game's declared options once, in their declared order: whole numbers in range, known
 * names (lower-cased), lists. Every mistake is a ConfigError naming the option.
 */
export function qualifyGameOptions(argv: Args, specs: Record<string, OptionSpec>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [flag, spec] of Object.entries(specs)) {
    const option = `--${flag}`;
    const raw = argv[flag];
    if (spec.repeatable) values[flag] = listValue(raw);
    else if (raw === undefined) values[flag] = undefined;
    else if (spec.whole) values[flag] = wholeValue(raw, option, spec.whole.min, spec.whole.max);
    else if (spec.oneOf) {
      const name = String(raw).toLowerCase();
      const { names, noun } = spec.oneOf;
      if (!names.includes(name)) throw unknownName(option, noun, String(raw), names);
      values[flag] = name;
    } else values[flag] = raw;
  }
  return values;
}

/**
 * `--strategies FILE`: the file's policies as the game's `--policies` option (docs/strategy.md,
 * "Strategies files"); refused for a game whose optimizer takes no policies, or with --policies too.
 */
function withStrategiesFile(game: OptimizingGame, options: Record<string, unknown>, file: unknown): Record<string, unknown> {
  if (file === undefined) return options;
  const strategies = readStrategiesFile(String(file), game.id);
  if (!('policies' in game.optimizer.options)) throw optimizerErrors.badOption('--strategies', String(file), `no strategies file: the ${game.id} optimizer plays its default policies`, 'Drop --strategies');
  if (options.policies !== undefined) throw optimizerErrors.badOption('--strategies', String(file), 'either --strategies or --policies, not both', 'Give the policies once');
  return { ...options, policies: JSON.stringify(strategies.strategy.policies ?? {}) };
}

/** Qualifies the common options, sets the game's job up, runs it on one shared runner, prints the result. */
async function runOptimize(game: OptimizingGame, argv: Args): Promise<void> {
  const top = wholeValue(argv.top, '--top', 1, 50);
  const fieldSize = wholeValue(argv.fieldSize, '--field-size', 1, 64);
  const queue = qualifyQueueArgs(argv);
  const threads = argv.threads === undefined ? (queue ? DEFAULT_QUEUE_THREADS : defaultThreads()) : wholeValue(argv.threads, '--threads', 1, 256);
  const seed = parseSeed(argv.seed);
  const out = argv.out as string | undefined;
  if (out !== undefined) checkWritable(out, '--out', argv);
  const options = withStrategiesFile(game, qualifyGameOptions(argv, game.optimizer.options), argv.strategies);
  const file = argv.field as string | undefined;
  // The loader reads what the optimizer needs (a `--catalog` file, the game's bundled defaults or the
  // files given in their place, e.g. titanium's --arsenal and --deck); the game reads no file.
  const catalog = typeof options.catalog === 'string' ? readReference(options.catalog, '--catalog') : undefined;
  const files = { ...(catalog ? { catalog } : {}), defaults: defaultsWithFiles(game.id, defaultFileOptions(options)) };
  const setup = game.optimizer.setup(options, file === undefined ? undefined : readFieldFile(file, game.id), files);
  const showProgress = wantsLongProgress({ progress: argv.progress as boolean | undefined });
  const runner = runnerFor({ threads, ...(queue ? { queue } : {}) }, `optimize ${game.id}`);
  try {
    const result = await optimizeFleets({
      ...setup, costUnit: game.costUnit, settings: { ...defaultOptimizeSettings, top, fieldSize, seed }, runner, chunkSize: DEFAULT_CHUNK_SIZE,
      progress: progressFor(showProgress, `optimize ${game.id}`, runner),
    });
    const recorded = withStrategiesRecord(formatOptimizeResult(result), result, argv.strategies, game.id);
    printResult(recorded.table, recorded.result, { json: Boolean(argv.json), ...(out !== undefined ? { out } : {}) });
  } finally {
    await runner.close();
  }
}

/** `salvo optimize <game>` for one game of the registry, from its optimizer capability. */
export function optimizeSubcommand(game: OptimizingGame): CommandModule {
  const { optimizer } = game;
  return {
    command: game.id,
    describe: optimizer.describe,
    builder: (y) => {
      let built = withCommonOptions(y) as Argv;
      for (const [flag, spec] of Object.entries(optimizer.options)) built = built.option(flag, yargsOption(spec));
      for (const [command, description] of optimizer.examples) built = built.example(command, description);
      return built;
    },
    handler: (argv) => runOptimize(game, argv),
  };
}

/** `salvo optimize <game> …`: the best legal fleets for a budget (issue 7, items 1-2; docs/optimizer.md). */
export const optimizeCommand: CommandModule = {
  command: 'optimize',
  describe: 'find the best legal fleets for a budget: race them against a field, then a round robin of the best',
  builder: (y) => {
    const games = gamesWith('optimizer');
    const named = games.map((g) => `"salvo optimize ${g.id}"`);
    const listed = named.length > 1 ? `${named.slice(0, -1).join(', ')} or ${named.at(-1)}` : named.join('');
    return games.reduce((built, game) => built.command(optimizeSubcommand(game)), y).demandCommand(1, `Give a game: ${listed}.`);
  },
  handler: () => {},
};
