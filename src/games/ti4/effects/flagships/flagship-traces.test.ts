/**
 * Flagship abilities (effects/flagships/*.ts) traced on scripted dice (test/support/scripted-dice.ts),
 * die by die, following the faction-sheet texts quoted in the effect definitions and the flagship
 * values listed in docs/ti4-content.md; rules 003 "MAKE COMBAT ROLLS", "ASSIGN HITS", "SUSTAIN DAMAGE".
 */
import { describe, expect, it } from 'vitest';
import { tracedLines as traced } from '../../../../../test/support/ti4-helpers.js';

const events = (lines: string[]) => lines.filter((l) => !/ combat: rolls /.test(l));
const ones = (n: number) => new Array<number>(n).fill(1);

describe('flagships', () => {
  it('Dynamo: 2 influence repair the dreadnought that sustained; with none left, it stays damaged', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { faction: 'empyrean', units: { flagship: 1, dreadnought: 1 }, tradeGoods: 2 }, defender: { units: { cruiser: 2 } } }, [1, 1, 1, 7, 1, 1, 1, 1, 7, 1]);
    expect(events(lines)).toEqual([
      'Space combat round 1',
      '  attacker assigns 1 hit',
      '  attacker Dreadnought sustains damage',
      '  attacker Dynamo: spends 2 to repair Dreadnought',
      'Space combat round 2',
      '  attacker assigns 1 hit',
      '  attacker Dreadnought sustains damage',
      'Result: roundCap after 2 rounds',
      '  attacker survivors: Dreadnought (damaged), Dynamo',
      '  defender survivors: Cruiser #1, Cruiser #2',
    ]);
  });

  it('Wrath of Kenara: a die that missed by 1 becomes a hit for 1 trade good — only 1 to spend', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'hacan', units: { flagship: 1, cruiser: 1 }, tradeGoods: 1 }, defender: { units: { cruiser: 2 } } }, [1, 6, 6, 1, 1]);
    expect(events(lines).slice(1, 4)).toEqual(['  attacker Wrath of Kenara: spends 1 trade good(s) for 1 more hit(s)', '  defender assigns 1 hit', '  defender Cruiser #1 is destroyed']);
  });

  it('Arc Secundus: repaired at the start of each space combat round', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { faction: 'letnev', units: { flagship: 1 } }, defender: { units: { cruiser: 2 } } }, [1, 1, 7, 1, 1, 1, 1, 1]);
    expect(events(lines)).toEqual([
      'Space combat round 1',
      '  attacker assigns 1 hit',
      '  attacker Arc Secundus sustains damage',
      'Space combat round 2',
      '  attacker Arc Secundus is repaired',
      'Result: roundCap after 2 rounds',
      '  attacker survivors: Arc Secundus',
      '  defender survivors: Cruiser #1, Cruiser #2',
    ]);
  });

  it('J.N.S. Hylarim: a 9 produces 2 additional hits (3 in all)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'jol-nar', units: { flagship: 1 } }, defender: { units: { cruiser: 4 } } }, [9, 1, 1, 1, 1, 1]);
    expect(lines[1]).toBe('  attacker J.N.S. Hylarim combat: rolls 9, 1 (hits on 7+) → 3 hits');
    expect(lines.at(-1)).toBe('  defender survivors: Cruiser #4');
  });

  it('Quetzecoatl: no space cannon against the Argent ships — the PDS does not roll', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'argent', units: { flagship: 1 } }, defender: { units: { pds: 1, cruiser: 1 } } }, ones(3));
    expect(lines.slice(0, 2)).toEqual(['Space cannon offense', 'Space combat round 1']);
  });

  it('Arvicon Rex: +2 to its rolls (5 → 3+)', () => {
    expect(traced({ options: { maxRounds: 1 }, attacker: { faction: 'mahact', units: { flagship: 1 } }, defender: { units: { cruiser: 1 } } }, [3, 1, 1])[1]).toBe('  attacker Arvicon Rex combat: rolls 3, 1 (hits on 3+) → 1 hit');
  });

  it("C'morran N'orr: +1 to the other Sardakk ships (cruiser 7, Unrelenting 6, flagship 5); the flagship itself 6 − 1 = 5", () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'sardakk', units: { flagship: 1, cruiser: 1 } }, defender: { units: { cruiser: 1 } } }, [1, 1, 5, 1]);
    expect(lines.slice(1, 3)).toEqual(['  attacker Cruiser combat: rolls 1 (hits on 5+) → 0 hits', "  attacker C'morran N'orr combat: rolls 1, 5 (hits on 5+) → 1 hit"]);
  });

  it('Salai Sai Corian: 1 die per opposing non-fighter ship (2 cruisers → 2 dice)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'winnu', units: { flagship: 1 } }, defender: { units: { cruiser: 2, fighter: 3 } } }, [7, 7, 1, 1, 1, 1, 1]);
    expect(lines[1]).toBe('  attacker Salai Sai Corian combat: rolls 7, 7 (hits on 7+) → 2 hits');
  });

  it('The Alastor: the Nekro ground forces fight as ships (the infantry roll in space combat)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'nekro', units: { flagship: 1, infantry: 2 } }, defender: { units: { cruiser: 1 } } }, ones(5));
    expect(lines.slice(2, 4)).toEqual(['  attacker Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits', '  attacker Infantry #2 combat: rolls 1 (hits on 8+) → 0 hits']);
  });

  it('Visz El Vir: the mechs roll 1 more die — in space (Eidolon 8 x2 → 3 dice) and on the ground (6 x2 → 3 dice)', () => {
    const space = traced({ options: { maxRounds: 1 }, attacker: { faction: 'naaz-rokha', units: { flagship: 1, mech: 1 } }, defender: { units: { cruiser: 1 } } }, ones(6));
    expect(space[2]).toBe('  attacker Eidolon combat: rolls 1, 1, 1 (hits on 8+) → 0 hits');
    const ground = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'naaz-rokha', units: { flagship: 1, mech: 1 } }, defender: { units: { infantry: 1 } } }, ones(4));
    expect(ground[3]).toBe('  attacker Eidolon combat: rolls 1, 1, 1 (hits on 6+) → 0 hits');
  });

  it('Matriarch: the fighters land and fight as ground forces', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'naalu', units: { flagship: 1, fighter: 2 } }, defender: { units: { infantry: 1 } } }, ones(3));
    expect(lines.slice(3, 5)).toEqual(['  attacker Hybrid Crystal Fighter #1 combat: rolls 1 (hits on 8+) → 0 hits', '  attacker Hybrid Crystal Fighter #2 combat: rolls 1 (hits on 8+) → 0 hits']);
  });

  it('[0.0.1]: its and the dreadnoughts\' hits go to non-fighter ships first — the carrier, then a fighter', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'l1z1x', units: { flagship: 1, dreadnought: 1 } }, defender: { units: { fighter: 2, carrier: 1 } } }, [5, 1, 5, 1, 1, 1]);
    expect(events(lines).slice(1, 5)).toEqual(['  defender assigns 2 hits (to non-fighter ships if able)', '  defender Carrier is destroyed', '  defender assigns 1 hit', '  defender Fighter #1 is destroyed']);
  });

  it('Van Hauge sustains like any flagship; the cruiser is lost to the second hit', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { flagship: 1, cruiser: 1 } }, defender: { units: { dreadnought: 2 } } }, [1, 1, 1, 5, 5]);
    expect(events(lines).slice(1, 4)).toEqual(['  attacker assigns 2 hits', '  attacker Van Hauge sustains damage', '  attacker Cruiser is destroyed']);
  });
});
