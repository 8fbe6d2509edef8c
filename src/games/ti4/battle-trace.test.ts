/**
 * The traced TI4 battle, line by line, on scripted dice (test/support/scripted-dice.ts): the trace is
 * what `salvo run --trace` shows a user, so every step name, roll line, assignment and result line
 * is behaviour. Dice are hand-placed and the die-by-die path is forced, so each line below is
 * computed by hand from the printed values (docs/scenario-format.md; destroyer 9, barrage 9 ×2;
 * cruiser 7; carrier 9; fighter 9; war sun 3 ×3, bombardment 3 ×3; PDS space cannon 6).
 * Rules: 002 "Tactical action" order; 003 "ANTI-FIGHTER BARRAGE", "ASSIGN HITS", "SUSTAIN DAMAGE",
 * "INVASION" (1. BOMBARDMENT, 2. COMMIT GROUND FORCES, 3. SPACE CANNON DEFENSE, 4. GROUND COMBAT).
 */
import { describe, expect, it } from 'vitest';
import { createTally, OUTCOME_BASE } from '../../core/tally.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { Trace } from '../game.js';
import { Ti4Simulator } from './battle.js';
import { compileTi4 } from './compile.js';
import { OUTCOME_ATTACKER_WIN } from './plan.js';
import { parseTi4Scenario } from './scenario.js';
import { DIE_BY_DIE } from '../../../test/support/ti4-helpers.js';

/** One traced battle on scripted faces (every face used); returns its trace lines and tally. */
function traced(raw: object, d10: number[]) {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  const tally = createTally(plan.tallySize);
  new Ti4Simulator(plan).run(dice, tally, 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return { lines: trace.lines, tally, plan };
}

describe('traced space combat: barrage, combat rounds, assignment, result', () => {
  it('destroyer + cruiser against carrier + 2 fighters over three rounds', () => {
    // Round 1: barrage 9, 3 → 1 hit (a fighter); combat: cruiser 7 hits, destroyer 2 misses; carrier 9 hits,
    // the last fighter 1 misses. Round 2: both miss. Round 3: the cruiser's 9 kills the carrier.
    const r = traced({ options: { maxRounds: 3 }, attacker: { units: { destroyer: 1, cruiser: 1 } }, defender: { units: { carrier: 1, fighter: 2 } } }, [9, 3, 7, 2, 9, 1, 1, 8, 9, 1]);
    expect(r.lines).toEqual([
      'Space combat round 1',
      '  anti-fighter barrage',
      '  attacker Destroyer anti-fighter barrage: rolls 9, 3 (hits on 9+) → 1 hit',
      '  defender Fighter #1 is destroyed by barrage',
      '  attacker Cruiser combat: rolls 7 (hits on 7+) → 1 hit',
      '  attacker Destroyer combat: rolls 2 (hits on 9+) → 0 hits',
      '  defender Carrier combat: rolls 9 (hits on 9+) → 1 hit',
      '  defender Fighter #2 combat: rolls 1 (hits on 9+) → 0 hits',
      '  defender assigns 1 hit',
      '  defender Fighter #2 is destroyed',
      '  attacker assigns 1 hit',
      '  attacker Destroyer is destroyed',
      'Space combat round 2',
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
      '  defender Carrier combat: rolls 8 (hits on 9+) → 0 hits',
      'Space combat round 3',
      '  attacker Cruiser combat: rolls 9 (hits on 7+) → 1 hit',
      '  defender Carrier combat: rolls 1 (hits on 9+) → 0 hits',
      '  defender assigns 1 hit',
      '  defender Carrier is destroyed',
      'Result: attackerWin after 3 rounds',
      '  attacker survivors: Cruiser',
      '  defender survivors: none',
    ]);
    expect(r.tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(1);
    expect(r.tally[r.plan.roundsSlot + 3]).toBe(1);
    // Resources lost, in half-points: attacker the destroyer (1 → 2); defender 2 fighters and the carrier
    // (0.5 + 0.5 + 3 → 8). Then their squares, and their product (the covariance of the losses).
    expect([r.tally[r.plan.sides[0].lostSlot], r.tally[r.plan.sides[0].lostSlot + 1]]).toEqual([2, 4]);
    expect([r.tally[r.plan.sides[1].lostSlot], r.tally[r.plan.sides[1].lostSlot + 1]]).toEqual([8, 64]);
    expect(r.tally[r.plan.lostCrossSlot]).toBe(16);
  });

  it('a retreat announced after round 1 (003 "ANNOUNCE RETREAT", "RETREAT"): the attacker leaves after the round\'s rolls', () => {
    const r = traced({ options: { maxRounds: 2 }, attacker: { units: { cruiser: 2 }, retreat: { afterRound: 1 } }, defender: { units: { dreadnought: 1 } } }, [1, 1, 1]);
    expect(r.lines).toEqual([
      'Space combat round 1',
      '  attacker announces a retreat',
      '  attacker Cruiser #1 combat: rolls 1 (hits on 7+) → 0 hits',
      '  attacker Cruiser #2 combat: rolls 1 (hits on 7+) → 0 hits',
      '  defender Dreadnought combat: rolls 1 (hits on 5+) → 0 hits',
      'attacker retreats',
      'Result: attackerRetreat after 1 round',
      '  attacker survivors: Cruiser #1, Cruiser #2',
      '  defender survivors: Dreadnought',
    ]);
  });
});

describe('traced retreats of the defender', () => {
  it('the defender announces a retreat after round 1 and leaves', () => {
    const r = traced({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 }, retreat: { afterRound: 1 } } }, [1, 1]);
    expect(r.lines).toEqual([
      'Space combat round 1',
      '  defender announces a retreat',
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
      '  defender Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
      'defender retreats',
      'Result: defenderRetreat after 1 round',
      '  attacker survivors: Cruiser',
      '  defender survivors: Cruiser',
    ]);
  });

  it('the defender\'s Skilled Retreat @round2: it leaves at the start of round 2', () => {
    const r = traced({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 }, effects: ['skilled-retreat@round2'] } }, [1, 1]);
    expect(r.lines.slice(3, 6)).toEqual(['Space combat round 2', 'defender retreats at once: the space combat ends in a draw', 'Result: draw after 2 rounds']);
  });
});

