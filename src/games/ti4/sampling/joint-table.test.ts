import { describe, expect, it } from 'vitest';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import type { TableSpaceBattle } from './table-battle.js';

/** The table battle of a space fight between two sides as a scenario writes them (units, effects). */
const tableBattleOfSides = (attacker: object, defender: object) => {
  const sim = new Ti4Simulator(compileTi4(parseTi4Scenario({ game: 'ti4', attacker, defender }, 'test')));
  return (sim as unknown as { tableBattle: TableSpaceBattle | null }).tableBattle;
};
const tableBattleOf = (attacker: object, defender: object) => tableBattleOfSides({ units: attacker }, { units: defender });
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

  it('Morale Boost in round 1 (rules 003: +1 to each die): round class 0 rolls 0.7 against 0.6, every round after it class 1 at 0.6 against 0.6', () => {
    const joint = tableBattleOfSides({ units: { dreadnought: 1 }, effects: ['morale-boost@round1'] }, { units: { dreadnought: 1 } })!.joint!;
    // The start (class 0) and the 9 pairs of the duel in class 1.
    expect(joint.size).toBe(10);
    expect(joint.roundClass[joint.start]).toBe(0);
    const at = joint.roundAt[joint.start];
    const pairs = Array.from({ length: 4 }, (_, k) => [joint.hitsOnD[at + k], joint.hitsOnA[at + k]]);
    expect(pairs).toEqual([[1, 1], [1, 0], [0, 1], [0, 0]]);
    [0.42, 0.7, 0.88].forEach((c, k) => expect(joint.cdf[at + k]).toBeCloseTo(c, 12));
    for (let k = 0; k < 4; k++) expect(joint.roundClass[joint.next[at + k]]).toBe(1);
    // No hits: the same units in class 1, whose round is the plain duel's, and which leads to itself.
    const later = joint.next[at + 3];
    expect([joint.stateA[later], joint.stateD[later]]).toEqual([joint.stateA[joint.start], joint.stateD[joint.start]]);
    const laterAt = joint.roundAt[later];
    [0.36, 0.6, 0.84].forEach((c, k) => expect(joint.cdf[laterAt + k]).toBeCloseTo(c, 12));
    expect(joint.next[laterAt + 3]).toBe(later);
  });

  it('Duranium Armor (repairs a unit that did not sustain this round): a damaged dreadnought that takes no hits is fresh after the round', () => {
    const joint = tableBattleOfSides({ units: { dreadnought: 1 }, effects: ['duranium-armor'] }, { units: { dreadnought: 1 } })!.joint!;
    const at = joint.roundAt[joint.start];
    const entry = (from: number, onD: number, onA: number) => {
      const first = joint.roundAt[from];
      for (let k = first; k < first + joint.roundLength[from]; k++) if (joint.hitsOnD[k] === onD && joint.hitsOnA[k] === onA) return k;
      throw new Error(`no entry ${onD}, ${onA}`);
    };
    // Round 1: the attacker sustains a hit (it may not repair the unit that sustained this round).
    const damaged = joint.next[entry(joint.start, 0, 1)];
    expect(joint.stateA[damaged]).not.toBe(joint.stateA[joint.start]);
    expect(joint.stateD[damaged]).toBe(joint.stateD[joint.start]);
    // Round 2 without hits: repaired, back to the start.
    expect(joint.next[entry(damaged, 0, 0)]).toBe(joint.start);
    expect(joint.next[at + joint.roundLength[joint.start] - 1]).toBe(joint.start);
  });
});
