import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map.js';

describe('RecentMap', () => {
  it('makes a value only on a miss', () => {
    const recent = new RecentMap<number>(2);
    let made = 0;
    const make = () => ++made;
    expect(recent.getOrAdd('a', make)).toBe(1);
    expect(recent.getOrAdd('a', make)).toBe(1);
    expect(made).toBe(1);
  });

  it('holds at most its capacity and forgets the least recently used first', () => {
    const recent = new RecentMap<string>(2);
    recent.getOrAdd('a', () => 'A');
    recent.getOrAdd('b', () => 'B');
    recent.getOrAdd('a', () => 'unused'); // 'a' is now the most recent
    recent.getOrAdd('c', () => 'C');
    expect(recent.size).toBe(2);
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([true, false, true]);
    expect(recent.getOrAdd('b', () => 'B again')).toBe('B again');
    expect(recent.has('a')).toBe(false);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new RecentMap(0)).toThrow('RecentMap: capacity must be a positive integer, got 0');
  });
});
