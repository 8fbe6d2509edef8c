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

  it('round 1 whole is one run: each barrage entry times the combat entries of the state it leaves, summing to 1', () => {
    const joint = jointOf({ destroyer: 2 }, { carrier: 1, fighter: 1 })!;
    let expected = 0;
    for (let b = joint.barrageAt; b < joint.barrageAt + joint.barrageLength; b++) {
      const after = joint.next[b];
      expected += joint.fighting[after] === 1 ? joint.roundLength[after] : 1;
    }
    expect(joint.firstLength).toBe(expected);
    expect(joint.cdf[joint.firstAt + joint.firstLength - 1]).toBe(1);
    const p = (at: number, k: number) => joint.cdf[at + k] - (k === 0 ? 0 : joint.cdf[at + k - 1]);
    const pb = (b: number) => p(joint.barrageAt, b - joint.barrageAt);
    const first = (k: number) => {
      const b = joint.firstBarrage[k];
      const c = joint.firstCombat[k];
      return c < 0 ? pb(b) : pb(b) * p(joint.roundAt[joint.next[b]], c - joint.roundAt[joint.next[b]]);
    };
    for (let k = 0; k < joint.firstLength; k++) expect(p(joint.firstAt, k)).toBeCloseTo(first(k), 12);
    expect(first(0)).toBeCloseTo(0.4096 * 0.512, 12);
  });

  it('declines a battle whose rounds have more than 256 outcomes (the table battle keeps one draw per side)', () => {
    const battle = tableBattleOf({ dreadnought: 20 }, { dreadnought: 20 });
    expect(battle).not.toBeNull();
    expect(battle!.joint).toBeNull();
    expect(jointOf({ dreadnought: 7 }, { dreadnought: 7 })).not.toBeNull();
  });
});
