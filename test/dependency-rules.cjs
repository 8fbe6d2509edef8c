/**
 * The layer rule (ARCHITECTURE.md, "Layers"), checked by dependency-cruiser in `npm test`
 * (`npm run lint:deps`) and by test/dependency-rules.test.ts: imports point down only,
 * core <- engine <- games <- analysis <- cli; reports read result files and take only core from
 * src/; workers/ is the composition root that wires the games into the engine; bench/ and cli may
 * import any layer. Type-only imports count. A unit test beside the code keeps its layer's rule
 * (games and analysis tests may also take runners wired to the games from workers/runners.ts);
 * the suites in test/ span layers. No production code imports test code. A cycle counts when it
 * exists at run time (a cycle closed only by type-only imports is erased by tsc).
 */

/** Test code: unit tests beside the code, their fixtures, and the cross-cutting suites. */
const TEST = '(\\.test\\.ts$|/test-fixtures[^/]*\\.ts$|^test/)';
/** The end of the path of a unit test or its fixtures beside the code (not the suites in test/). */
const UNIT_TEST_FILE = '(test-fixtures[^/]*|\\.test)\\.ts$';

/** Runners wired to the games: what games and analysis unit tests may take from workers/. */
const GAME_RUNNERS = '^workers/runners\\.ts$';

/**
 * A layer may import only the layers in `may` (and npm or node modules); its unit tests may also
 * import `testsMay`. Engine tests run a fake game, so they may not reach the games through workers/.
 */
const layers = [
  { name: 'core', path: '^src/core/', may: ['^src/core/'], testsMay: [] },
  { name: 'engine', path: '^src/engine/', may: ['^src/core/', '^src/engine/'], testsMay: [] },
  { name: 'games', path: '^src/games/', may: ['^src/core/', '^src/engine/', '^src/games/'], testsMay: [GAME_RUNNERS] },
  { name: 'analysis', path: '^src/analysis/', may: ['^src/core/', '^src/engine/', '^src/games/', '^src/analysis/'], testsMay: [GAME_RUNNERS] },
  { name: 'workers', path: '^workers/', may: ['^src/core/', '^src/engine/', '^src/games/', '^workers/'], testsMay: [] },
  { name: 'reports', path: '^reports/', may: ['^src/core/', '^reports/'], testsMay: [] },
];

/** Our own code, as opposed to npm packages and node built-ins. */
const OURS = '^(src|workers|reports|bench|test)/';

module.exports = {
  forbidden: [
    ...layers.map((layer) => ({
      name: `${layer.name}-imports-only-below`,
      comment: `${layer.name} may import only ${layer.may.join(', ')} (ARCHITECTURE.md, "Layers")`,
      severity: 'error',
      from: { path: layer.path, pathNot: TEST },
      to: { path: OURS, pathNot: layer.may },
    })),
    ...layers.map((layer) => ({
      name: `${layer.name}-tests-import-only-below`,
      comment: `a unit test of ${layer.name} keeps its layer's rule${layer.testsMay.length ? ' (and may take runners from workers/runners.ts)' : ''}`,
      severity: 'error',
      from: { path: `${layer.path}.*${UNIT_TEST_FILE}` },
      to: { path: OURS, pathNot: [...layer.may, ...layer.testsMay] },
    })),
    {
      name: 'no-circular',
      comment: 'a run-time import cycle has no bottom layer: move the shared part below both',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'tests and their fixtures are not shipped code: nothing outside them may import them',
      severity: 'error',
      from: { pathNot: TEST },
      to: { path: TEST },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/|^test/fixtures/layers/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
