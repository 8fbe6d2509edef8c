/**
 * RecentAssignments (recent-assignments.ts), the cache between the greedy Tactic choice and the
 * resolution of the chosen card: an entry answers only the same attacker, card, Total Attack
 * Strength and target players while no unit changed (ConquestState.changes), with the damages the
 * allocator placed, Magnetic Target ships first (004_dd1e7b8f2e4bcb57.txt, "Magnetic Target": they
 * must be dealt with before the other ships); nothing is answered that was never stored.
 */
import { describe, expect, it } from 'vitest';
import { conquestFixture } from '../test-fixtures.js';
import { Assignment } from './allocation-memo.js';
import { RecentAssignments } from './recent-assignments.js';
import { AllocationSituation } from './situation.js';

function situation(targets: { unit: number; damage: number; magnetic?: number }[]): AllocationSituation {
  const sit = new AllocationSituation(8);
  sit.count = targets.length;
  targets.forEach((t, i) => {
    sit.unit[i] = t.unit;
    sit.damage[i] = t.damage;
    sit.magnetic[i] = t.magnetic ?? 0;
  });
  return sit;
}

const answer = (out: Assignment) => Array.from({ length: out.count }, (_, k) => [out.unit[k], out.damage[k]]);

describe('RecentAssignments', () => {
  const { state } = conquestFixture([{ name: 'A', fleet: ['cruiser', 'cruiser'] }, { name: 'B', fleet: ['destroyer', 'fighter-squadron'] }]);

  it('answers nothing it was not given, whatever the inputs', () => {
    const recent = new RecentAssignments(2, 3, 8);
    const out = new Assignment(8);
    for (const changes of [0, 1, 2]) {
      state.changes[0] = changes;
      for (let p = 0; p < 2; p++) for (let card = 0; card < 3; card++) expect(recent.lookup(state, p, card, 0, 0, out)).toBe(false);
    }
  });

  it('gives back the damages stored for the same attacker, card, strength and targets, Magnetic Target ships first and without the zeros', () => {
    const recent = new RecentAssignments(2, 3, 8);
    state.changes[0] = 7;
    recent.store(state, 1, 2, 6, 0b01, situation([{ unit: 0, damage: 2 }, { unit: 1, damage: 0 }, { unit: 3, damage: 4, magnetic: 1 }]));
    recent.store(state, 0, 1, 3, 0b10, situation([{ unit: 2, damage: 3 }]));
    const out = new Assignment(8);
    expect(recent.lookup(state, 1, 2, 6, 0b01, out)).toBe(true);
    expect(answer(out)).toEqual([[3, 4], [0, 2]]);
    expect(recent.lookup(state, 0, 1, 3, 0b10, out)).toBe(true);
    expect(answer(out)).toEqual([[2, 3]]);
    // Any other strength, target players, card or attacker: no answer.
    expect(recent.lookup(state, 1, 2, 5, 0b01, out)).toBe(false);
    expect(recent.lookup(state, 1, 2, 6, 0b11, out)).toBe(false);
    expect(recent.lookup(state, 1, 1, 6, 0b01, out)).toBe(false);
    expect(recent.lookup(state, 0, 2, 6, 0b01, out)).toBe(false);
    // A unit changed since: no answer.
    state.changes[0]++;
    expect(recent.lookup(state, 1, 2, 6, 0b01, out)).toBe(false);
  });

  it('an empty situation is kept as no damage at all', () => {
    const recent = new RecentAssignments(2, 3, 8);
    state.changes[0] = 3;
    recent.store(state, 1, 0, 2, 0b01, situation([]));
    const out = new Assignment(8);
    out.count = 5;
    expect(recent.lookup(state, 1, 0, 2, 0b01, out)).toBe(true);
    expect(out.count).toBe(0);
  });
});
