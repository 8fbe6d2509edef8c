import { firstSquadronSide, squadronAttackInPlace } from '../segments.js';
import type { FrameRecorder } from './frames.js';
import { CONTACT_AT, contactInPlace, DISK_RADIUS, distance, edgeGap, SEGMENT_RADIUS, SEGMENT_X0, SEGMENT_X1, SEGMENT_Y0, SEGMENT_Y1 } from './geometry.js';
import type { TableReach } from './reach.js';
import { PROBE_HEADING, PROBE_RADIUS, PROBE_X, PROBE_Y, type TableState } from './table-state.js';
import { launchMovesInPlace } from './torpedoes.js';

/** Squadrons close to this share of the template from their target before they fire. */
const SQUADRON_CLOSE_SHARE = 0.5;
/** Detours a blocked squadron tries, in radians off the straight line (either side), nearest first. */
const DETOURS = [Math.PI / 6, Math.PI / 3, Math.PI / 2];

/**
 * The flips, up to `flips`, squadron q can make along the heading in tb.probe[PROBE_HEADING] (a
 * double through the typed array, not an argument: an argument would be boxed at every call) before its disk would touch a ship
 * (000, "Segment One: Squadrons", Move: squadrons "may not move over, or end their movement on,
 * ships"). A ship already overlapping it is lifted while it moves ("simply lift the ship, move the
 * squadron"), so it does not block.
 */
function clearFlips(tb: TableState, q: number, flips: number): number {
  const st = tb.st;
  const h = tb.probe[PROBE_HEADING];
  const step = 2 * tb.tp.squadronRadius;
  const seg = tb.segment;
  seg[SEGMENT_X0] = tb.sqX[q];
  seg[SEGMENT_Y0] = tb.sqY[q];
  seg[SEGMENT_X1] = tb.sqX[q] + Math.cos(h) * flips * step;
  seg[SEGMENT_Y1] = tb.sqY[q] + Math.sin(h) * flips * step;
  seg[SEGMENT_RADIUS] = tb.tp.squadronRadius;
  let clear = flips;
  for (let s = 0; s < st.nShips; s++) {
    if (st.alive[s] === 0) continue;
    seg[DISK_RADIUS] = tb.tp.shipRadius[s];
    if (!contactInPlace(seg, tb.x, tb.y, s) || seg[CONTACT_AT] === 0) continue;
    const before = Math.floor(seg[CONTACT_AT] * flips - 1e-9);
    if (before < clear) clear = before;
  }
  return clear;
}

/**
 * Squadron q moves (000, "Segment One: Squadrons", Move): up to its maximum speed in flips of its
 * own diameter, straight at its goal — the nearest enemy ship, or for a bomber out of torpedoes
 * its side's nearest carrier (to be reloaded within range: 1, 000 "Reloading Bombers") — stopping
 * once half a template from it. It never moves over or ends on a ship ("may not move over, or end
 * their movement on, ships"): when a ship is in the way it takes the detour (DETOURS) that ends
 * nearest its goal, or stops short of the ship.
 */
export function moveSquadronInPlace(tb: TableState, q: number, side: number): void {
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
  const straight = Math.atan2(tb.y[goal] - tb.sqY[q], tb.x[goal] - tb.sqX[q]);
  let h = straight;
  tb.probe[PROBE_HEADING] = h;
  let n = clearFlips(tb, q, flips);
  if (n < flips) {
    const step = 2 * r;
    let best = distance(tb.x[goal] - tb.sqX[q] - Math.cos(h) * n * step, tb.y[goal] - tb.sqY[q] - Math.sin(h) * n * step);
    for (let k = 0; k < 2 * DETOURS.length; k++) {
      const turn = (k & 1) === 0 ? DETOURS[k >> 1] : -DETOURS[k >> 1];
      tb.probe[PROBE_HEADING] = straight + turn;
      const m = clearFlips(tb, q, flips);
      const d = distance(tb.x[goal] - tb.sqX[q] - Math.cos(straight + turn) * m * step, tb.y[goal] - tb.sqY[q] - Math.sin(straight + turn) * m * step);
      if (d < best) {
        best = d;
        h = straight + turn;
        n = m;
      }
    }
  }
  tb.sqX[q] += Math.cos(h) * n * 2 * r;
  tb.sqY[q] += Math.sin(h) * n * 2 * r;
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
