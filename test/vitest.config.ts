import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_TESTS } from './e2e-tests.js';

/**
 * Vitest lives under test/ because the project's top level is fixed (see README). The end-to-end
 * suites of test/e2e-tests.ts run in `npm run test:e2e` (test/vitest.e2e.config.ts), not here.
 *
 * At least two test files at a time: on 2 cores vitest's default (one worker fewer than the cores)
 * runs one, leaving a core idle while a file computes in one thread. The packaged Chromium is
 * unpacked once before any file starts (support/unpack-browser-once.ts), so the two browser tests
 * never race to unpack it.
 *
 * Two projects. The unit tests beside the code (`unit`) share their workers' module cache
 * (`isolate: false`): they test pure code and restore what they touch (spies, timers, the
 * environment), and importing a file's dependencies afresh cost more CPU than most of them take to
 * run (39 of them: 36.7 s of CPU isolated, 9.4 s not). The suites of test/ (`suites`) change the
 * working folder, start browsers, servers and pools, and keep isolation.
 */
const UNIT_TESTS = ['src/**/*.test.ts', 'workers/**/*.test.ts', 'reports/**/*.test.ts', 'bench/**/*.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    exclude: ['dist/**', 'node_modules/**', 'bench/out/**', ...E2E_TESTS],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['test/support/unpack-browser-once.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, isolate: false } },
      { extends: true, test: { name: 'suites', include: ['test/**/*.test.ts'] } },
    ],
  },
});
