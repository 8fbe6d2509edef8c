/**
 * A ship's turn on the table (table/ship-segment.ts), by hand (sample measures: small disk 5,
 * standard 6.5, so a flip is 5 or 6.5; 000_60d6856b6ff68974.txt):
 * - "Step One: Assign Orders": Change Speed changes the speed by up to two (a gunship by one,
 *   "Special Ship Types"), within 0 and the ship's maximum;
 * - "Special Ship Types", Blockade Runner: it may overload its engines for up to four extra flips,
 *   then drops three damage counters (the policy risks it only when three counters cannot destroy
 *   it with probability 0.2 or more);
 * - "Collision": a ship that would end its move on another may take evasive action (the model:
 *   not in the last phase, a ship one hull hit from destruction turns half-way, then stops and
 *   loses its remaining orders).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import type { RawFleet } from '../fleet.js';
import { ORDER_ATTACK, ORDER_CHANGE_SPEED, ORDERS_PER_TURN } from '../plan.js';
import { WEAPON_BEAM_FIRST } from '../policies/weapon-choice.js';
import { FrameRecorder } from './frames.js';
import { shipSegmentInPlace } from './ship-segment.js';
import { tableFixture } from './test-fixtures.js';

const fleet = (faction: 'sol' | 'letnev', ...ships: string[]): RawFleet => ({ faction, ships: ships.map((ship) => ({ ship })) });

describe('Change Speed (000, "Step One: Assign Orders")', () => {
  /** Ship 0 at (20, 60) under Change Speed at `speed`, the enemy (ship 1) at x = enemyX; returns its new speed. */
  function changeSpeed(ship: string, speed: number, enemyX: number): number {
    const f = tableFixture(fleet('letnev', ship), fleet('sol', 'sol-dreadnought'));
    f.place(0, 20, 60, 0, speed);
    f.place(1, enemyX, 60);
    f.st.orders[0] = ORDER_CHANGE_SPEED;
    shipSegmentInPlace(f.tb, f.reach, 0, 0, null);
    const line = f.trace.lines.find((l) => l.includes('changes speed to'));
    return Number(/changes speed to (\d+)/.exec(line!)![1]);
  }

  it('up by two towards the speed that reaches the enemy, at most the maximum; a gunship by one', () => {
    // Letnev dreadnought (large, maximum 4), enemy 140 away: it wants 4.
    expect(changeSpeed('letnev-dreadnought', 1, 160)).toBe(3);
    expect(changeSpeed('letnev-dreadnought', 3, 160)).toBe(4);
    // Letnev cruiser: a gunship
    expect(changeSpeed('letnev-cruiser', 1, 160)).toBe(2);
  });

  it('down by two when the enemy is close, never below 0', () => {
    // touching (centres 8 apart, two large disks): 0 wanted; from 4 down by two, from 1 to 0.
    expect(changeSpeed('letnev-dreadnought', 4, 28)).toBe(2);
    expect(changeSpeed('letnev-dreadnought', 1, 28)).toBe(0);
    // gap 26.5 − 8 = 18.5 edge to edge, 8 a flip: 2 flips wanted, reached from 3 in one step.
    expect(changeSpeed('letnev-dreadnought', 3, 46.5)).toBe(2);
  });
});

describe('overloading a blockade runner (000, "Special Ship Types")', () => {
  /** The Prowler (small, hull 3) at speed 2 heading for an enemy 100 away (20 flips), its orders lost; the extra flips it takes. */
  function overload(pExplosion: number, hull = 3, enemyX = 120): number {
    const f = tableFixture(fleet('letnev', 'letnev-prowler'), fleet('sol', 'sol-dreadnought'), { pExplosion });
    f.place(0, 20, 60, 0, 2);
    f.place(1, enemyX, 60);
    f.st.hull[0] = hull;
    f.tb.ordersLost[0] = 1;
    // one drop of three counters after an overload, 0 hits
    const dice = new ScriptedDice({ uniform: [0.0001] });
    f.st.rng = dice;
    shipSegmentInPlace(f.tb, f.reach, 0, 0, null);
    const line = f.trace.lines.find((l) => l.includes('overloads its engines'));
    const extra = line === undefined ? 0 : Number(/: (\d+) extra flips?$/.exec(line)![1]);
    const moved = f.trace.lines.find((l) => l.includes(' moves '));
    expect(moved).toContain(`moves ${2 + extra} flip`);
    expect(dice.remaining().uniform).toBe(extra > 0 ? 0 : 1);
    return extra;
  }

  it('takes the flips its goal is beyond its speed, up to four', () => {
    expect(overload(0.5)).toBe(4); // hull 3: destroyed only by 3 explosions, 0.125 < 0.2
    // the goal (the enemy's centre) 21 away: 21 / 5 − 2 = 2.2 flips beyond its speed → 2
    expect(overload(0.5, 3, 41)).toBe(2);
    // goal 8 away, within its speed: no overload
    expect(overload(0.5, 3, 28)).toBe(0);
  });

  it('risks it only while three counters destroy it with probability below 0.2', () => {
    expect(overload(0.6)).toBe(0); // hull 3: 0.6³ = 0.216
    expect(overload(0.25, 2)).toBe(4); // hull 2: 3·0.25²·0.75 + 0.25³ = 0.156
    expect(overload(0.3, 2)).toBe(0); // 3·0.09·0.7 + 0.027 = 0.216
    expect(overload(0.06, 1)).toBe(4); // hull 1: 1 − 0.94³ = 0.169
    expect(overload(0.08, 1)).toBe(0); // 1 − 0.92³ = 0.221
  });
});

