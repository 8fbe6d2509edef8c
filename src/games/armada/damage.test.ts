/**
 * Damage to a ship, by hand (000, "Damage": shields first, then hull, hull 0 destroys; "Critical
 * Hits": three or more shield hits and no hull hit call for a critical check that gives a critical
 * when exactly one counter shows one; after a hull hit, one or two showing give those criticals).
 * The critical counters' drop is scripted: the sampler returns the pattern the test gives.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import type { CounterSampler } from './counters.js';
import { damageShipInPlace } from './damage.js';
import { CRIT_BRIDGE, CRIT_SHIELDS, CRIT_WEAPONS } from './plan.js';
import { testScenario, testState } from './test-fixtures.js';

/** A Sol cruiser (shields 3, hull 3) as ship 0, against a frigate; `patterns` are the crit drops. */
function cruiser(patterns: number[]) {
  const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, { faction: 'sol', ships: [{ ship: 'sol-frigate' }] }));
  const drops = [...patterns];
  (st as { sampler: Pick<CounterSampler, 'critPattern'> }).sampler = {
    critPattern: () => {
      const pattern = drops.shift();
      if (pattern === undefined) throw new Error('critical check not scripted');
      return pattern;
    },
  };
  st.trace = new Trace();
  return { st, drops };
}
const bit = (c: number) => 1 << c;

describe('damage to a ship (000, "Damage"; "Critical Hits")', () => {
  it('no hits, or a destroyed ship, changes nothing', () => {
    const { st } = cruiser([]);
    damageShipInPlace(st, 0, 0, true);
    damageShipInPlace(st, 0, -2, true);
    expect([st.shields[0], st.hull[0]]).toEqual([3, 3]);
    st.alive[0] = 0;
    damageShipInPlace(st, 0, 2, true);
    expect(st.shields[0]).toBe(3);
    expect(st.trace!.lines).toEqual([]);
  });

  it('fewer than three shield hits and no hull hit: no critical check', () => {
    const { st } = cruiser([]);
    damageShipInPlace(st, 0, 2, true);
    expect([st.shields[0], st.hull[0], st.crits[0]]).toEqual([1, 3, 0]);
    expect(st.trace!.lines).toEqual(['    Sol cruiser: 2 shield hits, 0 hull hits']);
    damageShipInPlace(st, 0, 1, true);
    expect(st.trace!.lines[1]).toBe('    Sol cruiser: 1 shield hit, 0 hull hits');
    expect(st.shields[0]).toBe(0);
  });

  it('three shield hits: a critical only when exactly one counter shows it', () => {
    const one = cruiser([bit(CRIT_WEAPONS)]);
    damageShipInPlace(one.st, 0, 3, true);
    expect([one.st.shields[0], one.st.hull[0], one.st.crits[0]]).toEqual([0, 3, bit(CRIT_WEAPONS)]);
    expect(one.st.trace!.lines.slice(1, 3)).toEqual(['    critical check: 1 counter show a critical (weapons)', '    Sol cruiser suffers a weapons critical']);
    const two = cruiser([bit(CRIT_WEAPONS) | bit(CRIT_SHIELDS)]);
    damageShipInPlace(two.st, 0, 3, true);
    expect(two.st.crits[0]).toBe(0);
    expect(two.st.trace!.lines[1]).toBe('    critical check: 2 counters show a critical (weapons, shields)');
    const none = cruiser([0]);
    damageShipInPlace(none.st, 0, 3, true);
    expect(none.st.crits[0]).toBe(0);
    expect(none.st.trace!.lines[1]).toBe('    critical check: 0 counters show a critical');
    expect([one.drops, two.drops, none.drops]).toEqual([[], [], []]);
  });

  it('a hull hit: one or two counters showing give those criticals; none or three give none', () => {
    const two = cruiser([bit(CRIT_WEAPONS) | bit(CRIT_BRIDGE)]);
    damageShipInPlace(two.st, 0, 4, true);
    expect([two.st.shields[0], two.st.hull[0]]).toEqual([0, 2]);
    expect(two.st.crits[0]).toBe(bit(CRIT_WEAPONS) | bit(CRIT_BRIDGE));
    expect(two.st.trace!.lines[0]).toBe('    Sol cruiser: 3 shield hits, 1 hull hit');
    const one = cruiser([bit(CRIT_SHIELDS)]);
    damageShipInPlace(one.st, 0, 5, true);
    expect([one.st.hull[0], one.st.crits[0]]).toEqual([1, bit(CRIT_SHIELDS)]);
    const three = cruiser([bit(CRIT_WEAPONS) | bit(CRIT_BRIDGE) | bit(CRIT_SHIELDS)]);
    damageShipInPlace(three.st, 0, 4, true);
    expect(three.st.crits[0]).toBe(0);
    const none = cruiser([0]);
    damageShipInPlace(none.st, 0, 4, true);
    expect(none.st.crits[0]).toBe(0);
  });

  it('a hull hit on a ship without shields left is all hull; the hit that brings hull to 0 destroys it without a check', () => {
    const { st, drops } = cruiser([bit(CRIT_WEAPONS)]);
    st.shields[0] = 0;
    damageShipInPlace(st, 0, 1, true);
    expect([st.shields[0], st.hull[0], st.crits[0]]).toEqual([0, 2, bit(CRIT_WEAPONS)]);
    expect(drops).toEqual([]);
    damageShipInPlace(st, 0, 2, true);
    expect([st.hull[0], st.alive[0], st.shipsLeft[0]]).toEqual([0, 0, 0]);
    const overkill = cruiser([]);
    damageShipInPlace(overkill.st, 0, 9, true);
    expect([overkill.st.shields[0], overkill.st.hull[0], overkill.st.alive[0]]).toEqual([0, 0, 0]);
  });

  it('hits that cannot crit (squadron beams) never call for a check', () => {
    const { st } = cruiser([]);
    damageShipInPlace(st, 0, 4, false);
    expect([st.shields[0], st.hull[0], st.crits[0]]).toEqual([0, 2, 0]);
    damageShipInPlace(st, 0, 1, false);
    expect([st.hull[0], st.crits[0]]).toEqual([1, 0]);
  });

  it('a repeated critical in the same drop destroys the ship, and no further critical is applied', () => {
    const { st } = cruiser([bit(CRIT_WEAPONS)]);
    st.crits[0] = bit(CRIT_WEAPONS);
    damageShipInPlace(st, 0, 3, true);
    expect(st.alive[0]).toBe(0);
  });
});
