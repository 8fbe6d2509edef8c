import type { TableReach } from '../reach.js';
import { claimGoalInPlace, isClaimer } from '../derelict.js';
import { distance } from '../geometry.js';
import type { TableState } from '../table-state.js';
import { MOVE_CLOSE, MOVE_KITE, MOVE_SCREEN, MOVE_TORPEDO_RUN } from './names.js';

/** Kiting holds this share of the beam reach between the disks' edges (a little inside the template). */
const KITE_SHARE = 0.85;
/** A torpedo run launches inside this many torpedo moves of the target, and turns back in beyond twice that. */
const RUN_MOVES = 2;

/** How far (edge to edge) a torpedo of ship s reaches in `moves` moves. */
export function torpedoReach(tb: TableState, s: number, moves: number): number {
  return moves * tb.tp.shipTorpedoSpeed[s] * 2 * tb.tp.torpedoRadius;
}

/** The speed that covers `distance` in whole flips of ship s, at most its maximum. */
function speedFor(tb: TableState, s: number, distance: number): number {
  const flips = Math.floor(distance / (2 * tb.tp.shipRadius[s]));
  return Math.max(0, Math.min(tb.st.speed[s], flips));
}

/** Keeps a goal on the table, a ship diameter in from every edge. */
function clampGoalInPlace(tb: TableState, s: number): void {
  const m = 2 * tb.tp.shipRadius[s];
  tb.goalX = Math.min(tb.tp.width - m, Math.max(m, tb.goalX));
  tb.goalY = Math.min(tb.tp.height - m, Math.max(m, tb.goalY));
}

/** Goal: a point `gap` (edge to edge) from ship e on the line from e towards s. */
function standOffInPlace(tb: TableState, s: number, e: number, gap: number): void {
  const dx = tb.x[s] - tb.x[e];
  const dy = tb.y[s] - tb.y[e];
  const d = distance(dx, dy) || 1;
  const centre = gap + tb.tp.shipRadius[s] + tb.tp.shipRadius[e];
  tb.goalX = tb.x[e] + (dx / d) * centre;
  tb.goalY = tb.y[e] + (dy / d) * centre;
}

/**
 * Where ship s wants to be, and the speed it wants, under its side's movement policy
 * (policies/names.ts); written to tb.goalX, tb.goalY and tb.wantSpeed. With no enemy left the
 * ship holds still. A Finders Keepers claimer heads for the derelict instead (derelict.ts claimGoalInPlace).
 */
export function movementGoalInPlace(tb: TableState, reach: TableReach, s: number): void {
  const st = tb.st;
  if (isClaimer(tb, s)) {
    claimGoalInPlace(tb, s);
    return;
  }
  const side = st.owner[s];
  const e = tb.nearestEnemyAt(side, tb.x, tb.y, s);
  tb.goalX = tb.x[s];
  tb.goalY = tb.y[s];
  tb.wantSpeed = 0;
  if (e < 0) return;
  let code = tb.tp.movement[side];
  const gap = distance(tb.x[e] - tb.x[s], tb.y[e] - tb.y[s]) - tb.tp.shipRadius[s] - tb.tp.shipRadius[e];
  if (code === MOVE_TORPEDO_RUN) {
    if (st.torpedoes[s] === 0) code = MOVE_KITE;
    else {
      if (tb.runState[s] === 1 && gap > torpedoReach(tb, s, 2 * RUN_MOVES)) tb.runState[s] = 0;
      if (tb.runState[s] === 1) {
        standOffInPlace(tb, s, e, torpedoReach(tb, s, 2 * RUN_MOVES) + reach.beamReach(e));
        clampGoalInPlace(tb, s);
        tb.wantSpeed = st.speed[s];
        return;
      }
      standOffInPlace(tb, s, e, torpedoReach(tb, s, RUN_MOVES) / 2);
      clampGoalInPlace(tb, s);
      tb.wantSpeed = st.speed[s];
      return;
    }
  }
  if (code === MOVE_SCREEN) {
    const c = tb.ownCarrier(side, s);
    if (c < 0 && st.plan.ships.carrier[s] === 1) code = MOVE_KITE;
    else if (c < 0) code = MOVE_CLOSE;
    else {
      const dx = tb.x[e] - tb.x[c];
      const dy = tb.y[e] - tb.y[c];
      const d = distance(dx, dy) || 1;
      const off = tb.tp.shipRadius[c] + 3 * tb.tp.shipRadius[s];
      tb.goalX = tb.x[c] + (dx / d) * off;
      tb.goalY = tb.y[c] + (dy / d) * off;
      clampGoalInPlace(tb, s);
      tb.wantSpeed = speedFor(tb, s, distance(tb.goalX - tb.x[s], tb.goalY - tb.y[s]));
      return;
    }
  }
  if (code === MOVE_KITE) {
    // Full speed: a kiting ship that slows down is caught; it circles its stand-off point instead.
    standOffInPlace(tb, s, e, KITE_SHARE * reach.beamReach(s));
    clampGoalInPlace(tb, s);
    tb.wantSpeed = st.speed[s];
    return;
  }
  tb.goalX = tb.x[e];
  tb.goalY = tb.y[e];
  tb.wantSpeed = speedFor(tb, s, gap);
}
