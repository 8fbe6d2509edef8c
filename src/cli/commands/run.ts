import type { CommandModule } from 'yargs';
import { groupThousands } from '../../core/group-thousands.js';
import { writeFileAtomic, toJsonText } from '../output.js';
import { qualifySimulationArgs, withSimulationOptions } from '../run-options.js';
import { cliErrors } from '../messages.js';
import { chooseMethod, withMethodOption } from '../run-method.js';
import { loadScenarioWithItsGame } from '../scenario-input.js';
import { simulateScenario, simulateShard } from '../simulate.js';
import { parseShard } from '../../engine/shard.js';
import { gameIdsWith } from '../../games/lazy-registry.js';
import type { AnyGame } from '../../games/registry.js';

/** `--exact`: the game's exact solver (its `exact` capability), or a ConfigError when it has none. */
export function exactResult(game: AnyGame, scenario: unknown, source: string): unknown {
  if (!game.exact) {
    const solvable = gameIdsWith('exact');
    throw cliErrors.noExactSolver(source, game.id, solvable);
  }
  return game.exact(scenario, source);
}

/** `salvo run <scenario>`: simulate a scenario file of any game. */
export const runCommand: CommandModule = {
  command: 'run <scenario>',
  describe: 'simulate a scenario file (YAML or JSON) and print the result',
  builder: (yargs) =>
    withMethodOption(withSimulationOptions(yargs.positional('scenario', { type: 'string', describe: 'a scenario file, e.g. configs/scenarios/ti4-dreadnought-duel.yaml' })), gameIdsWith('exact'))
      .example('$0 run configs/scenarios/ti4-dreadnought-duel.yaml', 'exact when the solver is cheaper (--method auto), else one million battles on all cores')
      .example('$0 run configs/scenarios/ti4-dreadnought-duel.yaml --method monte-carlo', 'one million battles even where an exact answer exists')
      .option('shard', { type: 'string', describe: 'run only chunk set i of n (e.g. 2/4) and write it with --out; combine with salvo merge' })
      .example('$0 run my.yaml --precision 0.001 --json --out result.json', 'until ±0.1 points, as JSON')
      .example('$0 run configs/scenarios/ti4-dreadnought-duel.yaml --exact', 'exact probabilities (TI4)')
      .example('$0 run s.yaml --battles 1e8 --seed 7 --shard 2/4 --out part-2.json', 'one of four machines\' share'),
  handler: async (argv) => {
    const args = qualifySimulationArgs(argv);
    const shard = argv.shard === undefined ? undefined : parseShard(String(argv.shard));
    if (shard && (args.precision !== undefined || argv.exact || argv.method === 'exact' || args.out === undefined)) throw cliErrors.shardNeedsOut();
    const { game, scenario, file, input } = await loadScenarioWithItsGame(argv.scenario as string);
    if (shard) {
      const part = await simulateShard(game, scenario, input, args, shard, file);
      writeFileAtomic(args.out!, toJsonText(part));
      process.stdout.write(`shard ${shard.index}/${shard.count}: ${groupThousands(part.tally[0])} of ${groupThousands(part.battles)} battles written to ${args.out}\n`);
      return;
    }
    const method = chooseMethod(game, scenario, argv);
    const result = method === 'exact' ? exactResult(game, scenario, file) : await simulateScenario(game, scenario, args, file);
    printResult(game.formatResult(result), result, args);
  },
};

/** Prints a result as a table or JSON, and writes it to --out when asked (the JSON text is made only then). */
export function printResult(table: string, result: unknown, args: { json: boolean; out?: string }): void {
  if (args.out === undefined && !args.json) {
    process.stdout.write(`${table}\n`);
    return;
  }
  const json = toJsonText(result);
  if (args.out !== undefined) writeFileAtomic(args.out, json);
  process.stdout.write(args.json ? json : `${table}\n`);
}
