/**
 * Turns StrykerJS's JSON report (bench/out/stryker-report.json, mutation-testing-report-schema) into
 * the mutation score per rules folder, written to bench/out/mutation.json (issue 15). The score is
 * Stryker's: killed + timeout over all valid mutants (no-coverage counts as survived), per folder
 * `src/games/<game>` (and `src/core`), plus each survivor's place so they can be reviewed.
 *
 * Folders are measured one at a time (a run mutates only the files it is given), so the counts are
 * kept per file and merged into the previous mutation.json: a run replaces the files it measured and
 * keeps every other file's last result (`mergeMutation`). A folder's score is over the files of it
 * that have been measured; `files` says how many that is.
 *
 * A sampled run (`--sample K --folder F`, bench/mutation-sample.ts) adds an estimate per folder
 * under `samples` instead (`withSample`); complete-run counts and estimates are kept side by side.
 */
import type { MutantStatus, SampleScore, TestedMutant } from './mutation-sample.js';

interface StrykerMutant {
  id: string;
  mutatorName: string;
  status: MutantStatus;
  location: { start: { line: number; column: number }; end?: { line: number; column: number } };
  replacement?: string;
}
export interface StrykerReport {
  files: Record<string, { mutants: StrykerMutant[] }>;
}

/** Mutant counts of one file (or one folder) by outcome. */
export interface MutantCounts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
}

export interface FolderScore extends MutantCounts {
  folder: string;
  /** How many of the folder's mutated files these counts cover. */
  files: number;
  /** Mutants planned but not tested (a run stopped early, `--partial`): the score leaves them out. */
  untested: number;
  /** killed + timeout over killed + timeout + survived + noCoverage, in percent. */
  score: number;
}

export interface Survivor {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  status: 'Survived' | 'NoCoverage';
}

/**
 * The tests a score is measured with: test/vitest.mutation.config.ts, which leaves out these slow
 * statistical suites (they still run in `npm test`). Keep in step with that config.
 */
export const MUTATION_TESTS = 'test/vitest.mutation.config.ts: the in-process tests of src/games, src/core and test/ti4-*';
export const MUTATION_TESTS_LEFT_OUT = [
  'test/ti4-exact-vs-monte-carlo.test.ts (Monte Carlo against the exact solver, statistical, 20 s)',
  "src/core is measured with src/core's own unit tests only: a lower bound, the games' tests also reach core code",
  "a game folder is measured with that game's tests and test/trace-parity.test.ts (no other test imports its rules)",
];

/** The content of bench/out/mutation.json. */
export interface MutationSummary {
  kind: 'mutation';
  written: string;
  tests: string;
  testsLeftOut: string[];
  folders: FolderScore[];
  /** Per mutated file: its counts, when it was last measured, and mutants left untested by a stopped run. */
  files: Record<string, MutantCounts & { measured: string; untested?: number }>;
  survivors: Survivor[];
  /** Per folder (`src/games/titanium`, …): the score estimated from a random sample of its mutants. */
  samples?: Record<string, SampleScore>;
}

/** A mutated file's path from the package root (`src/…`), also when Stryker gives it absolute. */
export function sourcePath(file: string): string {
  const path = file.replaceAll('\\', '/');
  const src = path.indexOf('/src/');
  return path.startsWith('src/') || src < 0 ? path : path.slice(src + 1);
}

/** The folder a mutated file's score counts toward: `src/games/<game>` or the top folder under src. */
export function folderOf(file: string): string {
  const parts = file.replaceAll('\\', '/').split('/');
  const src = parts.indexOf('src');
  if (src < 0) return parts.slice(0, 2).join('/');
  return parts[src + 1] === 'games' ? parts.slice(src, src + 3).join('/') : parts.slice(src, src + 2).join('/');
}

/** Killed + timeout over all valid mutants, in percent to one decimal (0 when there are none). */
function scoreOf(c: MutantCounts): number {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid === 0 ? 0 : Math.round((1000 * (c.killed + c.timeout)) / valid) / 10;
}

/** Per-folder scores from per-file counts, sorted by folder. */
export function foldersOf(files: Record<string, MutantCounts & { untested?: number }>): FolderScore[] {
  const byFolder = new Map<string, FolderScore>();
  for (const [file, c] of Object.entries(files)) {
    const folder = folderOf(file);
    const f = byFolder.get(folder) ?? { folder, files: 0, untested: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, score: 0 };
    f.files++;
    f.untested += c.untested ?? 0;
    f.killed += c.killed;
    f.timeout += c.timeout;
    f.survived += c.survived;
    f.noCoverage += c.noCoverage;
    byFolder.set(folder, f);
  }
  const folders = [...byFolder.values()].sort((a, b) => a.folder.localeCompare(b.folder));
  for (const f of folders) f.score = scoreOf(f);
  return folders;
}

