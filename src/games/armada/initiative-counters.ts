import type { BattleState } from './battle-state.js';
import type { ArmadaPlan } from './plan.js';
import { placeCounter } from './policies/initiative-placement.js';

/** Up to this many ships the counter draws come from one generator call: n! <= 2^32 (12! = 479,001,600; 13! is more). */
export const ONE_DRAW_MAX = 12;
/** Up to this many ships the placements are kept in tables, one per owner pattern: n! × n bytes (6: 4,320). */
export const TABLE_MAX = 6;
/** n! for n = 0..ONE_DRAW_MAX (exact in a double). */
export const FACTORIAL = Float64Array.from({ length: ONE_DRAW_MAX + 1 }, (_, n) => {
  let f = 1;
  for (let k = 2; k <= n; k++) f *= k;
  return f;
});

/**
 * Scratch space for the counter draws of the Command Initiative step, allocated once per
 * simulator, with the placement tables it builds as patterns come up (at most 2^(TABLE_MAX+1)).
 */
export class CounterDraws {
  /** Per draw j: which of the counters still face down it takes (0 .. n - j - 1). */
  readonly draws: Int16Array;
  /** The counters still face down; `left` of them, `poolSum` their sum; `drawn` draws used. */
  readonly pool: Int16Array;
  left = 0;
  poolSum = 0;
  drawn = 0;
  /** Per key (1 << n) | owner pattern: the counters of the n! draw sequences, n per sequence (null until needed). */
  readonly tables: (Int8Array | null)[] = new Array<Int8Array | null>(1 << (TABLE_MAX + 1)).fill(null);
  /** The plan whose policies the tables hold (tables of another plan are dropped). */
  tablesPlan: ArmadaPlan | null = null;

  constructor(ships: number) {
    this.draws = new Int16Array(ships);
    this.pool = new Int16Array(ships);
  }
}

/**
 * The draw sequence numbered `index` (0 <= index < n!) into `draws`, in mixed radix: draw j takes
 * `index` mod (n - j) of the n - j counters face down, then index /= n - j. Every sequence of n
 * draws has exactly one number, so a uniform index gives independent uniform draws, exactly as n
 * separate draws would (000, "Step Two: Command Initiative": counters drawn at random).
 */
export function decodeDrawsInPlace(scratch: CounterDraws, n: number, index: number): void {
  let rest = index;
  for (let j = 0; j < n; j++) {
    const left = n - j;
    const q = Math.floor(rest / left);
    scratch.draws[j] = rest - q * left;
    rest = q;
  }
}

/** Takes the next drawn counter out of the face-down pool. */
function drawCounter(scratch: CounterDraws): number {
  const i = scratch.draws[scratch.drawn++];
  const c = scratch.pool[i];
  scratch.pool[i] = scratch.pool[--scratch.left];
  scratch.poolSum -= c;
  return c;
}

/**
 * The counter draws themselves (000, "Step Two: Command Initiative"), from `scratch.draws`: in
 * command order (`order`, n ships, counters all 0) each ship's controller draws a counter and
 * places it by its placement policy, drawing again for its own ship when it gave the first away;
 * a ship that already has a counter must give its draw away and draws no second. Traced when a
 * trace is kept.
 */
export function placeCountersInPlace(st: BattleState, scratch: CounterDraws, order: Int16Array, n: number): void {
  for (let i = 0; i < n; i++) scratch.pool[i] = i + 1;
  scratch.left = n;
  scratch.poolSum = (n * (n + 1)) / 2;
  scratch.drawn = 0;
  for (let k = 0; k < n && scratch.left > 0; k++) {
    const s = order[k];
    const mean = scratch.poolSum / scratch.left;
    const c = drawCounter(scratch);
    const mustGive = st.counter[s] !== 0;
    const to = placeCounter(st, s, c, mean, st.plan.policies[st.owner[s]].initiative, mustGive, scratch.left > 0, order, n);
    st.counter[to] = c;
    if (st.trace !== null) st.trace.add(` ${st.plan.ships.label[s]}'s controller draws counter ${c} and places it on ${st.plan.ships.label[to]}`);
    if (!mustGive && to !== s) {
      st.counter[s] = drawCounter(scratch);
      if (st.trace !== null) st.trace.add(`  and draws counter ${st.counter[s]} for ${st.plan.ships.label[s]}`);
    }
  }
}

/**
 * The placement table of the n ships in `order` as they stand (owners; the placement policies of
 * st.plan): for each draw sequence number, the counter each command position ends with, found by
 * running `placeCountersInPlace` on it. The placements depend on nothing else, so the table is
 * shared by every turn with the same owner pattern along the command order.
 */
export function placementTable(st: BattleState, scratch: CounterDraws, order: Int16Array, n: number): Int8Array {
  const sequences = FACTORIAL[n];
  const table = new Int8Array(sequences * n);
  for (let index = 0; index < sequences; index++) {
    for (let k = 0; k < n; k++) st.counter[order[k]] = 0;
    decodeDrawsInPlace(scratch, n, index);
    placeCountersInPlace(st, scratch, order, n);
    for (let k = 0; k < n; k++) table[index * n + k] = st.counter[order[k]];
  }
  for (let k = 0; k < n; k++) st.counter[order[k]] = 0;
  return table;
}

/**
 * Places the initiative counters of the n ships in `order` (their counters 0) from the draw
 * sequence numbered `index` (0 <= index < n!, drawn by the caller with other draws, see
 * commandInitiativeInPlace), or, with `index` -1, draws it: one generator call when n <=
 * ONE_DRAW_MAX, one per draw beyond. Untraced and with n <= TABLE_MAX the placements come from
 * the owner pattern's table, otherwise the draws are played out one by one; the same stream gives
 * the same counters on every path (test/trace-parity.test.ts). The table path also fills
 * `st.byCounter` (the ships in counter order) and returns true; the others return false.
 */
export function drawCountersInPlace(st: BattleState, scratch: CounterDraws, order: Int16Array, n: number, index: number): boolean {
  if (index < 0 && n > ONE_DRAW_MAX) {
    for (let j = 0; j < n; j++) scratch.draws[j] = st.rng.below(n - j);
    placeCountersInPlace(st, scratch, order, n);
    return false;
  }
  const sequence = index >= 0 ? index : n > 1 ? st.rng.below(FACTORIAL[n]) : 0;
  if (n > TABLE_MAX || st.trace !== null) {
    decodeDrawsInPlace(scratch, n, sequence);
    placeCountersInPlace(st, scratch, order, n);
    return false;
  }
  if (scratch.tablesPlan !== st.plan) {
    scratch.tables.fill(null);
    scratch.tablesPlan = st.plan;
  }
  let key = 1 << n;
  for (let k = 0; k < n; k++) key |= st.owner[order[k]] << k;
  const table = scratch.tables[key] ?? (scratch.tables[key] = placementTable(st, scratch, order, n));
  const base = sequence * n;
  const counter = st.counter;
  const byCounter = st.byCounter;
  for (let k = 0; k < n; k++) {
    const s = order[k];
    const c = table[base + k];
    counter[s] = c;
    byCounter[c - 1] = s;
  }
  return true;
}
