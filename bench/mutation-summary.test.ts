import { describe, expect, it } from 'vitest';
import { folderOf, mergeMutation, summarizeMutation } from './mutation-summary.js';

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
    expect(folders).toEqual([{ folder: 'src/games/armada', files: 1, killed: 1, timeout: 1, survived: 1, noCoverage: 1, score: 50 }]);
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
});
