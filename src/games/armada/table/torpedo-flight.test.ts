/**
 * Torpedoes on the table, by hand (000_60d6856b6ff68974.txt, "Segment Three: Torpedoes": a torpedo
 * moves its speed in flips of its own diameter (2.5), "During its movement immediately after it is
 * launched, you can change its heading after each flip"; "If a torpedo contacts a ship at any time,
 * its damage is immediately applied … Your ships can hit your own torpedoes"; "ships can run into
 * torpedoes during their movement"; "Order: Attack", Launch Torpedo: "place it in the bay").
 * Standard ship disks 6.5 across.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import type { RawFleet } from '../fleet.js';
import { FrameRecorder } from './frames.js';
import { SEGMENT_X0, SEGMENT_X1, SEGMENT_Y0, SEGMENT_Y1 } from './geometry.js';
import { tableFixture } from './test-fixtures.js';
import { flyTorpedoInPlace, launchFromShipInPlace, runIntoTorpedoesInPlace, torpedoSegmentOnTableInPlace } from './torpedoes.js';

const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-carrier' }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] };

/** Ships 0, 1 (Sol) and 2 (Letnev) far apart; torpedo 0 of `side` (damage 3) at (x, y) heading h. */
function fixture(side: number, x: number, y: number, h: number, uniform: number[] = []) {
  const f = tableFixture(sol, letnev, { pExplosion: 0.5 });
  f.place(0, 20, 110);
  f.place(1, 100, 110);
  f.place(2, 160, 10);
  f.st.launchTorpedoInPlace(side, 3);
  f.tb.torpX[0] = x;
  f.tb.torpY[0] = y;
  f.tb.torpHeading[0] = h;
  const dice = new ScriptedDice({ uniform });
  f.st.rng = dice;
  return { ...f, dice };
}
/** The uniform that makes a drop of n counters give k hits (p = 0.5). */
const drop = (k: number, n: number) => (k + 0.001) / (n + 1);

describe('a torpedo\'s flight', () => {
  it('moves its flips along its heading; the path is recorded for the picture', () => {
    const f = fixture(0, 20, 60, 0);
    const frames = new FrameRecorder();
    flyTorpedoInPlace(f.tb, 0, 2, frames);
    expect([f.tb.torpX[0], f.tb.torpY[0], f.st.torpAlive[0]]).toEqual([25, 60, 1]);
    frames.push({ turn: 1, phase: 1, width: 180, height: 120, ships: [], squadrons: [], torpedoes: [], derelict: null });
    expect(frames.frames[0]!.paths).toEqual([[20, 60, 25, 60, 0]]);
  });

  it('stops at the first ship it contacts, own ships included, and strikes it at once', () => {
    // from (20, 60) east 4 flips (10): the Sol cruiser at (30, 60) is touched at 4.5 from its centre, x = 25.5.
    const f = fixture(0, 20, 60, 0, [drop(2, 3)]);
    f.place(0, 30, 60);
    f.place(1, 28, 70); // off the path
    flyTorpedoInPlace(f.tb, 0, 4, null);
    expect(f.tb.torpX[0]).toBeCloseTo(25.5, 9);
    expect(f.st.torpAlive[0]).toBe(0);
    expect(Array.from(f.st.torpedoStrikes)).toEqual([1, 0]);
    expect(f.trace.lines[0]).toBe('  a torpedo contacts Sol cruiser: 2 hits');
    expect(f.st.shields[0]).toBe(1);
    expect(f.dice.remaining().uniform).toBe(0);
  });

  it('of two ships on its path, the nearer is struck whatever its index', () => {
    const f = fixture(1, 20, 60, 0, [drop(0, 3)]);
    f.place(0, 40, 60);
    f.place(1, 30, 60);
    flyTorpedoInPlace(f.tb, 0, 8, null);
    expect(f.trace.lines[0]).toBe('  a torpedo contacts Sol carrier: 0 hits');
    expect(Array.from(f.st.torpedoStrikes)).toEqual([0, 1]);
  });

  it('off the table it is gone', () => {
    const f = fixture(0, 178, 60, 0);
    flyTorpedoInPlace(f.tb, 0, 1, null);
    expect(f.st.torpAlive[0]).toBe(0);
    const g = fixture(0, 170, 60, 0);
    flyTorpedoInPlace(g.tb, 0, 1, null);
    expect(g.st.torpAlive[0]).toBe(1);
  });

  it('in the torpedo segment it turns once towards the nearest enemy ship, then flies its full speed', () => {
    // a Sol torpedo at (160, 60): the Letnev cruiser at (160, 10) is north… of it on the table (y decreasing).
    const f = fixture(0, 160, 60, 0);
    f.tb.torpSpeed[0] = 2;
    torpedoSegmentOnTableInPlace(f.tb, null);
    expect(f.tb.torpHeading[0]).toBeCloseTo(-Math.PI / 2, 12);
    expect(f.tb.torpX[0]).toBeCloseTo(160, 9);
    expect(f.tb.torpY[0]).toBeCloseTo(55, 9);
  });
});

