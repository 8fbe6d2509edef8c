/**
 * Action cards that act during combat (effects/action-cards-combat.ts), traced on scripted dice
 * (test/support/scripted-dice.ts), die by die, one hand-placed face per die. Each expectation follows
 * the card text quoted in its definition and rules 003 ("ANNOUNCE RETREAT", "ASSIGN HITS",
 * "SUSTAIN DAMAGE", "ANTI-FIGHTER BARRAGE"); unit values from docs/scenario-format.md (cruiser 7,
 * dreadnought 5, destroyer 9 with barrage 9 ×2, carrier 9, fighter 9).
 */
import { describe, expect, it } from 'vitest';
import { tracedLines as traced } from '../../../../test/support/ti4-helpers.js';

/** The trace without the per-die roll lines. */
const withoutRolls = (lines: string[]) => lines.filter((l) => !/ combat: rolls /.test(l));

describe('Emergency Repairs: "Repair all of your units that have SUSTAIN DAMAGE"', () => {
  const raw = (effect: string) => ({ options: { maxRounds: 2 }, attacker: { units: { dreadnought: 2 }, effects: [effect] }, defender: { units: { cruiser: 3 } } });
  // Round 1: the dreadnoughts miss, one cruiser hits: a dreadnought sustains. Round 2: every die misses.
  const faces = [1, 1, 7, 1, 1, 1, 1, 1, 1, 1];

  it('@round2: played at the end of round 2 although only 1 unit is damaged', () => {
    expect(withoutRolls(traced(raw('emergency-repairs@round2'), faces))).toEqual([
      'Space combat round 1',
      '  attacker assigns 1 hit',
      '  attacker Dreadnought #1 sustains damage',
      'Space combat round 2',
      '  attacker plays Emergency Repairs: 1 unit(s) repaired',
      'Result: roundCap after 2 rounds',
      '  attacker survivors: Dreadnought #1, Dreadnought #2',
      '  defender survivors: Cruiser #1, Cruiser #2, Cruiser #3',
    ]);
  });

  it('default policy waits for 2 damaged units: with 1 it is never played', () => {
    const lines = traced(raw('emergency-repairs'), faces);
    expect(lines.some((l) => l.includes('Emergency Repairs'))).toBe(false);
    expect(lines.at(-2)).toBe('  attacker survivors: Dreadnought #1 (damaged), Dreadnought #2');
  });
});

describe('Scramble Frequency: "That player rerolls all of their dice"', () => {
  it('the barrage\'s 2 hits (9, 10) are rerolled (9, 1): only 1 fighter dies', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { destroyer: 1 } }, defender: { units: { fighter: 2, carrier: 1 }, effects: ['scramble-frequency'] } }, [9, 10, 9, 1, 1, 1, 1]);
    expect(withoutRolls(lines)).toEqual([
      'Space combat round 1',
      '  anti-fighter barrage',
      '  attacker Destroyer anti-fighter barrage: rolls 9, 10 (hits on 9+) → 2 hits',
      '  defender plays Scramble Frequency',
      '  attacker rerolls its anti-fighter barrage dice: 1 hit',
      '  defender Fighter #1 is destroyed by barrage',
      'Result: roundCap after 1 round',
      '  attacker survivors: Destroyer',
      '  defender survivors: Carrier, Fighter #2',
    ]);
  });
});

describe('Scramble Frequency rerolls with the same values: the Antimass penalty and the Plasma Scoring die stay', () => {
  it('against Antimass Deflectors the PDS reroll still needs 7+: 6 misses, 7 hits', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['antimass-deflectors', 'scramble-frequency'] }, defender: { units: { pds: 2, cruiser: 1 } } }, [7, 8, 6, 7, 1, 1]);
    expect(lines.slice(3, 7)).toEqual(['  attacker plays Scramble Frequency', '  defender rerolls its space cannon dice: 1 hit', '  attacker assigns 1 hit', '  attacker Cruiser #1 is destroyed']);
  });

  it('the Plasma Scoring die is rerolled too (1 and 5 against 6+: no hit)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['scramble-frequency'] }, defender: { units: { pds: 1, cruiser: 1 }, effects: ['plasma-scoring'] } }, [6, 6, 1, 5, 1, 1, 1]);
    expect(lines.slice(3, 6)).toEqual(['  attacker plays Scramble Frequency', '  defender rerolls its space cannon dice: 0 hits', 'Space combat round 1']);
  });
});

