import { controlCommand, crewAboard } from '../boarding.js';
import {
  CRIT_SHIELDS, OUTCOME_DRAW, OUTCOME_FIRST_WIN, OUTCOME_SECOND_WIN, OUTCOME_TURN_CAP, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED,
  ORDERS_PER_TURN, SIDES, TYPE_EXPENDABLE,
} from '../plan.js';
import { readyCombat, teleportReach, timedTeleportDisk } from '../policies/boarding-plan.js';
import { pickCasualty } from '../policies/crew-casualty.js';
import type { BattleState } from '../battle-state.js';
import { isInReach } from './geometry.js';
import type { TableState } from './table-state.js';

/**
 * Finders Keepers on the table (000, "Appendix Two": "Place an unused standard-sized ship disk in
 * the center of the table … The team that can keep control of the derelict ship for two
 * consecutive Ready steps wins"). The derelict is a ship with no crew and no statistics: it is
 * claimed as any crewless ship is, by teleporting crew aboard ("Order: Attack", Teleport Crew:
 * "within range: 1 of the target ship or terrain disk … if you are teleporting crew between
 * ships, shields for both ships must be at zero"; "Step Four: Boarding": "If you teleport crew
 * aboard a ship that has no crew, you seize control of the ship uncontested"), contested by crew
 * combat when both sides have crew aboard, and controlled by the side whose crew has the higher
 * total command at the end of Step Four ("Control"). The model's abstractions (docs/armada.md,
 * "Finders Keepers"): the derelict never moves, fires, is fired at or collides; its crew stay
 * aboard; each side sends one claimer a turn.
 */

/** Crew combat lasts at most three rounds (000, "Crew Combat"). */
const CREW_COMBAT_ROUNDS = 3;
/** Ready steps in a row a side must control the derelict to win (000, "Appendix Two", Finders Keepers). */
export const READY_STEPS_TO_WIN = 2;
/** The claimer stops this share of the template from the derelict's edge: well within range: 1. */
const CLAIM_STAND_OFF_SHARE = 0.5;

/** Where a disk aboard the derelict is (BattleState.diskShip): one past the last ship, so no ship's scan finds it. */
export function derelictIndex(st: BattleState): number {
  return st.nShips;
}

/** True when `side` must still claim the derelict: it does not control it, or enemy crew are aboard. */
function needsClaim(tb: TableState, side: number): boolean {
  return tb.derelictController !== side || crewAboard(tb.st, derelictIndex(tb.st), 1 - side, false) > 0;
}

/**
 * True when ship s can claim the derelict: ready crew that may teleport (non-Security, as to a
 * ship not of its armada, 000 "Step Four: Boarding") and shields within its teleport reach or
 * able to come down (no shields critical, 000 "Critical Hits").
 */
function canClaim(st: BattleState, s: number): boolean {
  if (crewAboard(st, s, st.owner[s], true) === 0) return false;
  return st.shields[s] <= teleportReach(st, s) || (st.crits[s] & (1 << CRIT_SHIELDS)) === 0;
}

/**
 * Step One (000, "Step One: Assign Orders"): each side that must still claim the derelict picks
 * its claimer for the turn, the in-play ship nearest the derelict that can claim it; -1 otherwise.
 */
export function pickClaimersInPlace(tb: TableState): void {
  const st = tb.st;
  const tp = tb.tp;
  for (let side = 0; side < SIDES; side++) {
    let best = -1;
    let bestD = 0;
    if (needsClaim(tb, side)) {
      for (let s = 0; s < st.nShips; s++) {
        if (st.alive[s] === 0 || st.owner[s] !== side || !canClaim(st, s)) continue;
        const d = (tb.x[s] - tp.derelictX) ** 2 + (tb.y[s] - tp.derelictY) ** 2;
        if (best < 0 || d < bestD) {
          best = s;
          bestD = d;
        }
      }
    }
    tb.claimer[side] = best;
  }
}

/** True when ship s is its side's claimer this turn (Finders Keepers only). */
export function isClaimer(tb: TableState, s: number): boolean {
  return tb.tp.findersKeepers && tb.claimer[tb.st.owner[s]] === s;
}

/** True when ship s is within range: 1 of the derelict (000, "Order: Attack", Teleport Crew; the template test of geometry.ts). */
export function isWithinRange1OfDerelict(tb: TableState, s: number): boolean {
  const tp = tb.tp;
  return isInReach(tb.x[s], tb.y[s], tp.shipRadius[s], tp.derelictX, tp.derelictY, tp.derelictRadius, tp.template);
}

