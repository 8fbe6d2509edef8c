import type { CommandModule } from 'yargs';
import { buildBaseline, compareFigures, computeFigures, type CheckReport } from '../../analysis/check.js';
import { figuresNaming, newlyIllegal, trackedFleetLegality } from '../../analysis/check-cards.js';
import { compareCards } from '../../games/card-fingerprint.js';
import type { GameId } from '../../games/game.js';
import { gamesWith } from '../../games/registry.js';
import { analysisContext, MODEL_OPTION, qualifyAnalysisArgs, withModelOption } from '../analysis-options.js';
import { defaultFileOptions, loadAnalysisAdapter, type DefaultFileOptions } from '../load/analysis-adapter.js';
import { pathForBaseline, readBaselineFile } from '../load/baseline-file.js';
import { loadTrackedFleets } from '../load/fleets-file.js';
import { readReference, referencePath } from '../load/references.js';
import { cliErrors } from '../messages.js';
import { POLICIES_OPTION, withPoliciesOption } from '../policies-option.js';
import { toJsonText, writeFileAtomic } from '../output.js';
import { checkWritable, parseSeed, withSimulationOptions } from '../run-options.js';
import { countingRunner, pollProgress, progressDisplay } from '../progress-display.js';
import { runnerFor, wantsLongProgress } from '../runner-for.js';
import { checkExitCode, checkText } from './check-text.js';

/** Battles per measured point of `salvo check` baselines unless --battles says otherwise. */
export const CHECK_BATTLES = 10_000;

/** The games `salvo check` can track: those of the registry with balance analysis. */
export const checkGames = (): string[] => gamesWith('analysis').map((game) => game.id);

