import { contactAlong, distance, isOffTable } from '../geometry.js';
import type { TableState } from '../table-state.js';
import { AVOID_DODGE } from './names.js';

/** Headings tried besides the direct bearing to the goal (every 22.5°), with their cosines and sines. */
const COMPASS = 16;
const COMPASS_COS = Float64Array.from({ length: COMPASS }, (_, i) => Math.cos((2 * Math.PI * i) / COMPASS));
const COMPASS_SIN = Float64Array.from({ length: COMPASS }, (_, i) => Math.sin((2 * Math.PI * i) / COMPASS));
/** Score penalties: a move off the table, a later phase's straight move off the table, a torpedo's path. */
const OFF_TABLE = 1e6;
const LATER_OFF_TABLE = 1e3;
const IN_TORPEDO_PATH = 5e2;

/** True when a move of ship s from (x0, y0) to (x1, y1) crosses where an enemy torpedo can fly next. */
function crossesTorpedo(tb: TableState, s: number, x0: number, y0: number, x1: number, y1: number): boolean {
  const st = tb.st;
  for (let k = 0; k < st.torpCount; k++) {
    if (st.torpAlive[k] === 0 || st.torpSide[k] === st.owner[s]) continue;
    const reach = tb.torpSpeed[k] * 2 * tb.tp.torpedoRadius;
    if (contactAlong(x0, y0, x1, y1, tb.tp.shipRadius[s], tb.torpX[k], tb.torpY[k], reach) >= 0) return true;
  }
  return false;
}

/**
 * How good heading h is for ship s moving `flips` flips from (x, y) towards the goal (lower is
 * better): the distance left to the goal, plus penalties for leaving the table now or within the
 * `later` phases still to come at this speed, and (torpedo avoidance `dodge`) for a path where an
 * enemy torpedo can reach it.
 */
export function headingScore(tb: TableState, s: number, x: number, y: number, h: number, flips: number, later: number): number {
  return scoreAlong(tb, s, x, y, Math.cos(h), Math.sin(h), flips, later);
}

/** headingScore for the heading of unit vector (cx, cy). */
function scoreAlong(tb: TableState, s: number, x: number, y: number, cx: number, cy: number, flips: number, later: number): number {
  const step = 2 * tb.tp.shipRadius[s];
  const x1 = x + cx * flips * step;
  const y1 = y + cy * flips * step;
  let score = distance(tb.goalX - x1, tb.goalY - y1);
  if (isOffTable(x1, y1, tb.tp.width, tb.tp.height)) score += OFF_TABLE;
  else if (later > 0 && isOffTable(x1 + cx * later * flips * step, y1 + cy * later * flips * step, tb.tp.width, tb.tp.height)) score += LATER_OFF_TABLE;
  if (tb.tp.avoidance[tb.st.owner[s]] === AVOID_DODGE && crossesTorpedo(tb, s, x, y, x1, y1)) score += IN_TORPEDO_PATH;
  return score;
}

/**
 * The heading ship s takes from (x, y) for a move of `flips` flips (the Change Heading order may
 * rotate the disk "in any direction up to 360°", 000 "Step One: Assign Orders"): the best of the
 * direct bearing to the goal and sixteen compass headings by headingScore.
 */
export function bestHeading(tb: TableState, s: number, x: number, y: number, flips: number, later: number): number {
  let best = Math.atan2(tb.goalY - y, tb.goalX - x);
  let bestScore = headingScore(tb, s, x, y, best, flips, later);
  for (let i = 0; i < COMPASS; i++) {
    const score = scoreAlong(tb, s, x, y, COMPASS_COS[i], COMPASS_SIN[i], flips, later);
    if (score < bestScore) {
      best = (2 * Math.PI * i) / COMPASS;
      bestScore = score;
    }
  }
  return best;
}
