/**
 * Leaders (effects/leaders-*.ts), remaining faction abilities and units (effects/factions/*.ts) and
 * agendas (agendas.ts) traced on scripted dice (test/support/scripted-dice.ts), die by die. Each
 * expectation follows the card text quoted in the effect definition and rules 003 ("MAKE COMBAT
 * ROLLS", "ASSIGN HITS", "SUSTAIN DAMAGE", "INVASION" 1. BOMBARDMENT). Unit values:
 * docs/scenario-format.md (cruiser 7, dreadnought 5 and bombardment 5, infantry 8, mech 6, war sun 3 ×3).
 */
import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from '../scenario.js';
import { tracedLines as traced } from '../../../../test/support/ti4-helpers.js';

const events = (lines: string[]) => lines.filter((l) => !/ combat: rolls /.test(l));
const ones = (n: number) => new Array<number>(n).fill(1);

describe('agents', () => {
  it('Evelyn Delouis: 1 more die for the best ground force in the first ground round only', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 2 }, attacker: { units: { infantry: 2 }, effects: ['evelyn-delouis'] }, defender: { units: { infantry: 2 } } }, ones(9));
    expect(lines.slice(2, 5)).toEqual(['Ground combat round 1', '  attacker agent: Infantry #1 rolls 1 more die', '  attacker Infantry #1 combat: rolls 1, 1 (hits on 8+) → 0 hits']);
    expect(lines.slice(8, 10)).toEqual(['Ground combat round 2', '  attacker Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits']);
  });

  it('Tellurian: cancels the first hit; the next round\'s hit is assigned', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { units: { cruiser: 2 } }, defender: { units: { cruiser: 2 }, effects: ['tellurian'] } }, [7, 1, 1, 1, 7, 1, 1, 1]);
    expect(events(lines)).toEqual([
      'Space combat round 1',
      '  defender Tellurian cancels a hit on Cruiser #1',
      'Space combat round 2',
      '  defender assigns 1 hit',
      '  defender Cruiser #1 is destroyed',
      'Result: roundCap after 2 rounds',
      '  attacker survivors: Cruiser #1, Cruiser #2',
      '  defender survivors: Cruiser #2',
    ]);
  });

  it('The Thundarian: the 2 hits on its side are not assigned; both sides roll again', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['the-thundarian'] }, defender: { units: { cruiser: 2 } } }, [1, 1, 7, 7, 1, 1, 1, 1]);
    expect(events(lines)).toEqual(['Space combat round 1', '  attacker exhausts The Thundarian: both sides roll again', 'Result: roundCap after 1 round', '  attacker survivors: Cruiser #1, Cruiser #2', '  defender survivors: Cruiser #1, Cruiser #2']);
  });

  it('Brother Milor: a destroyed ship is followed by 2 fighters', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['brother-milor'] }, defender: { units: { cruiser: 2 } } }, [1, 1, 7, 1]);
    expect(events(lines).slice(1)).toEqual([
      '  attacker assigns 1 hit',
      '  attacker Cruiser #1 is destroyed',
      '  attacker Brother Milor places 2 fighters',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser #2, Fighter (placed during the battle) #1, Fighter (placed during the battle) #2',
      '  defender survivors: Cruiser #1, Cruiser #2',
    ]);
  });
});

