import type { BattleState } from '../battle-state.js';
import * as planConsts from '../plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { CRIT_SHIELDS, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDERS_PER_TURN } = planConsts;

/** Boarding code: never board. */
export const BOARDING_OFF = 0;
/** Boarding code: "favourable", the default (see `favourableBoarding`). */
export const BOARDING_FAVOURABLE = 2;
/** Crew combat lasts at most three rounds (000, "Crew Combat"). */
const CREW_COMBAT_ROUNDS = 3;

/** Σ combat of side's ready crew aboard ship s (boarders exclude Security: 000, "Step Four"). */
export function readyCombat(st: BattleState, s: number, side: number, boardersOnly: boolean): number {
  const d = st.plan.disks;
  let total = 0;
  for (let k = st.disksFrom(s), end = st.disksTo(s); k < end; k++) {
    const i = st.diskList[k];
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== side || d.isCrew[i] === 0) continue;
    if (boardersOnly && d.isSecurity[i] === 1) continue;
    total += d.combat[i];
  }
  return total;
}

/** crewCommandAboard's answer: [0] how many crew, [1] their Σ command (module scratch, so nothing is allocated). */
const crew = new Float64Array(2);

/** Living crew of `side` aboard ship s into `crew`: how many ([0]), and their Σ command ([1]). */
function crewCommandAboard(st: BattleState, s: number, side: number, boardersOnly: boolean): void {
  const d = st.plan.disks;
  let count = 0;
  let command = 0;
  for (let k = st.disksFrom(s), end = st.disksTo(s); k < end; k++) {
    const i = st.diskList[k];
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskSide[i] !== side || d.isCrew[i] === 0) continue;
    if (boardersOnly && (st.diskReady[i] === 0 || d.isSecurity[i] === 1)) continue;
    count++;
    command += d.command[i];
  }
  crew[0] = count;
  crew[1] = command;
}

/**
 * "favourable" (the default; the docs/ pages, Armada, "Boarding"): would s's boarding party expect
 * to take ship t? Both sides drop as many counters as their ready crew's combat (000, "Crew
 * Combat"), so the side with more combat wins a round in expectation and the loser loses one
 * crew. The party must outfight the defenders (Security included); then within the three rounds
 * it removes up to three defenders, and control goes to the higher command (000, "Control"): an
 * emptied ship is taken, otherwise the party's command must beat what the remaining defenders
 * keep (their command scaled by the share of crew left). A ship with no crew aboard is taken
 * uncontested. Allocates nothing (called at order assignment).
 */
export function favourableBoarding(st: BattleState, s: number, t: number, force: number): boolean {
  crewCommandAboard(st, t, st.owner[t], false);
  const defenders = crew[0];
  const defendersCommand = crew[1];
  if (defenders === 0) return true;
  if (force <= readyCombat(st, t, st.owner[t], false)) return false;
  if (defenders <= CREW_COMBAT_ROUNDS) return true;
  crewCommandAboard(st, s, st.owner[s], true);
  return crew[1] > (defendersCommand * (defenders - CREW_COMBAT_ROUNDS)) / defenders;
}

/** The best ready instant/expendable teleport ability of s's controller aboard s (-1: none). */
export function timedTeleportDisk(st: BattleState, s: number): number {
  const d = st.plan.disks;
  let best = -1;
  const candidates = st.timedTeleportDisks;
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== st.owner[s]) continue;
    if (best < 0 || d.abilityValue[i] > d.abilityValue[best]) best = i;
  }
  return best;
}

/** Shields ship s can teleport through now: its standing allowance or its best timed ability. */
export function teleportReach(st: BattleState, s: number): number {
  // Most plans have no timed teleporter: then the standing allowance is the reach, no disk to look at.
  if (st.timedTeleportDisks.length === 0) return st.teleport[s];
  const timed = timedTeleportDisk(st, s);
  return Math.max(st.teleport[s], timed < 0 ? 0 : st.plan.disks.abilityValue[timed]);
}

/**
 * The boarding policies (the docs/ pages, Armada, "Boarding"): at order assignment, when an enemy
 * ship's shields are within s's teleport reach (0 without a teleporter), plan to board it if
 * "shields-down-outnumber": s's ready non-Security crew outfight the ready crew aboard it;
 * "favourable": the crew combat is expected to win the ship (`favourableBoarding`). Then s
 * lowers its own shields with Activate Shields if needed — only down to its reach (000, "Order:
 * Attack", Teleport Crew: both ships' shields at zero, or at most N with a teleporter) — and
 * teleports with the next Attack order. Prefers the costliest such ship.
 */
export function planBoardingInPlace(st: BattleState, s: number, code: number): void {
  st.boardTarget[s] = -1;
  if (code === BOARDING_OFF) return;
  // Until anyone boards only s's own starting crew can be aboard it: with no combat among them, no boarding party (readyCombat 0).
  if (!st.boarded && st.boardersCombatStartingAboard[s] === 0) return;
  const side = st.owner[s];
  const reach = teleportReach(st, s);
  if (st.shields[s] > reach && (st.crits[s] & (1 << CRIT_SHIELDS)) !== 0) return;
  // Only enemy ships with shields within reach can be boarded: look for one before counting crew.
  // Until a ship changes hands (BattleState.boarded) the enemy's ships are one range of indices.
  const from = st.boarded ? 0 : st.enemyShipFrom[side];
  const to = st.boarded ? st.nShips : st.enemyShipTo[side];
  let first = from;
  while (first < to && (st.alive[first] === 0 || st.owner[first] === side || st.shields[first] > reach)) first++;
  if (first === to) return;
  const force = readyCombat(st, s, side, true);
  if (force === 0) return;
  let target = -1;
  for (let t = first; t < to; t++) {
    if (st.alive[t] === 0 || st.owner[t] === side || st.shields[t] > reach) continue;
    if (code === BOARDING_FAVOURABLE ? !favourableBoarding(st, s, t, force) : readyCombat(st, t, st.owner[t], false) >= force) continue;
    if (target < 0 || st.plan.ships.cost[t] > st.plan.ships.cost[target]) target = t;
  }
  if (target < 0) return;
  st.boardTarget[s] = target;
  const o = s * ORDERS_PER_TURN;
  const lower = st.shields[s] > reach;
  st.orders[o] = lower ? ORDER_ACTIVATE_SHIELDS : ORDER_ATTACK;
  st.orders[o + 1] = ORDER_ATTACK;
  st.orders[o + 2] = ORDER_ATTACK;
}
