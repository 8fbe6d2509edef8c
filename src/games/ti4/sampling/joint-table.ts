import { BARRAGE, SPACE_COMBAT } from './hit-cdf.js';
import { rollKeyOf, type StateTable, type TableStep } from './state-table.js';

/** The most joint (attacker state, defender state) pairs a joint table holds; past it the battle keeps one draw per side. */
export const MAX_JOINT_STATES = 4096;
/** The most outcomes (hit pairs) all of a joint table's rounds hold together. */
export const MAX_JOINT_ENTRIES = 1 << 16;
/** The most outcomes one round can have ((attacker's most hits + 1) · (defender's + 1)): longer CDFs are slow to scan. */
export const MAX_ROUND_ENTRIES = 256;

/** What building a joint table needs of the table battle: each side's table, its CDFs and the successor of a step. */
export interface JointSides {
  readonly tables: readonly [StateTable, StateTable];
  /** Per side: its round classes (effect-sampling.ts `roundClassOf`; 1 without round-dice effects). */
  readonly classes: readonly [number, number];
  /**
   * Offset in the side's `cdfs` of a state's CDF for a roll key, computed with the round modifiers
   * of the key's round class when not cached yet; −1 when the CDF store is full.
   */
  cdfOf(side: 0 | 1, state: number, key: number): number;
  /** The side's state after `hits` of a step (cached in its StateTable), or −1 past the table's cap. */
  stepOf(side: 0 | 1, state: number, step: TableStep, hits: number): number;
}

/** The barrage of round 1 as the joint table plays it: per side, whether it rolls, and the step its hits make. */
export interface JointBarrage {
  /** Per side (attacker, defender): whether it rolls a barrage from the start states. */
  rolls: readonly [boolean, boolean];
  /** Per side: the step its barrage hits make on the opponent (BARRAGE, or SPACE_COMBAT for Waylay). */
  steps: readonly [TableStep, TableStep];
}

/**
 * A space battle's rounds over joint states (issue 17, item 1): a joint state is a triple (attacker
 * state, defender state, round class) of the sides' StateTables — the class is min(round − 1,
 * classes − 1) with `classes` the larger of the sides' round classes, so sides whose round-dice
 * effects treat the first rounds apart (issue 11: Morale Boost in round 1) roll each round from the
 * CDF of its class, and a round leads to the next class — and a round's outcome — the hits each side
 * scores, drawn independently from its own state's hit distribution (rules 003, "MAKE COMBAT
 * ROLLS") — is one entry of the product of the two distributions. Each joint state keeps its
 * entries as a CDF sorted by falling probability (so a uniform draw stops after a few comparisons),
 * with per entry the hits each side scores and the joint state the round leads to (rules 003,
 * "ASSIGN HITS", by the sides' StateTables — through `stepOf` for every hit count, 0 included, so
 * end-of-round effects such as Duranium Armor move a state without hits; once-per-battle cards are
 * flags of the sides' states and need nothing more). A round then costs one uniform draw instead of one
 * per side: the same distribution of battles, different draws.
 *
 * Built once per simulator from the start states by breadth-first search over every reachable pair,
 * in a fixed order (so the table, and every result, is the same in every thread); `build` answers
 * null when a round has more than `MAX_ROUND_ENTRIES` outcomes or the reachable pairs or their
 * entries exceed `MAX_JOINT_STATES` / `MAX_JOINT_ENTRIES`, and the table battle keeps its one draw
 * per side.
 */
export class JointTable {
  /** Joint states: each side's StateTable state and the round class, by joint index. */
  readonly stateA: Int32Array;
  readonly stateD: Int32Array;
  readonly roundClass: Int32Array;
  /** 1 when both sides still have units in the space combat (another round follows). */
  readonly fighting: Uint8Array;
  /** Per joint state: first entry of its combat round in `cdf`, `next`, `hitsOnD`, `hitsOnA`, and their count. */
  readonly roundAt: Int32Array;
  readonly roundLength: Int32Array;
  /** Round 1's anti-fighter barrage from the start state: first entry and count (0 when nobody rolls). */
  readonly barrageAt: number;
  readonly barrageLength: number;
  /**
   * With a barrage, round 1 whole — the barrage, then (unless it ended the battle) the combat rolls
   * of the state it leaves — as one run of entries from the start state (one draw for the round):
   * first entry and count (0 without a barrage), and per entry (k − firstAt) the barrage entry and
   * the combat entry it combines (−1: the barrage ended the battle). `next` is the state after both.
   */
  readonly firstAt: number;
  readonly firstLength: number;
  readonly firstBarrage: Int32Array;
  readonly firstCombat: Int32Array;
  /** The entries: cumulative probability (the last of each run exactly 1), joint state after, hits scored on each side. */
  readonly cdf: Float64Array;
  readonly next: Int32Array;
  readonly hitsOnD: Int32Array;
  readonly hitsOnA: Int32Array;
  /** The joint state battles start in (0). */
  readonly start = 0;

