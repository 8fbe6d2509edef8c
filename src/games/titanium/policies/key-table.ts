const EMPTY = -1;
const TWO_POW_32 = 4_294_967_296;

/**
 * An open-addressing hash table from non-negative integer keys (below 2^53) to numbers ≥ 0, on one
 * typed array (key and value side by side, so a probe touches one cache line): a faster, bounded
 * Map for the memo and score caches of the hot loop. Linear probing, load factor at most 1/2. It
 * grows by doubling up to `maxEntries`; past that, `set` is ignored — callers use it as a cache, so
 * a full table only costs recomputation, never a different result.
 */
export class KeyTable {
  private slots: Float64Array;
  private mask: number;
  /** 32 − log2(capacity): the slot is the top bits of the mixed key. */
  private shift: number;
  size = 0;

  constructor(private readonly maxEntries: number, initialCapacity = 1 << 12) {
    this.slots = new Float64Array(2 * initialCapacity).fill(EMPTY);
    this.mask = initialCapacity - 1;
    this.shift = 32 - Math.log2(initialCapacity);
  }

  /**
   * The home slot of `key`: its two 32-bit halves mixed, then Fibonacci hashing (the top bits of a
   * multiplication by 2^32/φ). The memo keys are in mixed radix with small, often constant low
   * digits (the target players, the player), so the low bits of a product — which depend on the
   * low bits of the key only — would pile them onto a few runs of slots.
   */
  private slotOf(key: number): number {
    const lo = key >>> 0;
    const hi = (key / TWO_POW_32) >>> 0;
    const h = lo ^ Math.imul(hi, 0x85ebca6b);
    return Math.imul(h ^ (h >>> 16), 0x9e3779b1) >>> this.shift;
  }

  /** The value stored for `key`, or −1 when absent. */
  get(key: number): number {
    const slots = this.slots;
    for (let i = this.slotOf(key); ; i = (i + 1) & this.mask) {
      const k = slots[2 * i];
      if (k === key) return slots[2 * i + 1];
      if (k === EMPTY) return -1;
    }
  }

  /**
   * Copies the value stored for `key` into `out[at]` and returns true, or returns false when absent.
   * For fractional values in the hot loop: returning one from a call V8 does not inline allocates.
   */
  lookupInto(key: number, out: Float64Array, at: number): boolean {
    const slots = this.slots;
    for (let i = this.slotOf(key); ; i = (i + 1) & this.mask) {
      const k = slots[2 * i];
      if (k === key) {
        out[at] = slots[2 * i + 1];
        return true;
      }
      if (k === EMPTY) return false;
    }
  }

  /** Stores `value` (≥ 0) for `key`, unless the table is full. */
  set(key: number, value: number): void {
    if (this.size >= this.maxEntries) return;
    if ((this.size + 1) * 2 > this.mask + 1) this.grow();
    const slots = this.slots;
    let i = this.slotOf(key);
    while (slots[2 * i] !== EMPTY && slots[2 * i] !== key) i = (i + 1) & this.mask;
    if (slots[2 * i] === EMPTY) this.size++;
    slots[2 * i] = key;
    slots[2 * i + 1] = value;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2).fill(EMPTY);
    this.mask = old.length - 1;
    this.shift--;
    for (let j = 0; j < old.length; j += 2) {
      if (old[j] === EMPTY) continue;
      let i = this.slotOf(old[j]);
      while (this.slots[2 * i] !== EMPTY) i = (i + 1) & this.mask;
      this.slots[2 * i] = old[j];
      this.slots[2 * i + 1] = old[j + 1];
    }
  }
}
