/**
 * The table battle (sampling/table-battle.ts) on scripted uniforms (test/support/scripted-dice.ts),
 * hand-computed: what a round-1 barrage needs, the carried ground forces at the end, and a run of 0
 * battles. Rules 003 "ANTI-FIGHTER BARRAGE" (a barrage hits only fighters: no opposing fighter, no
 * barrage roll), "MAKE COMBAT ROLLS", "SUSTAIN DAMAGE", and "CAPACITY" (ground forces in the space
 * area are lost with the last ship that carries them, and kept while a ship survives).
 *
 * 2 destroyers (combat 9: p = 0.2 each) against a dreadnought (combat 5: p = 0.6): hits on the
 * dreadnought 0, 1, 2 with 0.64, 0.32, 0.04; on the destroyers 0, 1 with 0.4, 0.6. Joint pairs by
 * falling probability: (0, 1) 0.384, (0, 0) 0.256, (1, 1) 0.192, (1, 0) 0.128, (2, 1) 0.024,
 * (2, 0) 0.016 — CDF 0.384, 0.64, 0.832, 0.96, 0.984, 1.
 * A carrier (9: 0.2) against a cruiser (7: 0.4): (0, 0) 0.48, (0, 1) 0.32, (1, 0) 0.12, (1, 1) 0.08 —
 * CDF 0.48, 0.8, 0.92, 1.
 */
import { describe, expect, it } from 'vitest';
import { createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP } from '../plan.js';
import { parseTi4Scenario } from '../scenario.js';
import type { TableSpaceBattle } from './table-battle.js';

function run(attacker: object, defender: object, uniform: number[], battles = 1) {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 1 }, attacker: { units: attacker }, defender: { units: defender } }, 'test'));
  const sim = new Ti4Simulator(plan);
  expect(sim.runsTableBattles).toBe(true);
  const dice = new ScriptedDice({ uniform });
  const tally = createTally(plan.tallySize);
  sim.run(dice, tally, battles, null);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  const left = (side: 0 | 1, unit: string, n: number) => tally[plan.sides[side].survivorSlot[plan.unitTypes.indexOf(unit)] + n];
  const outcome = (o: number) => tally[OUTCOME_BASE + o];
  const joint = (sim as unknown as { tableBattle: TableSpaceBattle }).tableBattle.joint;
  return { plan, tally, left, outcome, joint };
}

describe('no barrage roll without opposing fighters (2 destroyers against a dreadnought)', () => {
  it('round 1 has no barrage entries: the joint table rolls combat only', () => {
    const { joint } = run({ destroyer: 2 }, { dreadnought: 1 }, [0.5]);
    expect(joint).not.toBeNull();
    expect(joint!.firstLength).toBe(0);
  });

  it('u = 0.1 < 0.384: (0, 1) — a destroyer is lost (1 resource = 2 half-points)', () => {
    const { plan, tally, left, outcome } = run({ destroyer: 2 }, { dreadnought: 1 }, [0.1]);
    expect(left(0, 'destroyer', 1)).toBe(1);
    expect(tally[plan.sides[0].lostSlot]).toBe(2);
    expect(outcome(OUTCOME_ROUND_CAP)).toBe(1);
  });

  it('u = 0.5 in [0.384, 0.64): (0, 0) — nothing lost', () => {
    const { plan, tally, left } = run({ destroyer: 2 }, { dreadnought: 1 }, [0.5]);
    expect(left(0, 'destroyer', 2)).toBe(1);
    expect(tally[plan.sides[0].lostSlot]).toBe(0);
    expect(tally[plan.sides[1].lostSlot]).toBe(0);
  });

  it('u = 0.99 ≥ 0.984: (2, 0) — the dreadnought sustains and is destroyed: the attacker wins', () => {
    const { left, outcome } = run({ destroyer: 2 }, { dreadnought: 1 }, [0.99]);
    expect(left(0, 'destroyer', 2)).toBe(1);
    expect(left(1, 'dreadnought', 0)).toBe(1);
    expect(outcome(OUTCOME_ATTACKER_WIN)).toBe(1);
  });
});

describe('carried ground forces at the end of a space combat (a carrier with 2 infantry against a cruiser)', () => {
  it('u = 0.3 < 0.48: nobody hit — the round cap, both infantry kept', () => {
    const { left, outcome } = run({ carrier: 1, infantry: 2 }, { cruiser: 1 }, [0.3]);
    expect(outcome(OUTCOME_ROUND_CAP)).toBe(1);
    expect(left(0, 'infantry', 2)).toBe(1);
  });

  it('u = 0.6 in [0.48, 0.8): the carrier is sunk — the defender wins and the infantry are lost with it', () => {
    const { left, outcome } = run({ carrier: 1, infantry: 2 }, { cruiser: 1 }, [0.6]);
    expect(outcome(OUTCOME_DEFENDER_WIN)).toBe(1);
    expect(left(0, 'infantry', 0)).toBe(1);
  });

  it('u = 0.95 ≥ 0.92: both ships sunk — a draw, the infantry lost', () => {
    const { left, outcome } = run({ carrier: 1, infantry: 2 }, { cruiser: 1 }, [0.95]);
    expect(outcome(OUTCOME_DRAW)).toBe(1);
    expect(left(0, 'infantry', 0)).toBe(1);
  });

  it('without a joint table (14 fighters a side besides): every draw 0, the round cap, both infantry kept', () => {
    const { left, outcome, joint } = run({ carrier: 1, infantry: 2, fighter: 14 }, { fighter: 14 }, [0, 0]);
    expect(joint).toBeNull();
    expect(outcome(OUTCOME_ROUND_CAP)).toBe(1);
    expect(left(0, 'infantry', 2)).toBe(1);
  });
});

describe('a run of 0 battles', () => {
  it('tallies nothing and leaves the simulator able to run the next battle', () => {
    const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 1 }, attacker: { units: { destroyer: 2 } }, defender: { units: { dreadnought: 1 } } }, 'test'));
    const sim = new Ti4Simulator(plan);
    const tally = createTally(plan.tallySize);
    sim.run(new ScriptedDice({}), tally, 0, null);
    expect(Array.from(tally).every((v) => v === 0)).toBe(true);
    sim.run(new ScriptedDice({ uniform: [0.1] }), tally, 1, null);
    expect(tally[plan.sides[0].survivorSlot[plan.unitTypes.indexOf('destroyer')] + 1]).toBe(1);
  });
});
