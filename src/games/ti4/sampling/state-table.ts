import type { SideState } from '../side-state.js';
import { BARRAGE, GROUND_COMBAT, hitCdfInPlace, maxRolledHits, SPACE_COMBAT, TABLE_ROLLS, type TableRoll } from './hit-cdf.js';

/**
 * A roll and the round class its modifiers belong to (sampling/effect-sampling.ts), as one index of
 * a state's CDFs: roll + TABLE_ROLLS · class (class 0 for a side without round effects).
 */
export const rollKeyOf = (roll: TableRoll, roundClass: number): number => roll + TABLE_ROLLS * roundClass;
/** The roll of a roll key. */
export const rollOfKey = (key: number): TableRoll => (key % TABLE_ROLLS) as TableRoll;

/** The most states one side's table holds; past it, states are looked up and computed without caching. */
export const MAX_TABLE_STATES = 1 << 14;
/** The most CDF entries one side's table holds (8 MB of doubles). */
export const MAX_CDF_ENTRIES = 1 << 20;
const INITIAL_STATES = 64;

/** What moved a side from one state to the next: hits assigned in space, on the ground, or fighters lost to barrage. */
export type TableStep = typeof SPACE_COMBAT | typeof GROUND_COMBAT | typeof BARRAGE;

/**
 * The states one side has reached (which units live, which are damaged), built lazily per
 * simulator — so per plan and per worker — and bounded (issue 17, item 1). For each state it keeps
 * the CDF of each roll (hit-cdf.ts) and, per step and hit count, the state that follows under the
 * side's hit-assignment policy, so a combat round costs a uniform draw, a short scan and a look-up.
 *
 * States are interned by their unit codes (0 lost, 1 alive, 2 alive and damaged), followed by the
 * side's key flags (1 when a once-per-battle card acting on it was used), in an
 * open-addressing hash table over typed arrays; nothing is allocated once the table has grown to
 * what the battles reach. Past `MAX_TABLE_STATES` (or `MAX_CDF_ENTRIES`) `find` answers −1 and the
 * caller computes the distribution into `scratch`: the same numbers, only slower — so what a table
 * happens to hold never changes a result (same seed, same result, on any number of threads).
 */
export class StateTable {
  /** States interned so far. */
  size = 0;
  /** CDF entries stored so far. */
  cdfUsed = 0;
  /** CDFs per state: one per roll and round class (`rollKeyOf`). */
  readonly rollKeys: number;
  /**
   * A combat step moves the state even without hits: effects act at the end of the round on it
   * (Duranium Armor repairs), so `next` caches 0 hits too.
   */
  readonly movesWithoutHits: boolean;
  /** Per step: hit counts whose next state is cached (0..width − 1). */
  readonly widths: Int32Array;
  /** Per step: where its hit counts start in a state's row of `next`; `stride`: the row's length. */
  readonly stepOffset: Int32Array;
  readonly stride: number;
  private readonly n: number;
  /** Codes per state: the units, then the key flags. */
  private readonly width: number;
  private capacity = 0;
  private codes = new Uint8Array(0);
  private slots = new Int32Array(0);
  private slotMask = 0;
  /** Per state and roll key (state · rollKeys + key): offset of its CDF in `cdfs`, or −1 until first used (the hot loop reads it directly). */
  cdfAt = new Int32Array(0);
  private cdfLength = new Int32Array(0);
  /** The CDFs, back to back (read `cdfs` after `cdfOffset`: it may have grown). */
  cdfs = new Float64Array(0);
  /** Per state, step and hit count (state · stride + stepOffset[step] + hits): the next state, or −1 until first seen. */
  next = new Int32Array(0);
  /** Room for one CDF computed without caching. */
  readonly scratch: Float64Array;
  /** Per state: living units in the space combat, and fighters (what the round loop tests). */
  spaceCount = new Int32Array(0);
  fighters = new Int32Array(0);
  /** Per state: lost half-cost, and per unit group the survivor tally slot (group slot + units left). */
  lost = new Int32Array(0);
  survivorSlots = new Int32Array(0);
  /** Unit groups of the side (its survivor histograms). */
  readonly groups: number;

