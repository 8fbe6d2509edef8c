import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CommandModule } from 'yargs';
import { costAnalysis } from '../../analysis/cost-analysis.js';
import { matchupMatrix } from '../../analysis/matrix.js';
import type { CostResult, MatrixResult } from '../../analysis/types.js';
import { configPath } from '../../core/paths.js';
import { provenanceOf } from '../../core/provenance.js';
import { percent, renderTable } from '../../core/table.js';
import { createRunner } from '../../engine/runners.js';
import type { Ti4Result } from '../../games/ti4/result.js';
import { analysisContext } from '../analysis-options.js';
import { loadAnalysisAdapter } from '../load/analysis-adapter.js';
import { loadFleetsFile } from '../load/fleets-file.js';
import { qualifySimulationArgs, withSimulationOptions } from '../run-options.js';
import { loadScenarioFile } from '../scenario-file.js';
import { simulateScenario } from '../simulate.js';
import { writeReport } from './report.js';
import { toJsonText, writeFileAtomic } from '../output.js';
import { titaniumGameSummary, titaniumGameTour } from './tour-titanium-game.js';

/** Battles per bundled TI4 scenario in the tour. */
const TOUR_SCENARIO_BATTLES = 200_000;
/** Battles per measured point (per seat) of the tour's analyses. */
const TOUR_POINT_BATTLES = 20_000;

/**
 * `salvo tour` — the main job of `npm start`: the bundled balance tour. TI4 unit cost efficiency,
 * the bundled TI4 scenarios, a matchup matrix of the sample Armada fleets, Titanium Wars card
 * efficiency, and whole Titanium Wars games (win rate by seat, leader and purchase policy; card
 * values in credits), written as an offline HTML report with PNG charts; a short summary on stdout.
 */
export const tourCommand: CommandModule = {
  command: 'tour',
  describe: 'the bundled balance tour: analyses of every game, written to out/report.html with PNG charts',
  builder: (yargs) =>
    withSimulationOptions(yargs)
      .option('report', { type: 'string', default: 'out/report.html', describe: 'where to write the HTML report' })
      .option('png', { type: 'string', default: 'out/png', describe: 'folder for one PNG per chart' })
      .example('$0 tour', 'what npm start runs'),
  handler: async (argv) => {
    const args = qualifySimulationArgs({ ...argv, battles: argv.battles ?? TOUR_SCENARIO_BATTLES });
    const started = performance.now();
    const runner = createRunner(args.threads);
    const inputs: { source: string; result: unknown }[] = [];
    const log = (line: string) => process.stderr.write(`${line}\n`);
    try {
      const folder = configPath('scenarios');
      const scenarioResults: Ti4Result[] = [];
      for (const file of readdirSync(folder).filter((f) => /^ti4-.*\.ya?ml$/.test(f)).sort()) {
        const { game, scenario } = loadScenarioFile(join(folder, file));
        const result = (await simulateScenario(game, scenario, { ...args, progress: false }, file, runner)) as Ti4Result;
        scenarioResults.push(result);
        inputs.push({ source: file, result });
      }
      log(`tour: ${scenarioResults.length} TI4 scenarios simulated`);
      const ctx = () => analysisContext({ ...args, battles: TOUR_POINT_BATTLES, chunkSize: TOUR_POINT_BATTLES / 40 }, runner);
      const costs: CostResult[] = [];
      for (const game of ['ti4', 'titanium'] as const) {
        const adapter = loadAnalysisAdapter(game, undefined, { game: 'game', catalog: '--catalog' });
        const { items, reference, baseline } = adapter.defaults;
        costs.push(await costAnalysis(adapter, { items, reference, baseline }, ctx()));
        inputs.push({ source: `${game} unit cost efficiency`, result: costs.at(-1) });
        log(`tour: ${game} equivalent costs done`);
      }
      const { adapter, fleets, options } = loadFleetsFile(configPath('fleets', 'armada-sample-30.yaml'));
      const t0 = performance.now();
      const startedAt = new Date().toISOString();
      const matrix: MatrixResult = {
        kind: 'matrix',
        game: 'armada',
        ...(await matchupMatrix(adapter, fleets, options, ctx())),
        battlesPerPair: TOUR_POINT_BATTLES * adapter.seats,
        seed: args.seed,
        provenance: provenanceOf({ threads: runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
        ...(adapter.notice ? { notice: adapter.notice } : {}),
      };
      inputs.push({ source: 'armada sample fleets', result: matrix });
      log('tour: armada matchup matrix done');
      const whole = await titaniumGameTour(args, runner, log);
      inputs.push({ source: 'configs/games/titanium-three-players.yaml', result: whole.games }, { source: 'titanium card values in credits', result: whole.cards });

      const resultsFile = args.out ?? join(dirname(String(argv.report)), 'results.json');
      mkdirSync(dirname(resultsFile), { recursive: true });
      writeFileAtomic(resultsFile, toJsonText(inputs.map((i) => i.result)));
      const written = await writeReport(inputs, { out: String(argv.report), pngDir: String(argv.png) });
      const seconds = (performance.now() - started) / 1000;
      if (args.json) {
        process.stdout.write(`${JSON.stringify({ report: written.out, results: resultsFile, charts: written.charts, png: written.pngFiles, seconds }, null, 2)}\n`);
        return;
      }
      process.stdout.write(summary(scenarioResults, costs, matrix) + titaniumGameSummary(whole.games, whole.cards).map((line) => `${line}\n`).join(''));
      process.stdout.write(`\nReport: ${relative(process.cwd(), written.out) || written.out} (${written.charts} charts, ${(written.bytes / 1024).toFixed(0)} KB, works offline); PNGs in ${argv.png}/; every result in ${resultsFile} (re-render with salvo report ${resultsFile}) — ${seconds.toFixed(1)} s on ${runner.threads} thread(s).\n`);
    } finally {
      await runner.close();
    }
  },
};

function summary(scenarios: Ti4Result[], costs: CostResult[], matrix: MatrixResult): string {
  const lines: string[] = ['salvo balance tour', ''];
  lines.push('TI4 bundled scenarios (attacker wins, 95% interval):');
  lines.push(renderTable([['scenario', 'attacker wins', 'interval'], ...scenarios.map((r) => [r.name ?? '?', percent(r.outcomes.attackerWin.p), `[${percent(r.outcomes.attackerWin.lo)}, ${percent(r.outcomes.attackerWin.hi)}]`])]));
  for (const cost of costs) {
    lines.push('', `${cost.game}: equivalent cost / listed cost (priced against ${cost.reference}; > 1 = under-costed):`);
    const sorted = [...cost.items].sort((a, b) => b.ratio.p - a.ratio.p);
    lines.push(renderTable([['item', 'ratio', '95% interval'], ...sorted.map((i) => [i.name, i.ratio.p.toFixed(2), `[${i.ratio.lo.toFixed(2)}, ${i.ratio.hi.toFixed(2)}]`])]));
  }
  const mix = matrix.fleets.map((f, i) => `${f} ${percent(matrix.equilibrium.mix[i], 0)}`).filter((_, i) => matrix.equilibrium.mix[i] > 1e-9);
  lines.push('', `armada sample fleets: equilibrium mix ${mix.join(', ')} (sample catalog: placeholder numbers)`);
  return `${lines.join('\n')}\n`;
}
