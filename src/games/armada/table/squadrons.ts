import { firstSquadronSide, squadronAttackInPlace } from '../segments.js';
import type { FrameRecorder } from './frames.js';
import { edgeGap } from './geometry.js';
import type { TableReach } from './reach.js';
import { PROBE_HEADING, PROBE_RADIUS, PROBE_X, PROBE_Y, type TableState } from './table-state.js';
import { launchMovesInPlace } from './torpedoes.js';

/** Squadrons close to this share of the template from their target before they fire. */
const SQUADRON_CLOSE_SHARE = 0.5;

/**
 * Squadron q moves (000, "Segment One: Squadrons", Move): up to its maximum speed in flips of its
 * own diameter, straight at its goal — the nearest enemy ship, or for a bomber out of torpedoes
 * its side's nearest carrier (to be reloaded within range: 1, 000 "Reloading Bombers") — stopping
 * once half a template from it (never ending on a ship: squadrons "may not move over, or end their
 * movement on, ships"; the model only stops short).
 */
function moveSquadronInPlace(tb: TableState, q: number, side: number): void {
  const st = tb.st;
  const sq = st.plan.squadrons;
  const r = tb.tp.squadronRadius;
  const wantsReload = sq.bomber[q] === 1 && st.sqTorpedoes[q] === 0;
  const goal = wantsReload ? tb.ownCarrier(side, -1) : tb.nearestEnemyAt(side, tb.sqX, tb.sqY, q);
  if (goal < 0) return;
  const gap = edgeGap(tb.sqX[q], tb.sqY[q], r, tb.x[goal], tb.y[goal], tb.tp.shipRadius[goal]);
  const want = gap - SQUADRON_CLOSE_SHARE * tb.tp.template;
  if (want <= 0) return;
  const flips = Math.min(tb.tp.squadronSpeed[q], Math.floor(want / (2 * r)));
  const h = Math.atan2(tb.y[goal] - tb.sqY[q], tb.x[goal] - tb.sqX[q]);
  tb.sqX[q] += Math.cos(h) * flips * 2 * r;
  tb.sqY[q] += Math.sin(h) * flips * 2 * r;
}

/** One side activates all its squadrons: each moves, then attacks what it reaches (the brawl's squadron attack). */
function activateSideInPlace(tb: TableState, reach: TableReach, side: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  const sq = st.plan.squadrons;
  for (let q = 0; q < st.nSquadrons && !st.over; q++) {
    if (st.sqAlive[q] === 0 || sq.side[q] !== side) continue;
    moveSquadronInPlace(tb, q, side);
    reach.actAsSquadron(q);
    const from = st.torpCount;
    squadronAttackInPlace(st, q, side);
    if (st.torpCount > from) {
      const e = tb.nearestEnemyAt(side, tb.sqX, tb.sqY, q);
      const p = tb.probe;
      p[PROBE_X] = tb.sqX[q];
      p[PROBE_Y] = tb.sqY[q];
      p[PROBE_RADIUS] = tb.tp.squadronRadius;
      p[PROBE_HEADING] = e >= 0 ? Math.atan2(tb.y[e] - tb.sqY[q], tb.x[e] - tb.sqX[q]) : 0;
      launchMovesInPlace(tb, from, tb.tp.bomberTorpedoSpeed, frames);
    }
  }
}

/**
 * Segment one on the table (000, "Segment One: Squadrons"): the side the brawl's activation rule
 * picks (fewer squadrons, then carrier command, then random) moves and attacks with all its
 * squadrons, then the other side.
 */
export function squadronSegmentOnTableInPlace(tb: TableState, reach: TableReach, frames: FrameRecorder | null): void {
  const st = tb.st;
  if (st.squadronsLeft[0] === 0 && st.squadronsLeft[1] === 0) return;
  const first = firstSquadronSide(st);
  if (st.trace !== null) st.trace.add(` Squadron segment (${first === 0 ? 'first' : 'second'} fleet activates first)`);
  activateSideInPlace(tb, reach, first, frames);
  if (!st.over) activateSideInPlace(tb, reach, 1 - first, frames);
}
