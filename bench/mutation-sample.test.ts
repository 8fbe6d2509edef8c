import { describe, expect, it } from 'vitest';
import { contentKey, drawSample, mutantKey, mutationRanges, scoreSample, type PopulationMutant, type TestedMutant } from './mutation-sample.js';
import { globToRegExp } from './mutation-population.js';
import { testedInProgressLog, testedInReport, withSample } from './mutation-summary.js';

/** A mutant of a made-up file at line `line`, columns 3–9. */
const mutant = (line: number, mutator = 'EqualityOperator', replacement = 'a < b'): PopulationMutant => ({
  file: 'src/games/x/rules.ts', mutator, replacement, start: { line, column: 3 }, end: { line, column: 9 }, original: 'a <= b', context: `if (a <= b) return ${line};`,
});
/** A mutant as a report names it: its place, without its text. */
const placeOf = ({ original, context, ...place }: PopulationMutant): PopulationMutant => (void original, void context, place);
const population = Array.from({ length: 50 }, (_, i) => mutant(i + 1));

describe('content keys of mutants (bench/mutation-equivalent.ts)', () => {
  it('name the file, mutator, text, replacement and line, not the place, and count repeats', () => {
    const m = { ...mutant(3), original: 'u < n', replacement: 'u <= n', context: '  for (let u = 0; u < n; u++)  {' };
    expect(contentKey(m)).toBe('src/games/x/rules.ts EqualityOperator «u < n» → «u <= n» in «for (let u = 0; u < n; u++) {»');
    expect(contentKey({ ...m, start: { line: 40, column: 1 }, end: { line: 40, column: 6 } })).toBe(contentKey(m));
    expect(contentKey({ ...m, occurrence: 2 })).toBe(`${contentKey(m)} #2`);
    expect(contentKey({ ...mutant(3), original: undefined })).toBeUndefined();
  });
});

