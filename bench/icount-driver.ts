/**
 * Runs `battles` battles of a scenario in this thread, in chunks of `chunk` (default 10,000), and
 * nothing else: the program bench/icount.sh counts instructions of under valgrind, so the count of
 * N2 battles minus the count of N1 is the work of N2 − N1 battles, start-up cancelled.
 *
 *   node dist/bench/icount-driver.js SCENARIO BATTLES [CHUNK]
 */
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { chunkStream } from '../src/core/rng.js';
import { createTally } from '../src/core/tally.js';

const [file, battlesArg, chunkArg] = process.argv.slice(2);
if (file === undefined || battlesArg === undefined) {
  process.stderr.write('usage: node dist/bench/icount-driver.js SCENARIO BATTLES [CHUNK]\n');
  process.exit(2);
}
const battles = Number(battlesArg);
const chunk = Number(chunkArg ?? 10_000);
const { game, scenario } = loadScenarioFile(file);
const plan = game.compile(scenario);
const simulator = game.createSimulator(plan);
for (let done = 0, c = 0; done < battles; done += chunk, c++) {
  simulator.run(chunkStream('icount', c), createTally(plan.tallySize), Math.min(chunk, battles - done), null);
}