describe('traced rolls drawn from state tables', () => {
  it('cruiser duel on the joint table: u = 0.99 is the least likely pair (both hit, 0.3 · 0.3 = 0.09, last) — a draw', () => {
    // Pairs by falling probability: (0, 0) 0.49, (1, 0) and (0, 1) 0.21 each, (1, 1) 0.09.
    const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 2 }, attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } } }, 'test'));
    const dice = new ScriptedDice({ uniform: [0.99] });
    const trace = new Trace();
    new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), 1, trace);
    expect(trace.lines).toEqual([
      'Space combat round 1',
      '  attacker space combat: 1 hit (drawn from the hit distribution of its units, state tables)',
      '  defender space combat: 1 hit (drawn from the hit distribution of its units, state tables)',
      '  defender assigns 1 hit',
      '  defender Cruiser is destroyed',
      '  attacker assigns 1 hit',
      '  attacker Cruiser is destroyed',
      'Result: draw after 1 round',
      '  attacker survivors: none',
      '  defender survivors: none',
    ]);
  });
});

describe('traced invasion: space cannon offense, bombardment, space cannon defense', () => {
  it('war sun + 2 infantry against PDS + infantry: the war sun breaks the planetary shield and bombards', () => {
    // Cannon offense: PDS 10 hits, the war sun sustains. Bombardment 1, 10, 1 on 3+: 1 hit, the infantry dies.
    // Cannon defense: PDS 10 hits a landing infantry. No ground force defends: the attacker wins without a ground round.
    const r = traced({ place: 'tactical', attacker: { units: { warsun: 1, infantry: 2 } }, defender: { units: { pds: 1, infantry: 1 } } }, [10, 1, 10, 1, 10]);
    expect(r.lines).toEqual([
      'Space cannon offense',
      '  defender PDS space cannon: rolls 10 (hits on 6+) → 1 hit',
      '  attacker assigns 1 hit',
      '  attacker War Sun sustains damage',
      'Invasion',
      'Bombardment',
      '  attacker War Sun bombardment: rolls 1, 10, 1 (hits on 3+) → 1 hit',
      '  defender assigns 1 hit',
      '  defender Infantry is destroyed',
      '  attacker commits its ground forces',
      'Space cannon defense',
      '  defender PDS space cannon: rolls 10 (hits on 6+) → 1 hit',
      '  attacker assigns 1 hit',
      '  attacker Infantry #1 is destroyed',
      'Result: attackerWin after 0 rounds',
      '  attacker survivors: War Sun (damaged), Infantry #2',
      '  defender survivors: PDS',
    ]);
  });

  it('dreadnought + 2 infantry against PDS + infantry: the planetary shield blocks bombardment; one ground round', () => {
    // Cannon offense 1 and defense 1 miss (6+); ground: infantry 8 hits, 2 misses; the defender's 7 misses (8+).
    const r = traced({ place: 'tactical', attacker: { units: { dreadnought: 1, infantry: 2 } }, defender: { units: { pds: 1, infantry: 1 } } }, [1, 1, 8, 2, 7]);
    expect(r.lines).toEqual([
      'Space cannon offense',
      '  defender PDS space cannon: rolls 1 (hits on 6+) → 0 hits',
      'Invasion',
      'Bombardment is blocked by a planetary shield',
      '  attacker commits its ground forces',
      'Space cannon defense',
      '  defender PDS space cannon: rolls 1 (hits on 6+) → 0 hits',
      'Ground combat round 1',
      '  attacker Infantry #1 combat: rolls 8 (hits on 8+) → 1 hit',
      '  attacker Infantry #2 combat: rolls 2 (hits on 8+) → 0 hits',
      '  defender Infantry combat: rolls 7 (hits on 8+) → 0 hits',
      '  defender assigns 1 hit',
      '  defender Infantry is destroyed',
      'Result: attackerWin after 1 round',
      '  attacker survivors: Dreadnought, Infantry #1, Infantry #2',
      '  defender survivors: PDS',
    ]);
  });
});