describe('commanders', () => {
  it('Trrakan Aun Zulok: 1 additional die on a unit-ability roll (bombardment)', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 2, infantry: 1 }, effects: ['trrakan-aun-zulok'] }, defender: { units: { infantry: 2 } } }, [1, 1, 5, 1, 1]);
    expect(lines[4]).toBe('  attacker bombardment extra dice (card and ability dice): rolls 5 (hits on 5+) → 1 hit');
  });

  it('Agnlan Oln: the missed bombardment die (1) is rerolled (5): a hit', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 }, effects: ['agnlan-oln'] }, defender: { units: { infantry: 2 } } }, [1, 5, 1, 1]);
    expect(lines.slice(2, 5)).toEqual(['  attacker Dreadnought bombardment: rolls 5 (hits on 5+) → 1 hit', '  defender assigns 1 hit', '  defender Infantry #1 is destroyed']);
  });

  it('Agnlan Oln with Plasma Scoring: the extra die\'s miss is rerolled as well (1 → 5)', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 }, effects: ['agnlan-oln', 'plasma-scoring'] }, defender: { units: { infantry: 2 } } }, [1, 1, 1, 5, 1, 1]);
    expect(lines.slice(2, 4)).toEqual(['  attacker Dreadnought bombardment: rolls 1 (hits on 5+) → 0 hits', '  attacker bombardment extra dice (card and ability dice): rolls 5 (hits on 5+) → 1 hit']);
  });

  it('2RAM: PLANETARY SHIELD does not prevent bombardment', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 }, effects: ['2ram'] }, defender: { units: { infantry: 1, pds: 1 } } }, [1, 5, 1]);
    expect(lines.slice(2, 7)).toEqual(['Invasion', 'Bombardment', '  attacker Dreadnought bombardment: rolls 5 (hits on 5+) → 1 hit', '  defender assigns 1 hit', '  defender Infantry is destroyed']);
  });

  it('Claire Gibson: 1 more infantry on the defended planet', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 }, effects: ['claire-gibson'] } }, ones(4));
    expect(lines.at(-1)).toBe('  defender survivors: Infantry #1, Infantry #2');
  });

  it('Rickar Rickani: +2 to combat rolls (cruiser 5+)', () => {
    expect(traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 }, effects: ['rickar-rickani'] }, defender: { units: { cruiser: 1 } } }, [5, 1])[1]).toBe('  attacker Cruiser combat: rolls 5 (hits on 5+) → 1 hit');
  });
});

describe('heroes', () => {
  it('Ipswitch: each opposing ship destroyed is matched by one of that type placed for the Mentak', () => {
    const lines = traced(
      { options: { maxRounds: 1 }, attacker: { faction: 'mentak', units: { cruiser: 2 }, effects: ['ipswitch-loose-cannon'], without: ['ambush'] }, defender: { units: { cruiser: 1, destroyer: 1 } } },
      [7, 7, 1, 1],
    );
    expect(events(lines).slice(2)).toEqual([
      '  defender assigns 2 hits',
      '  defender Destroyer is destroyed',
      '  attacker Ipswitch places Destroyer (placed during the battle)',
      '  defender Cruiser is destroyed',
      '  attacker Ipswitch places Cruiser (placed during the battle) #3',
      'Result: attackerWin after 1 round',
      '  attacker survivors: Cruiser #1, Cruiser #2, Cruiser (placed during the battle) #3, Destroyer (placed during the battle)',
      '  defender survivors: none',
    ]);
  });

  it('Kuuasi Aun Jalatai: the flagship and 2 cruisers join in round 1 and roll', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 } }, defender: { faction: 'keleres', units: { cruiser: 1 }, effects: ['kuuasi-aun-jalatai'] } }, ones(6));
    expect(lines[1]).toBe('  defender Kuuasi Aun Jalatai places the flagship and 2 cruisers');
    expect(lines.at(-1)).toBe('  defender survivors: Cruiser #1, Cruiser (placed during the battle) #2, Cruiser (placed during the battle) #3, Artemiris (placed during the battle)');
  });

  it('heroes belong to their faction: a ConfigError names it', () => {
    expect(() => parseTi4Scenario({ game: 'ti4', place: 'tactical', attacker: { units: { cruiser: 1, infantry: 1 }, effects: ['shval-harbinger'] }, defender: { units: { cruiser: 1 } } }, 'f.yaml')).toThrow(
      'f.yaml: attacker.effects.0: "shval-harbinger" cannot be used here: it belongs to the sardakk (faction: sardakk).',
    );
  });
});