  /** `incoming[step]`: the most hits the opponent can put on this side in one step of that kind. */
  constructor(private readonly side: SideState, incoming: readonly [number, number, number], private readonly maxStates = MAX_TABLE_STATES, movesWithoutHits = false) {
    this.n = side.n;
    this.width = side.n + side.keyFlags.length;
    this.rollKeys = TABLE_ROLLS * side.roundClasses;
    this.movesWithoutHits = movesWithoutHits;
    this.groups = side.groupSlot.length;
    this.widths = Int32Array.from(incoming, (hits) => hits + 1);
    this.stepOffset = Int32Array.of(0, this.widths[0], this.widths[0] + this.widths[1]);
    this.stride = this.widths[0] + this.widths[1] + this.widths[2];
    let most = 1;
    for (let roll = 0; roll < TABLE_ROLLS; roll++) most = Math.max(most, maxRolledHits(side, roll as TableRoll) + 1);
    this.scratch = new Float64Array(most);
    this.grow(Math.min(INITIAL_STATES, maxStates));
  }

  /** The state of the side's arrays now (interned if new and there is room), or −1 past the cap. */
  find(): number {
    const alive = this.side.alive;
    const damaged = this.side.damaged;
    const flags = this.side.keyFlags;
    const n = this.n;
    const width = this.width;
    let hash = 0x811c9dc5;
    for (let u = 0; u < n; u++) hash = Math.imul(hash ^ (alive[u] === 0 ? 0 : 1 + damaged[u]), 0x01000193);
    for (let f = 0; f < flags.length; f++) hash = Math.imul(hash ^ (flags[f].isUsed ? 1 : 0), 0x01000193);
    let slot = (hash ^ (hash >>> 15)) & this.slotMask;
    const codes = this.codes;
    for (;;) {
      const entry = this.slots[slot];
      if (entry === 0) break;
      const base = (entry - 1) * width;
      let same = true;
      for (let u = 0; u < n; u++) {
        if (codes[base + u] !== (alive[u] === 0 ? 0 : 1 + damaged[u])) {
          same = false;
          break;
        }
      }
      for (let f = 0; f < flags.length && same; f++) same = codes[base + n + f] === (flags[f].isUsed ? 1 : 0);
      if (same) return entry - 1;
      slot = (slot + 1) & this.slotMask;
    }
    if (this.size === this.maxStates) return -1;
    if (this.size === this.capacity) {
      this.grow(this.capacity * 2);
      return this.find();
    }
    const state = this.size++;
    for (let u = 0; u < n; u++) this.codes[state * width + u] = alive[u] === 0 ? 0 : 1 + damaged[u];
    for (let f = 0; f < flags.length; f++) this.codes[state * width + n + f] = flags[f].isUsed ? 1 : 0;
    this.slots[slot] = state + 1;
    this.describe(state);
    return state;
  }

  /** The facts of a new state the table battle reads instead of the arrays (from the arrays, in that state). */
  private describe(state: number): void {
    const side = this.side;
    let space = 0;
    let fighters = 0;
    let lost = 0;
    for (let u = 0; u < this.n; u++) {
      if (side.alive[u] === 1) {
        space += side.space.targetable[u];
        fighters += side.isFighter[u];
      } else {
        lost += side.halfCost[u];
      }
    }
    this.spaceCount[state] = space;
    this.fighters[state] = fighters;
    this.lost[state] = lost;
    for (let g = 0; g < this.groups; g++) {
      let left = 0;
      for (let u = side.groupStart[g]; u < side.groupEnd[g]; u++) left += side.alive[u];
      this.survivorSlots[state * this.groups + g] = side.groupSlot[g] + left;
    }
  }

  /** Puts the side's arrays, head counts and key flags in a state (to assign hits from it, or to compute its CDF). */
  loadInPlace(state: number): void {
    const side = this.side;
    const base = state * this.width;
    for (let u = 0; u < this.n; u++) {
      const code = this.codes[base + u];
      side.alive[u] = code === 0 ? 0 : 1;
      side.damaged[u] = code === 2 ? 1 : 0;
    }
    for (let f = 0; f < side.keyFlags.length; f++) side.keyFlags[f].setUsed(this.codes[base + this.n + f] === 1);
    side.recountInPlace();
  }

