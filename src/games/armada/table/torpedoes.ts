import type { BattleState } from '../battle-state.js';
import { TYPE_CONTINUOUS, TYPE_EXPENDABLE, TYPE_INSTANT } from '../plan.js';
import { damageShipInPlace } from '../damage.js';
import { CONTACT_AT, contactInPlace, DISK_RADIUS, isOffTable, SEGMENT_RADIUS, SEGMENT_X0, SEGMENT_X1, SEGMENT_Y0, SEGMENT_Y1 } from './geometry.js';
import type { FrameRecorder } from './frames.js';
import { PROBE_HEADING, PROBE_RADIUS, PROBE_X, PROBE_Y, type TableState } from './table-state.js';

/** Clearance between a launcher's edge and its torpedo's edge at the bay, so it does not touch its own launcher. */
const BAY_CLEARANCE = 0.01;

/**
 * Turns torpedo k towards the ship it steers for: the nearest in-play enemy ship of its side (the
 * launcher's pick is the target of the attack; a torpedo's heading is free, 000 "Segment Three:
 * Torpedoes"). With no enemy left it keeps its heading.
 */
function steerInPlace(tb: TableState, k: number): void {
  const target = tb.nearestEnemyAt(tb.st.torpSide[k], tb.torpX, tb.torpY, k);
  if (target >= 0) tb.torpHeading[k] = Math.atan2(tb.y[target] - tb.torpY[k], tb.x[target] - tb.torpX[k]);
}

/**
 * Moves torpedo k one leg of `flips` flips along its heading, and applies its contact with the
 * first ship on the way, own ships included (000, "Segment Three: Torpedoes": "If a torpedo
 * contacts a ship at any time, its damage is immediately applied … Your ships can hit your own
 * torpedoes"). Torpedoes never hit squadrons or torpedoes. Off the table, it is gone. `present`
 * says which ships are on the table for it (1): the ships in play, or in the torpedo segment those
 * in play when it began (torpedoSegmentOnTableInPlace). A ship destroyed meanwhile is still
 * contacted, and the torpedo is spent on it.
 */
