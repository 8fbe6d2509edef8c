/**
 * Barony of Letnev content (effects/factions/letnev.ts) traced on scripted dice
 * (test/support/scripted-dice.ts), die by die, following the card texts quoted in the effect
 * definitions and rules 003 ("MAKE COMBAT ROLLS", "SUSTAIN DAMAGE", "INVASION" 3. SPACE CANNON
 * DEFENSE). Unit values: docs/scenario-format.md (cruiser 7, dreadnought 5, infantry 8, mech 6).
 */
import { describe, expect, it } from 'vitest';
import { tracedLines as traced } from '../../../../../test/support/ti4-helpers.js';

describe('Munitions Reserves: "spend 2 trade goods; you may re-roll any number of your dice during that combat round"', () => {
  it('3 trade goods: round 1 spends 2 and rerolls both misses (9 hits); round 2 cannot pay and rerolls nothing', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { faction: 'letnev', units: { cruiser: 2 }, tradeGoods: 3 }, defender: { units: { dreadnought: 1 } } }, [1, 1, 1, 9, 1, 1, 1, 1]);
    expect(lines.filter((l) => !/ combat: rolls /.test(l))).toEqual([
      'Space combat round 1',
      '  attacker spends 2 trade goods (Munitions Reserves)',
      '  attacker Munitions Reserves: rerolled misses make 1 more hit',
      '  defender assigns 1 hit',
      '  defender Dreadnought sustains damage',
      'Space combat round 2',
      'Result: roundCap after 2 rounds',
      '  attacker survivors: Cruiser #1, Cruiser #2',
      '  defender survivors: Dreadnought (damaged)',
    ]);
  });

  it('a hit is not rerolled: 7 hits, the 1 is rerolled into a 9', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'letnev', units: { cruiser: 2 }, tradeGoods: 2 }, defender: { units: { dreadnought: 1 } } }, [7, 1, 1, 9]);
    expect(lines.filter((l) => l.includes('Munitions') || l.includes('defender'))).toEqual([
      '  attacker spends 2 trade goods (Munitions Reserves)',
      '  defender Dreadnought combat: rolls 1 (hits on 5+) → 0 hits',
      '  attacker Munitions Reserves: rerolled misses make 1 more hit',
      '  defender assigns 2 hits',
      '  defender Dreadnought sustains damage',
      '  defender Dreadnought is destroyed',
      '  defender survivors: none',
    ]);
  });
});

describe('Dunlain Reaper: "At the start of a round of ground combat, you may spend 2 resources to replace 1 of your infantry … with 1 mech"', () => {
  it('2 resources: one infantry becomes a mech (6+) in round 1; none left for round 2', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 2 }, attacker: { faction: 'letnev', units: { infantry: 2 }, tradeGoods: 2 }, defender: { units: { infantry: 2 } } }, new Array<number>(8).fill(1));
    expect(lines.filter((l) => l.startsWith('  attacker'))).toEqual([
      '  attacker commits its ground forces',
      '  attacker Dunlain Reaper: spends 2 to replace Infantry #2 with a mech',
      '  attacker Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits',
      '  attacker Dunlain Reaper (placed during the battle) combat: rolls 1 (hits on 6+) → 0 hits',
      '  attacker Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits',
      '  attacker Dunlain Reaper (placed during the battle) combat: rolls 1 (hits on 6+) → 0 hits',
      '  attacker survivors: Infantry #1, Dunlain Reaper (placed during the battle)',
    ]);
  });
});

describe('Non-Euclidean Shielding and L4 Disruptors', () => {
  it('Non-Euclidean Shielding: one sustain cancels both hits; the fighter survives', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 } }, defender: { faction: 'letnev', units: { dreadnought: 1, fighter: 1 }, effects: ['noneuclidean-shielding'] } }, [7, 7, 1, 1]);
    expect(lines.slice(-5)).toEqual([
      '  defender assigns 2 hits',
      '  defender Dreadnought sustains damage (cancels 2 hits)',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser #1, Cruiser #2',
      '  defender survivors: Dreadnought (damaged), Fighter',
    ]);
  });

  it('L4 Disruptors: "During an invasion, units cannot use SPACE CANNON against your units" — the PDS fires in space only', () => {
    const lines = traced({ place: 'tactical', attacker: { faction: 'letnev', units: { cruiser: 1, infantry: 1 }, effects: ['l4-disruptors'] }, defender: { units: { pds: 1 } } }, [1]);
    expect(lines).toEqual([
      'Space cannon offense',
      '  defender PDS space cannon: rolls 1 (hits on 6+) → 0 hits',
      'Invasion',
      '  attacker commits its ground forces',
      'Result: attackerWin after 0 rounds',
      '  attacker survivors: Cruiser, Infantry',
      '  defender survivors: PDS',
    ]);
  });
});
