/**
 * Which enemy a side fires at (docs/armada.md, "Policies": targeting "closest-to-destruction",
 * "damage-per-durability"; squadron targets: bombers still carrying torpedoes first, 000_60d6856b6ff68974.txt
 * "Special Ship Types", Escort, "Squadrons"), by hand from the rule tests' frozen catalog.
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { testScenario, testState } from '../test-fixtures.js';
import { pickShipTarget, pickSquadronTarget, TARGET_CLOSEST, TARGET_DAMAGE_PER_DURABILITY } from './targeting.js';

/** Ship 0: Sol cruiser (first fleet); ships 1-3: Letnev destroyer (2 + 3, beam 3), cruiser (3 + 3, beam 5), dreadnought (5 + 4, beam 4, torpedoes 4). */
const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }, { ship: 'letnev-cruiser' }, { ship: 'letnev-dreadnought' }] };

describe('ship targets', () => {
  it('closest to destruction: the least shields + hull left, the first of equals; not a lost ship', () => {
    const { st } = testState(testScenario(sol, letnev));
    expect(pickShipTarget(st, 0, TARGET_CLOSEST)).toBe(1); // 5 against 6 and 9
    st.hull[1] = 4; // 6: ties with the cruiser, the first stays
    expect(pickShipTarget(st, 0, TARGET_CLOSEST)).toBe(1);
    st.hull[2] = 2; // 5
    expect(pickShipTarget(st, 0, TARGET_CLOSEST)).toBe(2);
    st.alive[2] = 0;
    expect(pickShipTarget(st, 0, TARGET_CLOSEST)).toBe(1);
    // the second fleet's only target
    expect(pickShipTarget(st, 1, TARGET_CLOSEST)).toBe(0);
    st.alive[0] = 0;
    expect(pickShipTarget(st, 1, TARGET_CLOSEST)).toBe(-1);
  });

  it('damage per durability: (beam + torpedo damage while torpedoes last) / (shields + hull)', () => {
    const { st } = testState(testScenario(sol, letnev));
    // destroyer 3/5 = 0.6, cruiser 5/6 = 0.83, dreadnought (4 + 4)/9 = 0.89
    expect(pickShipTarget(st, 0, TARGET_DAMAGE_PER_DURABILITY)).toBe(3);
    st.torpedoes[3] = 0; // 4/9
    expect(pickShipTarget(st, 0, TARGET_DAMAGE_PER_DURABILITY)).toBe(2);
    st.shields[1] = 1; // 3/4 = 0.75 < 0.83
    expect(pickShipTarget(st, 0, TARGET_DAMAGE_PER_DURABILITY)).toBe(2);
    st.shields[1] = 0; // 3/3 = 1
    expect(pickShipTarget(st, 0, TARGET_DAMAGE_PER_DURABILITY)).toBe(1);
    // equal scores: the first
    st.shields[1] = 3;
    st.hull[1] = 3; // 3/6 = 0.5; cruiser 5/6: make it 3/6 too
    st.beam[2] = 3;
    st.torpedoes[3] = 0;
    st.beam[3] = 0;
    expect(pickShipTarget(st, 0, TARGET_DAMAGE_PER_DURABILITY)).toBe(1);
  });
});

describe('squadron targets', () => {
  it('a bomber still carrying torpedoes first, else the first squadron; never an own one or a lost one', () => {
    const carrier: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 1 } };
    const ark: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { fighter: 1, 'heavy-fighter': 1, bomber: 2 } };
    const { st } = testState(testScenario(carrier, ark));
    // squadrons: 0 Sol fighter; 1 fighter, 2 heavy fighter, 3 and 4 bombers (Hacan)
    expect(pickSquadronTarget(st, 0)).toBe(3);
    st.sqTorpedoes[3] = 0;
    expect(pickSquadronTarget(st, 0)).toBe(4);
    st.sqAlive[4] = 0;
    expect(pickSquadronTarget(st, 0)).toBe(1);
    st.sqAlive[1] = 0;
    expect(pickSquadronTarget(st, 0)).toBe(2);
    expect(pickSquadronTarget(st, 1)).toBe(0);
    st.sqAlive[0] = 0;
    expect(pickSquadronTarget(st, 1)).toBe(-1);
  });
});
