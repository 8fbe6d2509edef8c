import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../../core/rng.js';
import { GreedyAllocator } from './greedy-allocation.js';
import { OptimalAllocator } from './optimal-allocation.js';
import { AllocationSituation, isBetterScore, scoreAllocation, type AllocationScore } from './situation.js';
import { SpreadAllocator } from './spread-allocation.js';

const SITUATIONS = 300;
const CAPACITY = 6;

/**
 * A random small decision (004, "Allocate Damage"): 1-5 targets of up to 3 players, some damaged,
 * some undamaged Hyperdrive ships (cap = hp − 1), some players guarded by Magnetic Target ships.
 */
function randomSituation(rng: RandomStream): AllocationSituation {
  const sit = new AllocationSituation(CAPACITY);
  sit.clear(1 + rng.below(16));
  const count = 1 + rng.below(5);
  const guarded = [rng.chance(0.3), rng.chance(0.3), rng.chance(0.3)];
  for (let i = 0; i < count; i++) {
    const group = rng.below(3);
    const hp = 1 + rng.below(8);
    const evasive = hp > 1 && rng.chance(0.2);
    const magnetic = guarded[group] && rng.chance(0.5);
    const locked = guarded[group] && !magnetic && rng.chance(0.8);
    sit.push(i, hp, evasive ? hp - 1 : hp, 50 * (1 + rng.below(18)), group, magnetic, locked);
  }
  // A locked ship needs killable Magnetic Target ships in its group (attack.ts leaves it out otherwise).
  for (let i = 0; i < sit.count; i++) {
    if (sit.locked[i] === 1 && (sit.groupMagnetic[sit.group[i]] === 0 || hasUnkillableMagnetic(sit, sit.group[i]))) sit.locked[i] = 0;
  }
  return sit;
}

function hasUnkillableMagnetic(sit: AllocationSituation, group: number): boolean {
  for (let i = 0; i < sit.count; i++) if (sit.group[i] === group && sit.magnetic[i] === 1 && sit.cap[i] < sit.hp[i]) return true;
  return false;
}

/** The best score over every damage vector (each target 0..cap), by brute-force enumeration. */
function bruteForceBest(sit: AllocationSituation): AllocationScore {
  const damage = new Array<number>(sit.count).fill(0);
  let best: AllocationScore = { legal: true, value: 0, setup: 0 };
  const visit = (i: number): void => {
    if (i === sit.count) {
      const score = scoreAllocation(sit, damage);
      if (score.legal && isBetterScore(score.value, score.setup, best.value, best.setup)) best = score;
      return;
    }
    for (let d = 0; d <= sit.cap[i]; d++) {
      damage[i] = d;
      visit(i + 1);
    }
    damage[i] = 0;
  };
  visit(0);
  return best;
}

const resultOf = (sit: AllocationSituation) => Array.from(sit.damage.subarray(0, sit.count));

describe('damage allocation policies (the docs/ pages "Damage allocation"; 004, "Allocate Damage")', () => {
  it(`optimal equals brute-force enumeration on ${SITUATIONS} random small situations, and is never worse than greedy`, () => {
    const rng = new RandomStream('titanium-allocation-test');
    const optimal = new OptimalAllocator(CAPACITY);
    const greedy = new GreedyAllocator(CAPACITY);
    const spread = new SpreadAllocator();
    let greedyWorse = 0;
    for (let k = 0; k < SITUATIONS; k++) {
      const sit = randomSituation(rng);
      const best = bruteForceBest(sit);
      optimal.allocate(sit);
      const mine = scoreAllocation(sit, resultOf(sit));
      expect(mine.legal, `situation ${k}`).toBe(true);
      expect(mine.value, `situation ${k}`).toBe(best.value);
      expect(mine.setup, `situation ${k}`).toBeCloseTo(best.setup, 9);
      expect(sit.killedValue).toBe(mine.value);
      greedy.allocate(sit);
      const theirs = scoreAllocation(sit, resultOf(sit));
      expect(theirs.legal, `greedy, situation ${k}`).toBe(true);
      expect(sit.killedValue).toBe(theirs.value);
      expect(isBetterScore(theirs.value, theirs.setup, mine.value, mine.setup), `greedy beats optimal on situation ${k}`).toBe(false);
      if (isBetterScore(mine.value, mine.setup, theirs.value, theirs.setup)) greedyWorse++;
      spread.allocate(sit);
      expect(scoreAllocation(sit, resultOf(sit)).legal, `spread, situation ${k}`).toBe(true);
    }
    // The seeded set includes situations where greedy's kill order loses value.
    expect(greedyWorse).toBeGreaterThan(0);
  });

  it('optimal prefers two cheap kills to one dear kill when they are worth more (exact knapsack)', () => {
    const sit = new AllocationSituation(3);
    sit.clear(10);
    sit.push(0, 10, 10, 900, 0, false, false);
    sit.push(1, 5, 5, 500, 0, false, false);
    sit.push(2, 5, 5, 500, 0, false, false);
    new OptimalAllocator(3).allocate(sit);
    expect(resultOf(sit)).toEqual([0, 5, 5]);
    expect(sit.killedValue).toBe(1000);
    new GreedyAllocator(3).allocate(sit);
    expect(resultOf(sit)).toEqual([10, 0, 0]);
    expect(sit.killedValue).toBe(900);
  });

  it('optimal leaves leftover damage where it buys the most value per point of defense', () => {
    const sit = new AllocationSituation(2);
    sit.clear(4);
    sit.push(0, 8, 8, 400, 0, false, false);
    sit.push(1, 13, 13, 900, 0, false, false);
    new OptimalAllocator(2).allocate(sit);
    expect(resultOf(sit)).toEqual([0, 4]);
  });

  it('spread deals one token at a time round-robin', () => {
    const sit = new AllocationSituation(3);
    sit.clear(7);
    sit.push(0, 8, 8, 400, 0, false, false);
    sit.push(1, 2, 2, 150, 1, false, false);
    sit.push(2, 13, 12, 900, 1, false, false);
    new SpreadAllocator().allocate(sit);
    expect(resultOf(sit)).toEqual([3, 2, 2]);
    expect(sit.killedValue).toBe(150);
  });
});
