/**
 * The evidence tables describe the current code: a code change that moves a rule out from under
 * its rule-removal edit, or changes the line of a mutant judged equivalent, fails here (re-adapt
 * the edit in bench/rule-removals.ts, or re-argue the key in bench/mutation-equivalent.ts).
 */
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../src/core/paths.js';
import { inapplicableRemovals, staleEquivalentKeys } from './evidence-checks.js';
import { REMOVALS } from './rule-removals.js';

const root = packageRoot();

describe('evidence that keeps itself true', () => {
  it('every rule-removal edit applies exactly once to the current source', () => {
    expect(REMOVALS.length).toBeGreaterThan(40);
    expect(inapplicableRemovals(root)).toEqual([]);
  });

  it('an edit whose text is gone, or found twice, is reported', () => {
    const removal = { ...REMOVALS[0], edits: [{ file: REMOVALS[0].edits[0].file, find: 'no such text anywhere', replace: '' }] };
    expect(inapplicableRemovals(root, [removal])).toEqual([{ id: removal.id, files: [removal.edits[0].file] }]);
    const twice = { ...REMOVALS[0], edits: [{ file: REMOVALS[0].edits[0].file, find: ';', replace: '' }] };
    expect(inapplicableRemovals(root, [twice])).toHaveLength(1);
  });

  it('every equivalent-mutant key names a mutant of the current source', async () => {
    const { stale, total } = await staleEquivalentKeys(root);
    expect(total).toBeGreaterThan(50);
    expect(stale).toEqual([]);
  }, 120_000);

  it('a key whose line changed is stale', async () => {
    const { stale } = await staleEquivalentKeys(root, ['src/games/ti4/retreat.ts BooleanLiteral «false» → «true» in «return false; // changed»']);
    expect(stale).toHaveLength(1);
  });
});
