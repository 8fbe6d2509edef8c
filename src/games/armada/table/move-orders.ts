import { ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED, ORDERS_PER_TURN } from '../plan.js';
import { turnAngle } from './geometry.js';
import { movementGoalInPlace } from './policies/goal.js';
import { bestHeadingInPlace } from './policies/heading.js';
import type { TableReach } from './reach.js';
import { SPECIAL_GUNSHIP } from './table-plan.js';
import { PROBE_HEADING, PROBE_X, PROBE_Y, type TableState } from './table-state.js';

/** Largest speed change of one Change Speed order: two, one for a gunship (000, "Step One", "Special Ship Types"). */
const SPEED_STEP = 2;
/** A crew Change Heading is worth its activation when the best heading is at least this far (radians) from the ship's. */
const WORTH_TURNING = Math.PI / 8;

/**
 * Change Speed (000, "Step One: Assign Orders"): by up to two (a gunship one), 0..maximum, towards
 * the speed the order planner planned (tb.plannedSpeed) or else the movement policy's (tb.wantSpeed:
 * the goal must be set).
 */
export function changeSpeedInPlace(tb: TableState, s: number): void {
  const st = tb.st;
  const step = st.plan.ships.special[s] === SPECIAL_GUNSHIP ? 1 : SPEED_STEP;
  const delta = Math.max(-step, Math.min(step, speedTarget(tb, s) - tb.speed[s]));
  tb.speed[s] = Math.max(0, Math.min(st.speed[s], tb.speed[s] + delta));
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} changes speed to ${tb.speed[s]}`);
}

/** The speed ship s's Change Speed steps towards (the goal must be set). */
function speedTarget(tb: TableState, s: number): number {
  return tb.plannedSpeed[s] >= 0 ? tb.plannedSpeed[s] : tb.wantSpeed;
}

/** The orders phases of this turn after the current one (tb.phaseOfTurn). */
const phasesLater = (tb: TableState): number => ORDERS_PER_TURN - 1 - tb.phaseOfTurn;

/**
 * A crew disk's Change Speed or Change Heading order (000, "Order: Activate Crew": the crew
 * executes one of the orders on its disk; "Step One: Assign Orders" for what each does), for ship
 * s in its ship segment: Change Speed as the ship's own order; Change Heading turns it to its
 * best heading for its current speed (policies/heading.ts), within its movement goal.
 */
export function crewMoveOrderInPlace(tb: TableState, reach: TableReach, s: number, order: number): void {
  const st = tb.st;
  movementGoalInPlace(tb, reach, s);
  if (order === ORDER_CHANGE_SPEED) {
    changeSpeedInPlace(tb, s);
    return;
  }
  if (order !== ORDER_CHANGE_HEADING) return;
  tb.probe[PROBE_X] = tb.x[s];
  tb.probe[PROBE_Y] = tb.y[s];
  bestHeadingInPlace(tb, s, tb.speed[s], phasesLater(tb));
  tb.heading[s] = tb.probe[PROBE_HEADING];
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} changes heading to ${Math.round((tb.heading[s] * 180) / Math.PI)}°`);
}

/**
 * True when a crew disk's Change Speed or Change Heading order would change something worth an
 * activation (ship-orders.ts scores it as a useful order): the speed is not the one it wants, or
 * its best heading is WORTH_TURNING or more off its heading. Sets the movement goal.
 */
export function isCrewMoveUseful(tb: TableState, reach: TableReach, s: number, order: number): boolean {
  if (order !== ORDER_CHANGE_SPEED && order !== ORDER_CHANGE_HEADING) return false;
  movementGoalInPlace(tb, reach, s);
  if (order === ORDER_CHANGE_SPEED) return Math.max(0, Math.min(tb.st.speed[s], speedTarget(tb, s))) !== tb.speed[s];
  if (tb.speed[s] === 0) return false;
  tb.probe[PROBE_X] = tb.x[s];
  tb.probe[PROBE_Y] = tb.y[s];
  bestHeadingInPlace(tb, s, tb.speed[s], phasesLater(tb));
  return Math.abs(turnAngle(tb.heading[s], tb.probe[PROBE_HEADING])) >= WORTH_TURNING;
}
