/**
 * Evidence for issue 15's second acceptance line: each rule in bench/rule-removals.ts is removed
 * (an exact source edit in a throw-away copy of the package), its game's in-process tests run, and
 * the table of which test fails goes to bench/out/rule-removal.md (the runs to
 * bench/out/rule-removal.json). A row that PASSES names a rule no test pins.
 *
 *   npm run build --silent && node dist/bench/rule-removal.js [--only id,id] [--check] [--full]
 *
 * Each row runs the test files of its scope (bench/rule-removals.ts, SCOPE_FILES); --full runs all
 * of the game's in-process tests instead (minutes per row). --only reruns those rows and keeps the
 * others' last results; --check only says whether every edit still applies (no tests). Exit code 1
 * when a row passes (unless rule-removals.ts marks its edit equivalent) or an edit no longer
 * applies. Takes 20–60 s per row on 2 loaded cores; not part of `npm test`.
 */
import { inapplicableRemovals } from './evidence-checks.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { copyPackage, removeCopy, runTests, running, testFiles, tryRemoval, type RemovalResult } from './rule-removal-runner.js';
import { REMOVALS, type Removal } from './rule-removals.js';
import { removalTable } from './rule-removal-table.js';
import { benchArgs } from './cli-args.js';

const values = benchArgs('node dist/bench/rule-removal.js', 'remove each rule of bench/rule-removals.ts and run its tests', { only: { type: 'string' }, check: { type: 'boolean', default: false }, full: { type: 'boolean', default: false } });
const root = packageRoot();
const outDir = join(root, 'bench', 'out');
const jsonPath = join(outDir, 'rule-removal.json');

const only = values.only?.split(',').map((s) => s.trim()).filter((s) => s !== '');
const unknown = (only ?? []).filter((id) => !REMOVALS.some((r) => r.id === id));
if (unknown.length > 0) {
  console.error(`--only: unknown removal ${unknown.join(', ')} — expected one of ${REMOVALS.map((r) => r.id).join(', ')}.`);
  process.exit(2);
}
const chosen: Removal[] = REMOVALS.filter((r) => only === undefined || only.includes(r.id));

const copy = copyPackage(root);
const cleanUp = () => removeCopy(copy);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.kill();
    cleanUp();
    process.exit(130);
  });
}
const results = new Map<string, RemovalResult>();
try {
  if (values.check) {
    for (const removal of chosen) {
      const missing = inapplicableRemovals(copy, [removal])[0]?.files ?? [];
      console.log(`${removal.id.padEnd(40)} ${missing.length === 0 ? 'applies' : `edit not applicable (${missing.join(', ')})`}`);
      if (missing.length > 0) process.exitCode = 1;
    }
  } else {
    const scopes = [...new Set(chosen.map((r) => r.scope))];
    const files = new Map(scopes.map((scope) => [scope, testFiles(copy, scope, values.full)]));
    // The unedited tests must pass first, or a failure would prove nothing.
    const all = [...new Set([...files.values()].flat())];
    const baseline = await runTests(copy, all);
    if (baseline.failing.length > 0 || baseline.brokenFiles.length > 0 || baseline.ran === 0) {
      throw new Error(`The tests fail without any edit: ${[...baseline.failing, ...baseline.brokenFiles].join('; ') || 'no test ran'}. Fix them first.`);
    }
    console.log(`baseline: ${baseline.ran} tests in ${all.length} files pass without any edit`);
    for (const removal of chosen) {
      const result = await tryRemoval(copy, removal, files.get(removal.scope)!);
      results.set(removal.id, result);
      console.log(`${removal.id.padEnd(40)} ${result.verdict.padEnd(22)} ${result.seconds} s  ${result.failing[0] ?? result.detail}`);
    }
  }
} finally {
  cleanUp();
}

if (!values.check) {
  // Rows not rerun keep their last result.
  const previous = existsSync(jsonPath) ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as { results: RemovalResult[] }).results : [];
  for (const old of previous) if (!results.has(old.id) && REMOVALS.some((r) => r.id === old.id)) results.set(old.id, old);
  const ordered = REMOVALS.map((r) => results.get(r.id)).filter((r): r is RemovalResult => r !== undefined);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify({ written: new Date().toISOString(), results: ordered }, null, 2)}\n`);
  writeFileSync(join(outDir, 'rule-removal.md'), removalTable(REMOVALS, ordered));
  // An equivalent edit (rule-removals.ts says why) cannot fail a test and does not fail the run.
  const open = ordered.filter((r) => r.verdict !== 'fails' && REMOVALS.find((x) => x.id === r.id)?.equivalent === undefined);
  const caught = ordered.filter((r) => r.verdict === 'fails').length;
  console.log(`${caught} of ${ordered.length} removals fail a test (${ordered.length - caught - open.length} equivalent); written to bench/out/rule-removal.md`);
  if (open.length > 0) {
    console.log(`not caught: ${open.map((r) => `${r.id} (${r.verdict})`).join(', ')}`);
    process.exitCode = 1;
  }
}
