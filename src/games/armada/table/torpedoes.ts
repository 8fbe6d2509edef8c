import type { BattleState } from '../battle-state.js';
import { damageShipInPlace } from '../damage.js';
import { bearing, contactAlong, isOffTable } from './geometry.js';
import type { FrameRecorder } from './frames.js';
import type { TableState } from './table-state.js';

/** Clearance between a launcher's edge and its torpedo's edge at the bay, so it does not touch its own launcher. */
const BAY_CLEARANCE = 0.01;

/**
 * The ship a torpedo of `side` at (x, y) steers for: the nearest in-play enemy ship (the launcher's
 * pick is the target of the attack; a torpedo's heading is free, 000 "Segment Three: Torpedoes").
 */
function steerTarget(tb: TableState, side: number, x: number, y: number): number {
  return tb.nearestEnemy(side, x, y);
}

/**
 * Moves torpedo k one leg of `flips` flips along its heading, and applies its contact with the
 * first ship on the way, own ships included (000, "Segment Three: Torpedoes": "If a torpedo
 * contacts a ship at any time, its damage is immediately applied … Your ships can hit your own
 * torpedoes"). Torpedoes never hit squadrons or torpedoes. Off the table, it is gone.
 */
export function flyTorpedoInPlace(tb: TableState, k: number, flips: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  const step = 2 * tb.tp.torpedoRadius * flips;
  const x0 = tb.torpX[k];
  const y0 = tb.torpY[k];
  const x1 = x0 + Math.cos(tb.torpHeading[k]) * step;
  const y1 = y0 + Math.sin(tb.torpHeading[k]) * step;
  let hit = -1;
  let at = 2;
  for (let s = 0; s < st.nShips; s++) {
    if (st.alive[s] === 0) continue;
    const t = contactAlong(x0, y0, x1, y1, tb.tp.torpedoRadius, tb.x[s], tb.y[s], tb.tp.shipRadius[s]);
    if (t >= 0 && t < at) {
      at = t;
      hit = s;
    }
  }
  const end = hit >= 0 ? at : 1;
  tb.torpX[k] = x0 + (x1 - x0) * end;
  tb.torpY[k] = y0 + (y1 - y0) * end;
  if (frames !== null) frames.path(x0, y0, tb.torpX[k], tb.torpY[k], st.torpSide[k]);
  if (hit >= 0) torpedoStrikesInPlace(st, k, hit);
  else if (isOffTable(tb.torpX[k], tb.torpY[k], tb.tp.width, tb.tp.height)) st.torpAlive[k] = 0;
}

/** Torpedo k strikes ship s (any ship, counted for the launching side): its damage counters are dropped at once and it leaves play. */
export function torpedoStrikesInPlace(st: BattleState, k: number, s: number): void {
  st.torpAlive[k] = 0;
  st.torpedoStrikes[st.torpSide[k]]++;
  const hits = st.sampler.hits(st.rng, st.torpDamage[k]);
  if (st.trace !== null) st.trace.add(`  a torpedo contacts ${st.plan.ships.label[s]}: ${hits} hit${hits === 1 ? '' : 's'}`);
  damageShipInPlace(st, s, hits, true);
}

/**
 * Puts the torpedoes launched since slot `from` on the table at the launcher's bay (a disk of
 * radius `r` at (x, y) facing `heading`; 000, "Order: Attack", Launch Torpedo: "place it in the
 * bay") and flies their launch move at once: `speed` flips, steering for the nearest enemy ship
 * after each flip (000, "Segment Three: Torpedoes": "During its movement immediately after it is
 * launched, you can change its heading after each flip").
 */
export function launchMovesInPlace(tb: TableState, from: number, x: number, y: number, r: number, heading: number, speed: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  const bay = r + tb.tp.torpedoRadius + BAY_CLEARANCE;
  for (let k = from; k < st.torpCount; k++) {
    if (st.torpAlive[k] === 0) continue;
    tb.torpX[k] = x + Math.cos(heading) * bay;
    tb.torpY[k] = y + Math.sin(heading) * bay;
    tb.torpHeading[k] = heading;
    tb.torpSpeed[k] = speed;
    for (let f = 0; f < speed && st.torpAlive[k] === 1 && !st.over; f++) {
      const target = steerTarget(tb, st.torpSide[k], tb.torpX[k], tb.torpY[k]);
      if (target >= 0) tb.torpHeading[k] = bearing(tb.torpX[k], tb.torpY[k], tb.x[target], tb.y[target]);
      flyTorpedoInPlace(tb, k, 1, frames);
    }
  }
}

/**
 * Segment three (000, "Segment Three: Torpedoes"): every torpedo in flight moves its full speed,
 * one heading change first ("On subsequent moves, you can change its heading once at any point
 * during its move": the model turns at the start, towards the nearest enemy ship).
 */
export function torpedoSegmentOnTableInPlace(tb: TableState, frames: FrameRecorder | null): void {
  const st = tb.st;
  for (let k = 0; k < st.torpCount && !st.over; k++) {
    if (st.torpAlive[k] === 0) continue;
    const target = steerTarget(tb, st.torpSide[k], tb.torpX[k], tb.torpY[k]);
    if (target >= 0) tb.torpHeading[k] = bearing(tb.torpX[k], tb.torpY[k], tb.x[target], tb.y[target]);
    flyTorpedoInPlace(tb, k, tb.torpSpeed[k], frames);
  }
}

/**
 * A ship moving from (x0, y0) to (x1, y1) runs into torpedoes on the way (000, "Segment Three":
 * "ships can run into torpedoes during their movement, and damage is immediately applied").
 */
export function runIntoTorpedoesInPlace(tb: TableState, s: number, x0: number, y0: number, x1: number, y1: number): void {
  const st = tb.st;
  for (let k = 0; k < st.torpCount && st.alive[s] === 1; k++) {
    if (st.torpAlive[k] === 0) continue;
    if (contactAlong(x0, y0, x1, y1, tb.tp.shipRadius[s], tb.torpX[k], tb.torpY[k], tb.tp.torpedoRadius) >= 0) torpedoStrikesInPlace(st, k, s);
  }
}
