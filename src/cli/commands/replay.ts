import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { CommandModule } from 'yargs';
import { DEFAULT_CHUNK_SIZE } from '../../engine/chunks.js';
import { replayBattle } from '../../engine/replay.js';
import { SAMPLE_NOTICE } from '../../games/armada/catalog.js';
import type { ArmadaScenario } from '../../games/armada/scenario.js';
import { replaySvg } from '../../games/armada/table/replay-svg.js';
import { replayTableBattle } from '../../games/armada/table/replay-table.js';
import { cliErrors } from '../messages.js';
import { toJsonText } from '../output.js';
import { DEFAULT_SEED, parseSeed } from '../run-options.js';
import { loadScenarioFile } from '../scenario-file.js';

/** `salvo replay <scenario> --seed S --battle N`: one battle, step by step. */
export const replayCommand: CommandModule = {
  command: 'replay <scenario>',
  describe: 'print a step-by-step trace of one battle of a run (every roll and hit assignment)',
  builder: (yargs) =>
    yargs
      .positional('scenario', { type: 'string', describe: 'the scenario file the run used' })
      .option('seed', { alias: 's', type: 'string', describe: `the run's seed (default ${DEFAULT_SEED})` })
      .option('battle', { alias: 'b', type: 'number', demandOption: true, describe: 'which battle, counting from 0' })
      .option('chunk-size', { type: 'number', default: DEFAULT_CHUNK_SIZE, describe: "the run's chunk size (in its result JSON)" })
      .option('trace', { type: 'boolean', default: true, describe: 'print the trace (always on; accepted for symmetry with run)' })
      .option('json', { type: 'boolean', default: false, describe: 'print the replay as JSON' })
      .option('svg', { type: 'string', describe: 'Armada model: table: where to write the picture of the table per orders phase (default <scenario name>-battle-<N>.svg in the current folder)' })
      .example('$0 replay configs/scenarios/ti4-dreadnought-duel.yaml --seed 7 --battle 12345', 'what happened in battle 12345'),
  handler: (argv) => {
    const battle = argv.battle as number;
    if (!Number.isInteger(battle) || battle < 0) throw cliErrors.badOptionValue('--battle', 'must be a whole number of 0 or more', argv.battle);
    const chunkSize = argv.chunkSize as number;
    if (!Number.isInteger(chunkSize) || chunkSize < 1) throw cliErrors.badOptionValue('--chunk-size', 'must be a whole number of at least 1', argv.chunkSize);
    const seed = parseSeed(argv.seed);
    const { game, scenario } = loadScenarioFile(argv.scenario as string, 'salvo replay');
    const isTable = game.id === 'armada' && (scenario as ArmadaScenario).model === 'table';
    const tableReplay = isTable ? replayTableBattle(scenario as ArmadaScenario, seed, chunkSize, battle) : null;
    const replay = tableReplay ?? replayBattle(game, scenario, seed, chunkSize, battle);
    let picture = '';
    if (tableReplay !== null) {
      // By default in the working folder, never beside the scenario (which may be a bundled file under configs/).
      const file = typeof argv.svg === 'string' && argv.svg !== '' ? argv.svg : `${basename(argv.scenario as string).replace(/\.(ya?ml|json)$/i, '')}-battle-${battle}.svg`;
      writeFileSync(file, replaySvg(tableReplay.frames, `Battle ${battle} (seed ${seed}): ${replay.outcome}`));
      picture = `Picture of the table per orders phase: ${file}\n`;
    }
    if (argv.json) {
      const { frames: _frames, ...plain } = replay as typeof replay & { frames?: unknown };
      process.stdout.write(toJsonText({ seed, chunkSize, ...plain }));
      return;
    }
    // An Armada battle of the sample catalog says so, like every Armada text output (issue 12).
    const notice = game.id === 'armada' && (scenario as ArmadaScenario).sample ? `NOTICE: ${SAMPLE_NOTICE}\n` : '';
    process.stdout.write(`Battle ${battle} (seed ${seed}, chunk ${replay.chunk}, position ${replay.offset})\n${notice}${replay.lines.join('\n')}\n${picture}`);
  },
};
