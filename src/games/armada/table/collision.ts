import { critCount } from '../counters.js';
import { isOverlapping } from './geometry.js';
import { SPECIAL_BLOCKADE_RUNNER } from './table-plan.js';
import type { TableState } from './table-state.js';

/** Counters dropped for a collision check (000, "Collision": "Shake and drop five damage counters"). */
export const COLLISION_COUNTERS = 5;
/** Room left between a displaced ship and the ship it hit. */
const DISPLACE_CLEARANCE = 0.01;

/**
 * Removes `hits` hull points from ship s regardless of its shields (collision, overload: 000,
 * "Collision", "Special Ship Types"); hull 0 destroys it. The model drops no critical counters
 * for these hull hits (docs/armada.md, "The table model").
 */
export function hullHitsInPlace(tb: TableState, s: number, hits: number): void {
  const st = tb.st;
  if (hits <= 0 || st.alive[s] === 0) return;
  st.hull[s] -= hits;
  if (st.trace !== null) st.trace.add(`    ${st.plan.ships.label[s]}: ${hits} hull hit${hits === 1 ? '' : 's'}`);
  if (st.hull[s] <= 0) {
    st.hull[s] = 0;
    st.destroyShipInPlace(s);
  }
}

/** The first other in-play ship ship s overlaps, or -1. */
export function overlappedShip(tb: TableState, s: number): number {
  const st = tb.st;
  for (let o = 0; o < st.nShips; o++) {
    if (o === s || st.alive[o] === 0) continue;
    if (isOverlapping(tb.x[s], tb.y[s], tb.tp.shipRadius[s], tb.x[o], tb.y[o], tb.tp.shipRadius[o])) return o;
  }
  return -1;
}

/**
 * The collision check at the end of ship s's move (000, "Collision"): when it overlaps another
 * ship, drop five damage counters; exactly one showing a critical is a collision — one hull hit
 * regardless of shields, current speed 0, every remaining order of the turn lost, and the other
 * ship's controller places it adjacent to its own ship (the model: pushed straight out along the
 * line between their centres). A blockade runner never collides (000, "Special Ship Types").
 * Returns true on a collision.
 */
export function collisionCheckInPlace(tb: TableState, s: number): boolean {
  const st = tb.st;
  if (st.plan.ships.special[s] === SPECIAL_BLOCKADE_RUNNER) return false;
  const o = overlappedShip(tb, s);
  if (o < 0) return false;
  const shown = critCount(st.sampler.critPattern(st.rng));
  if (st.trace !== null) st.trace.add(`    ${st.plan.ships.label[s]} overlaps ${st.plan.ships.label[o]}: ${shown} critical${shown === 1 ? '' : 's'} of ${COLLISION_COUNTERS}${shown === 1 ? ': a collision' : ''}`);
  if (shown !== 1) return false;
  tb.speed[s] = 0;
  tb.ordersLost[s] = 1;
  const dx = tb.x[s] - tb.x[o];
  const dy = tb.y[s] - tb.y[o];
  const d = Math.sqrt(dx * dx + dy * dy);
  const ux = d > 0 ? dx / d : 1;
  const uy = d > 0 ? dy / d : 0;
  const gap = tb.tp.shipRadius[s] + tb.tp.shipRadius[o] + DISPLACE_CLEARANCE;
  tb.x[s] = tb.x[o] + ux * gap;
  tb.y[s] = tb.y[o] + uy * gap;
  hullHitsInPlace(tb, s, 1);
  return true;
}