describe('Reflective Shielding: "When one of your ships uses SUSTAIN DAMAGE … Produce 2 hits"', () => {
  it('played once: the sustain in round 1 produces 2 hits; the loss in round 2 produces none', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { units: { dreadnought: 1 }, effects: ['reflective-shielding'] }, defender: { units: { cruiser: 3 } } }, [1, 7, 1, 1, 1, 7]);
    expect(withoutRolls(lines)).toEqual([
      'Space combat round 1',
      '  attacker assigns 1 hit',
      '  attacker Dreadnought sustains damage',
      '  attacker plays Reflective Shielding: 2 hits',
      '  defender assigns 2 hits',
      '  defender Cruiser #1 is destroyed',
      '  defender Cruiser #2 is destroyed',
      'Space combat round 2',
      '  attacker assigns 1 hit',
      '  attacker Dreadnought is destroyed',
      'Result: defenderWin after 2 rounds',
      '  attacker survivors: none',
      '  defender survivors: Cruiser #3',
    ]);
  });
});

describe('Reflective Shielding: only the owner\'s ships, and with costliest-ship only the costliest', () => {
  it('the opponent\'s dreadnought sustaining does not play it', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['reflective-shielding'] }, defender: { units: { dreadnought: 1 } } }, [7, 1, 1]);
    expect(lines.some((l) => l.includes('Reflective Shielding'))).toBe(false);
    expect(lines.at(-1)).toBe('  defender survivors: Dreadnought (damaged)');
  });

  it('costliest-ship: the dreadnought (4) sustaining beside a war sun (12) does not play it; first-sustain does', () => {
    const raw = (policy: string) => ({ options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, warsun: 1 }, effects: ['reflective-shielding'], effectPolicies: { 'reflective-shielding': policy } }, defender: { units: { cruiser: 3 } } });
    const costliest = traced(raw('costliest-ship'), [1, 1, 1, 1, 7, 1, 1]);
    expect(costliest.some((l) => l.includes('Reflective Shielding'))).toBe(false);
    expect(costliest).toContain('  attacker Dreadnought sustains damage');
    const first = traced(raw('first-sustain'), [1, 1, 1, 1, 7, 1, 1]);
    expect(first).toContain('  attacker plays Reflective Shielding: 2 hits');
  });
});

describe('Intercept: "Your opponent cannot retreat during this round of space combat"', () => {
  it('the retreat announced in round 1 is cancelled; announced again in round 2, it happens', () => {
    const lines = traced({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 1 }, retreat: { afterRound: 1 } }, defender: { units: { cruiser: 1 }, effects: ['intercept'] } }, [1, 1, 1, 1]);
    expect(withoutRolls(lines)).toEqual([
      'Space combat round 1',
      '  defender plays Intercept',
      'Space combat round 2',
      '  attacker announces a retreat',
      'attacker retreats',
      'Result: attackerRetreat after 2 rounds',
      '  attacker survivors: Cruiser',
      '  defender survivors: Cruiser',
    ]);
  });
});

