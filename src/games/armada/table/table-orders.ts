import { ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED, ORDERS_PER_TURN } from '../plan.js';
import { isOffTable, turnAngle } from './geometry.js';
import { assignClaimOrdersInPlace, isClaimer } from './derelict.js';
import { movementGoalInPlace } from './policies/goal.js';
import type { TableReach } from './reach.js';
import type { TableState } from './table-state.js';

/** A heading this far off the goal's bearing is worth a Change Heading order. */
const TURN_WORTH = Math.PI / 6;

/**
 * The movement orders of ship s for the turn (000, "Step One: Assign Orders"), laid over the
 * brawl's order plan (already assigned): a Change Heading order in phase 1 when the goal lies more
 * than 30° off its heading or three straight moves would leave the table, and a Change Speed order
 * (the next phase) when its policy wants another speed, else a second Change Heading in phase 3
 * when three straight moves would leave the table. At speed 0 a ship turns without an order,
 * so it only asks for speed. Every order they replace is one attack or crew order less. A Finders
 * Keepers claimer's other orders go to claiming the derelict (derelict.ts assignClaimOrdersInPlace).
 */
export function assignMovementOrdersInPlace(tb: TableState, reach: TableReach, s: number): void {
  const st = tb.st;
  tb.ordersLost[s] = 0;
  reach.actAsShip(s);
  movementGoalInPlace(tb, reach, s);
  const o = s * ORDERS_PER_TURN;
  const v = tb.speed[s];
  const h = tb.heading[s];
  const run = ORDERS_PER_TURN * v * 2 * tb.tp.shipRadius[s];
  const leaves = v > 0 && isOffTable(tb.x[s] + Math.cos(h) * run, tb.y[s] + Math.sin(h) * run, tb.tp.width, tb.tp.height);
  const offBearing = v > 0 && turnAngle(h, Math.atan2(tb.goalY - tb.y[s], tb.goalX - tb.x[s])) > TURN_WORTH;
  let slot = 0;
  if (leaves || offBearing) st.orders[o + slot++] = ORDER_CHANGE_HEADING;
  if (tb.wantSpeed !== v) st.orders[o + slot++] = ORDER_CHANGE_SPEED;
  // A ship that keeps its speed and would run off the table in three moves turns again in phase 3.
  else if (leaves && slot === 1) st.orders[o + ORDERS_PER_TURN - 1] = ORDER_CHANGE_HEADING;
  if (slot === ORDERS_PER_TURN) st.orders[o + ORDERS_PER_TURN - 1] = ORDER_ATTACK;
  if (isClaimer(tb, s)) assignClaimOrdersInPlace(tb, s);
}
