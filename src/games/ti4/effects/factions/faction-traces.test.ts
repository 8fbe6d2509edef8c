/**
 * Faction abilities, technologies and mechs traced on scripted dice (test/support/scripted-dice.ts),
 * die by die: Raid Formation and Strike Wing Alpha II (Argent), Fragile and Shield Paling
 * (Jol-Nar), Supercharge (Naaz-Rokha), Devotion, Indoctrination and Impulse Core (Yin). Expectations follow the card texts quoted in the effect
 * definitions, rules 003 "ANTI-FIGHTER BARRAGE" and "ASSIGN HITS", and the unit values of
 * docs/scenario-format.md.
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../../../core/tally.js';
import { ScriptedDice } from '../../../../../test/support/scripted-dice.js';
import { Trace } from '../../../game.js';
import { Ti4Simulator } from '../../battle.js';
import { compileTi4 } from '../../compile.js';
import { parseTi4Scenario } from '../../scenario.js';
import { DIE_BY_DIE } from '../../../../../test/support/ti4-helpers.js';

/** `battles` traced battles on one simulator, every scripted face used; the trace of all of them. */
function traced(raw: object, d10: number[], battles = 1): string[] {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), battles, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

const ones = (n: number) => new Array<number>(n).fill(1);

describe('Raid Formation (Argent): each barrage hit beyond the fighters damages a ship with SUSTAIN DAMAGE', () => {
  it('3 hits against 1 fighter and 2 dreadnoughts: the fighter dies, both dreadnoughts become damaged', () => {
    // Strike Wing Alpha (Argent destroyer I): barrage 9 ×2, combat 8.
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'argent', units: { destroyer: 2 } }, defender: { units: { dreadnought: 2, fighter: 1 } } }, [9, 9, 9, 1, ...ones(4)]);
    expect(lines.slice(0, 7)).toEqual([
      'Space combat round 1',
      '  anti-fighter barrage',
      '  attacker Strike Wing Alpha #1 anti-fighter barrage: rolls 9, 9 (hits on 9+) → 2 hits',
      '  attacker Strike Wing Alpha #2 anti-fighter barrage: rolls 9, 1 (hits on 9+) → 1 hit',
      '  attacker Raid Formation: Dreadnought #1 becomes damaged',
      '  attacker Raid Formation: Dreadnought #2 becomes damaged',
      '  defender Fighter is destroyed by barrage',
    ]);
  });

  it('1 excess hit damages the most expensive ship that can sustain: the war sun (12), not the flagship (8) or the dreadnought (4)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'argent', units: { destroyer: 2 } }, defender: { faction: 'sol', units: { dreadnought: 1, warsun: 1, flagship: 1, fighter: 1 } } }, [9, 9, 1, 1, ...ones(8)]);
    expect(lines.filter((l) => l.includes('Raid Formation'))).toEqual(['  attacker Raid Formation: War Sun becomes damaged']);
    expect(lines.at(-1)).toBe('  defender survivors: Dreadnought, War Sun (damaged), Genesis');
  });
});