describe('Fighter Prototype: "+2 to the result of each of your fighters\' combat rolls during this combat round"', () => {
  it('round 1 only: fighters hit on 7+, then 9+ again; the carrier keeps 9+', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { units: { fighter: 2, carrier: 1 }, effects: ['fighter-prototype'] }, defender: { units: { dreadnought: 1 } } }, [1, 7, 6, 1, 1, 7, 6, 1]);
    expect(lines.slice(0, 7)).toEqual([
      'Space combat round 1',
      '  attacker plays Fighter Prototype',
      '  attacker Carrier combat: rolls 1 (hits on 9+) → 0 hits',
      '  attacker Fighter #1 combat: rolls 7 (hits on 7+) → 1 hit',
      '  attacker Fighter #2 combat: rolls 6 (hits on 7+) → 0 hits',
      '  defender Dreadnought combat: rolls 1 (hits on 5+) → 0 hits',
      '  defender assigns 1 hit',
    ]);
    expect(lines.slice(8, 13)).toEqual([
      'Space combat round 2',
      '  attacker Carrier combat: rolls 1 (hits on 9+) → 0 hits',
      '  attacker Fighter #1 combat: rolls 7 (hits on 9+) → 0 hits',
      '  attacker Fighter #2 combat: rolls 6 (hits on 9+) → 0 hits',
      '  defender Dreadnought combat: rolls 1 (hits on 5+) → 0 hits',
    ]);
  });
});

describe('Skilled Retreat and Rout: retreats at the start of a round', () => {
  // Skilled Retreat: "Move all of your ships from the active system … The space combat ends in a draw."
  it('Skilled Retreat (default round 2): the attacker leaves at the start of round 2, before any roll, and the combat is a draw', () => {
    const lines = traced({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 1 }, effects: ['skilled-retreat'] }, defender: { units: { cruiser: 1 } } }, [1, 1]);
    expect(withoutRolls(lines)).toEqual(['Space combat round 1', 'Space combat round 2', 'attacker retreats at once: the space combat ends in a draw', 'Result: draw after 2 rounds', '  attacker survivors: Cruiser', '  defender survivors: Cruiser']);
  });

  it('Skilled Retreat @round1 leaves before the first roll', () => {
    const lines = traced({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 1 }, effects: ['skilled-retreat@round1'] }, defender: { units: { cruiser: 1 } } }, []);
    expect(lines.slice(0, 3)).toEqual(['Space combat round 1', 'attacker retreats at once: the space combat ends in a draw', 'Result: draw after 1 round']);
  });

  it('the defender\'s Skilled Retreat in a tactical action: the space combat is a draw, the attacker holds the space area and invades', () => {
    const raw = { place: 'tactical', options: { maxRounds: 3 }, attacker: { units: { carrier: 1, infantry: 1 } }, defender: { units: { cruiser: 1, infantry: 1 }, effects: ['skilled-retreat@round1'] } };
    const lines = traced(raw, [10, 1]);
    expect(lines.slice(0, 4)).toEqual(['Space combat round 1', 'defender retreats at once: the space combat ends in a draw', 'Invasion', '  attacker commits its ground forces']);
    expect(lines.filter((l) => l.startsWith('Result'))).toEqual(['Result: attackerWin after 2 rounds']);
  });

  it('the attacker\'s Skilled Retreat in a tactical action: a draw, and no ground forces land', () => {
    const raw = { place: 'tactical', options: { maxRounds: 3 }, attacker: { units: { carrier: 1, infantry: 1 }, effects: ['skilled-retreat@round1'] }, defender: { units: { cruiser: 1, infantry: 1 } } };
    const lines = traced(raw, []);
    expect(lines.some((l) => l.startsWith('Ground combat'))).toBe(false);
    expect(lines.filter((l) => l.startsWith('Result'))).toEqual(['Result: draw after 1 round']);
  });

  it('Rout @round2: the attacker must announce a retreat in round 2, and leaves after its rolls', () => {
    const lines = traced({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 }, effects: ['rout@round2'] } }, [1, 1, 1, 1]);
    expect(withoutRolls(lines)).toEqual(['Space combat round 1', 'Space combat round 2', '  attacker announces a retreat', 'attacker retreats', 'Result: attackerRetreat after 2 rounds', '  attacker survivors: Cruiser', '  defender survivors: Cruiser']);
  });

  it('Rout (default round 1): the retreat is announced in round 1', () => {
    const lines = traced({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 }, effects: ['rout'] } }, [1, 1]);
    expect(withoutRolls(lines).slice(0, 3)).toEqual(['Space combat round 1', '  attacker announces a retreat', 'attacker retreats']);
  });
});
