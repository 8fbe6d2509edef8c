import { describe, expect, it } from 'vitest';
import { folderOf, summarizeMutation } from './mutation-summary.js';

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
    expect(folders).toEqual([{ folder: 'src/games/armada', killed: 1, timeout: 1, survived: 1, noCoverage: 1, score: 50 }]);
    expect(survivors.map((s) => s.mutator)).toEqual(['BooleanLiteral', 'BlockStatement']);
  });
});
