/**
 * Attack orders on scripted dice (test/support/scripted-dice.ts; p = 0.5, so every number of hits
 * can be scripted):
 * - 000_60d6856b6ff68974.txt, "Special Ship Types", Escort: it may fire at a torpedo (one hit
 *   destroys it) or a squadron, and "may immediately fire a second time" when it destroys one;
 * - 000, "Order: Attack", Teleport Crew: both ships' shields at zero, or within a teleporter's N;
 *   Security never boards an enemy ("Step Four: Boarding"); the ship's personal tech goes along;
 * - 000, "Step One: Assign Orders": Activate Shields sets them from zero to the maximum (the
 *   boarding policy lowers them only to its teleport reach);
 * - 000, "Special Abilities": an instant beam bonus is used once per phase ("Multiple Disk Effects").
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { Trace } from '../game.js';
import type { RawFleet } from './fleet.js';
import { CRIT_SHIELDS, EFFECT_BEAM } from './plan.js';
import { activateCrewInPlace, activateShieldsInPlace, attackInPlace, useTimedAbilitiesInPlace } from './ship-orders.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

/** The uniform that makes a drop of n counters give k hits (p = 0.5). */
const drop = (k: number, n: number) => (k + 0.001) / (n + 1);

function state(first: RawFleet, second: RawFleet, uniform: number[], extra: Record<string, unknown> = {}) {
  const { st } = testState(testScenario(first, second, { pExplosion: 0.5, ...extra }));
  st.rng = new ScriptedDice({ uniform });
  st.trace = new Trace();
  return st;
}

describe('an escort\'s attack (000, "Special Ship Types", Escort)', () => {
  // Ship 0: Sol frigate (escort, beam 3); ship 1: Hacan trader.
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }] };
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] };

  it('destroys an enemy torpedo with one hit, then fires a second time, at a ship', () => {
    const st = state(sol, hacan, [drop(1, 3), drop(0, 3)]);
    st.launchTorpedoInPlace(1, 4);
    attackInPlace(st, 0);
    expect(st.torpAlive[0]).toBe(0);
    expect(st.trace!.lines).toEqual(['  Sol frigate (escort) fires at a torpedo: 1 hit', '    the torpedo is destroyed', '  Sol frigate fires 3 counters at Hacan trader: 0 hits']);
    expect((st.rng as ScriptedDice).remaining().uniform).toBe(0);
  });

  it('a miss ends its attack: no second shot, the torpedo flies on', () => {
    const st = state(sol, hacan, [drop(0, 3)]);
    st.launchTorpedoInPlace(1, 4);
    attackInPlace(st, 0);
    expect(st.torpAlive[0]).toBe(1);
    expect(st.trace!.lines).toEqual(['  Sol frigate (escort) fires at a torpedo: 0 hits']);
  });

  it('a squadron needs hits up to its hull; destroyed, the escort fires again', () => {
    const ark: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { 'heavy-fighter': 1 } };
    const st = state(sol, ark, [drop(1, 3)]);
    attackInPlace(st, 0);
    expect(st.sqAlive[0]).toBe(1);
    expect(st.trace!.lines).toEqual(['  Sol frigate (escort) fires at Heavy fighter squadron: 1 hit']);
    const again = state(sol, ark, [drop(2, 3), drop(0, 3)]);
    attackInPlace(again, 0);
    expect(again.sqAlive[0]).toBe(0);
    expect(again.trace!.lines.at(-1)).toBe('  Sol frigate fires 3 counters at Hacan ark carrier: 0 hits');
  });
});

