/**
 * The command total that decides control of a boarded ship (000_60d6856b6ff68974.txt, "Control":
 * the side with the higher total command controls the ship; "Effects" 2: "+X command" adds X to
 * every own crew aboard during the Boarding Step; Types: continuous and starting always, instant
 * and expendable while ready, command ones only through an Activate Crew order; "Multiple Disk
 * Effects": one disk id once), by hand with test crew of command 0.
 */
import { describe, expect, it } from 'vitest';
import { controlCommand } from './boarding.js';
import type { RawFleet } from './fleet.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

const crew = (type: string, value: number) => ({ name: `Leader (${type})`, faction: 'mercenary', type: 'marines', copies: 'unlimited', command: 0, combat: 1, cost: 1, ability: { type, effect: 'command', value } });
const catalog = testCatalog({
  crew: { 'test-cont': crew('continuous', 1), 'test-start': crew('starting', 1), 'test-exp': crew('expendable', 2), 'test-inst': crew('instant', 3), 'test-cmd': crew('command', 5) },
});

/** Ship 0: the Golden Lion with five command-0 crew (disks 0-4): continuous +1 twice, starting +1, expendable +2, instant +3; ship 1: a trader with a command-type +5 (disk 5) and the Hacan captain (disk 6). */
function fixture() {
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['test-cont', 'test-cont', 'test-start', 'test-exp', 'test-inst'] }, { ship: 'hacan-trader', crew: ['test-cmd', 'hacan-captain'] }] };
  return testState(testScenario(hacan, { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] }, { catalog, pointLimit: 100 })).st;
}

describe('control command (000, "Control"; "Effects" 2)', () => {
  it('every own crew aboard gets each usable bonus once: 5 crew × (1 + 1 + 2 + 3)', () => {
    const st = fixture();
    expect(controlCommand(st, 0, 0, true)).toBe(35);
    // without timed abilities: continuous and starting only, 5 × 2
    expect(controlCommand(st, 0, 0, false)).toBe(10);
  });

  it('a timed ability counts only while ready; a lost copy of a continuous one leaves the other', () => {
    const st = fixture();
    st.diskReady[3] = 0;
    expect(controlCommand(st, 0, 0, true)).toBe(25);
    st.diskReady[4] = 0;
    expect(controlCommand(st, 0, 0, true)).toBe(10);
    st.diskAlive[0] = 0;
    expect(controlCommand(st, 0, 0, true)).toBe(8); // 4 crew × 2
    st.diskAlive[1] = 0;
    expect(controlCommand(st, 0, 0, true)).toBe(3); // 3 crew × 1 (starting)
  });

  it('a command-type ability never counts; crew command adds up; other sides\' crew aboard count for their side', () => {
    const st = fixture();
    expect(controlCommand(st, 1, 0, true)).toBe(3); // the captain's 3, the +5 not
    expect(controlCommand(st, 0, 1, true)).toBe(0);
    st.moveDiskAboardInPlace(6, 0);
    expect(controlCommand(st, 0, 0, true)).toBe(3 + 6 * 7);
  });
});