describe('faction abilities and units', () => {
  it('Dimensional Splicer: 1 hit before the combat, on the most valuable ship it can destroy (the cruiser, not the sustaining dreadnought)', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'creuss', units: { cruiser: 1 }, effects: ['dimensional-splicer'] }, defender: { units: { cruiser: 1, dreadnought: 1 } } }, [1, 1]);
    expect(lines.slice(0, 4)).toEqual(['  attacker Dimensional Splicer produces 1 hit', '  attacker assigns 1 hit by Dimensional Splicer to Cruiser', '  defender Cruiser is destroyed by Dimensional Splicer', 'Space combat round 1']);
  });

  it('Iconoclast (first printing) and Mordred: +2 to the mech\'s rolls (6 → 4+)', () => {
    expect(traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'naalu', units: { mech: 1 }, effects: ['iconoclast@original'] }, defender: { units: { infantry: 1 } } }, [4, 1])[3]).toBe('  attacker Iconoclast combat: rolls 4 (hits on 4+) → 1 hit');
    expect(traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'nekro', units: { mech: 1 }, effects: ['mordred'] }, defender: { units: { infantry: 1 } } }, [4, 1])[3]).toBe('  attacker Mordred combat: rolls 4 (hits on 4+) → 1 hit');
  });

  it('Quantum Manipulator: the mech in space sustains a hit for the ships; with no ship left it is lost with its transport', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'nomad', units: { cruiser: 1, mech: 1 } }, defender: { units: { cruiser: 2 } } }, [1, 7, 7]);
    expect(events(lines).slice(1, 5)).toEqual([
      '  attacker assigns 2 hits',
      '  attacker Quantum Manipulator sustains damage',
      '  attacker Cruiser is destroyed',
      '  attacker Quantum Manipulator is destroyed with its transport',
    ]);
  });

  it('Valkyrie Exoskeleton: after it sustains in ground combat it produces 1 hit', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'sardakk', units: { mech: 1, infantry: 1 } }, defender: { units: { infantry: 2 } } }, [1, 1, 8, 1]);
    expect(events(lines).slice(3, 8)).toEqual([
      '  attacker assigns 1 hit',
      '  attacker Valkyrie Exoskeleton sustains damage',
      '  attacker Valkyrie Exoskeleton produces 1 hit',
      '  defender assigns 1 hit',
      '  defender Infantry #1 is destroyed',
    ]);
  });

  it('Exotrireme II (whenever-able): destroys itself to destroy 2 ships, the most valuable first', () => {
    const lines = traced(
      { options: { maxRounds: 1 }, attacker: { faction: 'sardakk', units: { dreadnought: 1 }, upgrades: ['dreadnought'], effectPolicies: { 'exotrireme-ii': 'whenever-able' } }, defender: { units: { cruiser: 2, dreadnought: 1 } } },
      ones(4),
    );
    expect(events(lines).slice(1)).toEqual([
      '  attacker Exotrireme II destroys itself',
      '  attacker Exotrireme II is destroyed by its own ability',
      '  defender Dreadnought is destroyed by Exotrireme II',
      '  defender Cruiser #1 is destroyed by Exotrireme II',
      'Result: defenderWin after 1 round',
      '  attacker survivors: none',
      '  defender survivors: Cruiser #2',
    ]);
  });
});

describe('agendas', () => {
  it('Publicize Weapon Schematics: "All war suns lose SUSTAIN DAMAGE" — one hit destroys the war sun', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { warsun: 1 }, effects: ['publicize-weapon-schematics'] }, defender: { units: { cruiser: 1 } } }, [1, 1, 1, 7]);
    expect(events(lines).slice(1, 3)).toEqual(['  attacker assigns 1 hit', '  attacker War Sun is destroyed']);
  });

  it('Conventions of War: no bombardment of the planet', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 1 }, effects: ['conventions-of-war'] } }, [1, 1]);
    expect(lines.slice(0, 3)).toEqual(['Invasion', 'Bombardment is forbidden against this planet', '  attacker commits its ground forces']);
  });

  it('Prophecy of Ixth: +1 to the owner\'s fighters (9 → 8+), not to the carrier', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { fighter: 1, carrier: 1 }, effects: ['prophecy-of-ixth'] }, defender: { units: { cruiser: 1 } } }, [1, 8, 1]);
    expect(lines.slice(1, 3)).toEqual(['  attacker Carrier combat: rolls 1 (hits on 9+) → 0 hits', '  attacker Fighter combat: rolls 8 (hits on 8+) → 1 hit']);
  });
});
