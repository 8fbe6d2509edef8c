import seedrandom from 'seedrandom';
import type { DiceSource } from './dice-source.js';

const TWO_POW_32 = 4_294_967_296;
const WORDS_PER_BLOCK = 256;
/** Bytes 0..249 map evenly onto the ten faces; bytes 250..255 are rejected so every face has p = 1/10 exactly. */
const ACCEPTED_BYTES = 250;
/** below(n) for n below this uses tables instead of integer division (RandomStream.belowSmall). */
const SMALL_BELOW = 256;
/** Per n < SMALL_BELOW: the largest accepted word, 2^32 − 1 − (2^32 mod n), and 1/n (NaN for n = 0, as the division would give). */
const BELOW_HIGHEST = Float64Array.from({ length: SMALL_BELOW }, (_, n) => (n === 0 ? Number.NaN : 0xffff_ffff - (TWO_POW_32 % n)));
const BELOW_INVERSE = Float64Array.from({ length: SMALL_BELOW }, (_, n) => (n === 0 ? Number.NaN : 1 / n));
const D10_OF_BYTE = Uint8Array.from({ length: ACCEPTED_BYTES }, (_, b) => (b % 10) + 1);

/**
 * A seeded random stream for the hot loop: seedrandom's Tyche-i generator (fast and sound; not the
 * slow default ARC4) with cheap exact d10 rolls.
 *
 * A d10 costs a quarter of a generator call: each 32-bit word is cut into four bytes, a byte below
 * 250 gives face `byte % 10 + 1` (uniform, by rejection of the six top bytes). No allocation after
 * construction; the byte buffer is part of the stream's state, so a chunk replays identically.
 *
 * @example
 * const rng = chunkStream(42, 0);
 * rng.d10(); // an integer in 1..10
 */
export class RandomStream implements DiceSource {
  private readonly generator: () => number;
  /** Generator words are drawn in blocks: the hot path then never calls the per-stream closure. */
  private readonly block = new Int32Array(WORDS_PER_BLOCK);
  private blockIndex = WORDS_PER_BLOCK;
  private bytes = 0;
  private bytesLeft = 0;

  constructor(seed: string) {
    this.generator = seedrandom.tychei(seed).int32;
  }

  /** The next 32-bit word of the stream. */
  private word(): number {
    if (this.blockIndex === WORDS_PER_BLOCK) this.refill();
    return this.block[this.blockIndex++];
  }

  private refill(): void {
    const next = this.generator;
    const block = this.block;
    for (let i = 0; i < WORDS_PER_BLOCK; i++) block[i] = next();
    this.blockIndex = 0;
  }

  /** A fair ten-sided die, 1..10. */
  d10(): number {
    for (;;) {
      if (this.bytesLeft === 0) {
        this.bytes = this.word();
        this.bytesLeft = 4;
      }
      const byte = this.bytes & 255;
      this.bytes >>>= 8;
      this.bytesLeft--;
      if (byte < ACCEPTED_BYTES) return D10_OF_BYTE[byte];
    }
  }

  /** A uniform number in [0, 1) with 32-bit resolution. */
  uniform(): number {
    return (this.word() >>> 0) / TWO_POW_32;
  }

  /** `uniform` inverted through a CDF (DiceSource.inverseCdf): the number stays in this frame, never boxed. */
  inverseCdf(cdf: Float64Array, start: number): number {
    const u = (this.word() >>> 0) / TWO_POW_32;
    let k = 0;
    while (u >= cdf[start + k]) k++;
    return k;
  }

  /** True with probability p (to within 2^-32). */
  chance(p: number): boolean {
    return (this.word() >>> 0) < p * TWO_POW_32;
  }

  /**
   * A uniform integer in [0, n), exact (rejection sampling), for 1 <= n <= 2^32: words at or above
   * 2^32 − (2^32 mod n) are drawn again. Computed in uint32 arithmetic (2^32 mod n is
   * (2^32 − n) mod n), which the JIT turns into integer division instead of a floating-point
   * remainder. For n below SMALL_BELOW (initiative draws, shuffles) there is no division at all:
   * the rejection limit and 1/n come from tables and `w mod n` is `w − ⌊w·(1/n)⌋·n`, corrected by
   * one n when the floor rounds down past a multiple (`belowSmall`). The same words give the
   * same results either way.
   */
  below(n: number): number {
    if (n > 0xffff_ffff) return this.word() >>> 0;
    const m = n >>> 0;
    if (m < SMALL_BELOW) return this.belowSmall(m);
    const highest = 0xffff_ffff - ((-m >>> 0) % m);
    let w: number;
    do w = this.word() >>> 0;
    while (w > highest);
    return w % m;
  }

  /**
   * `below(m)` for m < SMALL_BELOW without a division. ⌊w·fl(1/m)⌋ for a word w < 2^32 is off by
   * at most 2^-20 before the floor, less than 1/m, so it is ⌊w/m⌋ except when m divides w, where
   * it may be one less: then the remainder comes out as m and is corrected to 0.
   */
  private belowSmall(m: number): number {
    const highest = BELOW_HIGHEST[m];
    let w: number;
    do w = this.word() >>> 0;
    while (w > highest);
    const r = w - Math.floor(w * BELOW_INVERSE[m]) * m;
    return r >= m ? r - m : r;
  }
}

/**
 * The stream of chunk `chunk` of a run seeded with `seed`. Every chunk has its own stream, so a
 * run's result does not depend on which thread ran which chunk (docs/architecture.md, "Determinism").
 */
export function chunkStream(seed: number | string, chunk: number): RandomStream {
  return new RandomStream(`salvo:${seed}:${chunk}`);
}