/** `salvo check`: fail CI when a catalog change alters a card, makes a tracked fleet illegal or moves a balance figure by more than noise. */
export const checkCommand: CommandModule = {
  command: 'check',
  describe: 'compare the current catalog with a balance baseline: exit 1 when a card changed, a tracked fleet became illegal or a figure moved significantly',
  builder: (yargs) =>
    withSimulationOptions(yargs, { counts: 'battles per measured point of a new baseline', default: CHECK_BATTLES, note: 'a check uses its baseline\'s', precision: false })
      .option('baseline', { type: 'string', describe: 'the baseline file to check against' })
      .option('write-baseline', { type: 'boolean', default: false, describe: 'compute a new baseline and write it to --out' })
      .option('game', { type: 'string', choices: checkGames(), describe: 'the game (with --write-baseline)' })
      .option('catalog', { type: 'string', describe: 'the current catalog file (default: the baseline\'s)' })
      .option('policies', { ...POLICIES_OPTION, describe: `${POLICIES_OPTION.describe} (with --write-baseline; recorded, and replayed by a check)` })
      .option('model', { ...MODEL_OPTION, describe: `${MODEL_OPTION.describe} (with --write-baseline; recorded, and replayed by a check)` })
      .option('arsenal', { type: 'string', describe: 'titanium: the current arsenal file (default: the baseline\'s, else the bundled one)' })
      .option('deck', { type: 'string', describe: 'titanium: the current tactic deck file (default: the baseline\'s, else the sample deck)' })
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
      const runner = countingRunner(runnerFor(args, 'check --write-baseline'));
      const stopProgress = showProgress(args, runner, 'check --write-baseline');
      try {
        const game = argv.game as GameId;
        const catalog = argv.catalog === undefined ? undefined : String(argv.catalog);
        const files = defaultFileOptions(argv);
        const loaded = loadAnalysisAdapter(game, catalog, { game: '--game', catalog: '--catalog' }, undefined, files);
        const adapter = withModelOption(argv.policies === undefined ? loaded : withPoliciesOption(loaded, argv.policies), argv.model);
        // The baseline records its catalog and files relative to itself, so a check finds them from any folder or checkout.
        const recorded = catalog === undefined ? undefined : pathForBaseline(referencePath(catalog), args.out!);
        const built = await buildBaseline(game, recorded, adapter, loadTrackedFleets(game), analysisContext(args, runner));
        stopProgress();
        const recordedFiles = Object.fromEntries(Object.entries(files).map(([key, file]) => [key, pathForBaseline(referencePath(file), args.out!)]));
        const baseline = Object.keys(recordedFiles).length > 0 ? { ...built, files: recordedFiles } : built;
        writeFileAtomic(args.out!, toJsonText(baseline));
        if (adapter.notice) process.stdout.write(`NOTICE: ${adapter.notice}\n`);
        if (adapter.policies) process.stdout.write(`policies (every side): ${JSON.stringify(adapter.policies)}\n`);
        if (adapter.model) process.stdout.write(`combat model: ${adapter.model}\n`);
        const illegal = Object.entries(baseline.fleets).filter(([, rule]) => rule !== 'legal');
        for (const [fleet, rule] of illegal) process.stdout.write(`NOTE: tracked fleet ${fleet} is not legal under this catalog (${rule}); a check fails only on fleets that become illegal\n`);
        process.stdout.write(`${baseline.figures.length} figures and ${Object.keys(baseline.cards).length} cards written to ${args.out} (seed ${baseline.seed}, ${baseline.battles} battles per point)\n`);
      } finally {
        stopProgress();
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
    const runner = countingRunner(runnerFor(args, `check ${file}`));
    const stopProgress = showProgress(args, runner, 'check');
    try {
      if (argv.policies !== undefined) throw cliErrors.badOptionValue('--policies', 'goes with --write-baseline: a check replays the policies its baseline recorded', argv.policies);
      // The model too is the baseline's: figures under another model are not comparable (brawl when none recorded).
      if (argv.model !== undefined && String(argv.model) !== (baseline.model ?? 'brawl')) {
        throw cliErrors.badOptionValue('--model', `goes with --write-baseline: a check replays the model its baseline recorded (${baseline.model ?? 'brawl'})`, argv.model);
      }
      const files = { ...baseline.files, ...givenFiles(argv) };
      const loaded = argv.catalog === undefined
        ? loadAnalysisAdapter(baseline.game, baseline.catalog, { game: `${file}: game`, catalog: `${file}: catalog` }, file, files)
        : loadAnalysisAdapter(baseline.game, String(argv.catalog), { game: `${file}: game`, catalog: '--catalog' }, file, files);
      const adapter = withModelOption(baseline.policies === undefined ? loaded : withPoliciesOption(loaded, JSON.stringify(baseline.policies)), baseline.model);
      const tracked = loadTrackedFleets(baseline.game);
      const current = await computeFigures(baseline.game, adapter, tracked, analysisContext(args, runner));
      stopProgress();
      const changes = compareFigures(baseline.figures, current, threshold);
      const moved = changes.filter((c) => c.moved);
      const movedIds = moved.map((c) => c.id);
      const cardsNow = adapter.cards();
      const cards = compareCards(baseline.cards, cardsNow).map((c) => ({ ...c, moves: figuresNaming(c.card, movedIds, tracked) }));
      const illegalFleets = newlyIllegal(baseline.fleets, trackedFleetLegality(adapter, tracked));
      const report: CheckReport = {
        kind: 'check', baseline: file, game: baseline.game, threshold, significance: 0.01, figures: changes.length, moved,
        cardsChecked: Object.keys(cardsNow).length, cards, illegalFleets,
      };
      if (argv.out !== undefined) writeFileAtomic(String(argv.out), toJsonText(report));
      if (argv.json) process.stdout.write(toJsonText(report));
      else {
        if (adapter.notice) process.stdout.write(`NOTICE: ${adapter.notice}\n`);
        if (adapter.policies) process.stdout.write(`policies (every side, from the baseline): ${JSON.stringify(adapter.policies)}\n`);
        if (adapter.model) process.stdout.write(`combat model (from the baseline): ${adapter.model}\n`);
        process.stdout.write(checkText(report));
      }
      if (checkExitCode(report) === 1) process.exitCode = 1;
    } finally {
      stopProgress();
      await runner.close();
    }
  },
};

/** Battles so far on stderr while the figures are computed (unless --no-progress); returns the stop. */
function showProgress(args: { progress?: boolean }, runner: { battles(): number }, label: string): () => void {
  return wantsLongProgress(args) ? pollProgress(progressDisplay(label), runner) : () => {};
}

/**
 * `--arsenal` / `--deck` given with `--baseline`, as absolute paths (they name files in the working
 * folder, not beside the baseline); a missing one is a ConfigError naming the option.
 */
function givenFiles(argv: Readonly<Record<string, unknown>>): DefaultFileOptions {
  const files = defaultFileOptions(argv);
  for (const [option, name] of Object.entries(files) as [keyof DefaultFileOptions, string][]) files[option] = readReference(name, `--${option}`).source;
  return files;
}