describe('evasive action (000, "Collision")', () => {
  /** A Sol cruiser (6.5 a flip) at speed 2 heading east toward a ship 13 ahead, its orders lost. */
  function evade(hull: number, phase: number, avoidance = 0) {
    const f = tableFixture(fleet('sol', 'sol-cruiser'), fleet('letnev', 'letnev-cruiser'));
    f.place(0, 50, 60, 0, 2);
    f.place(1, 63, 60);
    f.st.hull[0] = hull;
    f.tb.ordersLost[0] = 1;
    f.tb.tp.avoidance[0] = avoidance;
    shipSegmentInPlace(f.tb, f.reach, 0, phase, null);
    return f;
  }

  it('a ship one hull hit from destruction turns half-way (one flip east, one north), stops and loses its orders', () => {
    const f = evade(1, 0);
    expect(f.trace.lines).toContain('  Sol cruiser takes evasive action');
    expect(f.tb.x[0]).toBeCloseTo(56.5, 9);
    expect(f.tb.y[0]).toBeCloseTo(66.5, 9);
    expect([f.tb.speed[0], f.tb.ordersLost[0]]).toEqual([0, 1]);
  });

  it('never off the table: at the north edge (y 117) it turns the other way; in a corridor too narrow for either, it moves straight', () => {
    const north = tableFixture(fleet('sol', 'sol-cruiser'), fleet('letnev', 'letnev-cruiser'));
    north.place(0, 50, 117, 0, 2);
    north.place(1, 63, 117);
    north.st.hull[0] = 1;
    north.tb.ordersLost[0] = 1;
    shipSegmentInPlace(north.tb, north.reach, 0, 0, null);
    expect(north.trace.lines).toContain('  Sol cruiser takes evasive action');
    expect(north.tb.y[0]).toBeCloseTo(110.5, 9);
    expect(north.st.alive[0]).toBe(1);
    const corridor = tableFixture(fleet('sol', 'sol-cruiser'), fleet('letnev', 'letnev-cruiser'));
    (corridor.tb.tp as { height: number }).height = 12; // below any legal table: both quarter turns (y 12.5, −0.5) leave it
    corridor.place(0, 50, 6, 0, 2);
    corridor.place(1, 63, 6);
    corridor.st.hull[0] = 1;
    corridor.tb.ordersLost[0] = 1;
    shipSegmentInPlace(corridor.tb, corridor.reach, 0, 0, null);
    expect(corridor.trace.lines.some((l) => l.includes('evasive'))).toBe(false);
    expect(corridor.trace.lines).toContain('  Sol cruiser moves 2 flips to (63.0, 6.0) heading 0°');
  });

  it('not with more hull, nor in the last phase, nor without dodging', () => {
    for (const f of [evade(2, 0), evade(1, ORDERS_PER_TURN - 1), evade(1, 1, 1)]) {
      expect(f.trace.lines.some((l) => l.includes('evasive'))).toBe(false);
      expect(f.trace.lines.some((l) => l.includes('Sol cruiser moves 2 flips to (63.0, 60.0)'))).toBe(true);
    }
    expect(evade(1, 1).trace.lines).toContain('  Sol cruiser takes evasive action');
  });
});

describe('attacks from beyond beam reach (000, "Order: Attack", Launch Torpedo)', () => {
  /** The Sol cruiser (torpedoes 2 of 4, speed 6: 30 in two moves) under Attack at (50, 60) heading east at `speed`; the Hacan trader at (50, 86.5 + extra). */
  function attack(speed: number, extra = 0, weapon: 'stronger' | 'beam-first' = 'stronger', frames: FrameRecorder | null = null) {
    const f = tableFixture(fleet('sol', 'sol-cruiser'), { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] }, { pExplosion: 0.5 });
    if (weapon === 'beam-first') f.st.plan.policies[0].weapon = WEAPON_BEAM_FIRST;
    f.place(0, 50, 60, 0, speed);
    f.place(1, 50, 86.5 + extra);
    f.st.orders[0] = ORDER_ATTACK;
    f.st.rng = new ScriptedDice({ uniform: [0.001] }); // a torpedo strike, if any: no hit
    shipSegmentInPlace(f.tb, f.reach, 0, 0, frames);
    return f;
  }

  it('moves, then launches a torpedo at the enemy within two torpedo moves, without turning to face it', () => {
    // after one flip east the ship is at (56.5, 60): 20.8 from the trader's edge, beyond 15, within 30
    const frames = new FrameRecorder();
    const f = attack(1, 0, 'stronger', frames);
    expect(f.trace.lines).toContain('  Sol cruiser launches a torpedo (4 damage) towards Hacan trader');
    expect(f.st.torpedoes[0]).toBe(1);
    expect(f.st.torpCount).toBe(1);
    // no free turn (000, "Step One: Assign Orders": turning needs Change Heading): the ship still
    // faces east, and the torpedo's first flip starts in the bay where it points, 3.25 + 1.25 + 0.01 ahead
    expect(f.tb.heading[0]).toBe(0);
    frames.push({ turn: 1, phase: 1, width: 180, height: 120, ships: [], squadrons: [], torpedoes: [], derelict: null });
    const torpedoPath = frames.frames[0]!.paths[0];
    expect(torpedoPath[0]).toBeCloseTo(56.5 + 4.51, 12);
    expect(torpedoPath[1]).toBeCloseTo(60, 12);
  });

  it('keeps its torpedoes under beam-first, and beyond two torpedo moves', () => {
    expect(attack(1, 0, 'beam-first').st.torpedoes[0]).toBe(2);
    expect(attack(1, 20).st.torpedoes[0]).toBe(2);
  });

  it('at speed 0 it first turns towards its goal, then acts', () => {
    const f = attack(0, 30);
    expect(f.tb.heading[0]).toBeCloseTo(Math.PI / 2, 12);
    expect([f.tb.x[0], f.tb.y[0]]).toEqual([50, 60]);
  });
});
