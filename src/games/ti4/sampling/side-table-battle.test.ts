/**
 * The table battle without a joint table (sampling/table-battle.ts `battleInPlace`): fleets whose
 * joint state space is too large draw one uniform number per side and round through each side's
 * own hit CDF. Checked on scripted uniforms (test/support/scripted-dice.ts) with hand-computed
 * binomial CDFs: 14 fighters hitting on 9+ (p = 0.2) — P(0) = 0.8^14 = 0.0440, P(≤ 1) = 0.0440 +
 * 14 · 0.2 · 0.8^13 = 0.1979; 13 fighters: P(0) = 0.8^13 = 0.0550, P(≤ 1) = 0.0550 + 13 · 0.2 · 0.8^12
 * = 0.2337. Rules 003 "MAKE COMBAT ROLLS" (a hit on the combat value or more), "ASSIGN HITS".
 */
import { describe, expect, it } from 'vitest';
import { createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP } from '../plan.js';
import { parseTi4Scenario } from '../scenario.js';

function run(uniform: number[], attacker: object = { fighter: 14 }, maxRounds = 2) {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds }, attacker: { units: attacker }, defender: { units: { fighter: 14 } } }, 'test'));
  const sim = new Ti4Simulator(plan);
  // The premise: state tables, but no joint table (the sides' bounds multiply past its cap).
  expect(sim.runsTableBattles).toBe(true);
  expect((sim as unknown as { tableBattle: { joint: unknown } }).tableBattle.joint).toBeNull();
  const dice = new ScriptedDice({ uniform });
  const tally = createTally(plan.tallySize);
  sim.run(dice, tally, 1, null);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return { plan, tally };
}

describe('table battle, one draw per side and round (no joint table)', () => {
  it('every draw 0: no hits, the round cap after 2 rounds, nothing lost', () => {
    const { plan, tally } = run([0, 0, 0, 0]);
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    expect(tally[plan.roundsSlot + 2]).toBe(1);
    expect(tally[plan.sides[0].lostSlot]).toBe(0);
    expect(tally[plan.sides[1].lostSlot]).toBe(0);
  });

  it('u = 0.1 is 1 hit for 14 fighters; u = 0.2 is 1 hit for 13: the defender loses 2 fighters, the attacker 1', () => {
    // Round 1: attacker 0.1 → 1 hit, defender 0 → 0. Round 2: attacker 0.1 → 1 hit, defender (13 left) 0.2 → 1 hit.
    const { plan, tally } = run([0.1, 0, 0.1, 0.2]);
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    const left = (s: 0 | 1, n: number) => tally[plan.sides[s].survivorSlot[plan.unitTypes.indexOf('fighter')] + n];
    expect(left(0, 13)).toBe(1);
    expect(left(1, 12)).toBe(1);
    // Losses in half-points (a fighter costs 0.5): attacker 1, defender 2; squares 1 and 4; product 2.
    expect([tally[plan.sides[0].lostSlot], tally[plan.sides[0].lostSlot + 1]]).toEqual([1, 1]);
    expect([tally[plan.sides[1].lostSlot], tally[plan.sides[1].lostSlot + 1]]).toEqual([2, 4]);
    expect(tally[plan.lostCrossSlot]).toBe(2);
  });

  it('u = 0.05 is 1 hit for 14 fighters (0.05 ≥ 0.0440) but 0 for 13 (0.05 < 0.0550): each side\'s CDF follows its own state', () => {
    // Round 1: the defender's 14 fighters hit once. Round 2: the attacker's 13 left draw 0.05 — no hit.
    const { plan, tally } = run([0, 0.05, 0.05, 0]);
    const left = (s: 0 | 1, n: number) => tally[plan.sides[s].survivorSlot[plan.unitTypes.indexOf('fighter')] + n];
    expect(left(0, 13)).toBe(1);
    expect(left(1, 14)).toBe(1);
  });

  it('round 1 starts with the barrage: a destroyer\'s 2 dice on 9+ (CDF 0.64, 0.96, 1) — u = 0.97 is 2 hits, 2 fighters die', () => {
    // Then combat: the attacker's 14 dice (13 fighters and the destroyer) draw 0, the defender's 12 fighters 0: no hits.
    const { plan, tally } = run([0.97, 0, 0], { fighter: 13, destroyer: 1 }, 1);
    const left = (s: 0 | 1, n: number) => tally[plan.sides[s].survivorSlot[plan.unitTypes.indexOf('fighter')] + n];
    expect(left(1, 12)).toBe(1);
    expect(left(0, 13)).toBe(1);
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
  });

  it('a wipe-out in round 1: u just below 1 is the last entry, all 14 hits (P = 0.2^14 ≈ 1.6e-10); the other side draws 0', () => {
    const top = 1 - 1e-12;
    const attackerWins = run([top, 0], { fighter: 14 }, 3);
    expect(attackerWins.tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(1);
    expect(attackerWins.tally[attackerWins.plan.roundsSlot + 1]).toBe(1);
    const defenderWins = run([0, top], { fighter: 14 }, 3);
    expect(defenderWins.tally[OUTCOME_BASE + OUTCOME_DEFENDER_WIN]).toBe(1);
    const draw = run([top, top], { fighter: 14 }, 3);
    expect(draw.tally[OUTCOME_BASE + OUTCOME_DRAW]).toBe(1);
  });
});
