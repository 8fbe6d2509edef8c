import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { costAnalysis } from '../../analysis/cost-analysis.js';
import { matchupMatrix } from '../../analysis/matrix.js';
import type { CostResult, MatrixResult } from '../../analysis/types.js';
import { configPath } from '../../core/paths.js';
import { provenanceOf } from '../../core/provenance.js';
import type { RunResult, TourFile } from '../../core/result-contract.js';
import { outcomeLabel } from '../../core/outcome-label.js';
import { fixed, percent, renderTable } from '../../core/table.js';
import type { AnalysisAdapter } from '../../games/analysis-adapter.js';
import { gamesWith, type AnyGame } from '../../games/registry.js';
import { analysisContext, withModelOption } from '../analysis-options.js';
import { loadAnalysisAdapter } from '../load/analysis-adapter.js';
import { loadFleetsFile } from '../load/fleets-file.js';
import { tourStrategies } from '../load/tour-strategies.js';
import { withStrategiesOption, withStrategiesRecord } from '../policies-option.js';
import { checkFolderWritable, checkWritable, qualifySimulationArgs, withSimulationOptions } from '../run-options.js';
import { countingRunner, pollProgress, progressDisplay } from '../progress-display.js';
import { runnerFor, wantsLongProgress } from '../runner-for.js';
import { loadScenarioFile } from '../scenario-file.js';
import { simulateScenario } from '../simulate.js';
import { copyCalculatorPage } from '../serve/calculator-copy.js';
import { planReport } from './report.js';
import { toJsonText } from '../output.js';
import { titaniumGameSummary, titaniumGameTour } from './tour-titanium-game.js';

/** Battles per bundled scenario in the tour. */
const TOUR_SCENARIO_BATTLES = 200_000;
/** Battles per measured point (per seat) of the tour's analyses. */
const TOUR_POINT_BATTLES = 20_000;

/** What the tour computed, for its summary. */
interface TourResults {
  scenarios: { game: AnyGame; results: RunResult[] }[];
  costs: CostResult[];
  matrices: { fleets: string; matrix: MatrixResult; model?: string }[];
}

/**
 * `salvo tour` — the main job of `npm start`: the bundled balance tour. What it shows of each game
 * is the game's `tour` plan (registry order): its bundled scenarios (TI4), the equivalent costs of
 * its default items (TI4, Titanium Wars), the matchup matrix of its tracked fleets (Armada) —
 * written as an offline HTML report with PNG charts, every result in one `kind: "tour"` file, and a
 * short summary on stdout. Then whole Titanium Wars games (titanium-game, tour-titanium-game.ts): win
 * rate by seat, leader and purchase policy, and card values in credits.
 */
