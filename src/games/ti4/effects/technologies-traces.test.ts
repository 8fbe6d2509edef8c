/**
 * Technologies (effects/technologies-ground.ts, technologies-space.ts) traced on scripted dice
 * (test/support/scripted-dice.ts), die by die. Each expectation follows the card text quoted in the
 * effect definition and rules 003 ("INVASION": 1. BOMBARDMENT, 3. SPACE CANNON DEFENSE, 4. GROUND
 * COMBAT; "SUSTAIN DAMAGE"). Unit values: docs/scenario-format.md (dreadnought 5, bombardment 5;
 * infantry 8; PDS space cannon 6; cruiser 7; fighter 9).
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { DIE_BY_DIE, tracedLines as traced } from '../../../../test/support/ti4-helpers.js';

const ones = (n: number) => new Array<number>(n).fill(1);
const groundRaw = (effect: string, maxRounds = 1) => ({ place: 'ground', options: { maxRounds }, attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1, pds: 1 }, effects: [effect] } });

describe('Magen Defense Grid', () => {
  it('original: "your opponent cannot make combat rolls this combat round" — round 1 only the defender rolls', () => {
    expect(traced(groundRaw('magen-defense-grid@original', 2), ones(5)).slice(4, 11)).toEqual([
      'Ground combat round 1',
      '  defender exhausts Magen Defense Grid: attacker cannot roll this round',
      '  defender Infantry combat: rolls 1 (hits on 8+) → 0 hits',
      'Ground combat round 2',
      '  attacker Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits',
      '  attacker Infantry #2 combat: rolls 1 (hits on 8+) → 0 hits',
      '  defender Infantry combat: rolls 1 (hits on 8+) → 0 hits',
    ]);
  });

  it('omega: "produce 1 hit and assign it to 1 of your opponent\'s ground forces" at the start of ground combat', () => {
    expect(traced(groundRaw('magen-defense-grid@omega'), ones(3)).slice(4, 8)).toEqual([
      '  defender Magen Defense Grid produces 1 hit',
      '  defender assigns 1 hit by Magen Defense Grid to Infantry #1',
      '  attacker Infantry #1 is destroyed by Magen Defense Grid',
      'Ground combat round 1',
    ]);
  });

  it('Codex: the hit, and 1 infantry placed with the structure (2 defending infantry roll)', () => {
    const lines = traced(groundRaw('magen-defense-grid'), ones(4));
    expect(lines.slice(4, 7)).toEqual(['  defender Magen Defense Grid produces 1 hit', '  defender assigns 1 hit by Magen Defense Grid to Infantry #1', '  attacker Infantry #1 is destroyed by Magen Defense Grid']);
    expect(lines.at(-1)).toBe('  defender survivors: Infantry #1, Infantry #2, PDS');
  });
});

describe('X-89 Bacterial Weapon', () => {
  it('"Double the hits produced by your units\' BOMBARDMENT and ground combat rolls"', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 2 }, effects: ['x89-bacterial-weapon'] }, defender: { units: { infantry: 3 } } }, [5, 8, 1, 1]);
    expect(lines.filter((l) => / assigns /.test(l))).toEqual(['  defender assigns 2 hits', '  defender assigns 2 hits']);
    expect(lines.at(-1)).toBe('  defender survivors: none');
  });

  it('omega: a bombardment that destroys an infantry destroys all of them', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 2 }, effects: ['x89-bacterial-weapon@omega'] }, defender: { units: { infantry: 3 } } }, [5]);
    expect(lines.slice(3, 8)).toEqual([
      '  defender assigns 1 hit',
      '  defender Infantry #1 is destroyed',
      '  attacker X-89 Bacterial Weapon destroys all infantry',
      '  defender Infantry #2 is destroyed by X-89',
      '  defender Infantry #3 is destroyed by X-89',
    ]);
  });

  it('omega: a bombardment that misses destroys nothing', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 2 }, effects: ['x89-bacterial-weapon@omega'] }, defender: { units: { infantry: 1 } } }, [1, 1, 1, 1]);
    expect(lines.some((l) => l.includes('X-89'))).toBe(false);
  });
});

describe('space technologies', () => {
  it('Plasma Scoring: "1 of those units may roll 1 additional die" with the best value', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 2, infantry: 1 }, effects: ['plasma-scoring'] }, defender: { units: { infantry: 2 } } }, [1, 1, 5, 1, 1]);
    expect(lines.slice(2, 7)).toEqual([
      '  attacker Dreadnought #1 bombardment: rolls 1 (hits on 5+) → 0 hits',
      '  attacker Dreadnought #2 bombardment: rolls 1 (hits on 5+) → 0 hits',
      '  attacker bombardment extra dice (card and ability dice): rolls 5 (hits on 5+) → 1 hit',
      '  defender assigns 1 hit',
      '  defender Infantry #1 is destroyed',
    ]);
  });

  it('Antimass Deflectors: "apply -1 to the result of each die roll" of SPACE CANNON against the owner — the PDS needs 7+', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 }, effects: ['antimass-deflectors'] }, defender: { units: { pds: 1, cruiser: 1 } } }, [6, 7, 1]);
    expect(lines[1]).toBe('  defender PDS space cannon: rolls 6 (hits on 7+) → 0 hits');
  });

  it('Graviton Laser System: the space cannon hit must go to a non-fighter ship — the cruiser, not a fighter', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1, fighter: 2 } }, defender: { units: { pds: 2, cruiser: 1 }, effects: ['graviton-laser-system'] } }, [6, 1, 1, 1, 1]);
    expect(lines.slice(3, 5)).toEqual(['  attacker assigns 1 hit (to non-fighter ships if able)', '  attacker Cruiser is destroyed']);
  });

  it('Duranium Armor: the unit damaged in an earlier round is repaired; of two damaged dreadnoughts the one that sustained this round is lost', () => {
    // Round 1: 1 hit, Dreadnought #1 sustains. Round 2: 2 hits — #2 sustains, then the loss falls on #2
    // (keepRepairable), and Duranium repairs #1, which did not sustain this round. Round 3: the repaired
    // #1 sustains again.
    const lines = traced({ options: { maxRounds: 3 }, attacker: { units: { dreadnought: 2 }, effects: ['duranium-armor'] }, defender: { units: { cruiser: 3 } } }, [1, 1, 7, 1, 1, 1, 1, 7, 7, 1, 1, 7, 1, 1]);
    expect(lines.filter((l) => / (assigns|sustains|destroyed|repaired)/.test(l))).toEqual([
      '  attacker assigns 1 hit',
      '  attacker Dreadnought #1 sustains damage',
      '  attacker assigns 2 hits',
      '  attacker Dreadnought #2 sustains damage',
      '  attacker Dreadnought #2 is destroyed',
      '  attacker Dreadnought #1 is repaired (Duranium Armor)',
      '  attacker assigns 1 hit',
      '  attacker Dreadnought #1 sustains damage',
    ]);
    expect(lines.at(-2)).toBe('  attacker survivors: Dreadnought #1 (damaged)');
  });

  it('Duranium Armor\'s keepRepairable with 3 hits in round 2: #2 sustains and is lost in place of #1, then the third hit takes #1', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { units: { dreadnought: 2 }, effects: ['duranium-armor'] }, defender: { units: { cruiser: 3 } } }, [1, 1, 7, 1, 1, 1, 1, 7, 7, 7]);
    expect(lines.filter((l) => / (assigns|sustains|destroyed|repaired)/.test(l))).toEqual([
      '  attacker assigns 1 hit',
      '  attacker Dreadnought #1 sustains damage',
      '  attacker assigns 3 hits',
      '  attacker Dreadnought #2 sustains damage',
      '  attacker Dreadnought #2 is destroyed',
      '  attacker Dreadnought #1 is destroyed',
    ]);
  });

  it('the same without a trace (the plain assignment loop): both dreadnoughts are lost', () => {
    const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 2 }, attacker: { units: { dreadnought: 2 }, effects: ['duranium-armor'] }, defender: { units: { cruiser: 3 } } }, 'test'));
    plan.roundSampling = DIE_BY_DIE;
    const dice = new ScriptedDice({ d10: [1, 1, 7, 1, 1, 1, 1, 7, 7, 7] });
    const sim = new Ti4Simulator(plan);
    sim.run(dice, createTally(plan.tallySize), 1, null);
    expect(dice.remaining().d10).toBe(0);
    expect([...sim.sides[0].alive]).toEqual([0, 0]);
  });

  it('keepRepairable: false, without a trace: the unit damaged earlier is lost, the one that sustained this round stays unrepaired and falls in round 3', () => {
    // Round 1: 1 hit, Dreadnought #1 sustains. Round 2: 2 hits — #2 sustains, the loss falls on #1
    // (first in the kill order; the policy does not keep the repairable one), and Duranium has no
    // unit to repair (#2 sustained this round). Round 3: 1 hit destroys the damaged #2.
    const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 3 }, attacker: { units: { dreadnought: 2 }, effects: ['duranium-armor'], keepRepairable: false }, defender: { units: { cruiser: 3 } } }, 'test'));
    expect(plan.sides[0].keepRepairable).toBe(false);
    plan.roundSampling = DIE_BY_DIE;
    const dice = new ScriptedDice({ d10: [1, 1, 7, 1, 1, 1, 1, 1, 7, 7, 1, 7, 1, 1] });
    const sim = new Ti4Simulator(plan);
    sim.run(dice, createTally(plan.tallySize), 1, null);
    expect(dice.remaining().d10).toBe(0);
    expect([...sim.sides[0].alive]).toEqual([0, 0]);
  });

  it('Duranium Armor: 3 hits in round 1 — both dreadnoughts sustain this round, so neither is repairable: the loss falls on #1, first in the kill order', () => {
    // Cruisers 7, 7, 7: Dreadnought #1 sustains, #2 sustains, the third hit destroys #1 (both
    // sustained this round, so keeping "the repairable one" changes nothing); no repair follows.
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { dreadnought: 2 }, effects: ['duranium-armor'] }, defender: { units: { cruiser: 3 } } }, [1, 1, 7, 7, 7]);
    expect(lines.filter((l) => / (assigns|sustains|destroyed|repaired)/.test(l))).toEqual([
      '  attacker assigns 3 hits',
      '  attacker Dreadnought #1 sustains damage',
      '  attacker Dreadnought #2 sustains damage',
      '  attacker Dreadnought #1 is destroyed',
    ]);
  });

  it('Duranium Armor repairs 1 unit a round: of two equally costly damaged dreadnoughts, the first', () => {
    // Both start damaged and nothing hits in round 1: both may be repaired, the policy (most
    // expensive) ties, and the first of them is repaired.
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { dreadnought: 2 }, damaged: { dreadnought: 2 }, effects: ['duranium-armor'] }, defender: { units: { cruiser: 1 } } }, [1, 1, 1]);
    expect(lines.filter((l) => l.includes('repaired'))).toEqual(['  attacker Dreadnought #1 is repaired (Duranium Armor)']);
    expect(lines.at(-2)).toBe('  attacker survivors: Dreadnought #1, Dreadnought #2 (damaged)');
  });
});
