/**
 * The allocation objective and its legality (situation.ts scoreAllocation; 004, "3. Resolving
 * Tactics" — "Allocate Damage"): damage within the Total Attack Strength and each target's cap
 * (an undamaged Hyperdrive ship cannot be destroyed by a Tactic: cap = hp − 1, 004, "Card
 * Clarifications — Hyperdrive"), ships behind a Magnetic Target damaged only once every Magnetic
 * Target ship of their player is destroyed (004, "Card Clarifications — Magnetic Target"); the
 * score is the value destroyed, then the setup: Σ damage × value / hp over targets left standing.
 */
import { describe, expect, it } from 'vitest';
import { AllocationSituation, isBetterScore, scoreAllocation, setupWeight } from './situation.js';

/** Strength 10 against a Cruiser (hp 8, 400), a Fighter (hp 5, 150) and a Destroyer with a Hyperdrive (hp 13, cap 12, 1000). */
function situation(strength = 10): AllocationSituation {
  const sit = new AllocationSituation(8);
  sit.clear(strength);
  sit.push(0, 8, 8, 400, 1, false, false);
  sit.push(1, 5, 5, 150, 1, false, false);
  sit.push(2, 13, 12, 1000, 2, false, false);
  return sit;
}

describe('scoring an allocation', () => {
  it('counts the value destroyed, and the setup of damage left on targets standing', () => {
    const sit = situation();
    expect(scoreAllocation(sit, [8, 2, 0])).toEqual({ legal: true, value: 400, setup: (2 * 150) / 5 });
    expect(scoreAllocation(sit, [5, 5, 0])).toEqual({ legal: true, value: 150, setup: (5 * 400) / 8 });
    const onDestroyer = scoreAllocation(sit, [0, 0, 10]);
    expect([onDestroyer.legal, onDestroyer.value]).toEqual([true, 0]);
    expect(onDestroyer.setup).toBeCloseTo((10 * 1000) / 13, 9);
    expect(scoreAllocation(sit, [0, 0, 0])).toEqual({ legal: true, value: 0, setup: 0 });
    expect(setupWeight(sit, 2)).toBe(1000 / 13);
  });

  it('refuses negative damage, damage over a cap, and more than the strength in all', () => {
    const sit = situation();
    const illegal = { legal: false, value: 0, setup: 0 };
    expect(scoreAllocation(sit, [-1, 5, 0])).toEqual(illegal);
    expect(scoreAllocation(sit, [9, 0, 0])).toEqual(illegal);
    // The Hyperdrive Destroyer takes 12 at most: 13 would destroy it.
    expect(scoreAllocation(situation(13), [0, 0, 13])).toEqual(illegal);
    expect(scoreAllocation(situation(13), [0, 0, 12]).legal).toBe(true);
    expect(scoreAllocation(sit, [8, 3, 0])).toEqual(illegal);
    expect(scoreAllocation(sit, [5, 5, 0]).legal).toBe(true);
  });

  it('a ship behind a Magnetic Target takes damage only once every Magnetic Target ship of its player is destroyed', () => {
    const sit = new AllocationSituation(4);
    sit.clear(10);
    sit.push(0, 4, 4, 200, 1, true, false); // a Fighter with a Magnetic Target and 1 damage
    sit.push(1, 8, 8, 400, 1, false, true); // a Cruiser of the same player
    expect(sit.groupMagnetic[1]).toBe(1);
    expect(scoreAllocation(sit, [3, 7]).legal).toBe(false);
    expect(scoreAllocation(sit, [4, 6])).toEqual({ legal: true, value: 200, setup: (6 * 400) / 8 });
    expect(scoreAllocation(sit, [3, 0])).toEqual({ legal: true, value: 0, setup: (3 * 200) / 4 });
    // A new decision forgets the targets and the Magnetic Target count.
    sit.clear(5);
    expect([sit.count, sit.strength, sit.killedValue, sit.groupMagnetic[1]]).toEqual([0, 5, 0, 0]);
  });

  it('a better score destroys more value, or as much with more setup beyond rounding', () => {
    expect(isBetterScore(400, 0, 150, 250)).toBe(true);
    expect(isBetterScore(150, 250, 400, 0)).toBe(false);
    expect(isBetterScore(400, 60, 400, 30)).toBe(true);
    expect(isBetterScore(400, 30, 400, 30)).toBe(false);
    expect(isBetterScore(400, 30 + 1e-12, 400, 30)).toBe(false);
    expect(isBetterScore(400, 1e-10 + 1e-9 * 2, 400, 1e-10)).toBe(true);
  });
});
