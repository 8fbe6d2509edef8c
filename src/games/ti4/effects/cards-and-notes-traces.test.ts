/**
 * Action cards (effects/action-cards-space.ts, action-cards-invasion.ts), promissory notes
 * (promissory-notes.ts) and Assault Cannon traced on scripted dice (test/support/scripted-dice.ts),
 * die by die. Each expectation follows the card text quoted in the effect definition and rules 003
 * ("SPACE CANNON OFFENSE", "ANTI-FIGHTER BARRAGE", "MAKE COMBAT ROLLS", "ASSIGN HITS", "SUSTAIN
 * DAMAGE", "INVASION"). Unit values: docs/scenario-format.md (cruiser 7, dreadnought 5, destroyer 9
 * with barrage 9 ×2, carrier 9, fighter 9, infantry 8, war sun bombardment 3 ×3, PDS 6).
 */
import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from '../scenario.js';
import { tracedLines as traced } from '../../../../test/support/ti4-helpers.js';

/** The trace without the per-die combat roll lines. */
const events = (lines: string[]) => lines.filter((l) => !/ combat: rolls /.test(l));

describe('space action cards', () => {
  it('Morale Boost: +1 to the side\'s combat rolls this round — the cruiser hits on 6+', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['morale-boost'] }, defender: { units: { cruiser: 1 } } }, [6, 1, 1]);
    expect(lines.slice(1, 5)).toEqual([
      '  attacker plays Morale Boost',
      '  attacker Cruiser #1 combat: rolls 6 (hits on 6+) → 1 hit',
      '  attacker Cruiser #2 combat: rolls 1 (hits on 6+) → 0 hits',
      '  defender Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
    ]);
  });

  it('Direct Hit: the dreadnought that sustained is destroyed', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['direct-hit'] }, defender: { units: { dreadnought: 1, cruiser: 1 } } }, [7, 1, 1, 1]);
    expect(events(lines)).toEqual([
      'Space combat round 1',
      '  defender assigns 1 hit',
      '  defender Dreadnought sustains damage',
      '  attacker plays Direct Hit',
      '  defender Dreadnought is destroyed by Direct Hit',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser #1, Cruiser #2',
      '  defender survivors: Cruiser',
    ]);
  });

  it('Shields Holding: "Cancel up to 2 hits", once — 3 hits become 1 in round 1; round 2\'s hit is not cancelled', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { units: { cruiser: 3 } }, defender: { units: { cruiser: 2 }, effects: ['shields-holding'] } }, [7, 7, 7, 1, 1, 7, 1, 1, 1]);
    expect(events(lines)).toEqual([
      'Space combat round 1',
      '  defender plays Shields Holding: cancels 2 hit(s)',
      '  defender assigns 1 hit',
      '  defender Cruiser #1 is destroyed',
      'Space combat round 2',
      '  defender assigns 1 hit',
      '  defender Cruiser #2 is destroyed',
      'Result: attackerWin after 2 rounds',
      '  attacker survivors: Cruiser #1, Cruiser #2, Cruiser #3',
      '  defender survivors: none',
    ]);
  });

  it('Maneuvering Jets: cancels 1 of 2 space cannon hits', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['maneuvering-jets'] }, defender: { units: { pds: 2, cruiser: 1 } } }, [6, 6, 1, 1]);
    expect(lines.slice(3, 6)).toEqual(['  attacker plays Maneuvering Jets: cancels 1 hit', '  attacker assigns 1 hit', '  attacker Cruiser #1 is destroyed']);
  });

  it('Experimental Battlestation: the space dock fires SPACE CANNON 5 (x3)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 } }, defender: { units: { cruiser: 1, spacedock: 1 }, effects: ['experimental-battlestation'] } }, [5, 1, 1, 1, 1]);
    expect(lines.slice(0, 4)).toEqual([
      'Space cannon offense',
      '  defender Experimental Battlestation space cannon: rolls 5, 1, 1 (hits on 5+) → 1 hit',
      '  attacker assigns 1 hit',
      '  attacker Cruiser #1 is destroyed',
    ]);
  });

  it('Experimental Battlestation needs a space dock: a ConfigError says so', () => {
    expect(() => parseTi4Scenario({ game: 'ti4', attacker: { units: { cruiser: 2 } }, defender: { units: { cruiser: 1, pds: 1 }, effects: ['experimental-battlestation'] } }, 'f.yaml')).toThrow(
      'f.yaml: defender.effects.0: "experimental-battlestation" cannot be used here: it needs a space dock',
    );
  });

  it('Solar Flare: "other players cannot use SPACE CANNON against your ships" — the PDS does not roll', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 }, effects: ['solar-flare'] }, defender: { units: { pds: 1, cruiser: 1 } } }, [1, 1]);
    expect(lines.slice(0, 2)).toEqual(['Space cannon offense', 'Space combat round 1']);
  });

  it('Courageous to the End: the destroyed destroyer rolls 2 dice on its 9+: one 9 — the opponent destroys a ship', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1, destroyer: 1 }, effects: ['courageous-to-the-end'] }, defender: { units: { cruiser: 2 } } }, [1, 1, 7, 1, 9, 1]);
    expect(events(lines).slice(2)).toEqual([
      '  attacker assigns 1 hit',
      '  attacker Destroyer is destroyed',
      '  attacker plays Courageous to the End for Destroyer: 1 hit(s) on 9+',
      '  defender Cruiser #1 is destroyed by Courageous to the End',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser',
      '  defender survivors: Cruiser #2',
    ]);
  });

  it('Assault Cannon: with 3 non-fighter ships, the opponent destroys a non-fighter ship (the cruiser, not the fighter)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { dreadnought: 3 }, effects: ['assault-cannon'] }, defender: { units: { cruiser: 1, fighter: 1 } } }, [1, 1, 1, 1]);
    expect(lines.slice(0, 3)).toEqual(['  attacker Assault Cannon: defender must destroy a non-fighter ship', '  defender Cruiser is destroyed by Assault Cannon', 'Space combat round 1']);
  });
});

