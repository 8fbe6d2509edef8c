import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant (bench/stryker.config.mjs): the in-process tests of
 * the rules. Tests that spawn the CLI or start worker threads run the compiled dist/, which a mutant
 * of src/ never reaches, so they are left out here (they still run in `npm test`).
 *
 * Also left out, to keep a mutant's run short: the slow statistical comparison of Monte Carlo with
 * the exact solver (test/ti4-exact-vs-monte-carlo.test.ts, 20 s of 135 s). The exact solver's own
 * tests (test/ti4-exact.test.ts) stay; bench/out/mutation.json names what was left out
 * (MUTATION_TESTS_LEFT_OUT in bench/mutation-summary.ts), so a score says what it was measured with.
 *
 * SALVO_MUTATION_FOLDER (set by bench/mutation.ts when every mutated file is in one folder):
 * - a game (`armada`, `ti4`, `titanium`) keeps only that game's tests and the trace parity test: no
 *   other test imports a game's rules, so per-test coverage would never pick them for its mutants,
 *   but Stryker's initial run would still spend minutes running them;
 * - `core` keeps only src/core's own unit tests. The games' tests reach core code too (every
 *   battle draws from rng.ts), but a surviving rng mutant would then rerun every game test, minutes
 *   each; so src/core's score is a lower bound: what its own tests catch (mutation.json says so).
 */
const folder = process.env.SALVO_MUTATION_FOLDER;
const include =
  folder === 'core'
    ? ['src/core/**/*.test.ts']
    : folder
      ? [`src/games/${folder}/**/*.test.ts`, `test/${folder}-*.test.ts`, 'test/trace-parity.test.ts']
      : ['src/games/**/*.test.ts', 'src/core/**/*.test.ts', 'test/ti4-*.test.ts', 'test/trace-parity.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include,
    exclude: [
      'dist/**',
      'node_modules/**',
      'test/*-cli.test.ts',
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
