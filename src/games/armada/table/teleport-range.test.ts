/**
 * Teleport Crew on the table needs range: 1 (000, "Order: Attack", Teleport Crew: "To teleport
 * crew, you must be within range: 1 of the target ship or terrain disk"): the same boarding
 * attack, shields down on both ships, goes aboard within one template and not beyond it.
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { attackInPlace } from '../ship-orders.js';
import { tableFixture } from './test-fixtures.js';

/** Ship 0: Golden Lion (disks 0 captain, 1 marines); ship 1: Letnev cruiser. */
const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['hacan-captain', 'merc-marines'] }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] };

/** Boards from a gap between the disks' edges of one template plus `beyond`. */
function boardFrom(beyond: number) {
  const f = tableFixture(hacan, letnev);
  f.place(0, 40, 40);
  f.place(1, 40 + f.tb.tp.shipRadius[0] + f.tb.tp.shipRadius[1] + f.tb.tp.template + beyond, 40);
  f.st.shields[0] = 0;
  f.st.shields[1] = 0;
  f.st.boardTarget[0] = 1;
  attackInPlace(f.st, 0);
  return f.st;
}

describe('Teleport Crew on the table (000, "Order: Attack", Teleport Crew)', () => {
  it('within range: 1 the ready crew go aboard the enemy ship', () => {
    const st = boardFrom(-0.1);
    expect(Array.from(st.diskShip.subarray(0, 2))).toEqual([1, 1]);
    expect(st.boarded).toBe(true);
  });

  it('beyond range: 1 (the gap a template and more) no crew leaves the ship', () => {
    const st = boardFrom(0.1);
    expect(Array.from(st.diskShip.subarray(0, 2))).toEqual([0, 0]);
    expect(st.boarded).toBe(false);
  });
});
