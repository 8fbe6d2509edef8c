import type { BattleState } from './battle-state.js';
import * as planConsts from './plan.js';
import * as initiativeCountersConsts from './initiative-counters.js';
import { CounterDraws, drawCountersInPlace } from './initiative-counters.js';
import { flagshipSwapPartner } from './policies/initiative-placement.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { SPECIAL_FLAGSHIP } = planConsts;
const { FACTORIAL, ONE_DRAW_MAX } = initiativeCountersConsts;

/** Speeds are Int16 (BattleState.speed): a span of 2^16 keeps command and speed apart in one key. */
const SPEED_SPAN = 65536;

/** The most combinations one generator call can pick among (RandomStream.below takes n <= 2^32). */
const ONE_CALL_LIMIT = 4_294_967_296;

/**
 * One ranking of the living ships for the Command Initiative step: the command order before the
 * tie shuffle, where each run of equal keys ends (`runEnd[a]` for a run starting at a), the number
 * of living ships, Π(run length)! × n! (ONE_CALL_LIMIT + 1 when the draws do not fit one call),
 * whether any run is longer than one ship, and the state it belongs to (null: none yet).
 */
export class ShipRanking {
  readonly order: Int16Array;
  readonly runEnd: Int16Array;
  count = 0;
  combinations = 0;
  tied = false;
  state: BattleState | null = null;
  constructor(ships: number) {
    this.order = new Int16Array(ships);
    this.runEnd = new Int16Array(ships + 1);
  }

  /** Becomes a copy of `other`. */
  copyInPlace(other: ShipRanking): void {
    this.order.set(other.order);
    this.runEnd.set(other.runEnd);
    this.count = other.count;
    this.combinations = other.combinations;
    this.tied = other.tied;
    this.state = other.state;
  }
}

/**
 * Scratch space for the Command Initiative step, allocated once per simulator. It keeps the last
 * ranking it computed with the keys it came from: a turn whose ships have the same keys (most
 * turns) reuses it instead of sorting again; and the ranking of the start of a battle, which every
 * battle's first turn reuses.
 */
export class InitiativeScratch {
  readonly commandOrder: Int16Array;
  readonly command: Int32Array;
  /** Per ship: its ranking key, command × SPEED_SPAN − speed (a double: exact, no int32 overflow); DEAD_KEY for a ship not in play. */
  readonly rank: Float64Array;
  /** The counter draws and their placement tables (initiative-counters.ts). */
  readonly counters: CounterDraws;
  /** The last ranking, and per ship the key it was computed from. */
  readonly last: ShipRanking;
  readonly rankedKey: Float64Array;
  /** The ranking of the start of a battle (commandInitiativeInPlace with `atStart`). */
  readonly start: ShipRanking;
  constructor(ships: number) {
    this.commandOrder = new Int16Array(ships);
    this.command = new Int32Array(ships);
    this.rank = new Float64Array(ships);
    this.counters = new CounterDraws(ships);
    this.last = new ShipRanking(ships);
    this.rankedKey = new Float64Array(ships);
    this.start = new ShipRanking(ships);
  }
}

/** The ranking key of a ship not in play: no living ship has it (command × SPEED_SPAN − speed is finite). */
const DEAD_KEY = Number.POSITIVE_INFINITY;

/**
 * Ranks the living ships for the Command Initiative step into `scratch.last` (more command
 * first, then lower speed; equal keys keep index order, a run for the tie shuffle). Returns the
 * number of living ships. Reuses the last ranking when every ship's key is what it was computed
 * from (the ranking depends on nothing else).
 */
function rankShipsInPlace(st: BattleState, scratch: InitiativeScratch, speed: Int16Array): number {
  const command = scratch.command;
  const rank = scratch.rank;
  const alive = st.alive;
  const owner = st.owner;
  const diskShip = st.diskShip;
  const diskAlive = st.diskAlive;
  const diskSide = st.diskSide;
  const diskCommand = st.plan.disks.command;
  const ships = st.nShips;
  const commandDisks = st.commandDisks;
  // Every ship's crew command in one pass over the disks with a command value (as shipCommand, without a pass per ship).
  for (let s = 0; s < ships; s++) command[s] = 0;
  for (let c = 0; c < commandDisks.length; c++) {
    const i = commandDisks[c];
    const s = diskShip[i];
    if (s >= 0 && diskAlive[i] === 1 && diskSide[i] === owner[s]) command[s] += diskCommand[i];
  }
  // One sort key per ship: more command first, then lower speed (|speed| < SPEED_SPAN, so equal keys are exact ties).
  const last = scratch.last;
  let same = last.state === st;
  for (let s = 0; s < ships; s++) {
    const key = (rank[s] = alive[s] === 0 ? DEAD_KEY : command[s] * SPEED_SPAN - speed[s]);
    if (key !== scratch.rankedKey[s]) same = false;
  }
  if (same) return last.count;
  const order = last.order;
  let n = 0;
  for (let s = 0; s < ships; s++) {
    scratch.rankedKey[s] = rank[s];
    if (alive[s] === 0) continue;
    const own = rank[s];
    let k = n++;
    while (k > 0 && rank[order[k - 1]] < own) {
      order[k] = order[k - 1];
      k--;
    }
    order[k] = s;
  }
  // The tie shuffle (Fisher-Yates in each run of equal keys) and the counter draws come from one
  // generator call when their combinations fit: a number below Π(run length)! × n!, read in mixed
  // radix (every combination of draws has exactly one number, so the draws stay uniform and independent).
  let combinations = n <= ONE_DRAW_MAX ? FACTORIAL[n] : ONE_CALL_LIMIT + 1;
  let tied = false;
  for (let a = 0; a < n; ) {
    const own = rank[order[a]];
    let b = a + 1;
    while (b < n && rank[order[b]] === own) b++;
    last.runEnd[a] = b;
    if (b - a > 1) tied = true;
    for (let r = b - a; r > 1; r--) combinations *= r;
    a = b;
  }
  last.count = n;
  last.combinations = combinations;
  last.tied = tied;
  last.state = st;
  return n;
}

