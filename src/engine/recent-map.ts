/**
 * A map of at most `capacity` entries that forgets the least recently used one when full (an LRU
 * cache on a Map, whose iteration order is insertion order).
 *
 * @example
 * const recent = new RecentMap<number>(2);
 * recent.getOrAdd('a', () => 1); recent.getOrAdd('b', () => 2); recent.getOrAdd('a', () => 9); // 1
 * recent.getOrAdd('c', () => 3); // evicts 'b', the least recently used
 */
export class RecentMap<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`RecentMap: capacity must be a positive integer, got ${capacity}`);
    }
  }

  /** The value for `key`, made by `make()` only on a miss; either way `key` becomes the most recent. */
  getOrAdd(key: string, make: () => V): V {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const value = make();
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }

  /** Whether `key` is held now (without making it the most recent). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** How many entries are held now. */
  get size(): number {
    return this.entries.size;
  }
}
