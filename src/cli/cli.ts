/**
 * The salvo command line as a function: parses argv, runs the command and returns the exit code
 * (docs/architecture.md, "Errors"): 0 ok; 2 for a user mistake (a ConfigError or a yargs usage
 * error), printed as its one-paragraph message; 1 for a run that could not finish (a RunFailure,
 * one paragraph) or a bug (with its stack). main.ts calls it with process.argv; tests call it
 * in-process, so they exercise exactly what the command does without spawning a process.
 */
import yargs from 'yargs';
import { isConfigError } from '../core/errors.js';
import { isRunFailure } from '../core/run-failure.js';
import { salvoVersion } from '../core/provenance.js';
import { allGames } from '../games/registry.js';
import { armadaCommand } from './commands/armada.js';
import { checkCommand } from './commands/check.js';
import { costCommand } from './commands/cost.js';
import { matrixCommand } from './commands/matrix.js';
import { mergeCommand } from './commands/merge.js';
import { optimizeCommand } from './commands/optimize.js';
import { queueCommand } from './commands/queue.js';
import { replayCommand } from './commands/replay.js';
import { reportCommand } from './commands/report.js';
import { runCommand } from './commands/run.js';
import { ti4Command } from './commands/ti4.js';
import { tourCommand } from './commands/tour.js';
import { workerCommand } from './commands/worker.js';

/** Exit codes: 0 ok, 1 a failed run or an internal error, 2 bad input. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** A yargs usage mistake (unknown option, missing value), carried out of yargs' fail handler. */
class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** "TI4, TI: Armada and Titanium Wars": the registered games' titles. */
function gameTitles(): string {
  const titles = allGames().map((game) => game.title);
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : titles.join('');
}

async function parse(argv: readonly string[]): Promise<void> {
  await yargs([...argv])
    .scriptName('salvo')
    .usage(`$0 <command> [options]\n\nMonte Carlo balance and fleet analysis for ${gameTitles()}.`)
    .command(runCommand)
    .command(ti4Command)
    .command(armadaCommand)
    .command(costCommand)
    .command(checkCommand)
    .command(matrixCommand)
    .command(mergeCommand)
    .command(optimizeCommand)
    .command(replayCommand)
    .command(tourCommand)
    .command(reportCommand)
    .command(workerCommand)
    .command(queueCommand)
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
  try {
    await parse(argv);
    return EXIT.ok;
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
  }
}
