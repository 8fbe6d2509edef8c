import type { BattleState } from './battle-state.js';
import { SPECIAL_FLAGSHIP } from './plan.js';
import { flagshipSwapPartner, placeCounter } from './policies/initiative-placement.js';

/**
 * Scratch space for the Command Initiative step, allocated once per simulator.
 */
export class InitiativeScratch {
  readonly commandOrder: Int16Array;
  readonly command: Int32Array;
  readonly pool: Int16Array;
  /** Counters still face down, and the sum of their numbers. */
  left = 0;
  poolSum = 0;
  constructor(ships: number) {
    this.commandOrder = new Int16Array(ships);
    this.command = new Int32Array(ships);
    this.pool = new Int16Array(ships);
  }
}

/** Draws one face-down initiative counter at random. */
function drawCounter(st: BattleState, scratch: InitiativeScratch): number {
  const i = st.rng.below(scratch.left);
  const c = scratch.pool[i];
  scratch.pool[i] = scratch.pool[--scratch.left];
  scratch.poolSum -= c;
  return c;
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
 * away; a ship that already has a counter must give its draw away and draws no second. Then each
 * side may swap its flagship's counter (policy). Leaves `byCounter` = ships in acting order;
 * returns the number of ships in it.
 */
export function commandInitiativeInPlace(st: BattleState, scratch: InitiativeScratch): number {
  const order = scratch.commandOrder;
  const command = scratch.command;
  const alive = st.alive;
  const owner = st.owner;
  const speed = st.speed;
  const counter = st.counter;
  const diskShip = st.diskShip;
  const diskAlive = st.diskAlive;
  const diskSide = st.diskSide;
  const diskCommand = st.plan.disks.command;
  const ships = st.nShips;
  let n = 0;
  // Every ship's crew command in one pass over the disks (as shipCommand, without a pass per ship).
  for (let s = 0; s < ships; s++) command[s] = 0;
  for (let i = 0; i < st.nDisks; i++) {
    const s = diskShip[i];
    if (s >= 0 && diskAlive[i] === 1 && diskSide[i] === owner[s]) command[s] += diskCommand[i];
  }
  for (let s = 0; s < ships; s++) {
    counter[s] = 0;
    if (alive[s] === 0) continue;
    const own = command[s];
    const pace = speed[s];
    let k = n++;
    while (k > 0 && (command[order[k - 1]] < own || (command[order[k - 1]] === own && speed[order[k - 1]] > pace))) {
      order[k] = order[k - 1];
      k--;
    }
    order[k] = s;
  }
  for (let a = 0; a < n; ) {
    const own = command[order[a]];
    const pace = speed[order[a]];
    let b = a + 1;
    while (b < n && command[order[b]] === own && speed[order[b]] === pace) b++;
    for (let i = b - 1; i > a; i--) {
      const j = a + st.rng.below(i - a + 1);
      const t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    a = b;
  }
  for (let i = 0; i < n; i++) scratch.pool[i] = i + 1;
  scratch.left = n;
  scratch.poolSum = (n * (n + 1)) / 2;
  for (let k = 0; k < n && scratch.left > 0; k++) {
    const s = order[k];
    const mean = scratch.poolSum / scratch.left;
    const c = drawCounter(st, scratch);
    const mustGive = st.counter[s] !== 0;
    const to = placeCounter(st, s, c, mean, st.plan.policies[st.owner[s]].initiative, mustGive, scratch.left > 0, order, n);
    st.counter[to] = c;
    if (st.trace !== null) st.trace.add(` ${st.plan.ships.label[s]}'s controller draws counter ${c} and places it on ${st.plan.ships.label[to]}`);
    if (!mustGive && to !== s) {
      st.counter[s] = drawCounter(st, scratch);
      if (st.trace !== null) st.trace.add(`  and draws counter ${st.counter[s]} for ${st.plan.ships.label[s]}`);
    }
  }
  for (let s = 0; s < st.nShips && st.hasFlagshipSwap; s++) {
    if (st.alive[s] === 0 || st.plan.ships.special[s] !== SPECIAL_FLAGSHIP || st.plan.policies[st.owner[s]].flagshipSwap === 0) continue;
    const partner = flagshipSwapPartner(st, s);
    if (partner < 0) continue;
    const c = st.counter[s];
    st.counter[s] = st.counter[partner];
    st.counter[partner] = c;
    if (st.trace !== null) st.trace.add(` ${st.plan.ships.label[s]} (flagship) swaps counters with ${st.plan.ships.label[partner]}`);
  }
  for (let s = 0; s < st.nShips; s++) if (st.alive[s] === 1) st.byCounter[st.counter[s] - 1] = s;
  return n;
}