/**
 * The claimer's goal (movement policy "claim", written to tb.goalX, goalY, wantSpeed): a point
 * half a template from the derelict's edge on the line from it towards the ship, at the speed that
 * reaches it in whole flips (close-and-brawl's slowing down, policies/goal.ts).
 */
export function claimGoalInPlace(tb: TableState, s: number): void {
  const tp = tb.tp;
  const dx = tb.x[s] - tp.derelictX;
  const dy = tb.y[s] - tp.derelictY;
  const d = Math.sqrt(dx * dx + dy * dy) || 1;
  const centre = CLAIM_STAND_OFF_SHARE * tp.template + tp.shipRadius[s] + tp.derelictRadius;
  tb.goalX = tp.derelictX + (dx / d) * centre;
  tb.goalY = tp.derelictY + (dy / d) * centre;
  const flips = Math.floor(Math.max(0, d - centre) / (2 * tp.shipRadius[s]));
  tb.wantSpeed = Math.min(tb.st.speed[s], flips);
}

/**
 * The claimer's orders for the turn, laid over its movement orders (table-orders.ts): every other
 * slot becomes Attack (a Teleport Crew once within range: 1, else an ordinary attack), the first
 * of them Activate Shields when its shields must come down to its teleport reach first. Its
 * boarding plan against enemy ships gives way.
 */
export function assignClaimOrdersInPlace(tb: TableState, s: number): void {
  const st = tb.st;
  st.boardTarget[s] = -1;
  let lower = st.shields[s] > teleportReach(st, s);
  const o = s * ORDERS_PER_TURN;
  for (let p = 0; p < ORDERS_PER_TURN; p++) {
    const order = st.orders[o + p];
    if (order === ORDER_CHANGE_HEADING || order === ORDER_CHANGE_SPEED) continue;
    st.orders[o + p] = lower ? ORDER_ACTIVATE_SHIELDS : ORDER_ATTACK;
    lower = false;
  }
}

