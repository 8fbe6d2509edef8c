#!/usr/bin/env node
/**
 * The salvo command line. The only code that touches argv, files, stdout and exit codes:
 * a ConfigError (user mistake) prints its one-paragraph message and exits 2; anything else is a
 * bug and exits 1 with its stack.
 */
import yargs, { type Argv, type CommandModule } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { isConfigError } from '../core/errors.js';
import { isRunFailure } from '../core/run-failure.js';
import { salvoVersion } from '../core/provenance.js';
import { allGames } from '../games/registry.js';
const USAGE_EXIT = 2;

/**
 * Every command's module by the word that starts it, in help order, each loaded only when needed:
 * `salvo run` never loads the report renderer (Vega, resvg) or the optimizer, which keeps start-up
 * short.
 */
const commandModules: Record<string, () => Promise<CommandModule>> = {
  run: async () => (await import('./commands/run.js')).runCommand,
  ti4: async () => (await import('./commands/ti4.js')).ti4Command,
  armada: async () => (await import('./commands/armada.js')).armadaCommand,
  cost: async () => (await import('./commands/cost.js')).costCommand,
  check: async () => (await import('./commands/check.js')).checkCommand,
  matrix: async () => (await import('./commands/matrix.js')).matrixCommand,
  merge: async () => (await import('./commands/merge.js')).mergeCommand,
  optimize: async () => (await import('./commands/optimize.js')).optimizeCommand,
  replay: async () => (await import('./commands/replay.js')).replayCommand,
  tour: async () => (await import('./commands/tour.js')).tourCommand,
  report: async () => (await import('./commands/report.js')).reportCommand,
  worker: async () => (await import('./commands/worker.js')).workerCommand,
  queue: async () => (await import('./commands/queue.js')).queueCommand,
  serve: async () => (await import('./commands/serve.js')).serveCommand,
};

/**
 * The commands to register for `argv`: only the named one when the first word is a command, else
 * all of them (the general help, a mistyped command yargs should suggest a fix for, an option
 * before the command).
 */
async function commandsFor(argv: string[]): Promise<CommandModule[]> {
  const first = argv[0];
  const names = first !== undefined && Object.hasOwn(commandModules, first) ? [first] : Object.keys(commandModules);
  return Promise.all(names.map((name) => commandModules[name]()));
}

/** "TI4, TI: Armada and Titanium Wars": the registered games' titles. */
function gameTitles(): string {
  const titles = allGames().map((game) => game.title);
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : titles.join('');
}

/**
 * Stops yargs from laying out a command's whole help text as it starts the handler, which it does
 * only to have the text ready for a later failure: salvo's failure output never prints it, and
 * for `salvo run` the layout costs about a sixth of start-up. This reaches into yargs' internals
 * (yargs 18), so it is guarded: where they differ, nothing changes.
 */
function skipHelpCache<T>(cli: Argv<T>): Argv<T> {
  type Usage = { cacheHelpMessage?: () => void };
  const internals = (cli as unknown as { getInternalMethods?: () => { getUsageInstance?: () => Usage | undefined } }).getInternalMethods?.();
  const usage = internals?.getUsageInstance?.();
  if (usage && typeof usage.cacheHelpMessage === 'function') usage.cacheHelpMessage = () => {};
  return cli;
}

async function main(argv: string[]): Promise<void> {
  await skipHelpCache(yargs(argv))
    .scriptName('salvo')
    .usage(`$0 <command> [options]\n\nMonte Carlo balance and fleet analysis for ${gameTitles()}.`)
    .command(await commandsFor(argv))
    .demandCommand(1, 'Give a command, e.g. "salvo run configs/scenarios/ti4-dreadnought-duel.yaml".')
    .strict()
    .recommendCommands()
    .version(salvoVersion())
    .help()
    .alias('h', 'help')
    .wrap(Math.min(110, process.stdout.columns ?? 100))
    .epilogue('Exit codes: 0 ok, 1 internal error, 2 bad input. Docs: README.md and docs/.')
    .fail((message, error, instance) => {
      // yargs reports its own usage errors (e.g. "--battles" without a value) as a YError: a usage mistake, exit 2.
      if (error && error.name !== 'YError') throw error;
      process.stderr.write(`salvo: ${message}\nRun "salvo --help" (or "salvo <command> --help") for usage and examples.\n`);
      void instance;
      process.exit(USAGE_EXIT);
    })
    .parseAsync();
}

main(hideBin(process.argv)).catch((error: unknown) => {
  if (isConfigError(error)) {
    process.stderr.write(`salvo: ${error.message}\n`);
    process.exit(USAGE_EXIT);
  }
  if (isRunFailure(error)) {
    process.stderr.write(`salvo: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`salvo: internal error — please report it with the command you ran.\n${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
