import { collisionCheckInPlace, hullHitsInPlace } from './collision.js';
import { isOffTable } from './geometry.js';
import { runIntoTorpedoesInPlace } from './torpedoes.js';
import type { TableState } from './table-state.js';

/** Extra flips an overloading blockade runner may make, and the counters it drops after (000, "Special Ship Types"). */
export const OVERLOAD_MAX_FLIPS = 4;
export const OVERLOAD_COUNTERS = 3;

/**
 * Moves ship s `first` flips along `h1`, then `second` flips along `h2` (one leg when `second` is
 * 0): a flip moves a disk one of its own diameters (000, "Movement"). Torpedoes on the way strike
 * (000, "Segment Three"). Two legs are a scout's mid-move turn (000, "Special Ship Types", Scout)
 * or evasive action (000, "Collision"). The heading left is the last leg's.
 */
export function flipAlongInPlace(tb: TableState, s: number, first: number, h1: number, second: number, h2: number): void {
  const step = 2 * tb.tp.shipRadius[s];
  legInPlace(tb, s, first * step, h1);
  if (second > 0 && tb.st.alive[s] === 1) legInPlace(tb, s, second * step, h2);
  tb.heading[s] = second > 0 ? h2 : h1;
  const st = tb.st;
  if (st.trace !== null && st.alive[s] === 1) st.trace.add(`  ${st.plan.ships.label[s]} moves ${first + second} flip${first + second === 1 ? '' : 's'} to (${tb.x[s].toFixed(1)}, ${tb.y[s].toFixed(1)}) heading ${Math.round((tb.heading[s] * 180) / Math.PI)}°`);
}

function legInPlace(tb: TableState, s: number, distance: number, h: number): void {
  if (distance <= 0) return;
  const x0 = tb.x[s];
  const y0 = tb.y[s];
  const x1 = x0 + Math.cos(h) * distance;
  const y1 = y0 + Math.sin(h) * distance;
  tb.x[s] = x1;
  tb.y[s] = y1;
  runIntoTorpedoesInPlace(tb, s, x0, y0, x1, y1);
}

/**
 * After ship s's move: off the table it has withdrawn — removed from play, counted per side (000,
 * "Movement": "Any ship that moves off the table … is considered to have withdrawn from battle and
 * is removed from play"); an overloaded blockade runner drops three counters, one hull hit per
 * explosion (000, "Special Ship Types"); then the collision check (collision.ts).
 */
export function endOfMoveInPlace(tb: TableState, s: number, overloaded: boolean): void {
  const st = tb.st;
  if (st.alive[s] === 0) return;
  if (isOffTable(tb.x[s], tb.y[s], tb.tp.width, tb.tp.height)) {
    st.withdrawn[st.owner[s]]++;
    st.destroyShipInPlace(s, 'withdraws off the table');
    return;
  }
  if (overloaded) {
    const hits = st.sampler.hits(st.rng, OVERLOAD_COUNTERS);
    if (st.trace !== null) st.trace.add(`    ${st.plan.ships.label[s]} overloaded its engines: ${hits} of ${OVERLOAD_COUNTERS} counters explode`);
    hullHitsInPlace(tb, s, hits);
    if (st.alive[s] === 0) return;
  }
  collisionCheckInPlace(tb, s);
}
