/**
 * The machinery of `bench/rule-removal.ts`: a throw-away copy of the package, one rule removed at a
 * time by exact string replacements, the game's own in-process tests run on it with vitest's JSON
 * reporter. The checkout itself is never edited, so nothing needs restoring if a run is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { SCOPE_FILES, SCOPE_GAME, type Removal, type TestScope } from './rule-removals.js';

/** What happened when a rule was removed. */
export type Verdict = 'fails' | 'PASSES' | 'edit not applicable' | 'edit breaks the build' | 'timeout' | 'no test ran';

/** One row of the result: the removal, its verdict and the tests that failed. */
export interface RemovalResult {
  id: string;
  verdict: Verdict;
  failing: string[];
  detail: string;
  seconds: number;
}

/** Folders the copy leaves out: linked (node_modules, dist) or not needed by the tests. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', '.stryker-tmp', 'out']);
/** Most a test may take: a removal that makes a loop run forever fails instead of hanging. */
const TEST_TIMEOUT_MS = 30_000;
/** Most one vitest run may take. */
const RUN_TIMEOUT_MS = 10 * 60_000;

/** A copy of the package at `root` in a temporary folder, node_modules and dist linked. */
export function copyPackage(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'salvo-rule-removal-'));
  cpSync(root, copy, { recursive: true, filter: (source) => !NOT_COPIED.has(source.split(sep).pop()!) || source === root });
  for (const linked of ['node_modules', 'dist']) if (existsSync(join(root, linked))) symlinkSync(join(root, linked), join(copy, linked));
  return copy;
}

/** Removes the copy (and the vitest result files in it). */
export const removeCopy = (copy: string): void => rmSync(copy, { recursive: true, force: true });

function testFilesUnder(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, folder));
  return out.sort();
}

/**
 * The test files a removal of `scope` runs: the scope's files (SCOPE_FILES) that exist, or with
 * `full` every in-process test of its game — its folder's tests and its test/<game>-*.test.ts,
 * without the tests that run the built CLI (they run dist/, which a source edit does not reach) and,
 * for TI4, the 20 s Monte Carlo-vs-exact comparison.
 */
export function testFiles(root: string, scope: TestScope, full: boolean): string[] {
  if (!full) return SCOPE_FILES[scope].filter((file) => existsSync(join(root, file)));
  const game = SCOPE_GAME[scope];
  const cli = (file: string) => /(^|[/-])cli\.test\.ts$/.test(file);
  const own = testFilesUnder(root, `src/games/${game}`);
  const shared = readdirSync(join(root, 'test')).filter((f) => f.startsWith(`${game}-`) && f.endsWith('.test.ts')).map((f) => `test/${f}`);
  return [...own, ...shared].filter((f) => !cli(f) && !f.endsWith('ti4-exact-vs-monte-carlo.test.ts'));
}

interface VitestJson {
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

/** The vitest run in progress, so an interrupted script can stop it. */
export let running: ChildProcess | null = null;

function vitest(copy: string, args: string[]): Promise<{ signal: NodeJS.Signals | null; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(copy, 'node_modules', 'vitest', 'vitest.mjs'), ...args], { cwd: copy, stdio: 'ignore', env: { ...process.env, CI: '1' } });
    running = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill();
    }, RUN_TIMEOUT_MS);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      running = null;
      resolve({ signal, timedOut });
    });
  });
}

/**
 * Runs vitest on `files` in `copy`, without isolating test files from each other (one module load
 * per worker: the runs are several times faster, and the baseline run checks that the tests pass
 * that way). Returns the failing tests, the files that did not load, and how many tests ran.
 */
export async function runTests(copy: string, files: string[]): Promise<{ failing: string[]; brokenFiles: string[]; timedOut: boolean; ran: number }> {
  const output = join(copy, 'rule-removal-vitest.json');
  rmSync(output, { force: true });
  const run = await vitest(copy, ['run', '--config', 'test/vitest.config.ts', '--no-isolate', '--reporter=json', `--outputFile=${output}`, `--testTimeout=${TEST_TIMEOUT_MS}`, ...files]);
  if (run.timedOut || run.signal !== null || !existsSync(output)) return { failing: [], brokenFiles: [], timedOut: true, ran: 0 };
  const json = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  const failing: string[] = [];
  const brokenFiles: string[] = [];
  let ran = 0;
  for (const file of json.testResults) {
    const name = relative(copy, file.name).split(sep).join('/');
    ran += file.assertionResults.length;
    for (const test of file.assertionResults) if (test.status === 'failed') failing.push(`${name} › ${test.fullName}`);
    // A file that failed without a failing test did not load (a syntax or import error).
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) brokenFiles.push(`${name}: ${(file.message ?? '').split('\n')[0]}`);
  }
  return { failing, brokenFiles, timedOut: false, ran };
}

/**
 * Applies `removal` to the copy, runs its game's tests and puts every edited file back (also when
 * the run throws). An edit whose text is not found exactly once is "not applicable": the code
 * changed since the edit was written, and the lead must adapt it.
 */
export async function tryRemoval(copy: string, removal: Removal, files: string[]): Promise<RemovalResult> {
  const started = Date.now();
  const originals = new Map<string, string>();
  const result = (verdict: Verdict, failing: string[], detail: string): RemovalResult =>
    ({ id: removal.id, verdict, failing, detail, seconds: Math.round((Date.now() - started) / 1000) });
  try {
    for (const edit of removal.edits) {
      const path = join(copy, edit.file);
      if (!existsSync(path)) return result('edit not applicable', [], `${edit.file} does not exist`);
      const current = readFileSync(path, 'utf8');
      if (!originals.has(path)) originals.set(path, current);
      const found = current.split(edit.find).length - 1;
      if (found !== 1) return result('edit not applicable', [], `${edit.file}: the text to replace is found ${found} times, expected once: ${JSON.stringify(edit.find)}`);
      writeFileSync(path, current.replace(edit.find, () => edit.replace));
    }
    const run = await runTests(copy, files);
    if (run.timedOut) return result('timeout', [], `vitest did not finish within ${RUN_TIMEOUT_MS / 60_000} minutes (or was stopped)`);
    if (run.brokenFiles.length > 0 && run.failing.length === 0) return result('edit breaks the build', [], run.brokenFiles.join('; '));
    if (run.failing.length > 0) return result('fails', run.failing, `${run.failing.length} of ${run.ran} tests fail`);
    if (run.ran === 0) return result('no test ran', [], 'vitest reported no test');
    return result('PASSES', [], `all ${run.ran} tests pass`);
  } finally {
    for (const [path, text] of originals) writeFileSync(path, text);
  }
}
