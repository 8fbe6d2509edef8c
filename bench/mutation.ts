/**
 * `npm run mutation`: runs StrykerJS with bench/stryker.config.mjs (incremental), then merges the
 * per-file results into bench/out/mutation.json (see bench/mutation-summary.ts) and prints the
 * per-folder scores. Options: --mutate GLOB (repeatable; one folder at a time, e.g.
 * "src/games/armada/**\/*.ts" — files not mutated keep their last result in mutation.json; a run
 * over one game runs only that game's tests, see test/vitest.mutation.config.ts),
 * --summary-only (re-read the last report), --partial (read the results a stopped run logged,
 * bench/out/stryker-progress.jsonl: scores over the mutants tested, the rest counted as untested).
 *
 * --check-equivalent lists the keys of bench/mutation-equivalent.ts that no longer name a mutant of
 * the current source (a code change moved their line), and exits 1 when there is one.
 *
 * --concurrency N sets Stryker's test-runner processes (default: the config's 2).
 *
 * Sampled (bench/mutation-sample.ts): `--sample K --folder ti4|armada|titanium|core [--seed S]`
 * lists every mutant of the folder, draws K with the seed (bench/out/mutation-sample-<folder>.json),
 * tests exactly those and writes the estimate with its 95 % interval to mutation.json `samples`.
 * With --summary-only it scores the sample from the last finished run's report; with --partial from
 * the log of a stopped run, the sampled mutants it had not reached keeping their result in the last
 * finished run's report (`carriedForward` says how many). A rerun after new tests retests only
 * what the new tests may change, so a carried survivor counts as it last was: a lower bound.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { toJsonText, writeFileAtomic } from '../src/cli/output.js';
import { mergeMutation, reportFromProgressLog, testedInProgressLog, testedInReport, withSample, type MutationSummary, type StrykerReport } from './mutation-summary.js';
import { drawSample, mutantKey, mutationRanges, scoreSample, type MutantSample } from './mutation-sample.js';
import { filesToMutate, listMutants } from './mutation-population.js';
import { EQUIVALENT_MUTANTS } from './mutation-equivalent.js';
import { staleEquivalentKeys } from './evidence-checks.js';
import { benchArgs } from './cli-args.js';

const values = benchArgs('npm run mutation --', 'mutation testing with StrykerJS, complete or sampled (see bench/mutation.ts)', {
  mutate: { type: 'string', multiple: true },
  'summary-only': { type: 'boolean', default: false },
  partial: { type: 'boolean', default: false },
  sample: { type: 'string' },
  folder: { type: 'string' },
  seed: { type: 'string', default: 'salvo-mutation-sample-1' },
  concurrency: { type: 'string' },
  'check-equivalent': { type: 'boolean', default: false },
});
const root = packageRoot();
process.chdir(root);
const config = ((await import(join(root, 'bench', 'stryker.config.mjs'))) as { default: { mutate: string[]; plugins: string[] } }).default;
const output = join(root, 'bench', 'out', 'mutation.json');
const previous = existsSync(output) ? (JSON.parse(readFileSync(output, 'utf8')) as Partial<MutationSummary>) : undefined;
const progressLog = join(root, 'bench', 'out', 'stryker-progress.jsonl');

if (values['check-equivalent']) await checkEquivalent();
else if (values.sample !== undefined) await sampled(Number(values.sample), values.folder, values.seed);
else await complete();

/**
 * `--check-equivalent`: every key of bench/mutation-equivalent.ts must name a mutant the current
 * source still has (same file, mutator, text, replacement and line: keys by content); a key left
 * behind by a code change to its line is listed, and the command exits 1.
 */
async function checkEquivalent(): Promise<void> {
  const { stale, total } = await staleEquivalentKeys(root);
  for (const k of stale) console.log(`stale: ${k}`);
  console.log(`${total - stale.length} of ${total} equivalent-mutant keys name a mutant of the current source`);
  if (stale.length > 0) process.exitCode = 1;
}