describe('Teleport Crew (000, "Order: Attack"; "Step Four: Boarding")', () => {
  const porter = { name: 'Porter', faction: 'mercenary', type: 'officer', copies: 'unlimited', command: 0, combat: 1, cost: 1, ability: { type: 'expendable', effect: 'teleport', value: 2 } };
  const catalog = testCatalog({
    crew: { 'test-porter': porter },
    tech: { 'test-implant': { name: 'Implant', faction: 'hacan', type: 'personal', cost: 1, ability: { type: 'continuous', effect: 'command', value: 1 } } },
  });
  // Ship 0: Golden Lion — disks 0 captain, 1 marines, 2 guard (Security), 3 porter, 4 implant; ship 1: Letnev cruiser.
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['hacan-captain', 'merc-marines', 'merc-security', 'test-porter'], tech: ['test-implant'] }] };
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] };
  const board = (ownShields: number, targetShields: number) => {
    const st = state(hacan, letnev, [drop(0, 4)], { catalog });
    st.shields[0] = ownShields;
    st.shields[1] = targetShields;
    st.boardTarget[0] = 1;
    attackInPlace(st, 0);
    return st;
  };

  it('with both shields at zero: the ready crew but Security go aboard with the personal tech; the porter is not spent', () => {
    const st = board(0, 0);
    expect(Array.from(st.diskShip)).toEqual([1, 1, 0, 1, 1]);
    expect(st.diskAlive[3]).toBe(1);
    expect(st.boardTarget[0]).toBe(-1);
    expect(st.trace!.lines).toEqual([
      '  Hacan captain (Golden Lion) teleports aboard Letnev cruiser', '  Mercenary marines (Golden Lion) teleports aboard Letnev cruiser',
      '  Porter (Golden Lion) teleports aboard Letnev cruiser', '  Implant (Golden Lion) goes with the boarders',
    ]);
  });

  it('through shields within the porter\'s 2 (either ship\'s): the expendable porter is spent and stays behind', () => {
    const st = board(2, 1);
    expect(Array.from(st.diskShip.subarray(0, 2))).toEqual([1, 1]);
    expect(st.diskAlive[3]).toBe(0);
  });

  it('not through shields beyond its reach: the Attack is an ordinary one', () => {
    const st = board(0, 3);
    expect(Array.from(st.diskShip)).toEqual([0, 0, 0, 0, 0]);
    expect(st.diskAlive[3]).toBe(1);
    expect(st.trace!.lines).toEqual(['  Golden Lion fires 4 counters at Letnev cruiser: 0 hits']);
  });

  it('not when no crew can go (all not ready): an ordinary attack', () => {
    const st = state(hacan, letnev, [drop(0, 4)], { catalog });
    st.shields.fill(0);
    st.diskReady.fill(0);
    st.boardTarget[0] = 1;
    attackInPlace(st, 0);
    expect(Array.from(st.diskShip)).toEqual([0, 0, 0, 0, 0]);
    expect(st.trace!.lines).toEqual(['  Golden Lion fires 4 counters at Letnev cruiser: 0 hits']);
  });

  it('not at a ship already destroyed or already its own side\'s', () => {
    const st = state(hacan, { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }, { ship: 'letnev-destroyer' }] }, [drop(0, 4)], { catalog });
    st.shields.fill(0);
    st.alive[1] = 0;
    st.boardTarget[0] = 1;
    attackInPlace(st, 0);
    expect(st.diskShip[0]).toBe(0);
    expect(st.trace!.lines).toEqual(['  Golden Lion fires 4 counters at Letnev destroyer: 0 hits']);
  });
});

describe('Activate Shields and timed beam abilities', () => {
  it('shields to the maximum, or only down to the teleport reach when boarding; not under a shields critical', () => {
    const sardakk: RawFleet = { faction: 'sardakk', ships: [{ ship: 'sardakk-korka', crew: ['sardakk-captain'], tech: ['sardakk-boarding-tube'] }] };
    const st = state(sardakk, { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] }, []);
    st.shields[0] = 0;
    activateShieldsInPlace(st, 0);
    expect(st.shields[0]).toBe(3);
    st.boardTarget[0] = 1;
    activateShieldsInPlace(st, 0);
    expect(st.shields[0]).toBe(2); // the boarding teleporter: 2
    expect(st.trace!.lines).toEqual(["  Kor'Ka sets its shields to 3", "  Kor'Ka sets its shields to 2"]);
    st.crits[0] = 1 << CRIT_SHIELDS;
    st.boardTarget[0] = -1;
    activateShieldsInPlace(st, 0);
    expect(st.shields[0]).toBe(2);
  });

  it('an instant beam bonus is used once a phase, a command one only with an Activate Crew order', () => {
    // Letnev dreadnought (beam 4): Gunnery chief (instant +2), Letnev commander (command +2).
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-gunner', 'letnev-commander'] }] };
    const st = state(letnev, { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] }, []);
    st.phase = 1;
    useTimedAbilitiesInPlace(st, 0, EFFECT_BEAM, false);
    expect(st.beamNow(0)).toBe(6);
    expect([st.diskReady[0], st.diskReady[1]]).toEqual([0, 1]);
    st.diskReady[0] = 1; // readied again within the same phase: the same disk does not add twice
    useTimedAbilitiesInPlace(st, 0, EFFECT_BEAM, false);
    expect(st.beamNow(0)).toBe(6);
    useTimedAbilitiesInPlace(st, 0, EFFECT_BEAM, true);
    expect(st.beamNow(0)).toBe(8);
    st.phase = 2; // a new phase: bonuses end
    expect(st.beamNow(0)).toBe(4);
    expect(st.trace!.lines).toEqual(['  Gunnery chief (Letnev dreadnought): +2 beam damage this phase', '  Letnev commander (Letnev dreadnought): +2 beam damage this phase']);
  });
});

describe('reloading bombers (000, "Reloading Bombers")', () => {
  it('a carrier\'s Activate Crew fills its own side\'s living bomber only: not the enemy\'s, nor a lost one', () => {
    // Sol carrier (ship 0) with its bomber 0; the Hacan ark (ship 1) with bomber 1.
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { bomber: 1 } };
    const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { bomber: 1 } };
    const st = state(sol, hacan, []);
    st.sqTorpedoes[1] = 0;
    activateCrewInPlace(st, 0, 0);
    expect(Array.from(st.sqTorpedoes)).toEqual([1, 0]);
    st.sqTorpedoes[0] = 0;
    st.sqAlive[0] = 0;
    activateCrewInPlace(st, 0, 0);
    expect(Array.from(st.sqTorpedoes)).toEqual([0, 0]);
    st.sqAlive[0] = 1;
    activateCrewInPlace(st, 0, 0);
    expect(Array.from(st.sqTorpedoes)).toEqual([1, 0]);
    expect(st.trace!.lines).toEqual(['  Sol carrier reloads Bomber squadron']);
  });
});
