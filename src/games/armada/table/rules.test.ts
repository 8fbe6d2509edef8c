import { describe, expect, it } from 'vitest';
import { binomialPmf } from '../counters.js';
import { ORDER_CHANGE_HEADING, ORDERS_PER_TURN } from '../plan.js';
import { pickShipTarget } from '../policies/targeting.js';
import { collisionCheckInPlace, COLLISION_COUNTERS } from './collision.js';
import { endOfMoveInPlace, flipAlongInPlace, OVERLOAD_COUNTERS } from './movement.js';
import { shipSegmentInPlace } from './ship-segment.js';
import { PROBE_HEADING } from './table-state.js';
import { tableFixture } from './test-fixtures.js';
import { flyTorpedoInPlace } from './torpedoes.js';

const sol = (...ships: string[]) => ({ faction: 'sol' as const, ships: ships.map((ship) => ({ ship })) });
const letnev = (...ships: string[]) => ({ faction: 'letnev' as const, ships: ships.map((ship) => ({ ship })) });
const hacan = (...ships: string[]) => ({ faction: 'hacan' as const, ships: ships.map((ship) => ({ ship })) });

describe('the table model, hand-placed disks (000, "Order: Attack", "Collision", "Torpedoes", "Movement", "Special Ship Types")', () => {
  it('a ship fires only at targets the Beam Range Template reaches (sample template 15, standard disks 6.5)', () => {
    const { st, reach, place } = tableFixture(sol('sol-cruiser'), sol('sol-cruiser', 'sol-cruiser'), { rules: { uniqueShips: 'per-fleet' } });
    place(0, 50, 50);
    place(1, 50 + 6.5 + 14, 50); // gap 14: in range
    place(2, 50, 50 + 6.5 + 16); // gap 16: out of range
    reach.actAsShip(0);
    expect(reach.isShipInReach(1)).toBe(true);
    expect(reach.isShipInReach(2)).toBe(false);
    place(1, 50 + 6.5 + 20, 50);
    expect(pickShipTarget(st, 0, 0)).toBe(-1);
  });

  it('a gunship has double beam range ("Special Ship Types": Gunship)', () => {
    const { reach, place } = tableFixture(letnev('letnev-cruiser'), sol('sol-cruiser'));
    place(0, 50, 50);
    place(1, 50 + 6.5 + 25, 50); // gap 25: beyond 15, within 30
    reach.actAsShip(0);
    expect(reach.isShipInReach(1)).toBe(true);
    reach.actAsShip(1);
    expect(reach.isShipInReach(0)).toBe(false);
  });

  it('a collision happens with the probability of exactly one critical of five counters, 1 − P(0 or ≥2)', () => {
    const { st, tb, place } = tableFixture(sol('sol-cruiser'), sol('sol-dreadnought'));
    st.trace = null;
    const n = 20000;
    let collisions = 0;
    for (let i = 0; i < n; i++) {
      place(0, 50, 50, 0, 3);
      place(1, 52, 50);
      st.hull[0] = 3;
      tb.ordersLost[0] = 0;
      if (collisionCheckInPlace(tb, 0)) collisions++;
    }
    const pmf = binomialPmf(COLLISION_COUNTERS, 1 - st.plan.pExplosion);
    const expected = 1 - pmf[0] - pmf.slice(2).reduce((a, b) => a + b, 0);
    expect(expected).toBeCloseTo(5 / 32, 12);
    const se = Math.sqrt((expected * (1 - expected)) / n);
    expect(Math.abs(collisions / n - expected)).toBeLessThan(4 * se);
  });

  it('a collision costs one hull hit through the shields, speed 0, the remaining orders, and leaves the ship beside the other', () => {
    const { st, tb, place } = tableFixture(sol('sol-cruiser'), sol('sol-dreadnought'));
    let collided = false;
    for (let i = 0; i < 100 && !collided; i++) {
      place(0, 50, 50, 0, 3);
      place(1, 52, 50);
      collided = collisionCheckInPlace(tb, 0);
    }
    expect(collided).toBe(true);
    expect(st.hull[0]).toBe(2);
    expect(st.shields[0]).toBe(3);
    expect(tb.speed[0]).toBe(0);
    expect(tb.ordersLost[0]).toBe(1);
    expect(Math.hypot(tb.x[0] - tb.x[1], tb.y[0] - tb.y[1])).toBeGreaterThanOrEqual(3.25 + 4);
  });

  it('a blockade runner never collides', () => {
    const { tb, place } = tableFixture(hacan('hacan-corvette'), sol('sol-dreadnought'));
    for (let i = 0; i < 200; i++) {
      place(0, 50, 50, 0, 3);
      place(1, 51, 50);
      expect(collisionCheckInPlace(tb, 0)).toBe(false);
    }
  });

  it('a torpedo strikes the first ship it contacts, its own side included', () => {
    const { st, tb, trace } = tableFixture(sol('sol-cruiser', 'sol-frigate'), sol('sol-dreadnought'), { rules: { uniqueShips: 'per-fleet' } });
    tb.x[0] = 20; tb.y[0] = 50; tb.x[1] = 60; tb.y[1] = 50; tb.x[2] = 100; tb.y[2] = 50;
    st.torpCount = 0;
    st.launchTorpedoInPlace(0, 3);
    tb.torpX[0] = 30; tb.torpY[0] = 50; tb.torpHeading[0] = 0; tb.torpSpeed[0] = 20;
    const before = st.shields[1] + st.hull[1];
    flyTorpedoInPlace(tb, 0, 20, null);
    expect(st.torpAlive[0]).toBe(0);
    expect(trace.lines[0]).toMatch(/^ {2}a torpedo contacts Sol frigate/);
    expect(tb.torpX[0]).toBeCloseTo(60 - 2.5 - 1.25, 10);
    expect(st.shields[1] + st.hull[1]).toBeLessThanOrEqual(before);
    expect(st.shields[2] + st.hull[2]).toBe(st.plan.ships.shields[2] + st.plan.ships.hull[2]);
  });

  it('a ship that moves off the table has withdrawn: removed from play, counted for its side', () => {
    const { st, tb, trace, place } = tableFixture(sol('sol-cruiser', 'sol-frigate'), sol('sol-dreadnought'), { rules: { uniqueShips: 'per-fleet' } });
    place(0, 50, 10, -Math.PI / 2, 2);
    flipAlongInPlace(tb, 0, 2, 0); // along its heading, -π/2
    expect(tb.y[0]).toBeCloseTo(10 - 13, 10);
    endOfMoveInPlace(tb, 0, false);
    expect(st.alive[0]).toBe(0);
    expect(st.withdrawn[0]).toBe(1);
    expect(st.shipsLeft[0]).toBe(1);
    expect(trace.lines.at(-1)).toBe('    Sol cruiser withdraws off the table');
  });

  it('a scout with Change Heading may turn in the middle of its move ("Special Ship Types": Scout)', () => {
    const { st, tb, trace, place } = tableFixture(letnev('letnev-destroyer'), sol('sol-dreadnought'));
    place(0, 30, 20, 0, 4);
    tb.probe[PROBE_HEADING] = Math.PI / 2; // the heading of the second leg
    flipAlongInPlace(tb, 0, 2, 2);
    expect(tb.x[0]).toBeCloseTo(40, 10); // two flips east (small disk: 5 a flip)
    expect(tb.y[0]).toBeCloseTo(30, 10); // then two north
    expect(tb.heading[0]).toBeCloseTo(Math.PI / 2, 12);
    place(0, 30, 20, 0, 4);
    place(1, 20, 100);
    st.orders[0 * ORDERS_PER_TURN] = ORDER_CHANGE_HEADING;
    shipSegmentInPlace(tb, tb.st.reach as never, 0, 0, null);
    const turn = trace.lines.find((l) => l.includes('(scout) turns after'));
    expect(turn).toMatch(/Letnev destroyer \(scout\) turns after \d of 4 flips/);
    const k = Number(/after (\d)/.exec(turn!)![1]);
    expect(Math.hypot(tb.x[0] - (30 + k * 5), tb.y[0] - 20)).toBeCloseTo((4 - k) * 5, 6);
    expect(Math.hypot(tb.x[0] - 20, tb.y[0] - 100)).toBeLessThan(Math.hypot(30 - 20, 20 - 100) - 19);
  });

  it('an overloaded blockade runner drops three counters, one hull hit per explosion', () => {
    const { st, tb, place } = tableFixture(letnev('letnev-prowler'), sol('sol-dreadnought'));
    st.trace = null;
    const n = 4000;
    let lost = 0;
    for (let i = 0; i < n; i++) {
      st.reset();
      place(0, 50, 50, 0, 0);
      place(1, 150, 100);
      endOfMoveInPlace(tb, 0, true);
      lost += st.plan.ships.hull[0] - st.hull[0];
    }
    const p = st.plan.pExplosion;
    const se = Math.sqrt((OVERLOAD_COUNTERS * p * (1 - p)) / n);
    expect(Math.abs(lost / n - OVERLOAD_COUNTERS * p)).toBeLessThan(4 * se);
  });
});
