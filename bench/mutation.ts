/**
 * `npm run mutation`: runs StrykerJS with bench/stryker.config.mjs (incremental), then merges the
 * per-file results into bench/out/mutation.json (see bench/mutation-summary.ts) and prints the
 * per-folder scores. Options: --mutate GLOB (repeatable; one folder at a time, e.g.
 * "src/games/armada/**\/*.ts" — files not mutated keep their last result in mutation.json; a run
 * over one game runs only that game's tests, see test/vitest.mutation.config.ts),
 * --summary-only (re-read the last report), --partial (read the results a stopped run logged,
 * bench/out/stryker-progress.jsonl: scores over the mutants tested, the rest counted as untested).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { toJsonText, writeFileAtomic } from '../src/cli/output.js';
import { mergeMutation, reportFromProgressLog, type MutationSummary, type StrykerReport } from './mutation-summary.js';

const { values } = parseArgs({ options: { mutate: { type: 'string', multiple: true }, 'summary-only': { type: 'boolean', default: false }, partial: { type: 'boolean', default: false } } });
const root = packageRoot();
process.chdir(root);
if (!values['summary-only'] && !values.partial) {
  const notRules = ((await import(join(root, 'bench', 'stryker.config.mjs'))) as { default: { mutate: string[] } }).default.mutate.filter((g) => g.startsWith('!'));
  const mutate = values.mutate === undefined ? undefined : [...values.mutate, ...notRules];
  // Mutating one folder only: run only its tests (test/vitest.mutation.config.ts).
  const folders = new Set((values.mutate ?? ['*']).map((glob) => /^src\/(?:games\/)?([a-z0-9]+)\//.exec(glob)?.[1] ?? '*'));
  const [folder] = folders;
  if (folders.size === 1 && folder !== '*' && folder !== 'games') process.env.SALVO_MUTATION_FOLDER = folder;
  await new Stryker({ configFile: 'bench/stryker.config.mjs', ...(mutate ? { mutate } : {}) }).runMutationTest();
}
const input = join(root, 'bench', 'out', 'stryker-report.json');
const output = join(root, 'bench', 'out', 'mutation.json');
const previous = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as Partial<MutationSummary>) : undefined;
const run = values.partial
  ? reportFromProgressLog(readFileSync(join(root, 'bench', 'out', 'stryker-progress.jsonl'), 'utf8'))
  : { report: JSON.parse(readFileSync(input, 'utf8')) as StrykerReport, untested: {} };
const merged = mergeMutation(previous?.files ? { files: previous.files, survivors: previous.survivors ?? [] } : undefined, run.report, new Date().toISOString(), run.untested);
writeFileAtomic(output, toJsonText(merged));
for (const f of merged.folders) {
  console.log(`${f.folder.padEnd(24)} ${String(f.score).padStart(5)} % killed  (${f.killed + f.timeout} of ${f.killed + f.timeout + f.survived + f.noCoverage}; ${f.survived} survived, ${f.noCoverage} uncovered; ${f.files} files${f.untested > 0 ? `; ${f.untested} not tested yet` : ''})`);
}
console.log(`written to ${output}`);
