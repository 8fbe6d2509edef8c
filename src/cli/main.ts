#!/usr/bin/env node
/**
 * The salvo command line. The only code that touches argv, files, stdout and exit codes:
 * a ConfigError (user mistake) prints its one-paragraph message and exits 2; anything else is a
 * bug and exits 1 with its stack.
 */
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
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
import { serveCommand } from './commands/serve.js';
import { ti4Command } from './commands/ti4.js';
import { tourCommand } from './commands/tour.js';
import { workerCommand } from './commands/worker.js';

const USAGE_EXIT = 2;

/** "TI4, TI: Armada and Titanium Wars": the registered games' titles. */
function gameTitles(): string {
  const titles = allGames().map((game) => game.title);
  return titles.length > 1 ? `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` : titles.join('');
}

async function main(argv: string[]): Promise<void> {
  await yargs(argv)
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
    .command(serveCommand)
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