export const tourCommand: CommandModule = {
  command: 'tour',
  describe: 'the bundled balance tour: analyses of every game, written to out/report.html with PNG charts',
  builder: (yargs) =>
    withSimulationOptions(yargs, {
      counts: 'battles per bundled scenario', default: TOUR_SCENARIO_BATTLES, note: `${TOUR_POINT_BATTLES.toLocaleString('en-US')} per measured point of the analyses`, precision: false,
    })
      .option('report', { type: 'string', default: 'out/report.html', describe: 'where to write the HTML report' })
      .option('png', { type: 'string', default: 'out/png', describe: 'folder for one PNG per chart' })
      .option('strategies', { type: 'string', array: true, describe: 'strategies files, at most one per game: that game\'s analyses play it (docs/strategy.md)' })
      .example('$0 tour', 'what npm start runs')
      .example('$0 tour --strategies my-armada-strategies.yaml', 'the tour with Armada\'s analyses on a strategy salvo strategy found'),
  handler: async (argv) => {
    const args = qualifySimulationArgs({ ...argv, battles: argv.battles ?? TOUR_SCENARIO_BATTLES });
    // Every output is checked before the (long) computation, so a bad path fails at once.
    const resultsFile = args.out ?? join(dirname(String(argv.report)), 'results.json');
    for (const [file, option] of [[String(argv.report), '--report'], [resultsFile, args.out !== undefined ? '--out' : '--report (results.json beside it)']] as const) {
      checkFolderWritable(dirname(resolve(file)), option);
      if (existsSync(dirname(resolve(file)))) checkWritable(file, option, argv);
    }
    checkFolderWritable(String(argv.png), '--png');
    const strategies = tourStrategies(((argv.strategies as string[] | undefined) ?? []).map(String), [...gamesWith('tour').map((g) => g.id), 'titanium-game']);
    /** An analysis adapter on its game's strategies file, and the result's record of it. */
    const onStrategies = (adapter: AnalysisAdapter): AnalysisAdapter => withStrategiesOption(adapter, strategies.get(adapter.game));
    const recorded = <R extends object>(result: R, game: string): R => withStrategiesRecord('', result, strategies.get(game), game).result;
    const started = performance.now();
    const runner = countingRunner(runnerFor(args, 'tour'));
    let phase = 'bundled scenarios';
    const stopProgress = wantsLongProgress(args) ? pollProgress(progressDisplay('tour'), runner, () => `(${phase})`) : () => {};
    const inputs: { source: string; result: unknown }[] = [];
    const log = (line: string) => {
      phase = line.replace(/^tour: /, 'after ');
      if (!process.stderr.isTTY || !wantsLongProgress(args)) process.stderr.write(`${line}\n`);
    };
    const done: TourResults = { scenarios: [], costs: [], matrices: [] };
    try {
      const folder = configPath('scenarios');
      for (const game of gamesWith('tour').filter((g) => g.tour.scenarios)) {
        const results: RunResult[] = [];
        for (const file of readdirSync(folder).filter((f) => f.startsWith(`${game.id}-`) && /\.ya?ml$/.test(f)).sort()) {
          const { scenario } = loadScenarioFile(join(folder, file));
          const result = (await simulateScenario(game, scenario, { ...args, progress: false }, file, runner)) as RunResult;
          results.push(result);
          inputs.push({ source: file, result });
        }
        done.scenarios.push({ game, results });
        log(`tour: ${results.length} ${game.id} scenarios simulated`);
      }
      const ctx = () => analysisContext({ ...args, battles: TOUR_POINT_BATTLES, chunkSize: TOUR_POINT_BATTLES / 40 }, runner);
      for (const game of gamesWith('tour').filter((g) => g.tour.cost)) {
        const adapter = onStrategies(loadAnalysisAdapter(game.id, undefined, { game: 'game', catalog: '--catalog' }));
        const { items, reference, baseline } = adapter.defaults;
        const cost = recorded(await costAnalysis(adapter, { items, reference, baseline }, ctx()), game.id);
        done.costs.push(cost);
        inputs.push({ source: `${game.id} unit cost efficiency`, result: cost });
        log(`tour: ${game.id} equivalent costs done`);
      }
      for (const game of gamesWith('tour').filter((g) => g.tour.matrix && g.analysis?.trackedFleets)) {
        const fleetsFile = game.analysis!.trackedFleets!;
        const loaded = loadFleetsFile(configPath('fleets', fleetsFile));
        const { fleets, options } = loaded;
        for (const model of game.tour.matrixModels ?? [undefined]) {
          const adapter = onStrategies(model === undefined ? loaded.adapter : withModelOption(loaded.adapter, model));
          const t0 = performance.now();
          const startedAt = new Date().toISOString();
          const matrix: MatrixResult = recorded({
            kind: 'matrix',
            game: adapter.game,
            ...(await matchupMatrix(adapter, fleets, options, ctx())),
            battlesPerPair: TOUR_POINT_BATTLES * adapter.seats,
            seed: args.seed,
            provenance: provenanceOf({ threads: runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
            ...(adapter.notice ? { notice: adapter.notice } : {}),
          }, game.id);
          done.matrices.push({ fleets: fleetsFile, matrix, ...(model !== undefined ? { model } : {}) });
          inputs.push({ source: `${game.id} fleets (${fleetsFile})${model !== undefined ? `, model ${model}` : ''}`, result: matrix });
          log(`tour: ${game.id} matchup matrix${model !== undefined ? ` (${model} model)` : ''} done`);
        }
      }
      // Whole games are not yet a TourPlan capability: the titanium-game part is called by name.
      const whole = await titaniumGameTour(args, runner, log, strategies.get('titanium-game'));
      inputs.push({ source: 'configs/games/titanium-three-players.yaml', result: whole.games }, { source: 'titanium card values in credits', result: whole.cards });

      // The report, its charts and results.json are written as one set: an interrupted or failing
      // tour leaves the previous set as it was, never new results beside an old report.
      phase = 'drawing the report';
      const calculator = copyCalculatorPage(dirname(String(argv.report)));
      const { set, written } = await planReport(inputs, { out: String(argv.report), pngDir: String(argv.png), ...(calculator !== undefined ? { calculator } : {}) });
      const tourFile: TourFile = { kind: 'tour', results: inputs.map((i) => i.result as TourFile['results'][number]) };
      set.add(resultsFile, toJsonText(tourFile), args.out !== undefined ? '--out' : '--report').commit();
      stopProgress();
      const seconds = (performance.now() - started) / 1000;
      if (args.json) {
        process.stdout.write(`${JSON.stringify({ report: written.out, results: resultsFile, charts: written.charts, png: written.pngFiles, seconds }, null, 2)}\n`);
        return;
      }
      process.stdout.write(summary(done) + titaniumGameSummary(whole.games, whole.cards).map((line) => `${line}\n`).join(''));
      process.stdout.write(`\nReport: ${relative(process.cwd(), written.out) || written.out} (${written.charts} charts, ${(written.bytes / 1024).toFixed(0)} KB, works offline); PNGs in ${argv.png}/; every result in ${resultsFile} (re-render with salvo report ${resultsFile}) — ${seconds.toFixed(1)} s on ${runner.threads} thread(s).\n`);
      process.stdout.write(calculator !== undefined ? `Calculator: ${join(dirname(String(argv.report)), calculator)} (linked from the report; or salvo serve)\n` : 'Calculator: build it with npm run build:web, then salvo serve\n');
    } finally {
      stopProgress();
      await runner.close();
    }
  },
};

/** The tour's stdout summary: side 0's win per bundled scenario, cost ratios, equilibrium mixes. */
function summary(done: TourResults): string {
  const lines: string[] = ['salvo balance tour'];
  for (const { game, results } of done.scenarios) {
    const win = outcomeLabel(results[0]?.sides[0]?.win ?? 'win');
    lines.push('', `${game.title} bundled scenarios (${win}, 95% interval):`);
    lines.push(renderTable([['scenario', win, 'interval'], ...results.map((r) => {
      const e = r.outcomes[r.sides[0].win];
      return [r.name ?? '?', percent(e.p), `[${percent(e.lo)}, ${percent(e.hi)}]`];
    })]));
  }
  for (const cost of done.costs) {
    lines.push('', `${cost.game}: equivalent cost / listed cost (priced against ${cost.reference}; > 1 = under-costed):`);
    const sorted = [...cost.items].sort((a, b) => b.ratio.p - a.ratio.p);
    lines.push(renderTable([['item', 'ratio', '95% interval'], ...sorted.map((i) => [i.name, fixed(i.ratio.p), `[${fixed(i.ratio.lo)}, ${fixed(i.ratio.hi)}]`])]));
  }
  for (const { fleets, matrix, model } of done.matrices) {
    const mix = matrix.fleets.map((f, i) => `${f} ${percent(matrix.equilibrium.mix[i], 0)}`).filter((_, i) => matrix.equilibrium.mix[i] > 1e-9);
    lines.push('', `${matrix.game} ${fleets}${model !== undefined ? ` (${model} model)` : ''}: equilibrium mix ${mix.join(', ')}${matrix.notice ? ' (sample data: placeholder numbers)' : ''}`);
  }
  lines.push(...modelsSideBySide(done.matrices));
  return `${lines.join('\n')}\n`;
}

/**
 * The same fleets under each combat model side by side (a game whose tour plays several models,
 * Armada: brawl and table): each fleet's mean score against the others, one column per model.
 */
function modelsSideBySide(matrices: TourResults['matrices']): string[] {
  const modelled = matrices.filter((m) => m.model !== undefined);
  if (modelled.length < 2) return [];
  const first = modelled[0].matrix;
  const mean = (m: MatrixResult, i: number) => {
    // Played pairs only: a skipped pairing (a shared unique ship) is not a result.
    const others = m.score[i].filter((_, j) => j !== i && !Number.isNaN(m.winRate[i][j].p));
    return others.reduce((t, e) => t + e.p, 0) / Math.max(1, others.length);
  };
  const rows = first.fleets.map((fleet, i) => [fleet, ...modelled.map(({ matrix }) => percent(mean(matrix, i)))]);
  return ['', `${first.game} ${modelled[0].fleets}: mean score against the other fleets, by combat model`, renderTable([['fleet', ...modelled.map((m) => m.model!)], ...rows])];
}
