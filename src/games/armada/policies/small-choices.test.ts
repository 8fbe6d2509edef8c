/**
 * The small player choices (docs/armada.md, "Policies"), by hand:
 * - the crew lost after a lost round (000_60d6856b6ff68974.txt, "Crew Combat": "of their choice";
 *   activated crew first, "Ready vs. Activated");
 * - what an escort fires at (000, "Special Ship Types", Escort: "any torpedo or squadron in range");
 * - beam or torpedo (000, "Order: Attack": "either fire your beam weapon once, fire one torpedo");
 * - policies written as JSON for the analysis options, checked as a scenario's.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/errors.js';
import type { RawFleet } from '../fleet.js';
import { testScenario, testState } from '../test-fixtures.js';
import { CASUALTY_ACTIVATED_THEN_WEAKEST, CASUALTY_KEEP_COMMAND, pickCasualty } from './crew-casualty.js';
import { ESCORT_SHIPS, ESCORT_SQUADRONS_FIRST, ESCORT_TORPEDOES_FIRST, PICK_SQUADRON, PICK_TORPEDO, pickEscortTargetInPlace } from './escort-targeting.js';
import { checkWrittenPolicies, policiesFromJson } from './policy-option.js';
import { prefersTorpedo, WEAPON_BEAM_FIRST, WEAPON_STRONGER, WEAPON_TORPEDO_FIRST } from './weapon-choice.js';

describe('crew casualty (000, "Crew Combat")', () => {
  // Disks 0-3 aboard the Letnev dreadnought: Baron Admiral (command 6, combat 1), Gunnery chief (1, 1),
  // Letnev commander (2, 1), Mercenary marines (0, 2); disk 4 a Hacan captain aboard the trader.
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral', 'letnev-gunner', 'letnev-commander', 'merc-marines'] }] };
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['hacan-captain'] }] };
  const fresh = () => testState(testScenario(letnev, hacan)).st;

  it('activated-then-weakest: an activated crew first, else the least combat + command, the first of equals', () => {
    const st = fresh();
    // gunner 2, marines 2, commander 3, admiral 7: the gunner (listed first of the two)
    expect(pickCasualty(st, 0, 0, CASUALTY_ACTIVATED_THEN_WEAKEST)).toBe(1);
    st.diskAlive[1] = 0;
    expect(pickCasualty(st, 0, 0, CASUALTY_ACTIVATED_THEN_WEAKEST)).toBe(3);
    st.diskReady[0] = 0; // the admiral activated: lost first
    expect(pickCasualty(st, 0, 0, CASUALTY_ACTIVATED_THEN_WEAKEST)).toBe(0);
  });

  it('keep-command: the least command, then the least combat', () => {
    const st = fresh();
    expect(pickCasualty(st, 0, 0, CASUALTY_KEEP_COMMAND)).toBe(3); // marines, command 0
    st.diskAlive[3] = 0;
    expect(pickCasualty(st, 0, 0, CASUALTY_KEEP_COMMAND)).toBe(1); // gunner, command 1
    st.diskReady[2] = 0;
    expect(pickCasualty(st, 0, 0, CASUALTY_KEEP_COMMAND)).toBe(2); // the activated commander first
  });

  it('only the side\'s living crew aboard that ship; none left: −1', () => {
    const st = fresh();
    st.moveDiskAboardInPlace(4, 0); // the Hacan captain boards
    expect(pickCasualty(st, 0, 1, CASUALTY_KEEP_COMMAND)).toBe(4);
    expect(pickCasualty(st, 1, 1, CASUALTY_KEEP_COMMAND)).toBe(-1);
    for (const i of [0, 1, 2, 3]) st.diskAlive[i] = 0;
    expect(pickCasualty(st, 0, 0, CASUALTY_ACTIVATED_THEN_WEAKEST)).toBe(-1);
  });

  it('keep-command with equal command: the lesser combat; equal both: the first listed', () => {
    const crew: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['merc-marines', 'merc-engineer', 'merc-marines'] }] };
    const st = testState(testScenario(crew, letnev)).st;
    // marines (command 0, combat 2), engineer (0, 1), marines (0, 2): the engineer
    expect(pickCasualty(st, 0, 0, CASUALTY_KEEP_COMMAND)).toBe(1);
    st.diskAlive[1] = 0;
    expect(pickCasualty(st, 0, 0, CASUALTY_KEEP_COMMAND)).toBe(0);
  });
});

describe('escort targets (000, "Special Ship Types", Escort)', () => {
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }] };
  const ark: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { fighter: 1 } };
  const pick = new Int32Array(2);
  const picked = () => [pick[PICK_TORPEDO], pick[PICK_SQUADRON]];

  it('torpedoes first, squadrons first, or ships only', () => {
    const { st } = testState(testScenario(sol, ark));
    st.launchTorpedoInPlace(0, 3); // own torpedo 0
    st.launchTorpedoInPlace(1, 3); // the enemy's torpedo 1
    pickEscortTargetInPlace(st, 0, ESCORT_TORPEDOES_FIRST, pick);
    expect(picked()).toEqual([1, -1]);
    pickEscortTargetInPlace(st, 0, ESCORT_SQUADRONS_FIRST, pick);
    expect(picked()).toEqual([-1, 0]);
    pickEscortTargetInPlace(st, 0, ESCORT_SHIPS, pick);
    expect(picked()).toEqual([-1, -1]);
    st.torpAlive[1] = 0;
    pickEscortTargetInPlace(st, 0, ESCORT_TORPEDOES_FIRST, pick);
    expect(picked()).toEqual([-1, 0]);
    st.torpAlive[1] = 1;
    st.sqAlive[0] = 0;
    pickEscortTargetInPlace(st, 0, ESCORT_SQUADRONS_FIRST, pick);
    expect(picked()).toEqual([1, -1]);
    st.torpAlive[1] = 0;
    pickEscortTargetInPlace(st, 0, ESCORT_SQUADRONS_FIRST, pick);
    expect(picked()).toEqual([-1, -1]);
  });
});

describe('beam or torpedo (000, "Order: Attack")', () => {
  it('stronger: the torpedo only when it does more; torpedo-first and beam-first; no beam: the torpedo', () => {
    expect([prefersTorpedo(WEAPON_STRONGER, 3, 4), prefersTorpedo(WEAPON_STRONGER, 4, 4), prefersTorpedo(WEAPON_STRONGER, 5, 4)]).toEqual([true, false, false]);
    expect([prefersTorpedo(WEAPON_TORPEDO_FIRST, 5, 1), prefersTorpedo(WEAPON_BEAM_FIRST, 1, 5)]).toEqual([true, false]);
    expect([prefersTorpedo(WEAPON_BEAM_FIRST, 0, 1), prefersTorpedo(WEAPON_STRONGER, 0, 1)]).toEqual([true, true]);
  });
});

describe('policies written for the analysis options', () => {
  it('accepts any subset of valid policies and refuses a wrong name or value, naming the option', () => {
    expect(policiesFromJson('{"orders":"crew-orders","rechargeBelow":0.25}', '--policies')).toEqual({ orders: 'crew-orders', rechargeBelow: 0.25 });
    expect(checkWrittenPolicies({ targeting: 'damage-per-durability' }, 'field')).toEqual({ targeting: 'damage-per-durability' });
    expect(() => policiesFromJson('{"orders":"charge"}', '--policies')).toThrow(ConfigError);
    expect(() => policiesFromJson('{"orders":"charge"}', '--policies')).toThrow(/--policies/);
    expect(() => policiesFromJson('[1, 2]', '--policies')).toThrow(/--policies/);
    expect(() => policiesFromJson('not json', '--policies')).toThrow(ConfigError);
  });
});
