/**
 * StrykerJS mutation testing (`npm run mutation`, issue 15): mutates the rules of the three games
 * and src/core, runs the in-process tests that cover each mutant (test/vitest.mutation.config.ts),
 * and keeps an incremental file so a rerun after a small change only tests what changed.
 * bench/mutation-summary.ts turns Stryker's JSON report into per-folder scores in
 * bench/out/mutation.json. Lives under bench/ because the project's top level is fixed.
 *
 * Formatting, messages, CLI glue, analysis adapters and optimizer spaces are not rules and are not
 * mutated. One folder at a time: `npm run mutation -- --mutate "src/games/armada/**\/*.ts"`.
 */
const notRules = [
  '!**/*.test.ts',
  '!**/test-fixtures.ts',
  '!**/format.ts',
  '!**/messages.ts',
  '!**/index.ts',
  '!**/analysis/**',
  '!**/optimizer/**',
  '!**/listing.ts',
  '!src/core/table.ts',
  '!src/core/paths.ts',
  '!src/core/provenance.ts',
  '!src/core/git-head.ts',
  '!src/core/precompiled-validators.ts',
  '!src/core/load.ts',
  '!src/core/messages.ts',
  '!src/core/result-contract.ts',
  '!src/core/dice-source.ts',
];

export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'test/vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner', './bench/stryker-progress-reporter.mjs'],
  mutate: ['src/games/ti4/**/*.ts', 'src/games/armada/**/*.ts', 'src/games/titanium/**/*.ts', 'src/core/**/*.ts', ...notRules],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'bench/out/stryker-incremental.json',
  reporters: ['progress', 'json', 'progress-log'],
  jsonReporter: { fileName: 'bench/out/stryker-report.json' },
  tempDirName: 'bench/out/stryker-tmp',
  cleanTempDir: 'always',
  concurrency: 2,
  timeoutMS: 20000,
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 80, break: null },
};
