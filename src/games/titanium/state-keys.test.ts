/**
 * The memo keys a Conquest's state keeps (state.ts `keys`, `targetPart`, `targetFull`; attack.ts
 * targetStateKey and decisionKey): a key is a function of the units' damage alone, so it is the
 * same whether the damage was there from the start (a scenario's starting damage, 004_dd1e7b8f2e4bcb57.txt,
 * "Glossary — Defense Value") or dealt during the Conquest, and in whatever order; and a player
 * left out of the target players counts as if every unit of theirs were destroyed (attack.ts,
 * decisionKey doc block), whatever their damage.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { decisionKey, targetStateKey } from './attack.js';
import { compileTitanium } from './compile.js';
import { parseTitaniumScenario } from './scenario.js';
import { ConquestState } from './state.js';

/** Three players, two units each; `damage[p][i]` is the starting damage of p's unit i. */
function stateWith(damage: number[][]) {
  const fleets = [['cruiser', 'fighter-squadron'], ['destroyer', 'cruiser'], ['fighter-squadron', 'cruiser']];
  const players = fleets.map((fleet, p) => ({ name: 'ABC'[p], fleet: fleet.map((unit, i) => ({ unit, damage: damage[p][i] })) }));
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', { game: 'titanium', players }, 'keys'), 'keys'));
  const state = new ConquestState(plan);
  state.reset();
  const unit = (p: number, i: number) => plan.unitOwner.indexOf(p) + i;
  return { plan, state, unit };
}

const undamaged = [[0, 0], [0, 0], [0, 0]];

describe('the memo keys of the units\' damage', () => {
  it('starting damage gives the keys that the same damage dealt during the Conquest gives, for every attacker', () => {
    const start = stateWith([[2, 1], [5, 0], [0, 3]]);
    const dealt = stateWith(undamaged);
    expect(dealt.state.keyed).toBe(true);
    // Dealt in another order than the units are listed, by various players.
    dealt.state.damageInPlace(dealt.unit(2, 1), 3, 0);
    dealt.state.damageInPlace(dealt.unit(1, 0), 5, 2);
    dealt.state.damageInPlace(dealt.unit(0, 1), 1, 1);
    dealt.state.damageInPlace(dealt.unit(0, 0), 2, 2);
    expect(start.state.keys[0]).toBe(dealt.state.keys[0]);
    expect(start.state.keys[0]).toBeGreaterThan(0);
    for (let a = 0; a < 3; a++) {
      for (const mask of [0b111, 0b011, 0b101, 0b110]) {
        expect(targetStateKey(start.state, a, mask)).toBe(targetStateKey(dealt.state, a, mask));
        expect(decisionKey(start.state, a, 1, 4, mask)).toBe(decisionKey(dealt.state, a, 1, 4, mask));
      }
    }
    // The keys do see the damage: attacker A's key moves with B's and C's damage, not with A's own.
    const fresh = stateWith(undamaged);
    expect(targetStateKey(start.state, 0, 0b111)).not.toBe(targetStateKey(fresh.state, 0, 0b111));
    const onlyOwn = stateWith([[2, 1], [0, 0], [0, 0]]);
    expect(targetStateKey(onlyOwn.state, 0, 0b111)).toBe(targetStateKey(fresh.state, 0, 0b111));
    expect(targetStateKey(onlyOwn.state, 1, 0b111)).not.toBe(targetStateKey(fresh.state, 1, 0b111));
  });

  it('different damage, different keys: each unit\'s digit runs over 0 to its defense (radix defense + 1)', () => {
    // C's Cruiser (defense 8) is the last unit: 7 damage on it is digit 7; 1 damage on C's Fighter
    // before it weighs 8 + 1 = 9. A radix of 8 or less would make the two the same key.
    const onCruiser = stateWith([[0, 0], [0, 0], [0, 7]]);
    const onFighter = stateWith([[0, 0], [0, 0], [1, 0]]);
    expect(onFighter.state.keys[0] - onCruiser.state.keys[0]).toBe(2);
    for (const a of [0, 1]) expect(targetStateKey(onFighter.state, a, 0b111) - targetStateKey(onCruiser.state, a, 0b111)).toBe(2);
  });

  it('a player out of the target players counts as all destroyed, whatever their damage', () => {
    const some = stateWith([[0, 0], [4, 0], [1, 2]]);
    const other = stateWith([[0, 0], [0, 7], [1, 2]]);
    const allGone = stateWith([[0, 0], [0, 0], [1, 2]]);
    allGone.state.destroyInPlace(allGone.unit(1, 0), 0);
    allGone.state.destroyInPlace(allGone.unit(1, 1), 2);
    for (const attacker of [0, 2]) {
      const without = 0b111 & ~(1 << 1);
      expect(targetStateKey(some.state, attacker, without)).toBe(targetStateKey(other.state, attacker, without));
      expect(targetStateKey(some.state, attacker, without)).toBe(targetStateKey(allGone.state, attacker, 0b111));
      expect(targetStateKey(some.state, attacker, 0b111)).not.toBe(targetStateKey(allGone.state, attacker, 0b111));
    }
  });
});
