import { describe, expect, it } from 'vitest';
import { poolWithRoom } from './record-pool.js';

describe('poolWithRoom (a memo\'s record pool)', () => {
  it('keeps the pool while the words fit', () => {
    const pool = new Int32Array(8);
    expect(poolWithRoom(pool, 8, 64)).toBe(pool);
  });

  it('doubles until the words fit, keeping what was written', () => {
    const pool = Int32Array.from([1, 2, 3, 4]);
    const grown = poolWithRoom(pool, 13, 64)!;
    expect(grown.length).toBe(16);
    expect(Array.from(grown.subarray(0, 4))).toEqual([1, 2, 3, 4]);
  });

  it('refuses to grow past the largest size, and grows up to it', () => {
    expect(poolWithRoom(new Int32Array(32), 33, 32)).toBeNull();
    expect(poolWithRoom(new Int32Array(16), 17, 32)!.length).toBe(32);
  });
});