/** The claimer's Activate Shields (000, "Step One": "any value, from zero up to its maximum"): down to its teleport reach. */
export function lowerShieldsToClaimInPlace(tb: TableState, s: number): void {
  const st = tb.st;
  if ((st.crits[s] & (1 << CRIT_SHIELDS)) !== 0) return;
  st.shields[s] = Math.min(st.maxShields[s], teleportReach(st, s));
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} lowers its shields to ${st.shields[s]} to claim the derelict`);
}

/**
 * The claimer's Teleport Crew to the derelict (000, "Order: Attack"): within range: 1, its
 * shields within its teleport reach (the derelict's are 0; a timed teleporter ability is spent
 * when needed, as in the brawl's teleport), every ready non-Security crew of its side goes aboard,
 * with the ship's personal tech. Returns false when it cannot (the Attack is then an ordinary one).
 */
export function teleportToDerelictInPlace(tb: TableState, s: number): boolean {
  const st = tb.st;
  if (!isWithinRange1OfDerelict(tb, s)) return false;
  const side = st.owner[s];
  if (crewAboard(st, s, side, true) === 0) return false;
  if (st.shields[s] > teleportReach(st, s)) return false;
  if (st.shields[s] > st.teleport[s]) {
    const disk = timedTeleportDisk(st, s);
    if (st.plan.disks.abilityType[disk] === TYPE_EXPENDABLE) st.removeDiskInPlace(disk);
    else st.diskReady[disk] = 0;
  }
  const d = st.plan.disks;
  const derelict = derelictIndex(st);
  // Disks now leave the ship they started on: per-ship disk ranges no longer hold (BattleState.boarded).
  st.boarded = true;
  st.attacksMade++;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || d.isCrew[i] === 0 || d.isSecurity[i] === 1 || st.diskSide[i] !== side) continue;
    st.diskShip[i] = derelict;
    if (st.trace !== null) st.trace.add(`  ${d.label[i]} teleports aboard the derelict`);
  }
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || d.isPersonal[i] === 0 || st.diskSide[i] !== side) continue;
    st.diskShip[i] = derelict;
    if (st.trace !== null) st.trace.add(`  ${d.label[i]} goes with them`);
  }
  st.recomputeShipInPlace(s);
  return true;
}

/** `side` loses one crew aboard the derelict, its choice by its crew-casualty policy (000, "Crew Combat"). */
function loseDerelictCrewInPlace(st: BattleState, side: number): void {
  const pick = pickCasualty(st, derelictIndex(st), side, st.plan.policies[side].crewCasualty);
  if (pick < 0) return;
  if (st.trace !== null) st.trace.add(`   ${st.plan.disks.label[pick]} is lost`);
  st.diskAlive[pick] = 0;
  st.recomputeSquadronBeamInPlace();
}

/**
 * Step Four on the derelict (000, "Step Four: Boarding", "Crew Combat", "Control"): with crew of
 * both sides aboard, up to three rounds of crew combat (each side drops counters equal to its ready
 * crew's combat; more hits wins, the loser loses one crew; a tie costs each one); then the side
 * whose crew has the higher total command controls it (a tie keeps the controller; none: nobody).
 * Crew of one side only: that side controls it; no crew: nobody does. A change of controller
 * starts its count of Ready steps again.
 */
export function derelictBoardingInPlace(tb: TableState): void {
  const st = tb.st;
  const derelict = derelictIndex(st);
  let first = crewAboard(st, derelict, 0, false);
  let second = crewAboard(st, derelict, 1, false);
  if (first > 0 && second > 0) {
    if (st.trace !== null) st.trace.add(' Boarding of the derelict');
    for (let round = 0; round < CREW_COMBAT_ROUNDS && first > 0 && second > 0; round++) {
      const h0 = st.sampler.hits(st.rng, readyCombat(st, derelict, 0, false));
      const h1 = st.sampler.hits(st.rng, readyCombat(st, derelict, 1, false));
      if (st.trace !== null) st.trace.add(`  crew combat round ${round + 1}: first fleet ${h0} hit${h0 === 1 ? '' : 's'}, second fleet ${h1}`);
      if (h0 <= h1) loseDerelictCrewInPlace(st, 0);
      if (h1 <= h0) loseDerelictCrewInPlace(st, 1);
      first = crewAboard(st, derelict, 0, false);
      second = crewAboard(st, derelict, 1, false);
    }
  }
  let controller = -1;
  if (first > 0 && second === 0) controller = 0;
  else if (second > 0 && first === 0) controller = 1;
  else if (first > 0 && second > 0) {
    const c0 = controlCommand(st, derelict, 0, true);
    const c1 = controlCommand(st, derelict, 1, true);
    controller = c0 > c1 ? 0 : c1 > c0 ? 1 : tb.derelictController;
  }
  if (controller !== tb.derelictController) {
    tb.derelictController = controller;
    tb.derelictHeld = 0;
    if (st.trace !== null) st.trace.add(controller < 0 ? ' Nobody controls the derelict' : ` The ${controller === 0 ? 'first' : 'second'} fleet controls the derelict`);
  }
}

/**
 * After the Ready step (000, "Step Five: Ready"): the derelict's controller has held it one more
 * Ready step; at two in a row its side wins and the battle is over (000, "Appendix Two").
 */
export function derelictReadyStepInPlace(tb: TableState): void {
  const st = tb.st;
  if (tb.derelictController < 0) return;
  tb.derelictHeld++;
  if (st.trace !== null) st.trace.add(` The ${tb.derelictController === 0 ? 'first' : 'second'} fleet has held the derelict for ${tb.derelictHeld} Ready step${tb.derelictHeld === 1 ? '' : 's'}`);
  if (tb.derelictHeld >= READY_STEPS_TO_WIN) {
    tb.derelictWinner = tb.derelictController;
    st.over = true;
  }
}

/**
 * The outcome of a Finders Keepers battle: the side that held the derelict for two Ready steps
 * wins; when both fleets are gone (FindersKeepersState) nothing can contest the derelict any more,
 * so its controller wins (nobody: a draw); still going at the turn cap: the turn cap.
 */
export function findersKeepersOutcome(tb: TableState): number {
  const winner = tb.derelictWinner >= 0 ? tb.derelictWinner : tb.st.over ? tb.derelictController : -2;
  return winner === 0 ? OUTCOME_FIRST_WIN : winner === 1 ? OUTCOME_SECOND_WIN : winner === -1 ? OUTCOME_DRAW : OUTCOME_TURN_CAP;
}
