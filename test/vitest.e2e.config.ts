import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_TESTS } from './e2e-tests.js';

/**
 * `npm run test:e2e`: the end-to-end suites left out of `npm test` (test/e2e-tests.ts says which and
 * why). They run the built code (`npm run test:e2e` builds first). One file at a time: each already
 * keeps both cores busy with the processes it starts, and the zero-GC probe's count should not
 * depend on a neighbour's load.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: E2E_TESTS,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
