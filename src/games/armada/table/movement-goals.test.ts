/**
 * The table model's movement policies (table/policies/goal.ts; docs/armada.md, "The table model"):
 * where a ship heads and at what speed, by hand from the sample measures (standard disk 6.5,
 * torpedo disk 2.5, Beam Range Template 15 — 000_60d6856b6ff68974.txt, "Setting Up": "Range: 1
 * means within the standard beam range"; a flip moves a disk one diameter, 000 "Movement"; the
 * Change Speed order sets the speed up to the ship's maximum, 000 "Step One: Assign Orders").
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { MOVE_CLOSE, MOVE_KITE, MOVE_SCREEN, MOVE_TORPEDO_RUN } from './policies/names.js';
import { movementGoalInPlace, torpedoReach } from './policies/goal.js';
import { tableFixture } from './test-fixtures.js';

/** Sol cruiser (standard, 2 torpedoes of speed 6) and a Sol carrier (standard). */
const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-carrier' }] };
/** A Hacan trader (standard, no special: beam reach one template). */
const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] };

/** Ship 0 (Sol cruiser) under `policy` at speed `speed`; ship 1 the carrier, ship 2 the enemy trader. */
function fixture(policy: number, speed = 10) {
  const f = tableFixture(sol, hacan);
  f.tb.tp.movement[0] = policy;
  f.st.speed[0] = speed;
  return f;
}

const goal = (f: ReturnType<typeof fixture>) => [f.tb.goalX, f.tb.goalY, f.tb.wantSpeed];
const closeTo = (got: number[], want: number[]) => got.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 9));

describe('close and brawl', () => {
  it('heads for the nearest enemy at the speed covering the gap in whole flips, at most its speed', () => {
    const f = fixture(MOVE_CLOSE, 10);
    f.place(0, 50, 20);
    f.place(1, 10, 10);
    f.place(2, 50, 80);
    movementGoalInPlace(f.tb, f.reach, 0);
    // gap 60 − 6.5 = 53.5 edge to edge: floor(53.5 / 6.5) = 8 flips.
    expect(goal(f)).toEqual([50, 80, 8]);
    f.st.speed[0] = 5;
    movementGoalInPlace(f.tb, f.reach, 0);
    expect(f.tb.wantSpeed).toBe(5);
    // touching: gap 0 → speed 0; overlapping (gap < 0) never asks a negative speed.
    f.place(2, 50, 20 + 6.5);
    movementGoalInPlace(f.tb, f.reach, 0);
    expect(f.tb.wantSpeed).toBe(0);
    f.place(2, 50, 22);
    movementGoalInPlace(f.tb, f.reach, 0);
    expect(f.tb.wantSpeed).toBe(0);
  });

  it('holds still where it stands when no enemy is left', () => {
    const f = fixture(MOVE_CLOSE);
    f.place(0, 50, 20);
    f.place(2, 50, 80);
    f.tb.wantSpeed = 7;
    f.st.alive[2] = 0;
    movementGoalInPlace(f.tb, f.reach, 0);
    expect(goal(f)).toEqual([50, 20, 0]);
  });
});

describe('kite', () => {
  it('stands off 0.85 of its beam reach (edge to edge) from the enemy, on the line from the enemy, at full speed', () => {
    const f = fixture(MOVE_KITE, 4);
    f.place(0, 50, 20);
    f.place(2, 50, 80);
    movementGoalInPlace(f.tb, f.reach, 0);
    // 0.85 × 15 + 3.25 + 3.25 = 19.25 from the enemy's centre, towards the kiter.
    closeTo(goal(f), [50, 80 - 19.25, 4]);
    f.place(0, 80, 50);
    f.place(2, 50, 10);
    movementGoalInPlace(f.tb, f.reach, 0);
    // direction (30, 40) / 50.
    closeTo(goal(f), [50 + 0.6 * 19.25, 10 + 0.8 * 19.25, 4]);
  });

  it('keeps the goal a ship diameter inside every edge of the table (180 × 120)', () => {
    const f = fixture(MOVE_KITE);
    const at = (sx: number, sy: number, ex: number, ey: number) => {
      f.place(0, sx, sy);
      f.place(2, ex, ey);
      movementGoalInPlace(f.tb, f.reach, 0);
      return [f.tb.goalX, f.tb.goalY];
    };
    closeTo(at(175, 60, 165, 60), [180 - 6.5, 60]);
    closeTo(at(5, 60, 15, 60), [6.5, 60]);
    closeTo(at(90, 115, 90, 105), [90, 120 - 6.5]);
    closeTo(at(90, 5, 90, 15), [90, 6.5]);
  });
});

