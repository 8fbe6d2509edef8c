import type { CommandModule } from 'yargs';
import { formatMatrixResult } from '../../analysis/format.js';
import { matchupMatrix } from '../../analysis/matrix.js';
import type { MatrixResult } from '../../analysis/types.js';
import { provenanceOf } from '../../core/provenance.js';
import { analysisContext, MODEL_OPTION, qualifyAnalysisArgs, withModelOption } from '../analysis-options.js';
import { loadFleetsFile } from '../load/fleets-file.js';
import { POLICIES_OPTION, STRATEGIES_OPTION, withPoliciesOption, withStrategiesOption, withStrategiesRecord } from '../policies-option.js';
import { withSimulationOptions } from '../run-options.js';
import { battlesSoFar, countingRunner } from '../progress-display.js';
import { progressFor, runnerFor, wantsLongProgress } from '../runner-for.js';
import { printResult } from './run.js';

/** The model recorded in a matrix result: only one that is not the default brawl. */
const modelOf = (model: unknown) => (typeof model === 'string' && model !== 'brawl' ? { model } : {});

/** Battles per ordered pair (per seat) of `salvo matrix` unless --battles says otherwise. */
export const MATRIX_BATTLES = 20_000;

/** `salvo matrix <fleets.yaml>`: every pair's win rates and the equilibrium mix. */
export const matrixCommand: CommandModule = {
  command: 'matrix <fleets>',
  describe: 'matchup matrix of the fleets in a file, with intervals and the equilibrium mix',
  builder: (yargs) =>
    withSimulationOptions(yargs.positional('fleets', { type: 'string', describe: 'a fleets file: game, fleets: [{ name, … }]' }), { counts: 'battles per ordered pair of fleets and seat', default: MATRIX_BATTLES, precision: false })
      .option('policies', POLICIES_OPTION)
      .option('strategies', STRATEGIES_OPTION)
      .option('model', MODEL_OPTION)
      .example('$0 matrix configs/fleets/armada-sample-30.yaml --policies \'{"orders":"crew-orders"}\'', 'Armada fleets giving crew orders (a fleet\'s own policies win)')
      .example('$0 matrix configs/fleets/ti4-equal-cost.yaml', 'one-type fleets of equal cost')
      .example('$0 matrix configs/fleets/armada-sample-30.yaml --model table', 'Armada fleets on the table (docs/armada.md)'),
  handler: async (argv) => {
    const args = qualifyAnalysisArgs(argv, MATRIX_BATTLES);
    const file = argv.fleets as string;
    const loaded = loadFleetsFile(file);
    const { fleets, options } = loaded;
    const adapter = withModelOption(withStrategiesOption(argv.policies === undefined ? loaded.adapter : withPoliciesOption(loaded.adapter, argv.policies), argv.strategies), argv.model);
    const pool = runnerFor(args, `matrix ${file}`);
    const runner = countingRunner(pool);
    const progress = progressFor(wantsLongProgress(args), 'matrix', pool, undefined, 'pairs', battlesSoFar(runner));
    const startedAt = new Date().toISOString();
    const t0 = performance.now();
    try {
      const matrix = await matchupMatrix(adapter, fleets, options, analysisContext(args, runner), (done, total) => progress.update(done, total));
      progress.stop();
      const result: MatrixResult = {
        kind: 'matrix',
        game: adapter.game,
        ...matrix,
        battlesPerPair: args.battles! * adapter.seats,
        seed: args.seed,
        provenance: provenanceOf({ threads: runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
        ...(adapter.notice ? { notice: adapter.notice } : {}),
        ...modelOf(adapter.model ?? options.model),
      };
      const recorded = withStrategiesRecord(formatMatrixResult(result), result, argv.strategies, adapter.game);
      printResult(recorded.table, recorded.result, args);
    } finally {
      progress.stop();
      await runner.close();
    }
  },
};
