/**
 * packedPlan (packed-plan.ts): the copy a simulator runs on holds the same values as the plan in
 * new arrays — numbers, arrays of arrays, and other arrays alike — so what a simulator writes into
 * its copy (a whole game's arena, rewritten every turn) never reaches the plan or another simulator.
 */
import { describe, expect, it } from 'vitest';
import { packedPlan } from './packed-plan.js';

describe('packedPlan', () => {
  it('copies every array, nested ones too, with the same values; leaves other fields as they are', () => {
    const nested = { deep: [1] };
    const plan = { n: 3, name: 'p', numbers: [1, 2.5, -3], tables: [[1, 2], [3]], names: ['a', 'b'], mixed: [1, 'x'], objects: [nested], empty: [] as number[] };
    const copy = packedPlan(plan);
    expect(copy).toEqual(plan);
    expect(copy).not.toBe(plan);
    for (const key of ['numbers', 'tables', 'names', 'mixed', 'objects', 'empty'] as const) expect(copy[key]).not.toBe(plan[key]);
    expect(copy.tables[0]).not.toBe(plan.tables[0]);
    expect(copy.objects[0]).toBe(nested);
    copy.numbers[0] = 9;
    copy.tables[1][0] = 9;
    copy.names[0] = 'z';
    copy.mixed[0] = 9;
    expect(plan).toEqual({ n: 3, name: 'p', numbers: [1, 2.5, -3], tables: [[1, 2], [3]], names: ['a', 'b'], mixed: [1, 'x'], objects: [nested], empty: [] });
  });
});
