import type { CommandModule } from 'yargs';
import { formatMatrixResult } from '../../analysis/format.js';
import { matchupMatrix } from '../../analysis/matrix.js';
import type { MatrixResult } from '../../analysis/types.js';
import { provenanceOf } from '../../core/provenance.js';
import { analysisContext, MODEL_OPTION, qualifyAnalysisArgs, withModelOption } from '../analysis-options.js';
import { loadFleetsFile } from '../load/fleets-file.js';
import { withSimulationOptions } from '../run-options.js';
import { progressFor, runnerFor } from '../runner-for.js';
import { wantsProgress } from '../simulate.js';
import { printResult } from './run.js';

/** Battles per ordered pair (per seat) of `salvo matrix` unless --battles says otherwise. */
export const MATRIX_BATTLES = 20_000;

/** `salvo matrix <fleets.yaml>`: every pair's win rates and the equilibrium mix. */
export const matrixCommand: CommandModule = {
  command: 'matrix <fleets>',
  describe: 'matchup matrix of the fleets in a file, with intervals and the equilibrium mix',
  builder: (yargs) =>
    withSimulationOptions(yargs.positional('fleets', { type: 'string', describe: 'a fleets file: game, fleets: [{ name, … }]' }))
      .option('model', MODEL_OPTION)
      .example('$0 matrix configs/fleets/ti4-equal-cost.yaml', 'one-type fleets of equal cost')
      .example('$0 matrix configs/fleets/armada-sample-30.yaml --model table', 'Armada fleets on the table (docs/armada.md)'),
  handler: async (argv) => {
    const args = qualifyAnalysisArgs(argv, MATRIX_BATTLES);
    const file = argv.fleets as string;
    const loaded = loadFleetsFile(file);
    const { fleets, options } = loaded;
    const adapter = withModelOption(loaded.adapter, argv.model);
    const runner = runnerFor(args, `matrix ${file}`);
    const progress = progressFor(wantsProgress(args), 'matrix', runner);
    const startedAt = new Date().toISOString();
    const t0 = performance.now();
    try {
      const matrix = await matchupMatrix(adapter, fleets, options, analysisContext(args, runner), (done, total) => progress.update(done, total, 'pairs'));
      progress.stop();
      const result: MatrixResult = {
        kind: 'matrix',
        game: adapter.game,
        ...matrix,
        battlesPerPair: args.battles! * adapter.seats,
        seed: args.seed,
        provenance: provenanceOf({ threads: runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
        ...(adapter.notice ? { notice: adapter.notice } : {}),
      };
      printResult(formatMatrixResult(result), result, args);
    } finally {
      progress.stop();
      await runner.close();
    }
  },
};