/** A complete run over the globs given (or the whole config), merged per file into mutation.json. */
async function complete(): Promise<void> {
  if (!values['summary-only'] && !values.partial) {
    const notRules = config.mutate.filter((g) => g.startsWith('!'));
    const mutate = values.mutate === undefined ? undefined : [...values.mutate, ...notRules];
    // Mutating one folder only: run only its tests (test/vitest.mutation.config.ts).
    const folders = new Set((values.mutate ?? ['*']).map((glob) => /^src\/(?:games\/)?([a-z0-9]+)\//.exec(glob)?.[1] ?? '*'));
    const [folder] = folders;
    if (folders.size === 1 && folder !== '*' && folder !== 'games') process.env.SALVO_MUTATION_FOLDER = folder;
    await new Stryker({ configFile: 'bench/stryker.config.mjs', ...concurrencyOption(), ...(mutate ? { mutate } : {}) }).runMutationTest();
  }
  const input = join(root, 'bench', 'out', 'stryker-report.json');
  const run = values.partial ? reportFromProgressLog(readFileSync(progressLog, 'utf8')) : { report: JSON.parse(readFileSync(input, 'utf8')) as StrykerReport, untested: {} };
  const merged = mergeMutation(previous?.files ? { files: previous.files, survivors: previous.survivors ?? [], samples: previous.samples } : undefined, run.report, new Date().toISOString(), run.untested);
  writeFileAtomic(output, toJsonText(merged));
  for (const f of merged.folders) {
    console.log(`${f.folder.padEnd(24)} ${String(f.score).padStart(5)} % killed  (${f.killed + f.timeout} of ${f.killed + f.timeout + f.survived + f.noCoverage}; ${f.survived} survived, ${f.noCoverage} uncovered; ${f.files} files${f.untested > 0 ? `; ${f.untested} not tested yet` : ''})`);
  }
  console.log(`written to ${output}`);
}

/** A run over a simple random sample of one folder's mutants, scored into mutation.json `samples`. */
async function sampled(k: number, name: string | undefined, seed: string): Promise<void> {
  const folders = ['armada', 'core', 'ti4', 'titanium'];
  if (!Number.isInteger(k) || k < 1 || name === undefined || !folders.includes(name)) {
    console.error(`npm run mutation: --sample needs a whole number ≥ 1 and --folder ${folders.join('|')} — got --sample ${values.sample}, --folder ${name ?? '(none)'}.`);
    process.exit(2);
  }
  const folder = name === 'core' ? 'src/core' : `src/games/${name}`;
  const population = await listMutants(root, filesToMutate(root, folder, config.mutate));
  const sample: MutantSample = { folder, seed, population: population.length, mutants: drawSample(population, k, seed) };
  const sampleFile = join(root, 'bench', 'out', `mutation-sample-${name}.json`);
  writeFileAtomic(sampleFile, toJsonText(sample));
  console.log(`${folder}: ${sample.mutants.length} of ${sample.population} mutants drawn (seed ${seed}) → ${sampleFile}`);
  const report = join(root, 'bench', 'out', `stryker-report-${name}-sample.json`);
  if (!values['summary-only'] && !values.partial) {
    process.env.SALVO_MUTATION_FOLDER = name;
    process.env.SALVO_MUTATION_SAMPLE = sampleFile;
    await new Stryker({
      configFile: 'bench/stryker.config.mjs',
      ...concurrencyOption(),
      mutate: mutationRanges(sample.mutants),
      plugins: [...config.plugins, './bench/stryker-sample-ignorer.mjs'],
      ignorers: ['mutation-sample'],
      checkers: ['mutation-sample'],
      incrementalFile: `bench/out/stryker-incremental-${name}-sample.json`,
      jsonReporter: { fileName: `bench/out/stryker-report-${name}-sample.json` },
    }).runMutationTest();
  }
  // A stopped rerun (--partial): the mutants it logged, and for the sampled mutants it had not
  // reached yet, their result in the last finished run's report (carried forward, counted).
  const lastRun = existsSync(report) ? testedInReport(JSON.parse(readFileSync(report, 'utf8')) as StrykerReport) : [];
  const logged = values.partial ? testedInProgressLog(readFileSync(progressLog, 'utf8')) : [];
  const results = values.partial ? [...lastRun, ...logged] : lastRun;
  const score = scoreSample(sample, results, new Date().toISOString(), EQUIVALENT_MUTANTS);
  if (values.partial) {
    const inLog = new Set(logged.map(mutantKey));
    const inLast = new Set(lastRun.map(mutantKey));
    score.carriedForward = sample.mutants.filter((m) => !inLog.has(mutantKey(m)) && inLast.has(mutantKey(m))).length;
  }
  writeFileAtomic(output, toJsonText(withSample(previous, score, score.measured)));
  const valid = score.killed + score.timeout + score.survived + score.noCoverage;
  console.log(
    `${folder.padEnd(24)} ${String(score.score).padStart(5)} % killed [${score.interval[0]}, ${score.interval[1]}] (${score.killed + score.timeout} of ${valid} sampled; ${score.survived} survived (${score.judgedEquivalent} of the survivors judged equivalent: ${score.scoreWithoutEquivalent} % [${score.intervalWithoutEquivalent[0]}, ${score.intervalWithoutEquivalent[1]}] without them), ${score.noCoverage} uncovered, ${score.ignored} static, ${score.errors} errors${score.untested > 0 ? `, ${score.untested} not tested yet` : ''}${score.carriedForward ? `, ${score.carriedForward} carried forward from the last finished run` : ''}; N = ${score.population})`,
  );
  console.log(`written to ${output}`);
}

/** `--concurrency N`: Stryker's test-runner processes (the config's 2 unless given; 1 on a busy machine). */
function concurrencyOption(): { concurrency?: number } {
  if (values.concurrency === undefined) return {};
  const n = Number(values.concurrency);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--concurrency: expected a whole number >= 1, got ${values.concurrency}`);
  return { concurrency: n };
}
