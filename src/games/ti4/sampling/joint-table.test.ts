import { describe, expect, it } from 'vitest';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import type { TableSpaceBattle } from './table-battle.js';

const tableBattleOf = (attacker: object, defender: object) => {
  const sim = new Ti4Simulator(compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { units: attacker }, defender: { units: defender } }, 'test')));
  return (sim as unknown as { tableBattle: TableSpaceBattle | null }).tableBattle;
};
const jointOf = (attacker: object, defender: object) => tableBattleOf(attacker, defender)!.joint;

describe('JointTable (rules 003, "MAKE COMBAT ROLLS": both sides roll at once, each from its own units)', () => {
  it('dreadnought duel: the start round is the product of two p = 0.6 hits, by falling probability, ties in hit order', () => {
    const joint = jointOf({ dreadnought: 1 }, { dreadnought: 1 })!;
    const at = joint.roundAt[joint.start];
    const length = joint.roundLength[joint.start];
    expect(length).toBe(4);
    const pairs = Array.from({ length }, (_, k) => [joint.hitsOnD[at + k], joint.hitsOnA[at + k]]);
    expect(pairs).toEqual([[1, 1], [0, 1], [1, 0], [0, 0]]);
    const cdf = Array.from(joint.cdf.subarray(at, at + length));
    [0.36, 0.6, 0.84].forEach((c, k) => expect(cdf[k]).toBeCloseTo(c, 12));
    expect(cdf[3]).toBe(1);
    // No hits: the same joint state; a hit on each: both damaged, still fighting.
    expect(joint.next[at + 3]).toBe(joint.start);
    expect(joint.fighting[joint.next[at]]).toBe(1);
  });

  it('reaches every pair of states (3 × 3 for the duel: fresh, damaged, lost), and ends are not rolled from', () => {
    const joint = jointOf({ dreadnought: 1 }, { dreadnought: 1 })!;
    expect(joint.size).toBe(9);
    for (let j = 0; j < joint.size; j++) expect(joint.roundLength[j] > 0).toBe(joint.fighting[j] === 1);
  });

  it('round 1 barrage from the start: 2 destroyers against 1 fighter, 5 hit counts, the last entry exactly 1', () => {
    const joint = jointOf({ destroyer: 2 }, { carrier: 1, fighter: 1 })!;
    expect(joint.barrageLength).toBe(5);
    expect(joint.cdf[joint.barrageAt + 4]).toBe(1);
    expect(Array.from(joint.hitsOnA.subarray(joint.barrageAt, joint.barrageAt + 5))).toEqual([0, 0, 0, 0, 0]);
  });

  it('declines a battle whose rounds have more than 256 outcomes (the table battle keeps one draw per side)', () => {
    const battle = tableBattleOf({ dreadnought: 20 }, { dreadnought: 20 });
    expect(battle).not.toBeNull();
    expect(battle!.joint).toBeNull();
    expect(jointOf({ dreadnought: 7 }, { dreadnought: 7 })).not.toBeNull();
  });
});
