import type { Assignment } from './allocation-memo.js';
import type { AllocationSituation } from './situation.js';
import type { ConquestState } from '../state.js';

/**
 * The damage assignments the `greedy` Tactic choice worked out for the cards it weighed
 * (tactic-choice.ts), kept per (player, card) until a unit's damage changes (ConquestState.changes),
 * so that resolving the chosen card (attack.ts) takes its assignment instead of building the target
 * list and running the allocator again. Within one Offensive, nothing changes a unit between the
 * choices and the first Tactic resolved. An entry answers only the same attacker, card, Total
 * Attack Strength and target players at the same `changes`: exactly the inputs of
 * buildTargetsInPlace and of the attacker's (deterministic) allocator, so a hit is what they would
 * compute and never changes a result. Unlike the AssignmentMemo it needs no key over the units,
 * so it also serves a whole game's arena, where decisions are not memoised. Allocates nothing.
 */
export class RecentAssignments {
  /** Per slot (player × cards + card): the `changes` it was stored at (−1: none), its strength and targets. */
  private readonly stamp: Float64Array;
  private readonly strength: Int32Array;
  private readonly mask: Int32Array;
  private readonly count: Int32Array;
  /** Per slot: `capacity` (unit, damage) pairs, Magnetic Target ships first (as Assignment.fromSituation). */
  private readonly unit: Int32Array;
  private readonly damage: Int32Array;
  private readonly cards: number;

  constructor(players: number, cards: number, private readonly capacity: number) {
    this.cards = cards;
    this.stamp = new Float64Array(players * cards).fill(-1);
    this.strength = new Int32Array(players * cards);
    this.mask = new Int32Array(players * cards);
    this.count = new Int32Array(players * cards);
    this.unit = new Int32Array(players * cards * capacity);
    this.damage = new Int32Array(players * cards * capacity);
  }

  /** Keeps the allocation in `sit` (or none when `sit` is empty) as p's answer for `card` now. */
  store(state: ConquestState, p: number, card: number, strength: number, mask: number, sit: AllocationSituation): void {
    const slot = p * this.cards + card;
    const base = slot * this.capacity;
    let count = 0;
    for (let pass = 1; pass >= 0; pass--) {
      for (let i = 0; i < sit.count; i++) {
        if (sit.damage[i] === 0 || sit.magnetic[i] !== pass) continue;
        this.unit[base + count] = sit.unit[i];
        this.damage[base + count++] = sit.damage[i];
      }
    }
    this.count[slot] = count;
    this.stamp[slot] = state.changes[0];
    this.strength[slot] = strength;
    this.mask[slot] = mask;
  }

  /** Fills `out` with p's kept answer for `card` if it still holds (same strength, targets, no change since); else false. */
  lookup(state: ConquestState, p: number, card: number, strength: number, mask: number, out: Assignment): boolean {
    const slot = p * this.cards + card;
    if (this.stamp[slot] !== state.changes[0] || this.strength[slot] !== strength || this.mask[slot] !== mask) return false;
    const base = slot * this.capacity;
    const count = this.count[slot];
    for (let k = 0; k < count; k++) {
      out.unit[k] = this.unit[base + k];
      out.damage[k] = this.damage[base + k];
    }
    out.count = count;
    return true;
  }
}
