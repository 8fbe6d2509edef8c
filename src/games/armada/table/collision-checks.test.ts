/**
 * The collision check on scripted dice (000_60d6856b6ff68974.txt, "Collision": "Shake and drop five
 * damage counters … If exactly one counter shows a critical hit, the ships have collided": one hull
 * hit regardless of shields, speed 0, the remaining orders lost, and the ship is placed adjacent to
 * the one it hit; "Special Ship Types", Blockade Runner: it never collides). With p = 0.5 every one
 * of the 32 critical patterns has the same weight, so uniform (k + 0.001)/32 draws pattern k.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { collisionCheckInPlace, hullHitsInPlace, overlappedShip } from './collision.js';
import { tableFixture } from './test-fixtures.js';

const pattern = (k: number) => (k + 0.001) / 32;

/** Ship 0 Sol cruiser at (50, 60), ship 1 Letnev cruiser at (x, 60) (both radius 3.25), the ship `first` given. */
function fixture(x: number, uniform: number[], first = 'sol-cruiser') {
  const f = tableFixture({ faction: first.startsWith('letnev') ? 'letnev' : 'sol', ships: [{ ship: first }] }, { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] }, { pExplosion: 0.5 });
  f.place(0, 50, 60, 0, 3);
  f.place(1, x, 60);
  const dice = new ScriptedDice({ uniform });
  f.st.rng = dice;
  return { ...f, dice };
}

describe('collision check (000, "Collision")', () => {
  it('exactly one critical shown: one hull hit through the shields, speed 0, orders lost, pushed out beside the other ship', () => {
    const f = fixture(55, [pattern(0b00100)]);
    expect(collisionCheckInPlace(f.tb, 0)).toBe(true);
    expect([f.st.hull[0], f.st.shields[0], f.tb.speed[0], f.tb.ordersLost[0]]).toEqual([2, 3, 0, 1]);
    expect(f.tb.x[0]).toBeCloseTo(55 - 6.51, 9);
    expect(f.tb.y[0]).toBeCloseTo(60, 9);
    expect(f.trace.lines).toEqual(['    Sol cruiser overlaps Hacan trader: 1 critical of 5: a collision', '    Sol cruiser: 1 hull hit']);
    expect(overlappedShip(f.tb, 0)).toBe(-1);
  });

  it('none or two shown: no collision', () => {
    for (const [k, line] of [[0, '0 criticals of 5'], [0b10010, '2 criticals of 5']] as const) {
      const f = fixture(55, [pattern(k)]);
      expect(collisionCheckInPlace(f.tb, 0)).toBe(false);
      expect([f.st.hull[0], f.tb.speed[0], f.tb.ordersLost[0], f.tb.x[0]]).toEqual([3, 3, 0, 50]);
      expect(f.trace.lines).toEqual([`    Sol cruiser overlaps Hacan trader: ${line}`]);
    }
  });

  it('no check without an overlap (touching is not overlapping), nor with a lost ship, nor for a blockade runner', () => {
    const touching = fixture(56.5, []);
    expect(collisionCheckInPlace(touching.tb, 0)).toBe(false);
    const lost = fixture(55, []);
    lost.st.alive[1] = 0;
    expect(collisionCheckInPlace(lost.tb, 0)).toBe(false);
    const runner = fixture(53, [], 'letnev-prowler');
    expect(collisionCheckInPlace(runner.tb, 0)).toBe(false);
    expect(runner.dice.remaining().uniform).toBe(0);
  });

  it('pushed out along the line between the centres, in y as in x', () => {
    const f = fixture(50, [pattern(1)]);
    f.place(1, 53, 64); // 5 away along (0.6, 0.8): pushed to (53, 64) − 6.51 × (0.6, 0.8)
    expect(collisionCheckInPlace(f.tb, 0)).toBe(true);
    expect(f.tb.x[0]).toBeCloseTo(53 - 0.6 * 6.51, 9);
    expect(f.tb.y[0]).toBeCloseTo(64 - 0.8 * 6.51, 9);
  });

  it('a ship on the very centre of the other is pushed out along +x', () => {
    const f = fixture(50, [pattern(1)]);
    expect(collisionCheckInPlace(f.tb, 0)).toBe(true);
    expect([f.tb.x[0], f.tb.y[0]]).toEqual([50 + 6.51, 60]);
  });

  it('the last hull point lost destroys the ship; no hits change nothing', () => {
    const f = fixture(55, [pattern(2)]);
    f.st.hull[0] = 1;
    collisionCheckInPlace(f.tb, 0);
    expect([f.st.hull[0], f.st.alive[0]]).toEqual([0, 0]);
    const g = fixture(80, []);
    hullHitsInPlace(g.tb, 0, 0);
    expect(g.st.hull[0]).toBe(3);
    expect(g.trace.lines).toEqual([]);
    hullHitsInPlace(g.tb, 0, 2);
    expect(g.trace.lines).toEqual(['    Sol cruiser: 2 hull hits']);
    expect(g.st.alive[0]).toBe(1);
  });
});
