/**
 * The order mix counted by hand (docs/armada.md, "The order mix"; sample measures: standard disk
 * 6.5, template 15, torpedo disk 2.5): a Sol cruiser (beam 3, one torpedo of speed 6: two torpedo
 * moves reach 30) against a Letnev cruiser, both standard disks, on a 180 × 120 table
 * (000_60d6856b6ff68974.txt, "Step One: Assign Orders"; "Order: Attack": the Beam Range Template).
 */
import { describe, expect, it } from 'vitest';
import { MIX_ATTACK, MIX_HEADING, MIX_NONE, MIX_SHIELDS, MIX_SPEED, ORDER_MIX_SLOTS } from '../order-mix.js';
import { ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED } from '../plan.js';
import { WEAPON_BEAM_FIRST } from '../policies/weapon-choice.js';
import { isEnemyWithinReach } from './order-mix-count.js';
import { shipSegmentInPlace } from './ship-segment.js';
import { tableFixture } from './test-fixtures.js';

/** The Sol cruiser (ship 0) standing at (50, 60) facing east, the Letnev cruiser (ship 1) `gap` cm edge to edge east of it. */
function duel(gap: number) {
  const f = tableFixture({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] });
  f.place(0, 50, 60, 0, 0);
  f.place(1, 50 + 6.5 + gap, 60, Math.PI, 0);
  return f;
}

/** Ship 0 executes `order` in phase 1; the first fleet's five order-mix counts after it. */
function mixAfter(gap: number, order: number, shields = -1): number[] {
  const f = duel(gap);
  if (shields >= 0) f.st.shields[0] = shields;
  f.st.orders[0] = order;
  f.st.phase = 1;
  shipSegmentInPlace(f.tb, f.reach, 0, 0, null);
  return Array.from(f.st.orderMix.subarray(0, ORDER_MIX_SLOTS));
}

/** A count of one in `bucket`. */
const one = (bucket: number) => Array.from({ length: ORDER_MIX_SLOTS }, (_, k) => (k === bucket ? 1 : 0));

describe('isEnemyWithinReach', () => {
  it('reaches an enemy ship within the template (beam) or, with a torpedo left, two torpedo moves', () => {
    const f = duel(14);
    expect(isEnemyWithinReach(f.tb, f.reach, 0)).toBe(true);
    f.place(1, 50 + 6.5 + 29, 60);
    expect(isEnemyWithinReach(f.tb, f.reach, 0)).toBe(true);
    f.st.torpedoes[0] = 0;
    expect(isEnemyWithinReach(f.tb, f.reach, 0)).toBe(false);
    f.place(1, 50 + 6.5 + 31, 60);
    f.st.torpedoes[0] = 1;
    expect(isEnemyWithinReach(f.tb, f.reach, 0)).toBe(false);
  });

  it('reaches an enemy squadron only within the beam reach', () => {
    const f = tableFixture({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, { faction: 'sardakk', ships: [{ ship: 'sardakk-brood' }], squadrons: { fighter: 1 } });
    f.place(0, 50, 60);
    f.place(1, 170, 60);
    f.tb.sqX[0] = 50 + 3.25 + 1.5 + 20;
    f.tb.sqY[0] = 60;
    expect(isEnemyWithinReach(f.tb, f.reach, 0)).toBe(false);
    f.tb.sqX[0] = 50 + 3.25 + 1.5 + 14;
    expect(isEnemyWithinReach(f.tb, f.reach, 0)).toBe(true);
  });
});

describe('the order mix of one ship segment (shipSegmentInPlace)', () => {
  it('an attack that fires counts as attack', () => {
    expect(mixAfter(10, ORDER_ATTACK)).toEqual(one(MIX_ATTACK));
  });

  it('Activate Shields counts as shields when it raises them, as none when they were already full', () => {
    expect(mixAfter(10, ORDER_ACTIVATE_SHIELDS, 1)).toEqual(one(MIX_SHIELDS));
    expect(mixAfter(10, ORDER_ACTIVATE_SHIELDS)).toEqual(one(MIX_NONE));
  });

  it('Change Heading and Change Speed count by their kind', () => {
    expect(mixAfter(10, ORDER_CHANGE_HEADING)).toEqual(one(MIX_HEADING));
    expect(mixAfter(10, ORDER_CHANGE_SPEED)).toEqual(one(MIX_SPEED));
  });

  it('an attack with only a torpedo\'s reach and the torpedo kept (beam-first) counts as none', () => {
    const f = duel(25);
    f.st.plan.policies[0].weapon = WEAPON_BEAM_FIRST;
    f.st.orders[0] = ORDER_ATTACK;
    f.st.phase = 1;
    shipSegmentInPlace(f.tb, f.reach, 0, 0, null);
    expect(Array.from(f.st.orderMix.subarray(0, ORDER_MIX_SLOTS))).toEqual(one(MIX_NONE));
  });

  it('nothing is counted with no enemy within reach', () => {
    expect(mixAfter(60, ORDER_ATTACK)).toEqual(one(-1));
    expect(mixAfter(60, ORDER_CHANGE_HEADING)).toEqual(one(-1));
  });
});
