import type { CommandModule } from 'yargs';
import { writeFileAtomic, toJsonText } from '../output.js';
import { qualifySimulationArgs, withSimulationOptions } from '../run-options.js';
import { loadScenarioFile } from '../scenario-file.js';
import { simulateScenario } from '../simulate.js';
import { ConfigError } from '../../core/errors.js';
import { exactTi4Result } from '../../games/ti4/exact/result.js';
import type { Ti4Scenario } from '../../games/ti4/scenario.js';

/** `--exact`: the TI4 dynamic-programming solver; other games have none. */
export function exactResult(gameId: string, scenario: unknown, source: string): unknown {
  if (gameId !== 'ti4') {
    throw new ConfigError({ where: `${source}: --exact`, what: `there is no exact solver for ${gameId}`, hint: 'Run without --exact (Monte Carlo with intervals)' });
  }
  return exactTi4Result(scenario as Ti4Scenario, source);
}

/** `salvo run <scenario>`: simulate a scenario file of any game. */
export const runCommand: CommandModule = {
  command: 'run <scenario>',
  describe: 'simulate a scenario file (YAML or JSON) and print the result',
  builder: (yargs) =>
    withSimulationOptions(yargs.positional('scenario', { type: 'string', describe: 'a scenario file, e.g. configs/scenarios/ti4-dreadnought-duel.yaml' }))
      .example('$0 run configs/scenarios/ti4-dreadnought-duel.yaml', 'one million battles on all cores')
      .option('exact', { type: 'boolean', default: false, describe: 'TI4: solve exactly by dynamic programming instead of simulating' })
      .example('$0 run my.yaml --precision 0.001 --json --out result.json', 'until ±0.1 points, as JSON')
      .example('$0 run configs/scenarios/ti4-dreadnought-duel.yaml --exact', 'exact probabilities (TI4)'),
  handler: async (argv) => {
    const args = qualifySimulationArgs(argv);
    const { game, scenario, file } = loadScenarioFile(argv.scenario as string);
    const result = argv.exact ? exactResult(game.id, scenario, file) : await simulateScenario(game, scenario, args, file);
    printResult(game.formatResult(result), result, args);
  },
};

/** Prints a result as a table or JSON, and writes it to --out when asked. */
export function printResult(table: string, result: unknown, args: { json: boolean; out?: string }): void {
  const json = toJsonText(result);
  if (args.out !== undefined) writeFileAtomic(args.out, json);
  process.stdout.write(args.json ? json : `${table}\n`);
}
