import { collisionCheckInPlace, hullHitsInPlace } from './collision.js';
import { isOffTable, SEGMENT_X0, SEGMENT_X1, SEGMENT_Y0, SEGMENT_Y1 } from './geometry.js';
import { runIntoTorpedoesInPlace } from './torpedoes.js';
import { PROBE_HEADING, type TableState } from './table-state.js';

/** Extra flips an overloading blockade runner may make, and the counters it drops after (000, "Special Ship Types"). */
export const OVERLOAD_MAX_FLIPS = 4;
export const OVERLOAD_COUNTERS = 3;

/**
 * Moves ship s `first` flips along its heading, then `second` flips along probe[PROBE_HEADING]
 * (one leg when `second` is 0): a flip moves a disk one of its own diameters (000, "Movement").
 * Torpedoes on the way strike (000, "Segment Three"). Two legs are a scout's mid-move turn (000,
 * "Special Ship Types", Scout) or evasive action (000, "Collision"). The heading left is the last
 * leg's. Headings come through the probe so that no double crosses a call (TableState.probe).
 */
export function flipAlongInPlace(tb: TableState, s: number, first: number, second: number): void {
  const turnTo = tb.probe[PROBE_HEADING];
  legInPlace(tb, s, first);
  if (second > 0) {
    tb.heading[s] = turnTo;
    if (tb.st.alive[s] === 1) legInPlace(tb, s, second);
  }
  const st = tb.st;
  if (st.trace !== null && st.alive[s] === 1) st.trace.add(`  ${st.plan.ships.label[s]} moves ${first + second} flip${first + second === 1 ? '' : 's'} to (${tb.x[s].toFixed(1)}, ${tb.y[s].toFixed(1)}) heading ${Math.round((tb.heading[s] * 180) / Math.PI)}°`);
}

/**
 * One leg: ship s moves `flips` flips (its diameter each) along its heading, running into torpedoes
 * on the way. The flip's length is found here, not passed: a double argument to a call V8 does not
 * inline is a heap number (zero-gc: Finders Keepers scavenged once per ~1,000 battles).
 */
function legInPlace(tb: TableState, s: number, flips: number): void {
  const distance = flips * 2 * tb.tp.shipRadius[s];
  if (distance <= 0) return;
  const h = tb.heading[s];
  const seg = tb.segment;
  const x0 = tb.x[s];
  const y0 = tb.y[s];
  const x1 = x0 + Math.cos(h) * distance;
  const y1 = y0 + Math.sin(h) * distance;
  tb.x[s] = x1;
  tb.y[s] = y1;
  seg[SEGMENT_X0] = x0;
  seg[SEGMENT_Y0] = y0;
  seg[SEGMENT_X1] = x1;
  seg[SEGMENT_Y1] = y1;
  runIntoTorpedoesInPlace(tb, s);
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
