import { describe, expect, it } from 'vitest';
import { KeyTable } from './key-table.js';

describe('KeyTable (the memo index of the allocation policies)', () => {
  it('stores and finds keys up to 2^53 across growth, and ignores inserts once full', () => {
    const table = new KeyTable(5000, 4);
    const keys = Array.from({ length: 5000 }, (_, i) => i * 1_000_003 * 1_000_003 + i);
    keys.forEach((key, i) => table.set(key, i));
    expect(table.size).toBe(5000);
    expect(keys.every((key, i) => table.get(key) === i)).toBe(true);
    expect(table.get(2 ** 53 - 1)).toBe(-1);
    table.set(7, 1);
    expect(table.get(7)).toBe(-1);
  });

  it('lookupInto copies a fractional value into the given slot, and leaves it alone for an absent key', () => {
    const table = new KeyTable(16, 4);
    table.set(2 ** 40 + 3, 0.125);
    const out = new Float64Array([9, 9]);
    expect(table.lookupInto(2 ** 40 + 3, out, 1)).toBe(true);
    expect(Array.from(out)).toEqual([9, 0.125]);
    expect(table.lookupInto(2 ** 40 + 4, out, 0)).toBe(false);
    expect(Array.from(out)).toEqual([9, 0.125]);
  });
});