describe('invasion action cards', () => {
  it('Fire Team: the missed die is rerolled into a hit', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { units: { infantry: 2 }, effects: ['fire-team'] }, defender: { units: { infantry: 2 } } }, [1, 8, 1, 1, 9]);
    expect(events(lines).slice(3, 7)).toEqual(['  attacker plays Fire Team: rerolled misses make 1 more hit', '  defender assigns 2 hits', '  defender Infantry #1 is destroyed', '  defender Infantry #2 is destroyed']);
  });

  it('Disable: the PDS loses PLANETARY SHIELD and SPACE CANNON during the invasion — bombardment goes ahead, no space cannon defense', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 }, effects: ['disable'] }, defender: { units: { pds: 1, infantry: 1 } } }, [5, 1, 1, 1]);
    expect(lines.slice(0, 7)).toEqual([
      'Space cannon offense',
      '  defender PDS space cannon: rolls 5 (hits on 6+) → 0 hits',
      'Invasion',
      'Bombardment',
      '  attacker Dreadnought bombardment: rolls 1 (hits on 5+) → 0 hits',
      '  attacker commits its ground forces',
      'Ground combat round 1',
    ]);
  });

  it('Bunker: -4 to each BOMBARDMENT roll — the war sun needs 7+', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { warsun: 1, infantry: 1 } }, defender: { units: { infantry: 2 }, effects: ['bunker'] } }, [7, 6, 10]);
    expect(lines[2]).toBe('  attacker War Sun bombardment: rolls 7, 6, 10 (hits on 7+) → 2 hits');
  });
});

describe('promissory notes', () => {
  it('Tekklar Legion: +1 to the holder\'s ground rolls and -1 to the Sardakk\'s (their infantry: 7 with Unrelenting, 8 now)', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { units: { infantry: 2 }, effects: ['tekklar-legion'] }, defender: { faction: 'sardakk', units: { infantry: 2 } } }, [7, 1, 7, 8]);
    expect(lines.slice(3, 7)).toEqual([
      '  attacker Infantry #1 combat: rolls 7 (hits on 7+) → 1 hit',
      '  attacker Infantry #2 combat: rolls 1 (hits on 7+) → 0 hits',
      '  defender Infantry #1 combat: rolls 7 (hits on 8+) → 0 hits',
      '  defender Infantry #2 combat: rolls 8 (hits on 8+) → 1 hit',
    ]);
  });

  it('Strike Wing Ambuscade: 1 additional die for the unit-ability roll (the barrage)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { destroyer: 1 }, effects: ['strike-wing-ambuscade'] }, defender: { units: { fighter: 3 } } }, [9, 1, 9, 1, 1]);
    expect(lines.slice(2, 6)).toEqual([
      '  attacker Destroyer anti-fighter barrage: rolls 9, 1 (hits on 9+) → 1 hit',
      '  attacker anti-fighter barrage extra dice (card and ability dice): rolls 9 (hits on 9+) → 1 hit',
      '  defender Fighter #1 is destroyed by barrage',
      '  defender Fighter #2 is destroyed by barrage',
    ]);
  });

  it('War Funding: the opponent rerolls all its dice (2 hits → 0), the holder rerolls its misses (one 9)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['war-funding'] }, defender: { units: { cruiser: 2 } } }, [1, 1, 7, 7, 1, 1, 9, 1]);
    expect(events(lines)).toEqual([
      'Space combat round 1',
      '  attacker War Funding: the opponent rerolls, 0 hit(s) instead of 2',
      '  attacker War Funding: rerolled misses make 1 more hit',
      '  defender assigns 1 hit',
      '  defender Cruiser #1 is destroyed',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser #1, Cruiser #2',
      '  defender survivors: Cruiser #2',
    ]);
  });

  it('The Cavalry: the carrier (costliest without SUSTAIN DAMAGE) gets Memoria\'s barrage 8 (x3) and combat 7 (x2)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1, carrier: 1 }, effects: ['the-cavalry'] }, defender: { units: { fighter: 3 } } }, [8, 1, 1, 1, 7, 1, 1, 1]);
    expect(lines.slice(2, 5)).toEqual([
      '  attacker Carrier anti-fighter barrage: rolls 8, 1, 1 (hits on 8+) → 1 hit',
      '  defender Fighter #1 is destroyed by barrage',
      '  attacker Carrier combat: rolls 1, 7 (hits on 7+) → 1 hit',
    ]);
  });

  it('Greyfire Mutagen: an opposing infantry is replaced by the holder\'s own', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { units: { infantry: 1 }, effects: ['greyfire-mutagen'] }, defender: { units: { infantry: 2 } } }, [1, 1, 1]);
    expect(lines.slice(0, 3)).toEqual(['Invasion', '  attacker commits its ground forces', '  attacker Greyfire Mutagen: Infantry #2 becomes its infantry']);
    expect(lines.slice(-2)).toEqual(['  attacker survivors: Infantry #1, Infantry (placed during the battle) #2', '  defender survivors: Infantry #1']);
  });
});
