import type { BattleState } from '../battle-state.js';
import { CRIT_SHIELDS, EFFECT_TELEPORT, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDERS_PER_TURN, TYPE_EXPENDABLE, TYPE_INSTANT } from '../plan.js';

/** Boarding code: never board. */
export const BOARDING_OFF = 0;

/** Σ combat of side's ready crew aboard ship s (boarders exclude Security: 000, "Step Four"). */
export function readyCombat(st: BattleState, s: number, side: number, boardersOnly: boolean): number {
  const d = st.plan.disks;
  let total = 0;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== side || d.isCrew[i] === 0) continue;
    if (boardersOnly && d.isSecurity[i] === 1) continue;
    total += d.combat[i];
  }
  return total;
}

/** The best ready instant/expendable teleport ability of s's controller aboard s (-1: none). */
export function timedTeleportDisk(st: BattleState, s: number): number {
  const d = st.plan.disks;
  let best = -1;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== st.owner[s]) continue;
    if (d.abilityEffect[i] !== EFFECT_TELEPORT || (d.abilityType[i] !== TYPE_INSTANT && d.abilityType[i] !== TYPE_EXPENDABLE)) continue;
    if (best < 0 || d.abilityValue[i] > d.abilityValue[best]) best = i;
  }
  return best;
}

/** Shields ship s can teleport through now: its standing allowance or its best timed ability. */
export function teleportReach(st: BattleState, s: number): number {
  const timed = timedTeleportDisk(st, s);
  return Math.max(st.teleport[s], timed < 0 ? 0 : st.plan.disks.abilityValue[timed]);
}

/**
 * "shields-down-outnumber" (policy; the docs/ pages, Armada, "Boarding"): at order assignment, when an
 * enemy ship's shields are within s's teleport reach (0 without a teleporter) and s's ready
 * non-Security crew outfight the ready crew aboard it, plan to board it: lower s's own shields
 * with Activate Shields if needed (000, "Order: Attack", Teleport Crew: both ships' shields at
 * zero), then teleport with the next Attack order. Prefers the costliest such ship.
 */
export function planBoardingInPlace(st: BattleState, s: number, code: number): void {
  st.boardTarget[s] = -1;
  if (code === BOARDING_OFF) return;
  const side = st.owner[s];
  const force = readyCombat(st, s, side, true);
  if (force === 0) return;
  const reach = teleportReach(st, s);
  if (st.shields[s] > reach && (st.crits[s] & (1 << CRIT_SHIELDS)) !== 0) return;
  let target = -1;
  for (let t = 0; t < st.nShips; t++) {
    if (st.alive[t] === 0 || st.owner[t] === side || st.shields[t] > reach) continue;
    if (readyCombat(st, t, st.owner[t], false) >= force) continue;
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
