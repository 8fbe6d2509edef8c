/**
 * The salvo command line as a function: parses argv, runs the command and returns the exit code
 * (docs/architecture.md, "Errors"): 0 ok; 2 for a user mistake (a ConfigError or a yargs usage
 * error), printed as its one-paragraph message; 1 for a run that could not finish (a RunFailure,
 * one paragraph) or a bug (with its stack). main.ts calls it with process.argv; tests call it
 * in-process, so they exercise exactly what the command does without spawning a process.
 */
import type { Argv, CommandModule } from 'yargs';
import { isConfigError } from '../core/errors.js';
import { isRunFailure } from '../core/run-failure.js';
import { salvoVersion } from '../core/provenance.js';
import { loadYargs } from './lean-yargs.js';
import { gameTitlesUnloaded } from '../games/lazy-registry.js';
import { quickRunArgv } from './quick-run.js';
/** Exit codes: 0 ok, 1 a failed run or an internal error, 2 bad input. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A yargs usage mistake (unknown option, missing value), carried out of yargs' fail handler. */
class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

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
  strategy: async () => (await import('./commands/strategy.js')).strategyCommand,
  replay: async () => (await import('./commands/replay.js')).replayCommand,
  tour: async () => (await import('./commands/tour.js')).tourCommand,
  report: async () => (await import('./commands/report.js')).reportCommand,
  worker: async () => (await import('./commands/worker.js')).workerCommand,
  queue: async () => (await import('./commands/queue.js')).queueCommand,
  serve: async () => (await import('./commands/serve.js')).serveCommand,
};

/**
 * The commands to register for `argv`: only the named one when the first word is a command, none
 * for a bare `--version`, else all of them (the general help, a mistyped command yargs should
 * suggest a fix for, an option before the command).
 */
async function commandsFor(argv: readonly string[]): Promise<CommandModule[]> {
  const first = argv[0];
  // `salvo --version` prints the version before any command is looked at: it needs none of them.
  if (argv.length === 1 && first === '--version') return [];
  const names = first !== undefined && Object.hasOwn(commandModules, first) ? [first] : Object.keys(commandModules);
  return Promise.all(names.map((name) => commandModules[name]()));
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

/** "TI4, TI: Armada and Titanium Wars": the registered games' titles (no game's code is loaded for them). */
function gameTitles(): string {
  const titles = gameTitlesUnloaded();
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : titles.join('');
}

/**
 * Runs the command line: a plain `salvo run` (quick-run.ts) straight through the run command's
 * handler, with the argv yargs would have given it; anything else through yargs.
 */
async function parse(argv: readonly string[]): Promise<void> {
  const quick = quickRunArgv(argv);
  if (quick === undefined) return parseWithYargs(argv);
  const { runCommand } = await import('./commands/run.js');
  await runCommand.handler(quick as Parameters<typeof runCommand.handler>[0]);
}

/** Parses and runs the command line with yargs (every command, help, version and usage errors). */
export async function parseWithYargs(argv: readonly string[]): Promise<void> {
  const yargs = await loadYargs();
  await skipHelpCache(yargs([...argv]))
    .scriptName('salvo')
    .usage(`$0 <command> [options]\n\nMonte Carlo balance and fleet analysis for ${gameTitles()}.`)
    .command(await commandsFor(argv))
    .demandCommand(1, 'Give a command, e.g. "salvo run configs/scenarios/ti4-dreadnought-duel.yaml".')
    .strict()
    .recommendCommands()
    .version(salvoVersion())
    .help()
    .alias('h', 'help')
    // --help and --version print and return here, so an in-process caller is never exited.
    .exitProcess(false)
    .wrap(Math.min(110, process.stdout.columns ?? 100))
    .epilogue('Exit codes: 0 ok, 1 internal error, 2 bad input. Docs: README.md and docs/.')
    .fail((message, error) => {
      // yargs reports its own usage errors (e.g. "--battles" without a value) as a YError: a usage mistake, exit 2.
      if (error && error.name !== 'YError') throw error;
      throw new UsageError(message ?? String(error?.message));
    })
    .parseAsync();
}

/**
 * Runs one salvo command line (argv without "node salvo") and returns its exit code; messages go
 * to stderr, results to stdout.
 * @example await runCli(['run', 'configs/scenarios/ti4-dreadnought-duel.yaml', '--battles', '1000']) // 0
 */
export async function runCli(argv: readonly string[]): Promise<number> {
  const outer = process.exitCode;
  process.exitCode = undefined;
  try {
    await parse(argv);
    // A command that finished its output but must fail (salvo check with moved figures) sets process.exitCode.
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`salvo: ${error.message}\nRun "salvo --help" (or "salvo <command> --help") for usage and examples.\n`);
      return EXIT.usage;
    }
    if (isConfigError(error)) {
      process.stderr.write(`salvo: ${error.message}\n`);
      return EXIT.usage;
    }
    if (isRunFailure(error)) {
      process.stderr.write(`salvo: ${error.message}\n`);
      return EXIT.failed;
    }
    process.stderr.write(`salvo: internal error — please report it with the command you ran.\n${(error as Error)?.stack ?? String(error)}\n`);
    return EXIT.failed;
  } finally {
    process.exitCode = outer;
  }
}
