/**
 * Continuous abilities on a ship's statistics (000_60d6856b6ff68974.txt, "Special Abilities",
 * Types: a continuous ability works while its disk is in play and is lost with it; Effects: +X
 * beam, shields, hull, torpedo damage, speed, squadron capacity (carriers only), teleport, command;
 * "Multiple Disk Effects": copies of one disk do not stack), and losing squadrons beyond the
 * carriers' remaining capacity (000, "2. Build your Fleet", Squadrons: "you must immediately remove
 * the excess squadrons"). By hand from the rule tests' frozen catalog and test disks.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import type { RawFleet } from './fleet.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

const crewWith = (effect: string, value: number) => ({ name: `Crew ${effect}`, faction: 'mercenary', type: 'marines', copies: 'unlimited', command: 0, combat: 1, cost: 1, ability: { type: 'continuous', effect, value } });
const effects = { beam: 1, maxShields: 1, maxHull: 2, torpedoDamage: 1, maxSpeed: 1, squadronCapacity: 1, teleport: 2, command: 1 } as const;
const catalog = testCatalog({ crew: Object.fromEntries(Object.entries(effects).map(([e, v]) => [`test-${e.toLowerCase()}`, crewWith(e, v)])) });

/**
 * Ship 0: Hacan ark carrier (shields 4, hull 4, beam 3, speed 4, squadron capacity 4): beam twice,
 * squadron capacity, teleport — disks 0-3. Ship 1: Golden Lion (5, 4, beam 4, torpedo
 * damage 4, speed 4): shields, hull, torpedo damage, speed, squadron capacity (not a carrier) —
 * disks 4-8. Ship 2: Letnev cruiser with a command crew (disk 9). Four fighters and one more squadron than the ark alone holds.
 */
const hacan: RawFleet = {
  faction: 'hacan',
  ships: [
    { ship: 'hacan-ark', crew: ['test-beam', 'test-beam', 'test-squadroncapacity', 'test-teleport'] },
    { ship: 'hacan-golden-lion', crew: ['test-maxshields', 'test-maxhull', 'test-torpedodamage', 'test-maxspeed', 'test-squadroncapacity'] },
  ],
  squadrons: { fighter: 5 },
};
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser', crew: ['test-command'] }] };

describe('continuous abilities (000, "Special Abilities")', () => {
  const fresh = () => testState(testScenario(hacan, letnev, { catalog, pointLimit: 100 })).st;

  it('raise every statistic while in play, each disk id once; squadron capacity only on a carrier', () => {
    const st = fresh();
    expect(Array.from(st.beam.subarray(0, 2))).toEqual([4, 4]);
    expect(Array.from(st.maxShields.subarray(0, 2))).toEqual([4, 6]);
    expect(Array.from(st.maxHull.subarray(0, 2))).toEqual([4, 6]);
    expect(Array.from(st.shields.subarray(0, 2))).toEqual([4, 6]);
    expect(Array.from(st.hull.subarray(0, 2))).toEqual([4, 6]);
    expect(Array.from(st.torpedoDamage.subarray(0, 2))).toEqual([0, 5]);
    expect(Array.from(st.speed.subarray(0, 2))).toEqual([4, 5]);
    expect(Array.from(st.squadronCapacity.subarray(0, 2))).toEqual([5, 0]);
    expect(Array.from(st.teleport.subarray(0, 2))).toEqual([2, 0]);
    expect(st.commandBonus[2]).toBe(1);
    expect(st.commandBonus[0]).toBe(0);
  });

  it('a lost disk takes its bonus with it, and shields and hull come down to the new maxima', () => {
    const st = fresh();
    st.removeDiskInPlace(4);
    st.removeDiskInPlace(5);
    expect([st.maxShields[1], st.shields[1], st.maxHull[1], st.hull[1]]).toEqual([5, 5, 4, 4]);
    // one of the two beam copies lost: the other still gives +1
    st.removeDiskInPlace(0);
    expect(st.beam[0]).toBe(4);
    st.removeDiskInPlace(1);
    expect(st.beam[0]).toBe(3);
    st.removeDiskInPlace(3);
    expect(st.teleport[0]).toBe(0);
  });

  it('only the controller\'s disks aboard count: not an enemy boarder\'s, nor one gone to another ship', () => {
    const st = fresh();
    st.moveDiskAboardInPlace(9, 0); // the Letnev command crew aboard the ark
    st.recomputeShipInPlace(0);
    expect(st.commandBonus[0]).toBe(0);
    st.recomputeShipInPlace(2);
    expect(st.commandBonus[2]).toBe(0);
    st.moveDiskAboardInPlace(3, 1); // the ark's teleport crew to the Lion
    st.recomputeShipInPlace(0);
    st.recomputeShipInPlace(1);
    expect([st.teleport[0], st.teleport[1]]).toEqual([0, 2]);
  });

  it('losing squadron capacity removes the excess squadrons at once', () => {
    const st = fresh();
    st.trace = new Trace();
    expect(st.squadronsLeft[0]).toBe(5);
    st.removeDiskInPlace(2); // the ark back to 4
    expect(st.squadronsLeft[0]).toBe(4);
    expect(st.trace.lines).toEqual(['    Fighter squadron #5 is removed: beyond the carriers\' squadron capacity']);
    st.destroyShipInPlace(0);
    expect(st.squadronsLeft[0]).toBe(0);
    expect(Array.from(st.sqAlive)).toEqual([0, 0, 0, 0, 0]);
  });
});
