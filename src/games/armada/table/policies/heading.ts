import { contactInPlace, DISK_RADIUS, isOffTable, SEGMENT_RADIUS, SEGMENT_X0, SEGMENT_X1, SEGMENT_Y0, SEGMENT_Y1 } from '../geometry.js';
import { PROBE_DIR_X, PROBE_DIR_Y, PROBE_HEADING, PROBE_SCORE, PROBE_X, PROBE_Y, type TableState } from '../table-state.js';
import { AVOID_DODGE } from './names.js';

/** Headings tried besides the direct bearing to the goal (every 22.5°), with their cosines and sines. */
const COMPASS = 16;
const COMPASS_COS = Float64Array.from({ length: COMPASS }, (_, i) => Math.cos((2 * Math.PI * i) / COMPASS));
const COMPASS_SIN = Float64Array.from({ length: COMPASS }, (_, i) => Math.sin((2 * Math.PI * i) / COMPASS));
/** Score penalties: a move off the table, a later phase's straight move off the table, a torpedo's path. */
const OFF_TABLE = 1e6;
const LATER_OFF_TABLE = 1e3;
const IN_TORPEDO_PATH = 5e2;

/** True when ship s's move along tb.segment crosses where an enemy torpedo can fly next. */
function crossesTorpedo(tb: TableState, s: number): boolean {
  const st = tb.st;
  const seg = tb.segment;
  seg[SEGMENT_RADIUS] = tb.tp.shipRadius[s];
  for (let k = 0; k < st.torpCount; k++) {
    if (st.torpAlive[k] === 0 || st.torpSide[k] === st.owner[s]) continue;
    seg[DISK_RADIUS] = tb.torpSpeed[k] * 2 * tb.tp.torpedoRadius;
    if (contactInPlace(seg, tb.torpX, tb.torpY, k)) return true;
  }
  return false;
}

/**
 * How good the heading of unit vector probe[PROBE_DIR_X], probe[PROBE_DIR_Y] is for ship s moving
 * `flips` flips from the probe's origin towards the goal (lower is better), written to
 * probe[PROBE_SCORE]: the distance left to the goal, plus penalties for leaving the table now or
 * within the `later` phases still to come at this speed, and (torpedo avoidance `dodge`) for a path
 * where an enemy torpedo can reach it.
 */
export function headingScoreInPlace(tb: TableState, s: number, flips: number, later: number): void {
  const p = tb.probe;
  const cx = p[PROBE_DIR_X];
  const cy = p[PROBE_DIR_Y];
  const step = 2 * tb.tp.shipRadius[s];
  const x1 = p[PROBE_X] + cx * flips * step;
  const y1 = p[PROBE_Y] + cy * flips * step;
  const dx = tb.goalX - x1;
  const dy = tb.goalY - y1;
  let score = Math.sqrt(dx * dx + dy * dy);
  if (isOffTable(x1, y1, tb.tp.width, tb.tp.height)) score += OFF_TABLE;
  else if (later > 0 && isOffTable(x1 + cx * later * flips * step, y1 + cy * later * flips * step, tb.tp.width, tb.tp.height)) score += LATER_OFF_TABLE;
  if (tb.st.torpCount > 0 && tb.tp.avoidance[tb.st.owner[s]] === AVOID_DODGE) {
    const seg = tb.segment;
    seg[SEGMENT_X0] = p[PROBE_X];
    seg[SEGMENT_Y0] = p[PROBE_Y];
    seg[SEGMENT_X1] = x1;
    seg[SEGMENT_Y1] = y1;
    if (crossesTorpedo(tb, s)) score += IN_TORPEDO_PATH;
  }
  p[PROBE_SCORE] = score;
}

/** Compass headings (radians) of COMPASS_COS / COMPASS_SIN, as bestHeadingInPlace reports them, and the angle between two. */
const COMPASS_HEADING = Float64Array.from({ length: COMPASS }, (_, i) => (2 * Math.PI * i) / COMPASS);
const COMPASS_STEP = (2 * Math.PI) / COMPASS;
/**
 * bestHeadingInPlace's early out needs the goal and the move at least this far (table units): then
 * every compass heading but the one nearest the bearing ends at least 0.0096 × this farther from
 * the goal than the straight move (see there), far above any rounding on a table.
 */
const EARLY_OUT_MIN_LENGTH = 1e-6;

/**
 * The heading ship s takes from the probe's origin for a move of `flips` flips (the Change Heading
 * order may rotate the disk "in any direction up to 360°", 000 "Step One: Assign Orders"): the best
 * of the direct bearing to the goal and sixteen compass headings by headingScoreInPlace. Written to
 * probe[PROBE_HEADING], its score to probe[PROBE_SCORE].
 *
 * Early out, with the full search's answer bit for bit: when the direct bearing draws no penalty
 * (every penalty outweighs any distance on the table), a move of length r along a heading Δ off
 * it ends sqrt(D² + r² − 2Dr cos Δ) − |D − r| ≥ min(D, r)(1 − cos Δ)/2 farther from a goal D away
 * than the straight move. Every compass heading but the nearest is Δ ≥ π/16 off, so with D and r
 * beyond EARLY_OUT_MIN_LENGTH only the nearest can tie or beat it (by a rounding), and only it is scored.
 */
export function bestHeadingInPlace(tb: TableState, s: number, flips: number, later: number): void {
  const p = tb.probe;
  const gx = tb.goalX - p[PROBE_X];
  const gy = tb.goalY - p[PROBE_Y];
  let best = Math.atan2(gy, gx);
  p[PROBE_DIR_X] = Math.cos(best);
  p[PROBE_DIR_Y] = Math.sin(best);
  headingScoreInPlace(tb, s, flips, later);
  let bestScore = p[PROBE_SCORE];
  const run = flips * 2 * tb.tp.shipRadius[s];
  const nearestOnly = bestScore < IN_TORPEDO_PATH && run > EARLY_OUT_MIN_LENGTH && gx * gx + gy * gy > EARLY_OUT_MIN_LENGTH * EARLY_OUT_MIN_LENGTH;
  const nearest = (Math.round(best / COMPASS_STEP) + COMPASS) % COMPASS;
  for (let i = 0; i < COMPASS; i++) {
    if (nearestOnly && i !== nearest) continue;
    p[PROBE_DIR_X] = COMPASS_COS[i];
    p[PROBE_DIR_Y] = COMPASS_SIN[i];
    headingScoreInPlace(tb, s, flips, later);
    if (p[PROBE_SCORE] < bestScore) {
      best = COMPASS_HEADING[i];
      bestScore = p[PROBE_SCORE];
    }
  }
  p[PROBE_HEADING] = best;
  p[PROBE_SCORE] = bestScore;
}

/** Ship s's best heading from where it stands (bestHeadingInPlace from its position), set as its heading. */
export function turnToBestHeadingInPlace(tb: TableState, s: number, flips: number, later: number): void {
  tb.probe[PROBE_X] = tb.x[s];
  tb.probe[PROBE_Y] = tb.y[s];
  bestHeadingInPlace(tb, s, flips, later);
  tb.heading[s] = tb.probe[PROBE_HEADING];
}
