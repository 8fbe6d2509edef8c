/**
 * The layer rule (docs/architecture.md, "Layers"), checked by dependency-cruiser in `npm test`
 * (test/dependency-rules.test.ts) and by `npm run lint:deps`: imports point down only,
 * core <- engine <- games <- analysis <- cli; reports read result files and take only core from
 * src/; workers/ is the composition root that wires the games into the engine; bench/ and cli may
 * import any layer. Type-only imports count. Tests are composition roots too and may wire any
 * layers (through test/support, workers/ or the CLI's loader), except the unit tests of core and
 * the engine, which keep their layer's rule: the engine is tested on a fake game, never a real one.
 * No production code imports test code. A cycle counts when it exists at run time (a cycle closed
 * only by type-only imports is erased by tsc).
 */

/** Test code: unit tests beside the code, their fixtures, and the cross-cutting suites. */
const TEST = '(\\.test\\.ts$|/test-fixtures[^/]*\\.ts$|^test/)';
/** The end of the path of a unit test or its fixtures beside the code (not the suites in test/). */
const UNIT_TEST_FILE = '(test-fixtures[^/]*|\\.test)\\.ts$';

/**
 * A layer may import only the layers in `may` (and npm or node modules). With `testsKeepRule`, so
 * do its unit tests and their fixtures.
 */
const layers = [
  { name: 'core', path: '^src/core/', may: ['^src/core/'], testsKeepRule: true },
  { name: 'engine', path: '^src/engine/', may: ['^src/core/', '^src/engine/'], testsKeepRule: true },
  { name: 'games', path: '^src/games/', may: ['^src/core/', '^src/engine/', '^src/games/'] },
  { name: 'analysis', path: '^src/analysis/', may: ['^src/core/', '^src/engine/', '^src/games/', '^src/analysis/'] },
  { name: 'workers', path: '^workers/', may: ['^src/core/', '^src/engine/', '^src/games/', '^workers/'] },
  { name: 'reports', path: '^reports/', may: ['^src/core/', '^reports/'] },
];

/** Our own code, as opposed to npm packages and node built-ins. */
const OURS = '^(src|workers|reports|bench|test)/';

module.exports = {
  forbidden: [
    ...layers.map((layer) => ({
      name: `${layer.name}-imports-only-below`,
      comment: `${layer.name} may import only ${layer.may.join(', ')} (docs/architecture.md, "Layers")`,
      severity: 'error',
      from: { path: layer.path, pathNot: TEST },
      to: { path: OURS, pathNot: layer.may },
    })),
    ...layers
      .filter((layer) => layer.testsKeepRule)
      .map((layer) => ({
        name: `${layer.name}-tests-import-only-below`,
        comment: `a unit test of ${layer.name} keeps its layer's rule (the engine is tested on a fake game)`,
        severity: 'error',
        from: { path: `${layer.path}.*${UNIT_TEST_FILE}` },
        to: { path: OURS, pathNot: layer.may },
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
      comment: 'tests and their fixtures are not shipped code: nothing outside them may import them (the bench, dev tooling, may use test/support, e.g. to start a redis-server)',
      severity: 'error',
      from: { pathNot: [TEST, '^bench/'] },
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
