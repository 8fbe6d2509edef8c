import type { DiceSource } from '../../core/dice-source.js';

/** Number of critical hit counters dropped for a critical check (000, "Critical Hits"). */
export const CRIT_COUNTERS = 5;
/** The patterns five two-sided counters can show (bit t: counter t shows its critical side). */
const CRIT_PATTERNS = 1 << CRIT_COUNTERS;

/**
 * P(k of n dropped counters land explosion side up), k = 0..n: the binomial distribution
 * (000, "Damage": one hit per counter showing its explosion; each does with probability p).
 * @example binomialPmf(2, 0.5) // [0.25, 0.5, 0.25]
 */
export function binomialPmf(n: number, p: number): number[] {
  const pmf = new Array<number>(n + 1).fill(0);
  if (p <= 0) { pmf[0] = 1; return pmf; }
  if (p >= 1) { pmf[n] = 1; return pmf; }
  const q = 1 - p;
  let c = 1;
  for (let k = 0; k <= n; k++) {
    pmf[k] = c * p ** k * q ** (n - k);
    c = (c * (n - k)) / (k + 1);
  }
  return pmf;
}

/**
 * Walker's alias table for a discrete distribution: one uniform draw picks an outcome in O(1).
 * Writes `weights.length` entries into `prob`/`alias` at `offset`.
 */
export function buildAliasInPlace(weights: readonly number[], prob: Float64Array, alias: Int32Array, offset: number): void {
  const n = weights.length;
  const total = weights.reduce((a, b) => a + b, 0);
  const scaled = weights.map((w) => (w * n) / total);
  const small: number[] = [];
  const large: number[] = [];
  scaled.forEach((s, i) => (s < 1 ? small : large).push(i));
  while (small.length > 0 && large.length > 0) {
    const s = small.pop()!;
    const l = large[large.length - 1];
    prob[offset + s] = scaled[s];
    alias[offset + s] = l;
    scaled[l] -= 1 - scaled[s];
    if (scaled[l] < 1) small.push(large.pop()!);
  }
  for (const i of [...small, ...large]) {
    prob[offset + i] = 1;
    alias[offset + i] = i;
  }
}

/**
 * Samples damage-counter drops with one generator call per drop: alias tables of the binomial for
 * every drop size 0..maxDrop, and of the 32 patterns of the five critical counters (bit t set when
 * the counter of CRITICALS[t] shows its critical side, probability 1 - p each). Drops larger than
 * the tables fall back to one draw per counter. Built once per simulator; allocation-free after.
 */
export class CounterSampler {
  private readonly prob: Float64Array;
  private readonly alias: Int32Array;
  private readonly offset: Int32Array;
  private readonly critProb = new Float64Array(CRIT_PATTERNS);
  private readonly critAlias = new Int32Array(CRIT_PATTERNS);

  constructor(readonly p: number, readonly maxDrop: number) {
    this.offset = new Int32Array(maxDrop + 2);
    for (let n = 0; n <= maxDrop; n++) this.offset[n + 1] = this.offset[n] + n + 1;
    this.prob = new Float64Array(this.offset[maxDrop + 1]);
    this.alias = new Int32Array(this.offset[maxDrop + 1]);
    for (let n = 0; n <= maxDrop; n++) buildAliasInPlace(binomialPmf(n, p), this.prob, this.alias, this.offset[n]);
    const q = 1 - p;
    const patterns: number[] = [];
    for (let mask = 0; mask < CRIT_PATTERNS; mask++) {
      let bits = 0;
      for (let t = 0; t < CRIT_COUNTERS; t++) bits += (mask >> t) & 1;
      patterns.push(q ** bits * p ** (CRIT_COUNTERS - bits));
    }
    buildAliasInPlace(patterns, this.critProb, this.critAlias, 0);
  }

  /** Explosions among `n` dropped counters. */
  hits(rng: DiceSource, n: number): number {
    if (n <= 0) return 0;
    if (n > this.maxDrop) {
      let hits = 0;
      for (let k = 0; k < n; k++) if (rng.chance(this.p)) hits++;
      return hits;
    }
    const x = rng.uniform() * (n + 1);
    const i = x | 0;
    const at = this.offset[n] + i;
    return x - i < this.prob[at] ? i : this.alias[at];
  }

  /** The pattern of the five critical counters: bit t set when CRITICALS[t] shows its critical side. */
  critPattern(rng: DiceSource): number {
    const x = rng.uniform() * CRIT_PATTERNS;
    const i = x | 0;
    return x - i < this.critProb[i] ? i : this.critAlias[i];
  }
}

/** Number of bits set in a 5-bit critical pattern. */
export function critCount(mask: number): number {
  let n = 0;
  for (let t = 0; t < CRIT_COUNTERS; t++) n += (mask >> t) & 1;
  return n;
}