  private constructor(parts: {
    stateA: number[]; stateD: number[]; roundClass: number[]; fighting: number[]; roundAt: number[]; roundLength: number[];
    barrageAt: number; barrageLength: number; cdf: number[]; next: number[]; hitsOnD: number[]; hitsOnA: number[];
    firstAt: number; firstBarrage: number[]; firstCombat: number[];
  }) {
    this.stateA = Int32Array.from(parts.stateA);
    this.stateD = Int32Array.from(parts.stateD);
    this.roundClass = Int32Array.from(parts.roundClass);
    this.fighting = Uint8Array.from(parts.fighting);
    this.roundAt = Int32Array.from(parts.roundAt);
    this.roundLength = Int32Array.from(parts.roundLength);
    this.barrageAt = parts.barrageAt;
    this.barrageLength = parts.barrageLength;
    this.cdf = Float64Array.from(parts.cdf);
    this.next = Int32Array.from(parts.next);
    this.hitsOnD = Int32Array.from(parts.hitsOnD);
    this.hitsOnA = Int32Array.from(parts.hitsOnA);
    this.firstAt = parts.firstAt;
    this.firstLength = parts.firstBarrage.length;
    this.firstBarrage = Int32Array.from(parts.firstBarrage);
    this.firstCombat = Int32Array.from(parts.firstCombat);
  }

  /** Joint states in the table. */
  get size(): number {
    return this.stateA.length;
  }

  /**
   * The joint table of a battle from the sides' start states, or null when it would be too big.
   * Round 1's barrage (when `barrage` says a side rolls) is its own run of entries from the start;
   * it keeps the round class (0), and the combat round after it plays class 0 too.
   * @example
   * JointTable.build(sides, startA, startD, noBarrage)?.size; // 90 joint states for the bench fight
   */
  static build(sides: JointSides, startA: number, startD: number, barrage: JointBarrage | null): JointTable | null {
    const [ta, td] = sides.tables;
    if (ta.widths[SPACE_COMBAT] * td.widths[SPACE_COMBAT] > MAX_ROUND_ENTRIES) return null;
    const classes = Math.max(sides.classes[0], sides.classes[1]);
    const parts = {
      stateA: [] as number[], stateD: [] as number[], roundClass: [] as number[], fighting: [] as number[], roundAt: [] as number[], roundLength: [] as number[],
      barrageAt: 0, barrageLength: 0, cdf: [] as number[], next: [] as number[], hitsOnD: [] as number[], hitsOnA: [] as number[],
      firstAt: 0, firstBarrage: [] as number[], firstCombat: [] as number[], p: [] as number[],
    };
    const index = new Map<number, number>();
    const stride = MAX_JOINT_STATES * 4;
    const jointOf = (sa: number, sd: number, roundClass: number): number => {
      const key = (sa * stride + sd) * classes + roundClass;
      let j = index.get(key);
      if (j === undefined) {
        j = parts.stateA.length;
        index.set(key, j);
        parts.stateA.push(sa);
        parts.stateD.push(sd);
        parts.roundClass.push(roundClass);
        parts.fighting.push(ta.spaceCount[sa] > 0 && td.spaceCount[sd] > 0 ? 1 : 0);
        parts.roundAt.push(0);
        parts.roundLength.push(0);
      }
      return j;
    };
    /**
     * Appends the entries of one simultaneous roll pair (roll keys, −1: the side does not roll),
     * leading to round class `after`; false when a table filled up or the entries are too many.
     */
    const addEntries = (sa: number, sd: number, keys: readonly [number, number], steps: readonly [TableStep, TableStep], after: number): boolean => {
      const pa = hitProbabilities(sides, 0, sa, keys[0]);
      const pd = hitProbabilities(sides, 1, sd, keys[1]);
      if (pa === null || pd === null || parts.cdf.length + pa.length * pd.length > MAX_JOINT_ENTRIES) return false;
      // Each side's state after each hit count it takes, once (not once per pair).
      const nd = successors(sides, 1, sd, steps[0], pa);
      const na = successors(sides, 0, sa, steps[1], pd);
      if (nd === null || na === null) return false;
      const order = pairOrder(pa, pd);
      const first = parts.cdf.length;
      appendPairs(parts, pa, pd, order);
      for (let e = 0; e < order.length; e++) parts.next.push(jointOf(na[parts.hitsOnA[first + e]], nd[parts.hitsOnD[first + e]], after));
      return true;
    };

    jointOf(startA, startD, 0);
    if (barrage !== null && (barrage.rolls[0] || barrage.rolls[1]) && parts.fighting[0] === 1) {
      parts.barrageAt = parts.cdf.length;
      const keys = [barrage.rolls[0] ? rollKeyOf(BARRAGE, 0) : -1, barrage.rolls[1] ? rollKeyOf(BARRAGE, 0) : -1] as const;
      if (!addEntries(startA, startD, keys, barrage.steps, 0)) return null;
      parts.barrageLength = parts.cdf.length - parts.barrageAt;
    }
    for (let j = 0; j < parts.stateA.length; j++) {
      if (parts.stateA.length > MAX_JOINT_STATES) return null;
      if (parts.fighting[j] === 0) continue;
      parts.roundAt[j] = parts.cdf.length;
      const c = parts.roundClass[j];
      const keys = [combatKey(c, sides.classes[0]), combatKey(c, sides.classes[1])] as const;
      if (!addEntries(parts.stateA[j], parts.stateD[j], keys, [SPACE_COMBAT, SPACE_COMBAT], Math.min(c + 1, classes - 1))) return null;
      parts.roundLength[j] = parts.cdf.length - parts.roundAt[j];
    }
    if (parts.barrageLength > 0 && !addFirstRound(parts)) return null;
    return new JointTable(parts);
  }
}