/** Per-file counts, per-folder scores and the surviving mutants of a Stryker report. */
export function summarizeMutation(report: StrykerReport): { files: Record<string, MutantCounts>; folders: FolderScore[]; survivors: Survivor[] } {
  const files: Record<string, MutantCounts> = {};
  const survivors: Survivor[] = [];
  for (const [path, { mutants }] of Object.entries(report.files)) {
    const file = sourcePath(path);
    const c: MutantCounts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };
    for (const m of mutants) {
      if (m.status === 'Killed') c.killed++;
      else if (m.status === 'Timeout') c.timeout++;
      else if (m.status === 'Survived' || m.status === 'NoCoverage') {
        if (m.status === 'Survived') c.survived++;
        else c.noCoverage++;
        survivors.push({ file, line: m.location.start.line, mutator: m.mutatorName, replacement: m.replacement ?? '', status: m.status });
      }
    }
    files[file] = c;
  }
  return { files, folders: foldersOf(files), survivors };
}

/**
 * mutation.json after a run: the files the run measured replace their earlier counts and survivors;
 * files it did not mutate keep theirs, so folders measured one at a time add up.
 */
export function mergeMutation(previous: Pick<MutationSummary, 'files' | 'survivors' | 'samples'> | undefined, report: StrykerReport, now: string, untested: Record<string, number> = {}): MutationSummary {
  const run = summarizeMutation(report);
  for (const file of Object.keys(untested)) run.files[file] ??= { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };
  const measured = new Set(Object.keys(run.files));
  const files: MutationSummary['files'] = {};
  for (const [file, c] of Object.entries(previous?.files ?? {})) if (!measured.has(file)) files[file] = c;
  for (const [file, c] of Object.entries(run.files)) files[file] = { ...c, measured: now, ...(untested[file] ? { untested: untested[file] } : {}) };
  const survivors = [...(previous?.survivors ?? []).filter((s) => !measured.has(s.file)), ...run.survivors];
  survivors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const sortedFiles = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  return { kind: 'mutation', written: now, tests: MUTATION_TESTS, testsLeftOut: MUTATION_TESTS_LEFT_OUT, folders: foldersOf(sortedFiles), files: sortedFiles, survivors, ...(previous?.samples ? { samples: previous.samples } : {}) };
}

/** mutation.json with one folder's sampled estimate added or replaced; everything else kept. */
export function withSample(previous: Partial<MutationSummary> | undefined, score: SampleScore, now: string): MutationSummary {
  const base = mergeMutation({ files: previous?.files ?? {}, survivors: previous?.survivors ?? [], samples: previous?.samples }, { files: {} }, now);
  const samples = Object.fromEntries(Object.entries({ ...base.samples, [score.folder]: score }).sort(([a], [b]) => a.localeCompare(b)));
  return { ...base, samples };
}

/** Every mutant of a Stryker JSON report with its place (start and end) and status. */
export function testedInReport(report: StrykerReport): TestedMutant[] {
  return Object.entries(report.files).flatMap(([path, { mutants }]) =>
    mutants.map((m) => ({ file: sourcePath(path), mutator: m.mutatorName, replacement: m.replacement ?? '', start: m.location.start, end: m.location.end ?? m.location.start, status: m.status })),
  );
}

/** Every result a (possibly stopped) run logged in bench/out/stryker-progress.jsonl, in log order. */
export function testedInProgressLog(text: string): TestedMutant[] {
  const [, ...rest] = text.split('\n').filter((l) => l.trim() !== '');
  return rest.map((l) => {
    const r = JSON.parse(l) as { file: string; line: number; column: number; endLine: number; endColumn: number; mutator: string; replacement: string; status: MutantStatus };
    return { file: sourcePath(r.file), mutator: r.mutator, replacement: r.replacement, start: { line: r.line, column: r.column }, end: { line: r.endLine, column: r.endColumn }, status: r.status };
  });
}

/**
 * The results a stopped run logged (bench/stryker-progress-reporter.mjs, one JSON object a line:
 * first the mutants planned per file, then each result) as a report of the tested mutants, and
 * how many of each file's planned mutants were never tested.
 */
export function reportFromProgressLog(text: string): { report: StrykerReport; untested: Record<string, number> } {
  const [head, ...rest] = text.split('\n').filter((l) => l.trim() !== '');
  const planned = (JSON.parse(head) as { planned: Record<string, number> }).planned;
  const byId = new Map<string, { id: string; file: string; line: number; column: number; mutator: string; replacement: string; status: StrykerMutant['status'] }>();
  for (const l of rest) {
    const r = JSON.parse(l) as { id: string; file: string; line: number; column: number; mutator: string; replacement: string; status: StrykerMutant['status'] };
    byId.set(r.id, r);
  }
  const files: StrykerReport['files'] = {};
  for (const r of byId.values()) {
    (files[sourcePath(r.file)] ??= { mutants: [] }).mutants.push({ id: r.id, mutatorName: r.mutator, status: r.status, location: { start: { line: r.line, column: r.column } }, replacement: r.replacement });
  }
  const untested: Record<string, number> = {};
  for (const [file, n] of Object.entries(planned)) {
    const left = n - (files[sourcePath(file)]?.mutants.length ?? 0);
    if (left > 0) untested[sourcePath(file)] = left;
  }
  return { report: { files }, untested };
}
