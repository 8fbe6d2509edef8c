/**
 * The exact solver's tally (exact/result.ts `exactTally`) for a duel small enough to solve by hand:
 * a dreadnought (hits on 5+, p = 0.6, SUSTAIN DAMAGE) against a fighter (9+, p = 0.2). Rules 003
 * "MAKE COMBAT ROLLS", "SUSTAIN DAMAGE". Per round, from the healthy dreadnought: attacker wins
 * undamaged 0.48, wins damaged 0.12, is damaged 0.08, nothing 0.32 — so, leaving out the rounds with no
 * hit, the chain moves with 0.48/0.68, 0.12/0.68, 0.08/0.68. From the damaged dreadnought: win 0.48/0.68,
 * draw (both die) 0.12/0.68, defender wins 0.08/0.68. Hence P(defender wins) = (0.08/0.68)², P(draw) =
 * 0.08 · 0.12 / 0.68², P(attacker wins) the rest.
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../../core/tally.js';
import { compileTi4 } from '../compile.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW } from '../plan.js';
import { parseTi4Scenario } from '../scenario.js';
import { exactTally } from './result.js';
import { solveExact } from './solve.js';

const defenderWins = (0.08 / 0.68) ** 2;
const draw = (0.08 * 0.12) / 0.68 ** 2;
const attackerWins = 1 - defenderWins - draw;

describe('exact tally of dreadnought against fighter', () => {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { units: { dreadnought: 1 } }, defender: { units: { fighter: 1 } } }, 'test'));
  const tally = exactTally(plan, solveExact(plan));
  const slot = (s: 0 | 1, type: string) => plan.sides[s].survivorSlot[plan.unitTypes.indexOf(type)];

  it('outcomes', () => {
    expect(tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBeCloseTo(attackerWins, 12);
    expect(tally[OUTCOME_BASE + OUTCOME_DEFENDER_WIN]).toBeCloseTo(defenderWins, 12);
    expect(tally[OUTCOME_BASE + OUTCOME_DRAW]).toBeCloseTo(draw, 12);
  });

  it('survivors per side and type: the attacker\'s dreadnought and the defender\'s fighter', () => {
    expect(tally[slot(0, 'dreadnought') + 1]).toBeCloseTo(attackerWins, 12);
    expect(tally[slot(0, 'dreadnought')]).toBeCloseTo(draw + defenderWins, 12);
    expect(tally[slot(1, 'fighter') + 1]).toBeCloseTo(defenderWins, 12);
    expect(tally[slot(1, 'fighter')]).toBeCloseTo(attackerWins + draw, 12);
    expect(slot(0, 'fighter')).toBe(-1);
  });

  it('expected losses in half-points: dreadnought 8, fighter 1; their squares and product', () => {
    const lostA = draw + defenderWins;
    const lostD = attackerWins + draw;
    expect(tally[plan.sides[0].lostSlot]).toBeCloseTo(8 * lostA, 12);
    expect(tally[plan.sides[0].lostSlot + 1]).toBeCloseTo(64 * lostA, 12);
    expect(tally[plan.sides[1].lostSlot]).toBeCloseTo(lostD, 12);
    expect(tally[plan.sides[1].lostSlot + 1]).toBeCloseTo(lostD, 12);
    expect(tally[plan.lostCrossSlot]).toBeCloseTo(8 * draw, 12);
  });
});
