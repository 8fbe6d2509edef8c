/**
 * The table model's movement orders and squadron moves, by hand (sample measures: standard disk
 * 6.5, squadron disk 3, template 15; 000_60d6856b6ff68974.txt, "Step One: Assign Orders": Change
 * Heading, Change Speed; "Movement": off the table is withdrawn; "Segment One: Squadrons", Move:
 * up to its speed in flips of its own diameter; "Reloading Bombers").
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED } from '../plan.js';
import { squadronSegmentOnTableInPlace } from './squadrons.js';
import { assignMovementOrdersInPlace } from './table-orders.js';
import { tableFixture } from './test-fixtures.js';

const A = ORDER_ATTACK;
const CH = ORDER_CHANGE_HEADING;
const CS = ORDER_CHANGE_SPEED;

describe('movement orders over the order plan (close and brawl)', () => {
  /** The Sol cruiser (maximum speed 5) at (x, 60) heading h at speed v, the enemy at (ex, ey); its three orders. */
  function orders(x: number, h: number, v: number, ex: number, ey = 60): number[] {
    const f = tableFixture({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] });
    f.place(0, x, 60, h, v);
    f.place(1, ex, ey);
    f.st.orders.fill(A);
    f.tb.ordersLost[0] = 1;
    assignMovementOrdersInPlace(f.tb, f.reach, 0);
    expect(f.tb.ordersLost[0]).toBe(0);
    return Array.from(f.st.orders.subarray(0, 3));
  }

  it('on its bearing at the speed it wants: attacks only', () => {
    // enemy 100 east: wants 5 (its maximum), has 5; three moves of 32.5 end at 147.5, on the table.
    expect(orders(50, 0, 5, 150)).toEqual([A, A, A]);
  });

  it('Change Speed first when it wants another speed', () => {
    expect(orders(50, 0, 2, 150)).toEqual([CS, A, A]);
    // at speed 0 it turns without an order
    expect(orders(50, Math.PI, 0, 150)).toEqual([CS, A, A]);
  });

  it('Change Heading first when the goal is more than 30° off its heading, then Change Speed', () => {
    expect(orders(50, 0, 2, 50, 120)).toEqual([CH, CS, A]);
    // 20° off: no turn
    expect(orders(50, 0, 5, 50 + 100 * Math.cos(Math.PI / 9), 60 + 100 * Math.sin(Math.PI / 9))).toEqual([A, A, A]);
    // 40° off: a turn
    expect(orders(50, 0, 5, 50 + 100 * Math.cos((2 * Math.PI) / 9), 60 + 100 * Math.sin((2 * Math.PI) / 9))).toEqual([CH, A, A]);
  });

  it('three straight moves off the table: turn in phase 1, and again in phase 3 when it keeps its speed', () => {
    // at 150 heading east at speed 2: three moves of 13 end at 189 > 180; the enemy at 170.5 (gap 14): wants 2.
    expect(orders(150, 0, 2, 170.5)).toEqual([CH, A, CH]);
    // wanting another speed: Change Speed takes phase 2 and there is no third turn
    expect(orders(150, 0, 4, 170.5)).toEqual([CH, CS, A]);
  });
});

describe('squadron moves on the table (000, "Segment One: Squadrons")', () => {
  /** A Sol fighter (squadron 0, speed 12) at (50, y); the enemy Letnev cruiser (ship 1) at (50, 100). */
  function fighter(y: number, uniform: number[] = []) {
    const f = tableFixture(
      { faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 1, bomber: 1 } },
      { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] },
      { pExplosion: 0.5 },
    );
    f.place(0, 20, 10);
    f.place(1, 50, 100);
    f.tb.sqX[0] = 50;
    f.tb.sqY[0] = y;
    f.tb.sqX[1] = 150;
    f.tb.sqY[1] = 10;
    f.st.sqAlive[1] = 0;
    f.st.squadronsLeft[0] = 1;
    f.st.rng = new ScriptedDice({ uniform });
    return f;
  }

  it('flies its full speed straight at the nearest enemy ship while far from it', () => {
    // gap 90 − 1.5 − 3.25 = 85.25; it stops 7.5 short: 77.75 wanted, 12 flips of 3 at most.
    const f = fighter(10);
    squadronSegmentOnTableInPlace(f.tb, f.reach, null);
    expect([f.tb.sqX[0], f.tb.sqY[0]]).toEqual([50, 46]);
    expect(f.trace.lines.some((l) => l.includes('fires'))).toBe(false);
  });

  it('stops half a template from its target, in whole flips, then attacks it', () => {
    // gap 20 − 4.75 = 15.25: 7.75 wanted → 2 flips (6): it ends at 86, 9.25 from the edge, within reach.
    const f = fighter(80, [(0 + 0.001) / 3]);
    squadronSegmentOnTableInPlace(f.tb, f.reach, null);
    expect(f.tb.sqY[0]).toBeCloseTo(86, 9);
    expect(f.trace.lines).toContain('  Fighter squadron fires 2 counters at Letnev cruiser: 0 hits');
  });

  it('already within half a template it holds its place', () => {
    const f = fighter(88, [(0 + 0.001) / 3]);
    squadronSegmentOnTableInPlace(f.tb, f.reach, null);
    expect(f.tb.sqY[0]).toBe(88);
  });

  it('a bomber out of torpedoes flies to its own carrier instead', () => {
    const f = fighter(10);
    f.st.sqAlive[0] = 0;
    f.st.sqAlive[1] = 1;
    f.st.sqTorpedoes[1] = 0;
    // bomber (speed 8) at (150, 10), its carrier at (20, 10): gap 130 − 4.75; 8 flips of 3 west.
    squadronSegmentOnTableInPlace(f.tb, f.reach, null);
    expect(f.tb.sqX[1]).toBeCloseTo(150 - 24, 9);
    expect(f.tb.sqY[1]).toBeCloseTo(10, 9);
  });
});