export function flyTorpedoInPlace(tb: TableState, k: number, flips: number, frames: FrameRecorder | null, present: Uint8Array = tb.st.alive): void {
  const st = tb.st;
  const step = 2 * tb.tp.torpedoRadius * flips;
  const x0 = tb.torpX[k];
  const y0 = tb.torpY[k];
  const x1 = x0 + Math.cos(tb.torpHeading[k]) * step;
  const y1 = y0 + Math.sin(tb.torpHeading[k]) * step;
  let hit = -1;
  let at = 2;
  const seg = tb.segment;
  seg[SEGMENT_X0] = x0;
  seg[SEGMENT_Y0] = y0;
  seg[SEGMENT_X1] = x1;
  seg[SEGMENT_Y1] = y1;
  seg[SEGMENT_RADIUS] = tb.tp.torpedoRadius;
  for (let s = 0; s < st.nShips; s++) {
    if (present[s] === 0) continue;
    seg[DISK_RADIUS] = tb.tp.shipRadius[s];
    contactInPlace(seg, tb.x, tb.y, s);
    const t = seg[CONTACT_AT];
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

/** Torpedo k strikes ship s (any ship, counted for the launching side): its damage counters are dropped at once and it leaves play (on a ship already destroyed, it is only spent). */
export function torpedoStrikesInPlace(st: BattleState, k: number, s: number): void {
  st.torpAlive[k] = 0;
  if (st.alive[s] === 0) {
    if (st.trace !== null) st.trace.add(`  a torpedo is spent on the wreck of ${st.plan.ships.label[s]}`);
    return;
  }
  st.torpedoStrikes[st.torpSide[k]]++;
  const hits = st.sampler.hits(st.rng, st.torpDamage[k]);
  if (st.trace !== null) st.trace.add(`  a torpedo contacts ${st.plan.ships.label[s]}: ${hits} hit${hits === 1 ? '' : 's'}`);
  damageShipInPlace(st, s, hits, true);
}

/**
 * Puts the torpedoes launched since slot `from` on the table at the launcher's bay (a disk of
 * radius probe[PROBE_RADIUS] at probe[PROBE_X], probe[PROBE_Y] facing probe[PROBE_HEADING]; 000,
 * "Order: Attack", Launch Torpedo: "place it in the bay") and flies their launch move at once:
 * `speed` flips, steering for the nearest enemy ship after each flip (000, "Segment Three:
 * Torpedoes": "During its movement immediately after it is launched, you can change its heading
 * after each flip").
 */
export function launchMovesInPlace(tb: TableState, from: number, speed: number, frames: FrameRecorder | null): void {
  const st = tb.st;
  const p = tb.probe;
  const x = p[PROBE_X];
  const y = p[PROBE_Y];
  const heading = p[PROBE_HEADING];
  const bay = p[PROBE_RADIUS] + tb.tp.torpedoRadius + BAY_CLEARANCE;
  for (let k = from; k < st.torpCount; k++) {
    if (st.torpAlive[k] === 0) continue;
    tb.torpX[k] = x + Math.cos(heading) * bay;
    tb.torpY[k] = y + Math.sin(heading) * bay;
    tb.torpHeading[k] = heading;
    tb.torpSpeed[k] = speed;
    for (let f = 0; f < speed && st.torpAlive[k] === 1 && !st.over; f++) {
      steerInPlace(tb, k);
      flyTorpedoInPlace(tb, k, 1, frames);
    }
  }
}

/**
 * The speed of a torpedo ship s launches now, in the ship segment (000, "Special Abilities",
 * Effects 9: "+X Torpedo Speed: Your ship's torpedoes' speeds are increased by X, but only when
 * they are first launched during the ship segment"): the disk's torpedo speed with its starting
 * bonuses (TablePlan.shipTorpedoSpeed), plus every continuous +X aboard, plus every ready instant
 * or expendable +X aboard, used at once (the greedy use of timed abilities, ship-orders.ts; an
 * expendable disk is discarded, 000 "Types"). A disk id counts once (000, "Multiple Disk Effects").
 * Command-type +X Torpedo Speed is not used (docs/rules-interpretations.md).
 */
export function launchSpeedInPlace(tb: TableState, s: number): number {
  const st = tb.st;
  let speed = tb.tp.shipTorpedoSpeed[s];
  const disks = tb.torpedoSpeedDisks;
  if (disks.length === 0) return speed;
  const d = st.plan.disks;
  const stamp = st.nextStamp();
  for (let c = 0; c < disks.length; c++) {
    const i = disks[c];
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskSide[i] !== st.owner[s] || st.keySeen[d.key[i]] === stamp) continue;
    const type = d.abilityType[i];
    if (type === TYPE_CONTINUOUS) speed += d.abilityValue[i];
    else if ((type === TYPE_INSTANT || type === TYPE_EXPENDABLE) && st.diskReady[i] === 1) {
      speed += d.abilityValue[i];
      if (type === TYPE_EXPENDABLE) st.removeDiskInPlace(i);
      else st.diskReady[i] = 0;
      if (st.trace !== null) st.trace.add(`  ${d.label[i]}: +${d.abilityValue[i]} torpedo speed`);
    } else continue;
    st.keySeen[d.key[i]] = stamp;
  }
  return speed;
}

/** launchMovesInPlace from ship s's bay, along its heading, at its launch speed (launchSpeedInPlace). */
export function launchFromShipInPlace(tb: TableState, from: number, s: number, frames: FrameRecorder | null): void {
  const speed = launchSpeedInPlace(tb, s);
  const p = tb.probe;
  p[PROBE_X] = tb.x[s];
  p[PROBE_Y] = tb.y[s];
  p[PROBE_RADIUS] = tb.tp.shipRadius[s];
  p[PROBE_HEADING] = tb.heading[s];
  launchMovesInPlace(tb, from, speed, frames);
}

/**
 * Segment three (000, "Segment Three: Torpedoes"): every torpedo in flight moves its full speed,
 * one heading change first ("On subsequent moves, you can change its heading once at any point
 * during its move": the model turns at the start, towards the nearest enemy ship). "All torpedoes
 * move simultaneously": every torpedo picks its heading before any moves, and each flies against
 * the ships in play when the segment began (tb.segmentShips), so a torpedo whose target another
 * torpedo destroyed on the way still reaches that wreck (its damage lands on nothing) rather than
 * steering for the next ship; strikes land in launch order.
 */
export function torpedoSegmentOnTableInPlace(tb: TableState, frames: FrameRecorder | null): void {
  const st = tb.st;
  for (let k = 0; k < st.torpCount; k++) if (st.torpAlive[k] === 1) steerInPlace(tb, k);
  const present = tb.segmentShips;
  present.set(st.alive);
  for (let k = 0; k < st.torpCount && !st.over; k++) {
    if (st.torpAlive[k] === 0) continue;
    flyTorpedoInPlace(tb, k, tb.torpSpeed[k], frames, present);
  }
}

/**
 * Ship s, moving along tb.segment (its start and end set), runs into torpedoes on the way (000,
 * "Segment Three": "ships can run into torpedoes during their movement, and damage is immediately
 * applied").
 */
export function runIntoTorpedoesInPlace(tb: TableState, s: number): void {
  const st = tb.st;
  const seg = tb.segment;
  seg[SEGMENT_RADIUS] = tb.tp.shipRadius[s];
  seg[DISK_RADIUS] = tb.tp.torpedoRadius;
  for (let k = 0; k < st.torpCount && st.alive[s] === 1; k++) {
    if (st.torpAlive[k] === 0) continue;
    if (contactInPlace(seg, tb.torpX, tb.torpY, k)) torpedoStrikesInPlace(st, k, s);
  }
}