describe('screen the carrier', () => {
  it('stands between its carrier and the nearest enemy, the carrier\'s radius plus three of its own from the carrier', () => {
    const f = fixture(MOVE_SCREEN, 10);
    f.place(0, 100, 30);
    f.place(1, 50, 30);
    f.place(2, 50, 90);
    movementGoalInPlace(f.tb, f.reach, 0);
    // 3.25 + 3 × 3.25 = 13 from the carrier towards the enemy: (50, 43); the escort is
    // sqrt(50² + 13²) = 51.66 away: floor(51.66 / 6.5) = 7 flips.
    closeTo(goal(f), [50, 43, 7]);
  });

  it('with no carrier of its own a screen closes in, and a carrier itself kites', () => {
    const f = fixture(MOVE_SCREEN, 10);
    f.place(0, 50, 20);
    f.place(2, 50, 80);
    f.st.alive[1] = 0;
    movementGoalInPlace(f.tb, f.reach, 0);
    expect(goal(f)).toEqual([50, 80, 8]);
    // The carrier (ship 1) screening with no other carrier: kite (0.85 × 15 + 6.5 from the enemy).
    f.st.alive[1] = 1;
    f.tb.tp.movement[0] = MOVE_SCREEN;
    f.st.speed[1] = 3;
    f.place(1, 50, 20);
    f.place(0, 150, 100);
    movementGoalInPlace(f.tb, f.reach, 1);
    closeTo(goal(f), [50, 80 - 19.25, 3]);
  });
});

describe('torpedo run', () => {
  it('a torpedo reaches its speed in torpedo-disk diameters per move', () => {
    const f = fixture(MOVE_TORPEDO_RUN);
    expect(torpedoReach(f.tb, 0, 1)).toBe(15);
    expect(torpedoReach(f.tb, 0, 4)).toBe(60);
  });

  it('closes to half its two-move torpedo reach, then, once it has launched, pulls back beyond four moves plus the enemy\'s beam reach', () => {
    const f = fixture(MOVE_TORPEDO_RUN, 6);
    f.place(0, 50, 10);
    f.place(2, 50, 100);
    movementGoalInPlace(f.tb, f.reach, 0);
    // run in: 30 / 2 + 6.5 = 21.5 from the enemy's centre.
    closeTo(goal(f), [50, 100 - 21.5, 6]);
    // after launching (runState 1) within four moves (gap 50.5 ≤ 60): away to 60 + 15 + 6.5 = 81.5.
    f.place(0, 50, 43);
    f.tb.runState[0] = 1;
    movementGoalInPlace(f.tb, f.reach, 0);
    closeTo(goal(f), [50, 100 - 81.5, 6]);
    expect(f.tb.runState[0]).toBe(1);
    // exactly four moves away (gap 60) it still pulls back.
    f.place(0, 50, 33.5);
    movementGoalInPlace(f.tb, f.reach, 0);
    expect(f.tb.runState[0]).toBe(1);
    // beyond four moves (gap 83.5 > 60) it turns back in.
    f.place(0, 50, 10);
    movementGoalInPlace(f.tb, f.reach, 0);
    expect(f.tb.runState[0]).toBe(0);
    closeTo(goal(f), [50, 100 - 21.5, 6]);
  });

  it('a ship with no torpedo left kites instead', () => {
    const f = fixture(MOVE_TORPEDO_RUN, 6);
    f.st.torpedoes[0] = 0;
    f.place(0, 50, 20);
    f.place(2, 50, 80);
    movementGoalInPlace(f.tb, f.reach, 0);
    closeTo(goal(f), [50, 80 - 19.25, 6]);
  });
});
