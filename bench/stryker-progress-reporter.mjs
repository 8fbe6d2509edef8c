/**
 * A StrykerJS reporter (`progress-log`, bench/stryker.config.mjs) that appends each mutant's result
 * to bench/out/stryker-progress.jsonl as soon as it is known, after a first line with the number
 * of mutants planned per file. Stryker writes its JSON report only at the end of a run; on 2 shared
 * cores a game folder can take hours, so `npm run mutation -- --partial` turns this log into honest
 * partial scores (mutants tested of mutants planned) when a run is stopped early; with `--sample`
 * it reads the sampled mutants' results from it (bench/mutation-sample.ts).
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

const LOG = 'bench/out/stryker-progress.jsonl';

/**
 * One log line, with the place as in Stryker's JSON report (lines and columns from 1). A planned
 * mutant (`fromZero`) carries the plugin API's place, counted from 0; a tested mutant's result
 * already carries the report's.
 */
const line = (m, status, fromZero = false) => {
  const d = fromZero ? 1 : 0;
  const { start, end } = m.location;
  return `${JSON.stringify({ id: m.id, file: m.fileName, line: start.line + d, column: start.column + d, endLine: end.line + d, endColumn: end.column + d, mutator: m.mutatorName, replacement: m.replacement ?? '', status })}\n`;
};

class ProgressLogReporter {
  onMutationTestingPlanReady({ mutantPlans }) {
    const planned = {};
    let early = '';
    for (const plan of mutantPlans) {
      const m = plan.mutant;
      if (plan.plan === 'EarlyResult' && m.status === 'Ignored') continue;
      planned[m.fileName] = (planned[m.fileName] ?? 0) + 1;
      if (plan.plan === 'EarlyResult') early += line(m, m.status, true);
    }
    mkdirSync(dirname(LOG), { recursive: true });
    writeFileSync(LOG, `${JSON.stringify({ planned })}\n${early}`);
  }

  onMutantTested(result) {
    if (result.status !== 'Ignored') appendFileSync(LOG, line(result, result.status));
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'progress-log', ProgressLogReporter)];
