/**
 * The end-to-end suites that run in `npm run test:e2e` (test/vitest.e2e.config.ts) instead of
 * `npm test` (test/vitest.config.ts excludes them): each starts processes of its own on the built
 * code and spends most of its time in them, so they would dominate a 2-core `npm test`. `.ci/run`
 * runs both commands and fails when either does.
 *
 * - zero-gc: a process per game with synchronous optimisation (200,000 battles each) counting
 *   scavenges, which only a process of its own can do (test/support/count-minor-gcs.ts);
 * - queue-cli: a private redis-server per test and real `salvo worker` processes, killed mid-run.
 */
export const E2E_TESTS = ['test/zero-gc.test.ts', 'test/queue-cli.test.ts'];
