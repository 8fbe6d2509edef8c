import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_TESTS } from './e2e-tests.js';

/** The suites of test/ that share workers (see the configuration below); every other suite there is isolated. */
const IN_PROCESS_SUITES = [
  'test/analysis.test.ts',
  'test/armada-sample-trade-offs.test.ts',
  'test/bench-data.test.ts',
  'test/bundled-outcomes.test.ts',
  'test/calculator-link.test.ts',
  'test/dependency-rules.test.ts',
  'test/queue-chunk-messages.test.ts',
  'test/support/scripted-dice.test.ts',
  'test/ti4-action-cards.test.ts',
  'test/ti4-cards.test.ts',
  'test/ti4-content-doc.test.ts',
  'test/ti4-exact-effects.test.ts',
  'test/ti4-exact-vs-monte-carlo.test.ts',
  'test/ti4-exact.test.ts',
  'test/ti4-faction-abilities.test.ts',
  'test/ti4-faction-units.test.ts',
  'test/ti4-fixes.test.ts',
  'test/ti4-flagships.test.ts',
  'test/ti4-mechs.test.ts',
  'test/ti4-retreat-and-invasion.test.ts',
  'test/ti4-table-sampler.test.ts',
  'test/trace-parity.test.ts',
];
const UNIT_TESTS = ['src/**/*.test.ts', 'workers/**/*.test.ts', 'reports/**/*.test.ts', 'bench/**/*.test.ts'];

/**
 * Vitest lives under test/ because the project's top level is fixed (see README). The end-to-end
 * suites of test/e2e-tests.ts run in `npm run test:e2e` (test/vitest.e2e.config.ts), not here.
 *
 * At least two test files at a time: on 2 cores vitest's default (one worker fewer than the cores)
 * runs one, leaving a core idle while a file computes in one thread. The packaged Chromium is
 * unpacked once before any file starts (support/unpack-browser-once.ts), so the two browser tests
 * never race to unpack it.
 *
 * Two projects. The unit tests beside the code and the suites of test/ that only call pure code in
 * this thread (`in-process`) share their workers' module cache (`isolate: false`): they restore
 * what they touch (spies, timers, the environment), and importing a file's dependencies afresh
 * cost more CPU than most of them take to run (39 small unit files: 36.7 s of CPU isolated, 9.4 s
 * not). The other suites of test/ (`isolated`) change the working folder, run the command line,
 * start browsers, servers and worker pools, and keep isolation: a suite is shared only when listed.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    exclude: ['dist/**', 'node_modules/**', 'bench/out/**', ...E2E_TESTS],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['test/support/unpack-browser-once.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'in-process', include: [...UNIT_TESTS, ...IN_PROCESS_SUITES], isolate: false } },
      { extends: true, test: { name: 'isolated', include: ['test/**/*.test.ts'], exclude: IN_PROCESS_SUITES } },
    ],
  },
});
