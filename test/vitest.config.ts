import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { E2E_TESTS } from './e2e-tests.js';

/**
 * Vitest lives under test/ because the project's top level is fixed (see README). The end-to-end
 * suites of test/e2e-tests.ts run in `npm run test:e2e` (test/vitest.e2e.config.ts), not here.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts', 'workers/**/*.test.ts', 'reports/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['dist/**', 'node_modules/**', 'bench/out/**', ...E2E_TESTS],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
