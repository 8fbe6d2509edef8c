/**
 * The layer rule (docs/architecture.md, "Layers"; rules in test/dependency-rules.cjs, also run by
 * `npm run lint:deps`): it reports deliberately wrong imports in a fixture tree, and the real tree
 * (the folders `npm run lint:deps` cruises) has none. `npm test` checks the layers here only, beside
 * the other tests, rather than in a second cruise before them.
 */
import { join } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';

const root = packageRoot();

/**
 * Cruises `paths` under `baseDir` with the project's rules: the violations as "rule: from -> to",
 * and every resolved import between our own files as "from -> to".
 */
async function cruiseWithRules(baseDir: string, paths: string[]): Promise<{ violations: string[]; imports: Set<string> }> {
  const rules: ICruiseOptions = await extractDepcruiseOptions(join(root, 'test', 'dependency-rules.cjs'));
  const options: ICruiseOptions = { ...rules, baseDir, tsConfig: { fileName: join(root, 'tsconfig.json') } };
  const { output } = await cruise(paths, options, undefined, { tsConfig: extractTSConfig(join(root, 'tsconfig.json')) });
  const result = output as ICruiseResult;
  const imports = new Set(result.modules.flatMap((m) => m.dependencies.filter((d) => !d.couldNotResolve).map((d) => `${m.source} -> ${d.resolved}`)));
  return { violations: result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort(), imports };
}

describe('the dependency rule', () => {
  it('reports each wrong import of the fixture tree, and nothing else', async () => {
    const { violations } = await cruiseWithRules(join(root, 'test', 'fixtures', 'layers'), ['src', 'workers']);
    expect(violations).toEqual([
      'engine-imports-only-below: src/engine/reaches-up.ts -> src/games/game.ts',
      'engine-tests-import-only-below: src/engine/test-fixtures.ts -> workers/runners.ts',
      'no-circular: src/core/ring-a.ts -> src/core/ring-b.ts',
      'no-test-code-in-production: src/games/uses-test-code.ts -> src/games/test-fixtures.ts',
    ]);
  });

  it('finds no violation in the real tree', async () => {
    const { violations, imports } = await cruiseWithRules(root, ['src', 'workers', 'reports', 'bench', 'test']);
    expect(violations).toEqual([]);
    // Imports written with .js resolve to the .ts sources (else no rule could fire), type-only ones too.
    expect(imports).toContain('workers/sim-worker.ts -> src/engine/simulate-chunk.ts');
    expect(imports).toContain('src/games/game.ts -> src/engine/simulator.ts');
    expect(imports).toContain('src/games/ti4/result.ts -> src/core/result-fields.ts');
  });
});
