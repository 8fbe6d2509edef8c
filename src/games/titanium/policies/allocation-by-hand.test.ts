/**
 * The `greedy` and `spread` damage allocations worked by hand (docs/titanium.md, "Damage
 * allocation"; 004, "Allocate Damage"; "Card Clarifications — Hyperdrive": an undamaged ship with
 * one cannot be destroyed by a Tactic; "Magnetic Target": the player's other ships take damage only
 * once every Magnetic Target ship is destroyed).
 */
import { describe, expect, it } from 'vitest';
import { GreedyAllocator } from './greedy-allocation.js';
import { AllocationSituation } from './situation.js';
import { SpreadAllocator } from './spread-allocation.js';

const damage = (sit: AllocationSituation) => Array.from(sit.damage.subarray(0, sit.count));

describe('greedy allocation', () => {
  it('destroys the most valuable target it can, then puts what is left on the most valuable survivor', () => {
    // 12 against a Cruiser (hp 8, 400), a Fighter (hp 5, 150) and a Hyperdrive Destroyer (hp 13, at most 12, 900):
    // the Destroyer cannot be destroyed; the Cruiser is (8), the Fighter is out of reach (5 > 4); the 4 left go on the Destroyer.
    const sit = new AllocationSituation(3);
    sit.clear(12);
    sit.push(0, 8, 8, 400, 1, false, false);
    sit.push(1, 5, 5, 150, 1, false, false);
    sit.push(2, 13, 12, 900, 1, false, false);
    new GreedyAllocator(3).allocate(sit);
    expect([damage(sit), sit.killedValue]).toEqual([[8, 0, 4], 400]);
    // 25: Cruiser and Fighter destroyed (13), 12 left: the Destroyer takes 12, one short of destruction.
    sit.clear(25);
    sit.push(0, 8, 8, 400, 1, false, false);
    sit.push(1, 5, 5, 150, 1, false, false);
    sit.push(2, 13, 12, 900, 1, false, false);
    new GreedyAllocator(3).allocate(sit);
    expect([damage(sit), sit.killedValue]).toEqual([[8, 5, 12], 550]);
  });

  it('destroying the last Magnetic Target opens the other ships, and the search starts again from the most valuable', () => {
    // 12 against a Magnetic Target Fighter (hp 4, 200) and a Cruiser of the same player (hp 8, 400, locked):
    // the Cruiser is locked until the Fighter falls (4); then the 8 left destroy it.
    const sit = new AllocationSituation(2);
    sit.clear(12);
    sit.push(0, 4, 4, 200, 1, true, false);
    sit.push(1, 8, 8, 400, 1, false, true);
    new GreedyAllocator(2).allocate(sit);
    expect([damage(sit), sit.killedValue]).toEqual([[4, 8], 600]);
    // 10: the Fighter falls, 6 left cannot destroy the Cruiser: they stay on it.
    sit.clear(10);
    sit.push(0, 4, 4, 200, 1, true, false);
    sit.push(1, 8, 8, 400, 1, false, true);
    new GreedyAllocator(2).allocate(sit);
    expect([damage(sit), sit.killedValue]).toEqual([[4, 6], 200]);
    // 3: the Fighter cannot be destroyed; the Cruiser stays locked: all 3 on the Fighter.
    sit.clear(3);
    sit.push(0, 4, 4, 200, 1, true, false);
    sit.push(1, 8, 8, 400, 1, false, true);
    new GreedyAllocator(2).allocate(sit);
    expect([damage(sit), sit.killedValue]).toEqual([[3, 0], 0]);
  });
});

describe('spread allocation', () => {
  it('one token at a time round-robin; a fallen Magnetic Target opens the locked ships as it falls', () => {
    // 6 against a Magnetic Target Fighter (hp 2) and a locked Cruiser (hp 8): rounds 1–2 on the Fighter
    // (the Cruiser locked), destroyed by the 2nd token; then the Cruiser takes the other 4.
    const sit = new AllocationSituation(2);
    sit.clear(6);
    sit.push(0, 2, 2, 150, 1, true, false);
    sit.push(1, 8, 8, 400, 1, false, true);
    new SpreadAllocator().allocate(sit);
    expect([damage(sit), sit.killedValue]).toEqual([[2, 4], 150]);
    // More strength than the targets can take: each stops at its cap (a Hyperdrive ship one short).
    sit.clear(30);
    sit.push(0, 5, 5, 150, 1, false, false);
    sit.push(1, 13, 12, 900, 1, false, false);
    new SpreadAllocator().allocate(sit);
    expect([damage(sit), sit.killedValue]).toEqual([[5, 12], 150]);
  });
});
