import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CommandModule } from 'yargs';
import { configPath } from '../../core/paths.js';
import { intervalCells, renderTable, thousands } from '../../core/table.js';
import { createRunner } from '../../engine/runners.js';
import type { Ti4Result } from '../../games/ti4/result.js';
import { qualifySimulationArgs, withSimulationOptions } from '../run-options.js';
import { writeFileAtomic, toJsonText } from '../output.js';
import { loadScenarioFile } from '../scenario-file.js';
import { simulateScenario } from '../simulate.js';

/** Battles per scenario in the tour: enough for intervals of about ±0.1 points. */
const TOUR_BATTLES = 500_000;

/** `salvo tour`: the main job of `npm start` — every bundled TI4 scenario, summarized in one table. */
export const tourCommand: CommandModule = {
  command: 'tour',
  describe: 'run the bundled scenarios (configs/scenarios) and print a summary table',
  builder: (yargs) =>
    withSimulationOptions(yargs).example('$0 tour', `every bundled scenario, ${thousands(TOUR_BATTLES)} battles each`),
  handler: async (argv) => {
    const args = qualifySimulationArgs({ battles: TOUR_BATTLES, ...argv });
    const folder = configPath('scenarios');
    const files = readdirSync(folder).filter((f) => /^ti4-.*\.ya?ml$/.test(f)).sort();
    const runner = createRunner(args.threads);
    const results: Ti4Result[] = [];
    const started = performance.now();
    try {
      for (const file of files) {
        const { game, scenario } = loadScenarioFile(join(folder, file));
        results.push((await simulateScenario(game, scenario, args, file, runner)) as Ti4Result);
      }
    } finally {
      await runner.close();
    }
    const rows = [['scenario', 'attacker wins', '95% interval', 'draw', 'defender wins', 'lost (att / def)', 'rounds']];
    for (const r of results) {
      rows.push([
        r.name ?? '?', ...intervalCells(r.outcomes.attackerWin), intervalCells(r.outcomes.draw)[0],
        intervalCells(r.outcomes.defenderWin)[0], `${r.lost.attacker.mean.toFixed(2)} / ${r.lost.defender.mean.toFixed(2)}`,
        r.rounds.mean.toFixed(2),
      ]);
    }
    const seconds = (performance.now() - started) / 1000;
    const header = `salvo tour — ${results.length} bundled TI4 scenarios from ${relative(process.cwd(), folder) || folder}, ${thousands(args.battles ?? 0)} battles each, seed ${args.seed}, ${args.threads} thread(s), ${seconds.toFixed(1)} s`;
    if (args.out !== undefined) writeFileAtomic(args.out, toJsonText(results));
    process.stdout.write(args.json ? toJsonText(results) : `${header}\n\n${renderTable(rows)}\n\nResources lost are expected values; every probability has a 95% Wilson interval (shown for attacker wins).\nRun one scenario in full: npx salvo run configs/scenarios/<file> — or see README.md.\n`);
  },
};