describe('launching and running into torpedoes', () => {
  it('a torpedo is placed in the launcher\'s bay and flies its launch move, steering for the nearest enemy', () => {
    // Ship 1 (Sol carrier, radius 3.25) at (100, 110) facing east; the enemy at (160, 10).
    const f = fixture(0, 0, 0, 0);
    f.st.torpCount = 0;
    f.st.launchTorpedoInPlace(0, 3);
    f.tb.heading[1] = 0;
    // bay: 3.25 + 1.25 + 0.01 = 4.51 east of the centre; the carrier's torpedo speed is 0: no move.
    launchFromShipInPlace(f.tb, 0, 1, null);
    expect([f.tb.torpX[0], f.tb.torpY[0], f.tb.torpHeading[0], f.tb.torpSpeed[0]]).toEqual([104.51, 110, 0, 0]);
    // the Sol cruiser (ship 0, torpedo speed 6) at (20, 110) facing east: 6 flips of 2.5 towards (160, 10).
    f.st.torpCount = 0;
    f.st.launchTorpedoInPlace(0, 3);
    f.tb.heading[0] = 0;
    launchFromShipInPlace(f.tb, 0, 0, null);
    expect(f.tb.torpSpeed[0]).toBe(6);
    const start = [24.51, 110];
    const travelled = Math.hypot(f.tb.torpX[0] - start[0]!, f.tb.torpY[0] - start[1]!);
    expect(travelled).toBeCloseTo(15, 9);
    expect(f.tb.torpHeading[0]).toBeCloseTo(Math.atan2(10 - f.tb.torpY[0], 160 - f.tb.torpX[0]), 1);
  });

  it('a ship moving over a torpedo is struck by it', () => {
    const f = fixture(1, 50, 60, 0, [drop(1, 3)]);
    f.place(0, 40, 60);
    const seg = f.tb.segment;
    seg[SEGMENT_X0] = 40;
    seg[SEGMENT_Y0] = 60;
    seg[SEGMENT_X1] = 60;
    seg[SEGMENT_Y1] = 60;
    runIntoTorpedoesInPlace(f.tb, 0);
    expect(f.st.torpAlive[0]).toBe(0);
    expect(f.trace.lines[0]).toBe('  a torpedo contacts Sol cruiser: 1 hit');
    // a spent torpedo is not run into again
    runIntoTorpedoesInPlace(f.tb, 0);
    expect(f.st.torpedoStrikes[1]).toBe(1);
  });

  it('a path that passes more than 4.5 (the two radii) from a torpedo misses it; touching is contact', () => {
    const touching = fixture(1, 50, 64.5, 0, [drop(0, 3)]);
    const t = touching.tb.segment;
    t[SEGMENT_X0] = 40;
    t[SEGMENT_Y0] = 60;
    t[SEGMENT_X1] = 60;
    t[SEGMENT_Y1] = 60;
    runIntoTorpedoesInPlace(touching.tb, 0);
    expect(touching.st.torpAlive[0]).toBe(0);
    const f = fixture(1, 50, 64.6, 0);
    const seg = f.tb.segment;
    seg[SEGMENT_X0] = 40;
    seg[SEGMENT_Y0] = 60;
    seg[SEGMENT_X1] = 60;
    seg[SEGMENT_Y1] = 60;
    runIntoTorpedoesInPlace(f.tb, 0);
    expect(f.st.torpAlive[0]).toBe(1);
  });
});
