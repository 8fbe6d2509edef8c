import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './group-thousands.js';

describe('groupThousands', () => {
  it('writes what toLocaleString("en-US") writes, for every number', () => {
    const edges = [0, -0, 1, -1, 999, 1000, -1000, 999_999, 1_000_000, 12_345_678, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, 0.5, 1234.5678, -0.25, NaN, Infinity, -Infinity];
    for (const n of edges) expect(groupThousands(n), String(n)).toBe(n.toLocaleString('en-US'));
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.maxSafeInteger(), fc.double()), (n) => groupThousands(n) === n.toLocaleString('en-US')), { seed: 17, numRuns: 2000 });
  });
});
