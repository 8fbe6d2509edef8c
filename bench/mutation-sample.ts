/**
 * Mutation score of a rules folder estimated from a simple random sample of its mutants (issue 15,
 * `npm run mutation -- --sample 300 --folder titanium`). A complete run of the three game folders
 * (~12,000 mutants, the Titanium ones ~20 s each) does not fit 2 shared cores, so the score is
 * estimated: list every mutant without running a test (bench/mutation-population.ts), draw k of
 * them uniformly without replacement with a recorded seed, let Stryker test exactly those
 * (`mutationRanges` as its `mutate` option, bench/stryker-sample-ignorer.mjs skipping the mutants
 * nested inside a sampled range), and count only the sampled mutants' outcomes (`scoreSample`).
 * Each mutant of the folder is equally likely to be drawn, so killed/tested is an unbiased
 * estimate of the folder's score; the 95 % interval is Wilson's (src/core/stats.ts), which ignores
 * the finite-population correction (√(1 − k/N) ≥ 0.93 here) and so errs on the wide side.
 */
import seedrandom from 'seedrandom';
import { wilson } from '../src/core/stats.js';

/** A place in a source file as in Stryker's JSON report: line and column both counted from 1. */
export interface Position {
  line: number;
  column: number;
}

/** One mutant as the instrumenter makes it: where, which mutator, and the code it puts there. */
export interface PopulationMutant {
  /** Path from the package root, `src/…`. */
  file: string;
  mutator: string;
  replacement: string;
  start: Position;
  /** Just past the mutated node, as Stryker reports it. */
  end: Position;
  /** The source text the mutant replaces (listed populations; samples drawn before it was recorded lack it). */
  original?: string;
  /** The whole source line(s) the mutant sits on, trimmed. */
  context?: string;
  /** 1-based: which of the file's mutants with the same mutator, texts and replacement this is. */
  occurrence?: number;
}

/** The sample a run tests (bench/out/mutation-sample-<folder>.json). */
export interface MutantSample {
  folder: string;
  seed: string;
  /** N: how many mutants the folder has. */
  population: number;
  mutants: PopulationMutant[];
}

/** A sampled mutant's result: Stryker's status names. */
export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

export interface TestedMutant extends PopulationMutant {
  status: MutantStatus;
}

export interface SampleSurvivor {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  status: 'Survived' | 'NoCoverage';
  /** Why the mutant is judged equivalent (it changes no result), when it is. */
  equivalent?: string;
}

/** The estimate of one folder's score (bench/out/mutation.json `samples`). */
export interface SampleScore {
  folder: string;
  population: number;
  sampleSize: number;
  seed: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Static mutants (run only while a module loads; `ignoreStatic`): not scored, as in a complete run. */
  ignored: number;
  /** Mutants that did not compile or crashed the runner: not valid, not scored (Stryker's rule). */
  errors: number;
  /** Sampled mutants without a result (a run stopped early, `--partial`): not scored. */
  untested: number;
  /**
   * Sampled mutants a stopped rerun (`--partial`) had not reached, counted with their result in the
   * last finished run's report (bench/mutation.ts).
   */
  carriedForward?: number;
  /** killed + timeout over killed + timeout + survived + noCoverage, in percent to one decimal. */
  score: number;
  /** The Wilson 95 % interval of the folder's score, in percent to one decimal. */
  interval: [number, number];
  /**
   * Survivors judged equivalent (bench/mutation-equivalent.ts, each with its reason): they stay
   * survivors in `score`, Stryker's figure; `scoreWithoutEquivalent` leaves them out of the
   * denominator (killed + timeout over the valid mutants not judged equivalent), the textbook
   * mutation score, with its own Wilson interval. Both are reported; `score` is the headline.
   */
  judgedEquivalent: number;
  scoreWithoutEquivalent: number;
  intervalWithoutEquivalent: [number, number];
  measured: string;
  survivors: SampleSurvivor[];
}

/** A key that tells two mutants apart: the same file, place, mutator and replacement. */
export function mutantKey(m: PopulationMutant): string {
  return `${m.file}:${m.start.line}:${m.start.column}-${m.end.line}:${m.end.column} ${m.mutator} ${m.replacement}`;
}

/**
 * A mutant named by its content, not its place: file, mutator, the source text it replaces, the
 * replacement and the line it sits on (white space collapsed), with `#n` when the file has several
 * such mutants on equal lines. Code added above a mutant does not change its key
 * (bench/mutation-equivalent.ts uses these); a change to its line does, and `mutation
 * --check-equivalent` then lists the key. Undefined for a mutant listed without its text.
 */
