/**
 * How a ship picks its heading on the table (table/policies/heading.ts): the Change Heading order
 * may rotate the disk "in any direction up to 360°" (000_60d6856b6ff68974.txt, "Step One: Assign
 * Orders"); a ship moving off the table withdraws (000, "Movement"), so the policy avoids it; with
 * torpedo avoidance `dodge` it avoids the paths enemy torpedoes can reach next (000, "Segment
 * Three: Torpedoes": "If a torpedo contacts a ship at any time"). By hand: a standard disk moves
 * 6.5 a flip; a torpedo of speed s reaches s torpedo diameters (2.5).
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { bestHeadingInPlace, headingScoreInPlace, turnToBestHeadingInPlace } from './policies/heading.js';
import { PROBE_DIR_X, PROBE_DIR_Y, PROBE_HEADING, PROBE_SCORE, PROBE_X, PROBE_Y } from './table-state.js';
import { tableFixture } from './test-fixtures.js';

const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }] };

/** Ship 0 (Sol cruiser, radius 3.25) probing from (x, y) along (cx, cy) towards the goal (gx, gy). */
function probe(x: number, y: number, cx: number, cy: number, gx: number, gy: number) {
  const f = tableFixture(sol, letnev);
  f.place(1, 10, 10);
  f.tb.goalX = gx;
  f.tb.goalY = gy;
  const p = f.tb.probe;
  p[PROBE_X] = x;
  p[PROBE_Y] = y;
  p[PROBE_DIR_X] = cx;
  p[PROBE_DIR_Y] = cy;
  return f;
}

/** Puts torpedo 0 of `side` at (x, y) with speed `speed`. */
function torpedo(f: ReturnType<typeof probe>, side: number, x: number, y: number, speed: number) {
  f.st.torpCount = 1;
  f.st.torpAlive[0] = 1;
  f.st.torpSide[0] = side;
  f.tb.torpX[0] = x;
  f.tb.torpY[0] = y;
  f.tb.torpSpeed[0] = speed;
}

describe('heading score: distance left to the goal plus penalties', () => {
  it('the distance from the end of the move to the goal', () => {
    const f = probe(50, 60, 1, 0, 100, 60);
    headingScoreInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(37, 9); // ends at 63
    f.tb.probe[PROBE_DIR_X] = 0;
    f.tb.probe[PROBE_DIR_Y] = 1;
    headingScoreInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(Math.hypot(50, 13), 9); // ends at (50, 73)
  });

  it('a move off the table costs 1e6; one that a later phase at this speed would take off costs 1e3', () => {
    const off = probe(170, 60, 1, 0, 100, 60);
    headingScoreInPlace(off.tb, 0, 2, 0);
    expect(off.tb.probe[PROBE_SCORE]).toBeCloseTo(83 + 1e6, 6); // ends at 183 > 180
    const later = probe(150, 60, 1, 0, 100, 60);
    headingScoreInPlace(later.tb, 0, 2, 0);
    expect(later.tb.probe[PROBE_SCORE]).toBeCloseTo(63, 9); // ends at 163, no later phase
    headingScoreInPlace(later.tb, 0, 2, 1);
    expect(later.tb.probe[PROBE_SCORE]).toBeCloseTo(63, 9); // a later move to 176: still on
    headingScoreInPlace(later.tb, 0, 2, 2);
    expect(later.tb.probe[PROBE_SCORE]).toBeCloseTo(63 + 1e3, 6); // two later moves to 189: off
    const low = probe(50, 10, 0, -1, 50, 60);
    headingScoreInPlace(low.tb, 0, 1, 2);
    expect(low.tb.probe[PROBE_SCORE]).toBeCloseTo(56.5 + 1e3, 6); // 3.5, then −9.5
  });

  it('dodging: a path an enemy torpedo can reach costs 500; not an own torpedo, a spent one, or without dodging', () => {
    // torpedo of speed 1 at (56, 64): reaches 2.5, the cruiser 3.25: contact within 5.75 of the path y = 60.
    const f = probe(50, 60, 1, 0, 100, 60);
    torpedo(f, 1, 56, 64, 1);
    headingScoreInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(37 + 500, 9);
    f.tb.torpSpeed[0] = 0; // reaches nothing beyond its own point: 4 > 3.25
    headingScoreInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(37, 9);
    f.tb.torpSpeed[0] = 1;
    f.st.torpSide[0] = 0;
    headingScoreInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(37, 9);
    f.st.torpSide[0] = 1;
    f.st.torpAlive[0] = 0;
    headingScoreInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(37, 9);
    f.st.torpAlive[0] = 1;
    f.tb.tp.avoidance[0] = 1; // 'none'
    headingScoreInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(37, 9);
  });
});

describe('best heading', () => {
  it('straight at the goal when nothing is in the way', () => {
    const f = probe(50, 60, 0, 0, 80, 90);
    bestHeadingInPlace(f.tb, 0, 2, 0);
    expect(f.tb.probe[PROBE_HEADING]).toBeCloseTo(Math.PI / 4, 12);
    expect(f.tb.probe[PROBE_SCORE]).toBeCloseTo(Math.hypot(30, 30) - 13, 9);
  });

  it('turns off the direct bearing to miss an enemy torpedo\'s reach, to the compass heading that ends nearest the goal', () => {
    const f = probe(50, 60, 0, 0, 100, 60);
    torpedo(f, 1, 60, 60, 1);
    bestHeadingInPlace(f.tb, 0, 2, 0);
    const h = f.tb.probe[PROBE_HEADING];
    const score = f.tb.probe[PROBE_SCORE];
    expect(score).toBeLessThan(500);
    // the path passes the torpedo 10 |sin h| away: clear of 5.75 from 35.1° off the bearing, so
    // ±45° are the nearest clear compass headings (k · 22.5°), ending 41.83 from the goal.
    const off = Math.min(h, 2 * Math.PI - h);
    expect(off).toBeCloseTo(Math.PI / 4, 9);
    expect(score).toBeCloseTo(Math.hypot(100 - (50 + 13 * Math.cos(h)), 60 - (60 + 13 * Math.sin(h))), 9);
    expect(score).toBeCloseTo(Math.hypot(50 - 13 / Math.SQRT2, 13 / Math.SQRT2), 9);
  });

  it('turnToBestHeadingInPlace sets the ship\'s heading from where it stands', () => {
    const f = probe(0, 0, 0, 0, 50, 100);
    f.place(0, 50, 60, 0, 2);
    turnToBestHeadingInPlace(f.tb, 0, 2, 0);
    expect(f.tb.heading[0]).toBeCloseTo(Math.PI / 2, 12);
    expect([f.tb.probe[PROBE_X], f.tb.probe[PROBE_Y]]).toEqual([50, 60]);
  });
});
