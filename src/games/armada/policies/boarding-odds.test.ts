/**
 * The boarding policy's judgement and the teleport reach it plans with (docs/armada.md,
 * "Boarding"; 000_60d6856b6ff68974.txt, "Crew Combat": at most three rounds, the loser of a round
 * loses one crew; "Control": the higher total command controls the ship; "Step Four: Boarding":
 * Security crew never board; "Order: Attack", Teleport Crew: a teleporter reaches through N shields).
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { ORDER_ATTACK, ORDERS_PER_TURN } from '../plan.js';
import { testCatalog, testScenario, testState } from '../test-fixtures.js';
import { BOARDING_FAVOURABLE, favourableBoarding, planBoardingInPlace, readyCombat, teleportReach, timedTeleportDisk } from './boarding-plan.js';

const porter = (name: string, type: string, value: number) => ({ name, faction: 'mercenary', type: 'officer', copies: 'unlimited', command: 0, combat: 1, cost: 1, ability: { type, effect: 'teleport', value } });
const catalog = testCatalog({ crew: { 'test-porter-3': porter('Porter three', 'instant', 3), 'test-porter-2': porter('Porter two', 'instant', 2) } });

/**
 * Ship 0: the Golden Lion with the boarding `party`; ship 1: a Letnev dreadnought with four
 * defenders — Baron Admiral (command 6, combat 1), Letnev commander (2, 1), two marines (0, 2):
 * command 8, combat 6.
 */
function odds(party: string[]) {
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: party }] };
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral', 'letnev-commander', 'merc-marines', 'merc-marines'] }] };
  return testState(testScenario(hacan, letnev, { catalog })).st;
}

describe('favourable boarding: would the party expect to take the ship?', () => {
  it('never when the defenders drop as many counters as the party (6 against 6), maybe when fewer', () => {
    const st = odds(['hacan-captain']);
    expect(readyCombat(st, 1, 1, false)).toBe(6);
    expect(favourableBoarding(st, 0, 1, 6)).toBe(false);
  });

  it('four defenders, three removed at most: the party\'s command must beat the fourth\'s share, 8 × 1/4 = 2', () => {
    expect(favourableBoarding(odds(['merc-officer']), 0, 1, 7)).toBe(false); // Vex: command 2, not above 2
    expect(favourableBoarding(odds(['hacan-captain']), 0, 1, 7)).toBe(true); // 3 > 2
    expect(favourableBoarding(odds(['hacan-officer', 'merc-officer']), 0, 1, 7)).toBe(true); // 1 + 2
    // Security never boards: the guard's command 1 does not count (1 only).
    expect(favourableBoarding(odds(['hacan-officer', 'merc-security']), 0, 1, 7)).toBe(false);
    // a crew that is not ready does not board either
    const st = odds(['hacan-officer', 'merc-officer']);
    st.diskReady[1] = 0;
    expect(favourableBoarding(st, 0, 1, 7)).toBe(false);
  });

  it('three defenders or fewer are all removed within three rounds: outfighting them is enough', () => {
    const st = odds(['hacan-officer']);
    st.removeDiskInPlace(st.nDisks - 1);
    expect(favourableBoarding(st, 0, 1, 5)).toBe(true);
    expect(favourableBoarding(st, 0, 1, 4)).toBe(false);
  });

  it('a ship with no crew aboard is taken uncontested, whatever the force', () => {
    const st = odds(['hacan-officer']);
    for (let i = 1; i < st.nDisks; i++) st.removeDiskInPlace(i);
    expect(favourableBoarding(st, 0, 1, 1)).toBe(true);
  });
});

describe('teleport reach: the standing allowance or the best ready timed ability aboard', () => {
  it('picks the highest value, the first of equals, and only ready, living, own disks aboard', () => {
    expect(timedTeleportDisk(odds(['test-porter-2', 'test-porter-3']), 0)).toBe(1);
    expect(timedTeleportDisk(odds(['test-porter-3', 'test-porter-2']), 0)).toBe(0);
    expect(timedTeleportDisk(odds(['test-porter-2', 'merc-officer']), 0)).toBe(0);
    const st = odds(['test-porter-3', 'test-porter-2']);
    expect(teleportReach(st, 0)).toBe(3);
    st.diskReady[0] = 0;
    expect(timedTeleportDisk(st, 0)).toBe(1);
    st.diskAlive[1] = 0;
    expect(timedTeleportDisk(st, 0)).toBe(-1);
    expect(teleportReach(st, 0)).toBe(0);
    st.teleport[0] = 2;
    expect(teleportReach(st, 0)).toBe(2);
    const moved = odds(['test-porter-3']);
    moved.moveDiskAboardInPlace(0, 1);
    expect(timedTeleportDisk(moved, 0)).toBe(-1);
    const captured = odds(['test-porter-3']);
    captured.owner[0] = 1;
    expect(timedTeleportDisk(captured, 0)).toBe(-1);
  });

  it('the plan boards the costliest ship it may take, attacking with every order when its shields are within reach', () => {
    const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['hacan-captain', 'merc-marines', 'merc-marines'] }] };
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }, { ship: 'letnev-dreadnought' }, { ship: 'letnev-cruiser' }] };
    const { st } = testState(testScenario(hacan, letnev, { catalog }));
    st.shields.fill(0);
    planBoardingInPlace(st, 0, BOARDING_FAVOURABLE);
    // destroyer 5, dreadnought 12, cruiser 9: the dreadnought (ship 2)
    expect(st.boardTarget[0]).toBe(2);
    expect([...st.orders.slice(0, ORDERS_PER_TURN)]).toEqual([ORDER_ATTACK, ORDER_ATTACK, ORDER_ATTACK]);
    st.alive[2] = 0;
    planBoardingInPlace(st, 0, BOARDING_FAVOURABLE);
    expect(st.boardTarget[0]).toBe(3);
  });
});
