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

// Places as in Stryker's JSON report (lines and columns from 1); the plugin API counts both from 0.
const line = (m, status) => {
  const { start, end } = m.location;
  return `${JSON.stringify({ id: m.id, file: m.fileName, line: start.line + 1, column: start.column + 1, endLine: end.line + 1, endColumn: end.column + 1, mutator: m.mutatorName, replacement: m.replacement ?? '', status })}\n`;
};

class ProgressLogReporter {
  onMutationTestingPlanReady({ mutantPlans }) {
    const planned = {};
    let early = '';
    for (const plan of mutantPlans) {
      const m = plan.mutant;
      if (plan.plan === 'EarlyResult' && m.status === 'Ignored') continue;
      planned[m.fileName] = (planned[m.fileName] ?? 0) + 1;
      if (plan.plan === 'EarlyResult') early += line(m, m.status);
    }
    mkdirSync(dirname(LOG), { recursive: true });
    writeFileSync(LOG, `${JSON.stringify({ planned })}\n${early}`);
  }

  onMutantTested(result) {
    if (result.status !== 'Ignored') appendFileSync(LOG, line(result, result.status));
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Reporter, 'progress-log', ProgressLogReporter)];
