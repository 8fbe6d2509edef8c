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
});