/**
 * The hit pairs of a roll pair with a chance, as pair k = onD · pd.length + onA, by falling
 * probability, ties in hit order: a fixed order, so the CDF has the same bits everywhere.
 */
function pairOrder(pa: readonly number[], pd: readonly number[]): number[] {
  const width = pd.length;
  const order: number[] = [];
  for (let k = 0; k < pa.length * width; k++) if (pa[Math.floor(k / width)] > 0 && pd[k % width] > 0) order.push(k);
  order.sort((x, y) => pa[Math.floor(y / width)] * pd[y % width] - pa[Math.floor(x / width)] * pd[x % width] || x - y);
  return order;
}

/** Appends the CDF, probability and hits of each pair of `order` (pairOrder); the last cumulative probability is exactly 1. */
function appendPairs(parts: JointParts, pa: readonly number[], pd: readonly number[], order: readonly number[]): void {
  const width = pd.length;
  let sum = 0;
  for (let e = 0; e < order.length; e++) {
    const k = order[e];
    const onD = Math.floor(k / width);
    const onA = k % width;
    const p = pa[onD] * pd[onA];
    sum += p;
    parts.cdf.push(sum);
    parts.p.push(p);
    parts.hitsOnD.push(onD);
    parts.hitsOnA.push(onA);
  }
  parts.cdf[parts.cdf.length - 1] = 1;
}

/** A side's state after each hit count of a step that has a chance (−1 where it has none); null past its table's cap. */
function successors(sides: JointSides, side: 0 | 1, state: number, step: TableStep, chances: readonly number[]): number[] | null {
  const after: number[] = [];
  for (let hits = 0; hits < chances.length; hits++) {
    const next = chances[hits] > 0 ? sides.stepOf(side, state, step, hits) : -1;
    if (chances[hits] > 0 && next < 0) return null;
    after.push(next);
  }
  return after;
}

/** The entries built so far (JointTable.build's working lists). */
interface JointParts {
  fighting: number[]; roundAt: number[]; roundLength: number[]; barrageAt: number; barrageLength: number;
  cdf: number[]; p: number[]; next: number[]; hitsOnD: number[]; hitsOnA: number[]; firstAt: number; firstBarrage: number[]; firstCombat: number[];
}

/** Appends round 1 whole (barrage, then combat from where it leaves) as one run of entries; false past MAX_JOINT_ENTRIES. */
function addFirstRound(parts: JointParts): boolean {
  const entries: { p: number; barrage: number; combat: number; next: number }[] = [];
  for (let b = parts.barrageAt; b < parts.barrageAt + parts.barrageLength; b++) {
    const after = parts.next[b];
    if (parts.fighting[after] === 0) {
      entries.push({ p: parts.p[b], barrage: b, combat: -1, next: after });
      continue;
    }
    for (let c = parts.roundAt[after]; c < parts.roundAt[after] + parts.roundLength[after]; c++) {
      entries.push({ p: parts.p[b] * parts.p[c], barrage: b, combat: c, next: parts.next[c] });
    }
  }
  if (parts.cdf.length + entries.length > MAX_JOINT_ENTRIES) return false;
  entries.sort((x, y) => y.p - x.p || x.barrage - y.barrage || x.combat - y.combat);
  parts.firstAt = parts.cdf.length;
  let sum = 0;
  for (const e of entries) {
    sum += e.p;
    parts.cdf.push(sum);
    parts.p.push(e.p);
    parts.next.push(e.next);
    parts.hitsOnD.push(-1);
    parts.hitsOnA.push(-1);
    parts.firstBarrage.push(e.barrage);
    parts.firstCombat.push(e.combat);
  }
  parts.cdf[parts.cdf.length - 1] = 1;
  return true;
}

/** A side's space combat roll key in joint round class `roundClass`: its own class, its last one past its `classes`. */
const combatKey = (roundClass: number, classes: number): number => rollKeyOf(SPACE_COMBAT, Math.min(roundClass, classes - 1));

/** P(hits = k) for k = 0..max of a side's roll (by roll key) from its state (a copy of its CDF's steps); [1] when it does not roll (−1); null past the CDF store. */
function hitProbabilities(sides: JointSides, side: 0 | 1, state: number, key: number): number[] | null {
  if (key === -1) return [1];
  const at = sides.cdfOf(side, state, key);
  if (at < 0) return null;
  const table = sides.tables[side];
  const length = table.cdfLengthOf(state, key);
  const cdf = table.cdfs;
  const p: number[] = [];
  for (let k = 0; k < length; k++) p.push(cdf[at + k] - (k === 0 ? 0 : cdf[at + k - 1]));
  return p;
}
