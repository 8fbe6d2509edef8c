import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (bench/stryker.config.mjs): the in-process tests of
 * the rules. Tests that spawn the CLI or start worker threads run the compiled dist/, which a mutant
 * of src/ never reaches, so they are left out here (they still run in `npm test`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['src/games/**/*.test.ts', 'src/core/**/*.test.ts', 'test/ti4-*.test.ts', 'test/trace-parity.test.ts'],
    exclude: [
      'dist/**',
      'node_modules/**',
      'test/ti4-effects-cli.test.ts',
      'test/ti4-content-doc.test.ts',
      'test/ti4-exact-vs-monte-carlo.test.ts',
      // They read the checkout (.git, dist/schemas), which Stryker's sandbox copy does not have.
      'src/core/git-head.test.ts',
      'src/core/precompiled-validators.test.ts',
      'src/games/titanium/cli.test.ts',
    ],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