describe('Strike Wing Alpha II (Argent): "each result of 9 or 10 also destroys 1 of your opponent\'s infantry in the space area"', () => {
  it('barrage 10, 9, 6 (hits on 6+): 2 carried infantry die for the 9 and the 10; the fighter dies to the barrage', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { carrier: 1, fighter: 1, infantry: 3 } }, defender: { faction: 'argent', units: { destroyer: 1 }, upgrades: ['destroyer'] } }, [10, 9, 6, 1, 1]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  anti-fighter barrage',
      '  defender Strike Wing Alpha II anti-fighter barrage: rolls 10, 9, 6 (hits on 6+) → 3 hits',
      '  attacker Infantry #1 is destroyed by Strike Wing Alpha II',
      '  attacker Infantry #2 is destroyed by Strike Wing Alpha II',
      '  attacker Fighter is destroyed by barrage',
      '  attacker Carrier combat: rolls 1 (hits on 9+) → 0 hits',
      '  defender Strike Wing Alpha II combat: rolls 1 (hits on 7+) → 0 hits',
      'Result: roundCap after 1 round',
      '  attacker survivors: Carrier, Infantry #3',
      '  defender survivors: Strike Wing Alpha II',
    ]);
  });

  it('two results of 9 or 10 and only 1 carried infantry: that infantry dies, the second kill finds none (the carrier and fighter are not infantry)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { carrier: 1, fighter: 1, infantry: 1 } }, defender: { faction: 'argent', units: { destroyer: 1 }, upgrades: ['destroyer'] } }, [10, 9, 6, 1, 1]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  anti-fighter barrage',
      '  defender Strike Wing Alpha II anti-fighter barrage: rolls 10, 9, 6 (hits on 6+) → 3 hits',
      '  attacker Infantry is destroyed by Strike Wing Alpha II',
      '  attacker Fighter is destroyed by barrage',
      '  attacker Carrier combat: rolls 1 (hits on 9+) → 0 hits',
      '  defender Strike Wing Alpha II combat: rolls 1 (hits on 7+) → 0 hits',
      'Result: roundCap after 1 round',
      '  attacker survivors: Carrier',
      '  defender survivors: Strike Wing Alpha II',
    ]);
  });
});

describe('Shield Paling (Jol-Nar mech): "Your infantry on this planet are not affected by your FRAGILE faction ability"', () => {
  it('infantry hit on 8+ while the mech lives, on 9+ (Fragile, −1) once it is destroyed', () => {
    // The damaged mech is lost first (killOrder) to the defender's one hit in round 1.
    const lines = traced(
      { place: 'ground', options: { maxRounds: 2 }, attacker: { faction: 'jol-nar', units: { infantry: 1, mech: 1 }, damaged: { mech: 1 }, killOrder: ['mech'] }, defender: { units: { infantry: 3 } } },
      [1, 1, 8, 1, 1, 8, 1, 1, 1],
    );
    expect(lines.filter((l) => l.includes('attacker'))).toEqual([
      '  attacker commits its ground forces',
      '  attacker Infantry combat: rolls 1 (hits on 8+) → 0 hits',
      '  attacker Shield Paling combat: rolls 1 (hits on 7+) → 0 hits',
      '  attacker assigns 1 hit',
      '  attacker Shield Paling is destroyed',
      '  attacker Infantry combat: rolls 8 (hits on 9+) → 0 hits',
      '  attacker survivors: Infantry',
    ]);
  });
});

describe('Supercharge (Naaz-Rokha): "+1 to the result of each of your unit\'s combat rolls during this combat round"', () => {
  it('@round2: the cruiser hits on 6+ in round 2 only', () => {
    const lines = traced({ options: { maxRounds: 3 }, attacker: { faction: 'naaz-rokha', units: { cruiser: 1 }, effects: ['supercharge@round2'] }, defender: { units: { cruiser: 1 } } }, ones(6));
    expect(lines.filter((l) => l.startsWith('  attacker') && !l.includes('survivors'))).toEqual([
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
      '  attacker exhausts Supercharge',
      '  attacker Cruiser combat: rolls 1 (hits on 6+) → 0 hits',
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
    ]);
  });

  it('a battle that ends in the Supercharge round (the defender\'s Skilled Retreat) does not carry the bonus\'s end into the next battle', () => {
    const raw = { options: { maxRounds: 5 }, attacker: { faction: 'naaz-rokha', units: { cruiser: 1 }, effects: ['supercharge@round3'] }, defender: { units: { cruiser: 1 }, effects: ['skilled-retreat@round3'] } };
    const lines = traced(raw, ones(8), 2);
    const attackerRolls = lines.filter((l) => l.startsWith('  attacker Cruiser combat'));
    expect(attackerRolls).toEqual(new Array(4).fill('  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits'));
    expect(lines.filter((l) => l.startsWith('Result'))).toEqual(['Result: draw after 3 rounds', 'Result: draw after 3 rounds']);
  });
});