describe('sampled mutation score (npm run mutation -- --sample K --folder F)', () => {
  it('draws k distinct mutants, in population order, the same for the same seed', () => {
    const a = drawSample(population, 10, 's');
    expect(a).toHaveLength(10);
    expect(new Set(a.map(mutantKey)).size).toBe(10);
    expect(a.map((m) => m.start.line)).toEqual([...a.map((m) => m.start.line)].sort((x, y) => x - y));
    expect(drawSample(population, 10, 's')).toEqual(a);
    expect(drawSample(population, 10, 't')).not.toEqual(a);
    expect(drawSample(population, 80, 's')).toEqual(population);
  });

  it('a larger sample with the same seed extends a smaller one (a run can grow its sample incrementally)', () => {
    const small = new Set(drawSample(population, 10, 's').map(mutantKey));
    const large = new Set(drawSample(population, 20, 's').map(mutantKey));
    expect([...small].every((k) => large.has(k))).toBe(true);
  });

  it('gives every mutant the same chance: 1,000 draws of 5 of 50 hit each about 100 times', () => {
    const hits = new Array<number>(50).fill(0);
    for (let d = 0; d < 1000; d++) for (const m of drawSample(population, 5, `seed-${d}`)) hits[m.start.line - 1]++;
    // Each count is Binomial(1000, 0.1): mean 100, sd 9.5; 5 sd either side fails once in ~10⁵ runs (fixed seeds: never).
    for (const h of hits) expect(Math.abs(h - 100)).toBeLessThan(5 * Math.sqrt(1000 * 0.1 * 0.9));
  });

  it('turns sampled places into Stryker ranges (columns from 0, one range per place)', () => {
    expect(mutationRanges([mutant(4), mutant(4, 'BooleanLiteral', 'true'), mutant(7)])).toEqual(['src/games/x/rules.ts:4:2-4:8', 'src/games/x/rules.ts:7:2-7:8']);
  });

  it('scores only the sampled mutants, leaves static, broken and untested ones out, and gives a Wilson interval', () => {
    const sample = { folder: 'src/games/x', seed: 's', population: 400, mutants: [mutant(1), mutant(2), mutant(3), mutant(4), mutant(5), mutant(6), mutant(7)] };
    const results: TestedMutant[] = [
      { ...mutant(1), status: 'Killed' },
      { ...mutant(2), status: 'Timeout' },
      { ...mutant(3), status: 'Survived' },
      { ...mutant(3, 'BooleanLiteral', 'true'), status: 'Killed' }, // same place, not sampled
      { ...mutant(4), status: 'NoCoverage' },
      { ...mutant(5), status: 'Ignored' },
      { ...mutant(6), status: 'CompileError' },
    ];
    const s = scoreSample(sample, results, 't', { [contentKey(mutant(3))!]: 'only slower' });
    expect([s.killed, s.timeout, s.survived, s.noCoverage, s.ignored, s.errors, s.untested]).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(s.score).toBe(50);
    // Wilson 95 % for 2 of 4: centre 0.5, half-width 1.96·√(1/16 + 0.96/64)/1.96 = 0.4096…
    expect(s.interval).toEqual([15, 85]);
    // Without the one survivor judged equivalent: 2 of 3, Wilson 95 % [20.8, 93.9].
    expect(s.judgedEquivalent).toBe(1);
    expect(s.scoreWithoutEquivalent).toBe(66.7);
    expect(s.intervalWithoutEquivalent).toEqual([20.8, 93.9]);
    expect(s.survivors).toEqual([
      { file: 'src/games/x/rules.ts', line: 3, mutator: 'EqualityOperator', replacement: 'a < b', status: 'Survived', equivalent: 'only slower' },
      { file: 'src/games/x/rules.ts', line: 4, mutator: 'EqualityOperator', replacement: 'a < b', status: 'NoCoverage' },
    ]);
  });

  it('a later result of the same mutant wins (a stopped rerun\'s log over the last finished report)', () => {
    const sample = { folder: 'src/games/x', seed: 's', population: 9, mutants: [mutant(1), mutant(2)] };
    const lastRun: TestedMutant[] = [{ ...mutant(1), status: 'Survived' }, { ...mutant(2), status: 'Survived' }];
    const s = scoreSample(sample, [...lastRun, { ...mutant(1), status: 'Killed' }], 't');
    expect([s.killed, s.survived, s.untested]).toEqual([1, 1, 0]);
  });

  it('reads results from the JSON report and from the progress log of a stopped run', () => {
    const report = { files: { '/w/src/games/x/rules.ts': { mutants: [{ id: '1', mutatorName: 'EqualityOperator', replacement: 'a < b', status: 'Killed' as const, location: { start: { line: 1, column: 3 }, end: { line: 1, column: 9 } } }] } } };
    expect(testedInReport(report)).toEqual([{ ...placeOf(mutant(1)), status: 'Killed' }]);
    const log = [JSON.stringify({ planned: {} }), JSON.stringify({ id: '1', file: '/w/src/games/x/rules.ts', line: 2, column: 3, endLine: 2, endColumn: 9, mutator: 'EqualityOperator', replacement: 'a < b', status: 'Survived' }), ''].join('\n');
    expect(testedInProgressLog(log)).toEqual([{ ...placeOf(mutant(2)), status: 'Survived' }]);
  });

  it('adds a folder estimate to mutation.json and keeps the complete runs and other estimates', () => {
    const s = scoreSample({ folder: 'src/games/x', seed: 's', population: 9, mutants: [mutant(1)] }, [{ ...mutant(1), status: 'Killed' }], 't1');
    const first = withSample({ files: { 'src/core/rng.ts': { killed: 1, timeout: 0, survived: 0, noCoverage: 0, measured: 't0' } }, survivors: [] }, s, 't1');
    const second = withSample(first, { ...s, folder: 'src/games/a' }, 't2');
    expect(Object.keys(second.samples ?? {})).toEqual(['src/games/a', 'src/games/x']);
    expect(second.folders.map((f) => f.folder)).toEqual(['src/core']);
  });

  it('reads the globs of bench/stryker.config.mjs', () => {
    expect(globToRegExp('**/*.test.ts').test('src/games/x/a.test.ts')).toBe(true);
    expect(globToRegExp('**/analysis/**').test('src/games/ti4/analysis/adapter.ts')).toBe(true);
    expect(globToRegExp('**/format.ts').test('src/games/ti4/format.ts')).toBe(true);
    expect(globToRegExp('**/format.ts').test('src/games/ti4/reformat.ts')).toBe(false);
    expect(globToRegExp('src/games/ti4/**/*.ts').test('src/games/ti4/battle.ts')).toBe(true);
    expect(globToRegExp('src/core/table.ts').test('src/core/tableXts')).toBe(false);
  });
});
