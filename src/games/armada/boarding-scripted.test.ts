/**
 * Crew combat on scripted dice (000_60d6856b6ff68974.txt, "Crew Combat": "Crew combat continues
 * until one side is eliminated or three rounds of combat have been completed"; "Control": the side
 * with the higher total command controls the ship; a ship whose defending crew are all lost is the
 * boarders'). Every uniform the drops read is scripted, so a round fought after one side is gone
 * would draw a die the script does not have.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { Trace } from '../game.js';
import { boardingStepInPlace, captureShipInPlace, crewAboard } from './boarding.js';
import type { RawFleet } from './fleet.js';
import { testScenario, testState } from './test-fixtures.js';

/** The uniform that makes a drop of n counters give k hits (p = 0.5: every count has weight; x = u·(n + 1) just above k). */
const drop = (k: number, n: number) => (k + 0.001) / (n + 1);

/** Ship 0 the Letnev dreadnought with `defenders`; ship 1 the Golden Lion with `boarders` (disks after the defenders'). */
function boarding(defenders: string[], boarders: string[], uniform: number[], tech = ['letnev-bulkhead']) {
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: defenders, tech }] };
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: boarders }] };
  const { st } = testState(testScenario(letnev, hacan, { pExplosion: 0.5 }));
  const dice = new ScriptedDice({ uniform });
  st.rng = dice;
  st.trace = new Trace();
  const first = defenders.length + tech.length;
  for (let i = first; i < first + boarders.length; i++) st.moveDiskAboardInPlace(i, 0);
  boardingStepInPlace(st);
  return { st, dice, tech: defenders.length };
}

describe('crew combat on scripted dice (000, "Crew Combat", "Control")', () => {
  it('stops as soon as the boarders are eliminated: no further round, and the ship stays', () => {
    // defenders: admiral 1 + marines 2 = 3 counters, 2 hits; boarders: marines 2 counters, 0 hits.
    const { st, dice } = boarding(['letnev-admiral', 'merc-marines'], ['merc-marines'], [drop(2, 3), drop(0, 2)]);
    expect(dice.remaining().uniform).toBe(0);
    expect(st.owner[0]).toBe(0);
    expect(crewAboard(st, 0, 0, false)).toBe(2);
    expect(crewAboard(st, 0, 1, false)).toBe(0);
    expect(st.trace!.lines).toEqual([' Boarding of Letnev dreadnought', '  crew combat round 1: defenders 2 hits, boarders 0', '   Mercenary marines (Golden Lion) is lost']);
  });

  it('when the defenders are all lost the boarders take the ship, whatever the command', () => {
    // Gunnery chief (command 1, combat 1) against marines (command 0, combat 2): 0 hits against 1.
    const { st, dice, tech } = boarding(['letnev-gunner'], ['merc-marines'], [drop(0, 1), drop(1, 2)]);
    expect(dice.remaining().uniform).toBe(0);
    expect(st.owner[0]).toBe(1);
    expect(st.captures[1]).toBe(1);
    expect(Array.from(st.shipsLeft)).toEqual([0, 2]);
    // the ship's tech goes with it
    expect(st.diskSide[tech]).toBe(1);
    expect(st.trace!.lines.at(-1)).toBe('  Letnev dreadnought is captured by the second fleet');
  });

  it('three rounds at most; then equal command keeps the ship with its holder', () => {
    // Letnev captain (command 3, combat 2) and three marines (0, 2) against the Hacan captain (3, 1)
    // and three marines: three rounds of 0 hits each, every tie costing each side a marine (its
    // least valuable crew); then captain against captain, 3 against 3: the holder keeps the ship.
    const marines = ['merc-marines', 'merc-marines', 'merc-marines'];
    const { st, dice } = boarding(['letnev-captain', ...marines], ['hacan-captain', ...marines], [drop(0, 8), drop(0, 7), drop(0, 6), drop(0, 5), drop(0, 4), drop(0, 3)], []);
    expect(dice.remaining().uniform).toBe(0);
    expect(st.owner[0]).toBe(0);
    expect([crewAboard(st, 0, 0, false), crewAboard(st, 0, 1, false)]).toEqual([1, 1]);
    expect(st.trace!.lines.filter((l) => l.includes('crew combat round'))).toHaveLength(3);
  });

  it('captureShipInPlace: the ship changes sides with its tech, its crew keep theirs', () => {
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral'], tech: ['letnev-bulkhead'] }, { ship: 'letnev-cruiser' }] };
    const { st } = testState(testScenario(letnev, { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] }));
    st.boardTarget[0] = 2;
    captureShipInPlace(st, 0, 1);
    expect([st.owner[0], st.diskSide[0], st.diskSide[1], st.boardTarget[0], st.boarded]).toEqual([1, 0, 1, -1, true]);
    expect(Array.from(st.shipsLeft)).toEqual([1, 2]);
    expect(Array.from(st.captures)).toEqual([0, 1]);
    expect(st.over).toBe(false);
  });
});