describe('Supercharge when the space combat ends in the barrage step', () => {
  // Supercharge: "+1 to the result of each of your unit's combat rolls during this combat round". When the
  // first space round ends after the anti-fighter barrage, that round still ends (battle.ts runs the
  // end-of-round effects there): the +1 is taken back and does not reach the first ground combat round.
  it('the +1 of the space round does not reach the ground combat (infantry 8+ in ground round 1)', () => {
    const lines = traced(
      { place: 'tactical', options: { maxRounds: 2 }, attacker: { faction: 'naaz-rokha', units: { destroyer: 1, infantry: 1 }, effects: ['supercharge'] }, defender: { units: { fighter: 1, infantry: 1 } } },
      [9, 1, 1, 1, 1, 1],
    );
    expect(lines.filter((l) => l.startsWith('  attacker Infantry combat'))).toEqual(new Array(2).fill('  attacker Infantry combat: rolls 1 (hits on 8+) → 0 hits'));
  });
});

describe('Yin: Devotion, Indoctrination and Impulse Core', () => {
  it('Devotion (worth-it): after the round the cheapest ship (the destroyer, 1) is given for a hit on the costliest ship that cannot sustain (the carrier, 3)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { cruiser: 1, destroyer: 1 } }, defender: { units: { carrier: 1, fighter: 1, dreadnought: 1 } } }, ones(7));
    expect(lines.slice(8)).toEqual([
      '  attacker Devotion: destroys its Destroyer',
      '  attacker Destroyer is destroyed by Devotion',
      '  attacker assigns 1 hit by Devotion to Carrier',
      '  defender Carrier is destroyed by Devotion',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser',
      '  defender survivors: Dreadnought, Fighter',
    ]);
  });

  it('Devotion (worth-it) is not used to kill a fighter (0.5) with a cruiser (2); whenever-able it is', () => {
    const worthIt = traced({ options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { cruiser: 2 } }, defender: { units: { fighter: 2 } } }, ones(4));
    expect(worthIt.some((l) => l.includes('Devotion'))).toBe(false);
    const always = traced({ options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { cruiser: 2 }, effectPolicies: { devotion: 'whenever-able' } }, defender: { units: { fighter: 2 } } }, ones(4));
    expect(always.filter((l) => l.includes('Devotion'))).toEqual([
      '  attacker Devotion: destroys its Cruiser #1',
      '  attacker Cruiser #1 is destroyed by Devotion',
      '  attacker assigns 1 hit by Devotion to Fighter #1',
      '  defender Fighter #1 is destroyed by Devotion',
    ]);
  });

  it('Devotion against a lone dreadnought: the hit is sustained', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { cruiser: 2 }, effectPolicies: { devotion: 'whenever-able' } }, defender: { units: { dreadnought: 1 } } }, ones(3));
    expect(lines.filter((l) => l.includes('Devotion')).at(-1)).toBe('  attacker assigns 1 hit by Devotion to Dreadnought, which sustains damage');
    expect(lines.at(-1)).toBe('  defender survivors: Dreadnought (damaged)');
  });

  it('Indoctrination: 2 influence replace an opposing infantry with a Yin infantry before the ground combat', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { infantry: 1 }, tradeGoods: 2 }, defender: { units: { infantry: 2 } } }, ones(3));
    expect(lines.slice(0, 3)).toEqual(['Invasion', '  attacker commits its ground forces', '  attacker Indoctrination: replaces Infantry #2 with its own infantry']);
    expect(lines.slice(-2)).toEqual(['  attacker survivors: Infantry #1, Infantry (placed during the battle) #2', '  defender survivors: Infantry #1']);
  });

  it('Impulse Core (worth-it): the destroyer (1) is given for a hit the opponent must put on a non-fighter ship — its cruiser (2)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { cruiser: 1, destroyer: 1 }, effects: ['impulse-core'], without: ['devotion'] }, defender: { units: { cruiser: 1, fighter: 1 } } }, [1, 1]);
    expect(lines.slice(0, 4)).toEqual([
      '  attacker Impulse Core: destroys its Destroyer',
      '  attacker Destroyer is destroyed by Impulse Core',
      '  defender assigns 1 hit (to non-fighter ships if able)',
      '  defender Cruiser is destroyed',
    ]);
    expect(lines.at(-1)).toBe('  defender survivors: Fighter');
  });

  it("Moyin's Ashes: with 3 influence, Indoctrination places a mech (6+) instead of an infantry", () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { infantry: 1 }, tradeGoods: 3, effects: ['moyins-ashes'] }, defender: { units: { infantry: 2 } } }, ones(3));
    expect(lines).toContain('  attacker Indoctrination: replaces Infantry #2 with its own mech');
    expect(lines).toContain("  attacker Moyin's Ashes (placed during the battle) combat: rolls 1 (hits on 6+) → 0 hits");
    expect(lines.slice(-2)).toEqual(["  attacker survivors: Infantry #1, Moyin's Ashes (placed during the battle)", '  defender survivors: Infantry #1']);
  });

  it('Indoctrination needs a participating infantry alive: one destroyed by bombardment is not replaced', () => {
    // Bombardment (rules 002, invasion: bombardment before committing ground forces): the
    // dreadnought's 5 destroys the infantry (sustainFirst: false, the mech does not sustain); at the
    // start of the ground combat only the mech is left, so Indoctrination has nothing to replace.
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { dreadnought: 1, infantry: 1 }, tradeGoods: 2 }, defender: { units: { infantry: 1, mech: 1 }, sustainFirst: false } }, [5, 1, 1]);
    expect(lines).toEqual([
      'Invasion',
      'Bombardment',
      '  attacker Dreadnought bombardment: rolls 5 (hits on 5+) → 1 hit',
      '  defender assigns 1 hit',
      '  defender Infantry is destroyed',
      '  attacker commits its ground forces',
      'Ground combat round 1',
      '  attacker Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits',
      '  defender Mech combat: rolls 1 (hits on 6+) → 0 hits',
      'Result: roundCap after 1 round',
      '  attacker survivors: Dreadnought, Infantry #1',
      '  defender survivors: Mech',
    ]);
  });

  it('Indoctrination replaces an infantry, never a mech', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { infantry: 1 }, tradeGoods: 2 }, defender: { units: { infantry: 1, mech: 1 } } }, ones(3));
    expect(lines[2]).toBe('  attacker Indoctrination: replaces Infantry with its own infantry');
    expect(lines.at(-1)).toBe('  defender survivors: Mech');
  });

  it('Indoctrination applies by itself with 2 influence and an opposing infantry only', () => {
    const parse = (tradeGoods: number, defender: object) => parseTi4Scenario({ game: 'ti4', place: 'ground', attacker: { faction: 'yin', units: { infantry: 1 }, tradeGoods }, defender: { units: defender } }, 'f.yaml');
    expect(parse(2, { infantry: 1 }).attacker.effects.map((e) => e.id)).toEqual(['indoctrination']);
    expect(parse(1, { infantry: 1 }).attacker.effects).toEqual([]);
    expect(parse(2, { mech: 1 }).attacker.effects).toEqual([]);
    expect(() => parseTi4Scenario({ game: 'ti4', place: 'ground', attacker: { faction: 'yin', units: { infantry: 1 }, tradeGoods: 1, without: ['indoctrination'] }, defender: { units: { infantry: 1 } } }, 'f.yaml')).toThrow(
      '"indoctrination" is not an automatic effect of this side here',
    );
  });

  it('Impulse Core needs an opposing non-fighter ship ("that hit must be assigned … to 1 of their non-fighter ships"): against fighters only it is not used', () => {
    const lines = traced(
      { options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { destroyer: 1, cruiser: 1 }, effects: ['impulse-core'], effectPolicies: { 'impulse-core': 'whenever-able' } }, defender: { units: { fighter: 2 } } },
      ones(6),
    );
    expect(lines.some((l) => l.includes('Impulse Core'))).toBe(false);
    expect(lines.at(-2)).toBe('  attacker survivors: Cruiser, Destroyer');
  });
});
