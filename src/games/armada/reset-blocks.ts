/**
 * What a battle resets, kept in three contiguous blocks (16-bit, 8-bit and 32-bit values) of one
 * buffer and handed out as typed-array views: a battle's reset is then one copy of a snapshot taken
 * once (`restore`), instead of a loop and a property load per field (BattleState.reset).
 * Allocated once per simulator; nothing is allocated after the views are handed out.
 *
 * @example
 * const blocks = new ResetBlocks(2, 1, 0);
 * const hull = blocks.int16(2);
 * hull[0] = 5;
 * blocks.snapshot();
 * hull[0] = 1;
 * blocks.restore(); // hull[0] === 5 again
 */
export class ResetBlocks {
  private readonly words: Int16Array;
  private readonly bytes: Uint8Array;
  private readonly ints: Int32Array;
  /** The three blocks are regions of one buffer (32-bit values first, then 16-bit, then 8-bit), so `restore` is one copy. */
  private readonly all: Int32Array;
  private readonly start: Int32Array;
  private wordsUsed = 0;
  private bytesUsed = 0;
  private intsUsed = 0;

  /** Room for `words` 16-bit, `bytes` 8-bit and `ints` 32-bit values in all. */
  constructor(words: number, bytes: number, ints: number) {
    const wordsAt = 4 * ints;
    const bytesAt = wordsAt + 2 * words;
    const buffer = new ArrayBuffer(4 * Math.ceil((bytesAt + bytes) / 4));
    this.ints = new Int32Array(buffer, 0, ints);
    this.words = new Int16Array(buffer, wordsAt, words);
    this.bytes = new Uint8Array(buffer, bytesAt, bytes);
    this.all = new Int32Array(buffer);
    this.start = new Int32Array(this.all.length);
  }

  int16(length: number): Int16Array {
    const view = this.words.subarray(this.wordsUsed, this.wordsUsed + length);
    this.wordsUsed += length;
    return view;
  }

  uint8(length: number): Uint8Array {
    const view = this.bytes.subarray(this.bytesUsed, this.bytesUsed + length);
    this.bytesUsed += length;
    return view;
  }

  /** Signed bytes over the same 8-bit block. */
  int8(length: number): Int8Array {
    const view = new Int8Array(this.bytes.buffer, this.bytes.byteOffset + this.bytesUsed, length);
    this.bytesUsed += length;
    return view;
  }

  int32(length: number): Int32Array {
    const view = this.ints.subarray(this.intsUsed, this.intsUsed + length);
    this.intsUsed += length;
    return view;
  }

  /**
   * Keeps every view's current values as the state `restore` returns to. The views must fill the
   * blocks exactly: a size computed apart from the views (BattleState's RESET_* counts) that went
   * stale would otherwise hand out a short view or leave values unrestored, silently.
   */
  snapshot(): void {
    if (this.wordsUsed !== this.words.length || this.bytesUsed !== this.bytes.length || this.intsUsed !== this.ints.length) {
      throw new Error(`ResetBlocks: sized for ${this.words.length}/${this.bytes.length}/${this.ints.length} 16-bit/8-bit/32-bit values, views take ${this.wordsUsed}/${this.bytesUsed}/${this.intsUsed}`);
    }
    this.start.set(this.all);
  }

  /** Every view back to its values at the last `snapshot`. */
  restore(): void {
    this.all.set(this.start);
  }
}