  /**
   * Offset in `cdfs` of the state's CDF for a roll key (computed on first use, from the state loaded
   * into the arrays with the side's round modifiers as they are now), or −1 when the CDF store is full.
   */
  cdfOffset(state: number, key: number): number {
    const at = this.cdfAt[state * this.rollKeys + key];
    if (at >= 0) return at;
    this.loadInPlace(state);
    const need = this.scratch.length;
    if (this.cdfUsed + need > MAX_CDF_ENTRIES) return -1;
    if (this.cdfUsed + need > this.cdfs.length) {
      const bigger = new Float64Array(Math.min(MAX_CDF_ENTRIES, Math.max(this.cdfs.length * 2, this.cdfUsed + need)));
      bigger.set(this.cdfs);
      this.cdfs = bigger;
    }
    const start = this.cdfUsed;
    const length = hitCdfInPlace(this.cdfs, start, this.side, rollOfKey(key));
    this.cdfUsed += length;
    this.cdfAt[state * this.rollKeys + key] = start;
    this.cdfLength[state * this.rollKeys + key] = length;
    return start;
  }

  /** Number of entries of a cached CDF (tests and traces). */
  cdfLengthOf(state: number, key: number): number {
    return this.cdfLength[state * this.rollKeys + key];
  }

  /**
   * The state after `hits` of a step, the side's arrays already updated by the assignment: the
   * cached successor, else the arrays' state (then cached). −1 past the cap.
   */
  /** The cached state after `hits` of a step, or −1 when not known yet. */
  cachedAfter(state: number, step: TableStep, hits: number): number {
    if (hits === 0 && !this.movesAt(step)) return state;
    return hits < this.widths[step] ? this.next[state * this.stride + this.stepOffset[step] + hits] : -1;
  }

  after(state: number, step: TableStep, hits: number): number {
    if (hits === 0 && !this.movesAt(step)) return state;
    if (hits >= this.widths[step]) return this.find();
    const at = state * this.stride + this.stepOffset[step] + hits;
    const known = this.next[at];
    if (known >= 0) return known;
    const found = this.find();
    // The arrays may have grown inside find: index them afresh.
    if (found >= 0) this.next[at] = found;
    return found;
  }

  /** True when a step of this kind moves the state even without hits (a combat step of a side with round-end effects). */
  movesAt(step: TableStep): boolean {
    return this.movesWithoutHits && step !== BARRAGE;
  }

  /** Bytes held by the table's arrays (bench: memory stays flat). */
  get bytes(): number {
    const facts = this.spaceCount.byteLength + this.fighters.byteLength + this.lost.byteLength + this.survivorSlots.byteLength;
    return this.codes.byteLength + this.slots.byteLength + this.cdfAt.byteLength + this.cdfLength.byteLength + this.cdfs.byteLength + this.next.byteLength + facts;
  }

  private grow(capacity: number): void {
    const n = this.width;
    const codes = new Uint8Array(capacity * n);
    codes.set(this.codes);
    const cdfAt = new Int32Array(capacity * this.rollKeys).fill(-1);
    cdfAt.set(this.cdfAt);
    const cdfLength = new Int32Array(capacity * this.rollKeys);
    cdfLength.set(this.cdfLength);
    const widen = (old: Int32Array, per: number) => {
      const bigger = new Int32Array(capacity * per);
      bigger.set(old);
      return bigger;
    };
    this.spaceCount = widen(this.spaceCount, 1);
    this.fighters = widen(this.fighters, 1);
    this.lost = widen(this.lost, 1);
    this.survivorSlots = widen(this.survivorSlots, this.groups);
    const next = new Int32Array(capacity * this.stride).fill(-1);
    next.set(this.next);
    this.codes = codes;
    this.cdfAt = cdfAt;
    this.cdfLength = cdfLength;
    this.next = next;
    this.capacity = capacity;
    this.slots = new Int32Array(capacity * 2);
    this.slotMask = capacity * 2 - 1;
    for (let state = 0; state < this.size; state++) {
      let hash = 0x811c9dc5;
      for (let u = 0; u < n; u++) hash = Math.imul(hash ^ codes[state * n + u], 0x01000193);
      let slot = (hash ^ (hash >>> 15)) & this.slotMask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & this.slotMask;
      this.slots[slot] = state + 1;
    }
  }
}
