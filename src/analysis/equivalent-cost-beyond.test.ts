/** Where a ½ crossing lies against the budgets measured (equivalent-cost.ts crossingBeyond): prices are never extrapolated silently. */
import { describe, expect, it } from 'vitest';
import { crossingBeyond } from './equivalent-cost.js';

describe('crossingBeyond', () => {
  it('between two measured counts: undefined; between the assumed 0 and the first measured count: below; past the last: above', () => {
    expect(crossingBeyond([0, 2, 3, 4], [1, 0.7, 0.4, 0.2], true)).toBeUndefined();
    expect(crossingBeyond([0, 1, 2], [1, 0.3, 0.1], true)).toBe('below');
    expect(crossingBeyond([0, 3, 4], [1, 0.8, 0.6], true)).toBe('above');
  });
});