/** Σ command of the crew aboard s that belong to its controller, activated ones too (000, "Ready vs. Activated"). */
export function shipCommand(st: BattleState, s: number): number {
  const d = st.plan.disks;
  let total = 0;
  for (let i = 0; i < st.nDisks; i++) if (st.diskShip[i] === s && st.diskAlive[i] === 1 && st.diskSide[i] === st.owner[s]) total += d.command[i];
  return total;
}

/**
 * Step Two: Command Initiative (000). Ships are ranked by total crew command (ties: lower speed
 * first, then at random); in that order each ship's controller draws a random initiative counter
 * and places it by the placement policy, drawing again for its own ship when it gave the first
 * away; a ship that already has a counter must give its draw away and draws no second (the draws:
 * initiative-counters.ts, one generator call for all of them up to ONE_DRAW_MAX ships). Then each
 * side may swap its flagship's counter (policy). Leaves `byCounter` = ships in acting order;
 * returns the number of ships in it. `atStart` says that `st` is at the start of a battle (as
 * `reset` leaves it, the brawl's first turn): the ranking of the start is then computed once and
 * kept (the ranking depends on nothing else), not computed again. `speed` is each ship's current
 * speed, the tie-break's ("the ship with the lowest current speed", 000 "Step Two"): the table
 * passes its speed status markers (TableState.speed); the brawl, which has no movement, its
 * ships' speeds (the maximum or the speed policy's, BattleState.speed).
 */
export function commandInitiativeInPlace(st: BattleState, scratch: InitiativeScratch, atStart = false, speed: Int16Array = st.speed): number {
  if (atStart && scratch.start.state !== st) {
    rankShipsInPlace(st, scratch, speed);
    scratch.start.copyInPlace(scratch.last);
  }
  const ranking = atStart ? scratch.start : scratch.last;
  if (!atStart) rankShipsInPlace(st, scratch, speed);
  const n = ranking.count;
  const ranked = ranking.order;
  const runEnd = ranking.runEnd;
  const combinations = ranking.combinations;
  const tied = ranking.tied;
  // The tie shuffle works on a copy; without ties the ranking is the command order as it is.
  const order = tied ? scratch.commandOrder : ranked;
  const counter = st.counter;
  for (let s = 0; s < st.nShips; s++) counter[s] = 0;
  if (tied) for (let k = 0; k < n; k++) order[k] = ranked[k];
  const oneCall = combinations <= ONE_CALL_LIMIT;
  let index = oneCall && combinations > 1 ? st.rng.below(combinations) : 0;
  for (let a = 0; a < n && tied; ) {
    const b = runEnd[a];
    for (let i = b - 1; i > a; i--) {
      const r = i - a + 1;
      let digit: number;
      if (oneCall) {
        const q = Math.floor(index / r);
        digit = index - q * r;
        index = q;
      } else digit = st.rng.below(r);
      const j = a + digit;
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    a = b;
  }
  let acting = drawCountersInPlace(st, scratch.counters, order, n, oneCall ? index : -1);
  for (let s = 0; s < st.nShips && st.hasFlagshipSwap; s++) {
    if (st.alive[s] === 0 || st.plan.ships.special[s] !== SPECIAL_FLAGSHIP || st.plan.policies[st.owner[s]].flagshipSwap === 0) continue;
    const partner = flagshipSwapPartner(st, s);
    if (partner < 0) continue;
    const c = st.counter[s];
    st.counter[s] = st.counter[partner];
    st.counter[partner] = c;
    acting = false;
    if (st.trace !== null) st.trace.add(` ${st.plan.ships.label[s]} (flagship) swaps counters with ${st.plan.ships.label[partner]}`);
  }
  if (!acting) for (let s = 0; s < st.nShips; s++) if (st.alive[s] === 1) st.byCounter[st.counter[s] - 1] = s;
  return n;
}
