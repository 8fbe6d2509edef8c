import type { CommandModule } from 'yargs';
import { buildBaseline, compareFigures, computeFigures, type CheckReport } from '../../analysis/check.js';
import { renderTable } from '../../core/table.js';
import type { GameId } from '../../games/game.js';
import { gamesWith } from '../../games/registry.js';
import { analysisContext, MODEL_OPTION, qualifyAnalysisArgs, withModelOption } from '../analysis-options.js';
import { loadAnalysisAdapter } from '../load/analysis-adapter.js';
import { readBaselineFile } from '../load/baseline-file.js';
import { loadTrackedFleets } from '../load/fleets-file.js';
import { referencePath } from '../load/references.js';
import { cliErrors } from '../messages.js';
import { toJsonText, writeFileAtomic } from '../output.js';
import { checkWritable, parseSeed, withSimulationOptions } from '../run-options.js';
import { runnerFor } from '../runner-for.js';

/** Battles per measured point of `salvo check` baselines unless --battles says otherwise. */
export const CHECK_BATTLES = 10_000;

/** The games `salvo check` can track: those of the registry with balance analysis. */
export const checkGames = (): string[] => gamesWith('analysis').map((game) => game.id);

/** `salvo check`: fail CI when a catalog change moves a balance figure by more than noise. */
export const checkCommand: CommandModule = {
  command: 'check',
  describe: 'recompute a balance baseline for the current catalog; exit 1 when a figure moved significantly',
  builder: (yargs) =>
    withSimulationOptions(yargs)
      .option('baseline', { type: 'string', describe: 'the baseline file to check against' })
      .option('write-baseline', { type: 'boolean', default: false, describe: 'compute a new baseline and write it to --out' })
      .option('game', { type: 'string', choices: checkGames(), describe: 'the game (with --write-baseline)' })
      .option('catalog', { type: 'string', describe: 'the current catalog file (default: the baseline\'s)' })
      .option('model', MODEL_OPTION)
      .option('threshold', { type: 'number', default: 0.02, describe: 'smallest change that matters (cost ratio or score)' })
      .example('$0 check --write-baseline --game armada --catalog my-disks.yaml --out baseline.json', 'record the figures')
      .example('$0 check --baseline baseline.json --catalog my-disks.yaml', 'exit 1 if a figure moved'),
  handler: async (argv) => {
    const threshold = argv.threshold as number;
    if (!(threshold >= 0)) throw cliErrors.badOptionValue('--threshold', 'must be 0 or more', argv.threshold);
    if (argv.writeBaseline) {
      if (argv.out === undefined) throw cliErrors.writeBaselineNeedsOut();
      if (argv.game === undefined) throw cliErrors.writeBaselineNeedsGame(checkGames());
      const args = qualifyAnalysisArgs(argv, CHECK_BATTLES);
      const runner = runnerFor(args, 'check --write-baseline');
      try {
        const game = argv.game as GameId;
        const catalog = argv.catalog === undefined ? undefined : String(argv.catalog);
        const adapter = withModelOption(loadAnalysisAdapter(game, catalog, { game: '--game', catalog: '--catalog' }), argv.model);
        // The baseline records where its catalog is, so a later check finds it from any folder.
        const recorded = catalog === undefined ? undefined : referencePath(catalog);
        const baseline = await buildBaseline(game, recorded, adapter, loadTrackedFleets(game), analysisContext(args, runner));
        writeFileAtomic(args.out!, toJsonText(baseline));
        process.stdout.write(`${baseline.figures.length} figures written to ${args.out} (seed ${baseline.seed}, ${baseline.battles} battles per point)\n`);
      } finally {
        await runner.close();
      }
      return;
    }
    if (argv.baseline === undefined) throw cliErrors.noBaseline();
    const file = String(argv.baseline);
    const baseline = readBaselineFile(file);
    if (argv.out !== undefined) checkWritable(String(argv.out), '--out', argv);
    const args = qualifyAnalysisArgs({ ...argv, battles: baseline.battles, seed: argv.seed ?? String(baseline.seed) }, baseline.battles);
    args.seed = parseSeed(String(baseline.seed));
    const runner = runnerFor(args, `check ${file}`);
    try {
      const adapter = withModelOption(argv.catalog === undefined
        ? loadAnalysisAdapter(baseline.game, baseline.catalog, { game: `${file}: game`, catalog: `${file}: catalog` }, file)
        : loadAnalysisAdapter(baseline.game, String(argv.catalog), { game: `${file}: game`, catalog: '--catalog' }), argv.model);
      const current = await computeFigures(baseline.game, adapter, loadTrackedFleets(baseline.game), analysisContext(args, runner));
      const changes = compareFigures(baseline.figures, current, threshold);
      const moved = changes.filter((c) => c.moved);
      const report: CheckReport = { kind: 'check', baseline: file, game: baseline.game, threshold, significance: 0.01, figures: changes.length, moved };
      if (argv.out !== undefined) writeFileAtomic(String(argv.out), toJsonText(report));
      if (argv.json) process.stdout.write(toJsonText(report));
      else {
        const rows = [['figure', 'before', 'after', 'change', 'p']];
        for (const c of moved) rows.push([c.id, c.before.toFixed(3), c.after.toFixed(3), c.change.toFixed(3), c.pValue.toExponential(1)]);
        process.stdout.write(moved.length === 0
          ? `check: ${changes.length} figures, none moved by more than ${threshold} at p < 0.01\n`
          : `check: ${moved.length} of ${changes.length} figures moved by more than ${threshold} at p < 0.01\n\n${renderTable(rows)}\n`);
      }
      if (moved.length > 0) process.exitCode = 1;
    } finally {
      await runner.close();
    }
  },
};
