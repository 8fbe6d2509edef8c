import { describe, expect, it } from 'vitest';
import { folderOf, mergeMutation, reportFromProgressLog, summarizeMutation } from './mutation-summary.js';

describe('mutation summary (npm run mutation)', () => {
  it('groups files by game rules folder', () => {
    expect(folderOf('src/games/titanium/policies/withdraw.ts')).toBe('src/games/titanium');
    expect(folderOf('src/core/rng.ts')).toBe('src/core');
  });

  it('scores killed + timeout over every covered or uncovered valid mutant', () => {
    const at = { start: { line: 3, column: 1 } };
    const { folders, survivors } = summarizeMutation({
      files: {
        'src/games/armada/counters.ts': {
          mutants: [
            { id: '1', mutatorName: 'EqualityOperator', status: 'Killed', location: at },
            { id: '2', mutatorName: 'EqualityOperator', status: 'Timeout', location: at },
            { id: '3', mutatorName: 'BooleanLiteral', status: 'Survived', location: at, replacement: 'true' },
            { id: '4', mutatorName: 'BlockStatement', status: 'NoCoverage', location: at },
            { id: '5', mutatorName: 'StringLiteral', status: 'CompileError', location: at },
          ],
        },
      },
    });
    expect(folders).toEqual([{ folder: 'src/games/armada', files: 1, untested: 0, killed: 1, timeout: 1, survived: 1, noCoverage: 1, score: 50 }]);
    expect(survivors.map((s) => s.mutator)).toEqual(['BooleanLiteral', 'BlockStatement']);
  });

  it('a run replaces the files it measured and keeps the other folders from the previous summary', () => {
    const at = { start: { line: 7, column: 1 } };
    const first = mergeMutation(
      undefined,
      {
        files: {
          'src/core/rng.ts': { mutants: [{ id: '1', mutatorName: 'EqualityOperator', status: 'Survived', location: at }] },
          'src/games/armada/damage.ts': { mutants: [{ id: '2', mutatorName: 'EqualityOperator', status: 'Survived', location: at }] },
        },
      },
      't1',
    );
    const second = mergeMutation(first, { files: { 'src/games/armada/damage.ts': { mutants: [{ id: '3', mutatorName: 'EqualityOperator', status: 'Killed', location: at }] } } }, 't2');
    expect(second.folders.map((f) => [f.folder, f.score, f.files])).toEqual([
      ['src/core', 0, 1],
      ['src/games/armada', 100, 1],
    ]);
    expect(second.files['src/core/rng.ts'].measured).toBe('t1');
    expect(second.files['src/games/armada/damage.ts'].measured).toBe('t2');
    expect(second.survivors.map((s) => s.file)).toEqual(['src/core/rng.ts']);
  });

  it('a stopped run\'s progress log scores the mutants tested and counts the rest as untested', () => {
    const log = [
      JSON.stringify({ planned: { '/work/salvo/src/games/armada/damage.ts': 4, '/work/salvo/src/games/armada/counters.ts': 1 } }),
      JSON.stringify({ id: '1', file: '/work/salvo/src/games/armada/damage.ts', line: 3, column: 1, mutator: 'EqualityOperator', replacement: '<', status: 'Killed' }),
      JSON.stringify({ id: '2', file: 'src/games/armada/damage.ts', line: 4, column: 1, mutator: 'BlockStatement', replacement: '{}', status: 'NoCoverage' }),
      JSON.stringify({ id: '2', file: 'src/games/armada/damage.ts', line: 4, column: 1, mutator: 'BlockStatement', replacement: '{}', status: 'NoCoverage' }),
      '',
    ].join('\n');
    const { report, untested } = reportFromProgressLog(log);
    expect(untested).toEqual({ 'src/games/armada/damage.ts': 2, 'src/games/armada/counters.ts': 1 });
    const merged = mergeMutation(undefined, report, 't', untested);
    expect(merged.folders).toEqual([{ folder: 'src/games/armada', files: 2, untested: 3, killed: 1, timeout: 0, survived: 0, noCoverage: 1, score: 50 }]);
    expect(merged.files['src/games/armada/counters.ts']).toEqual({ killed: 0, timeout: 0, survived: 0, noCoverage: 0, measured: 't', untested: 1 });
  });
});