export function contentKey(m: PopulationMutant): string | undefined {
  if (m.original === undefined || m.context === undefined) return undefined;
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
  return `${m.file} ${m.mutator} «${flat(m.original)}» → «${flat(m.replacement)}» in «${flat(m.context)}»${(m.occurrence ?? 1) > 1 ? ` #${m.occurrence}` : ''}`;
}

/**
 * k of the population's mutants drawn uniformly without replacement (a partial Fisher–Yates shuffle
 * driven by seedrandom(seed)), returned in population order. All of them when k ≥ N. The first k
 * places of the shuffle do not depend on k, so a larger k with the same seed draws the same
 * mutants and more: a sample can grow, and Stryker's incremental file keeps the results so far.
 */
export function drawSample(population: readonly PopulationMutant[], k: number, seed: string): PopulationMutant[] {
  if (!(Number.isInteger(k) && k >= 1)) throw new RangeError(`drawSample: k must be a whole number ≥ 1, got ${k}`);
  const random = seedrandom(seed);
  const index = population.map((_, i) => i);
  const n = Math.min(k, index.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (index.length - i));
    [index[i], index[j]] = [index[j], index[i]];
  }
  return index
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => population[i]);
}

/**
 * Stryker `mutate` entries that mutate exactly the sampled nodes and what lies inside them:
 * `file:startLine:startColumn-endLine:endColumn`, one per sampled place. Stryker counts lines from 1
 * and columns from 0 (Babel's convention) in a range and includes both ends, so a node is mutated
 * when it starts at or after the range's start and ends at or before its end; a larger node (an
 * ancestor) never is.
 */
export function mutationRanges(sample: readonly PopulationMutant[]): string[] {
  const ranges = sample.map((m) => `${m.file}:${m.start.line}:${m.start.column - 1}-${m.end.line}:${m.end.column - 1}`);
  return [...new Set(ranges)];
}

const round1 = (x: number): number => Math.round(1000 * x) / 10;

/**
 * The folder's estimated score from the results of a run: only the sampled mutants count (a run
 * also tests mutants that share a sampled place with another mutator, and reports them; they are
 * not in the sample). `equivalent` maps a contentKey to the reason it is judged equivalent.
 */
export function scoreSample(sample: MutantSample, results: readonly TestedMutant[], measured: string, equivalent: Readonly<Record<string, string>> = {}): SampleScore {
  const byKey = new Map(results.map((r) => [mutantKey(r), r.status]));
  const s: SampleScore = {
    folder: sample.folder,
    population: sample.population,
    sampleSize: sample.mutants.length,
    seed: sample.seed,
    killed: 0,
    timeout: 0,
    survived: 0,
    noCoverage: 0,
    ignored: 0,
    errors: 0,
    untested: 0,
    score: 0,
    interval: [0, 0],
    judgedEquivalent: 0,
    scoreWithoutEquivalent: 0,
    intervalWithoutEquivalent: [0, 0],
    measured,
    survivors: [],
  };
  for (const m of sample.mutants) {
    const status = byKey.get(mutantKey(m));
    if (status === 'Killed') s.killed++;
    else if (status === 'Timeout') s.timeout++;
    else if (status === 'Ignored') s.ignored++;
    else if (status === 'CompileError' || status === 'RuntimeError') s.errors++;
    else if (status === 'Survived' || status === 'NoCoverage') {
      if (status === 'Survived') s.survived++;
      else s.noCoverage++;
      const key = contentKey(m);
      const reason = key === undefined ? undefined : equivalent[key];
      if (reason) s.judgedEquivalent++;
      s.survivors.push({ file: m.file, line: m.start.line, mutator: m.mutator, replacement: m.replacement, status, ...(reason ? { equivalent: reason } : {}) });
    } else s.untested++;
  }
  const detected = s.killed + s.timeout;
  const valid = detected + s.survived + s.noCoverage;
  if (valid > 0) {
    const e = wilson(detected, valid);
    s.score = round1(e.p);
    s.interval = [round1(e.lo), round1(e.hi)];
  }
  if (valid - s.judgedEquivalent > 0) {
    const e = wilson(detected, valid - s.judgedEquivalent);
    s.scoreWithoutEquivalent = round1(e.p);
    s.intervalWithoutEquivalent = [round1(e.lo), round1(e.hi)];
  }
  return s;
}
