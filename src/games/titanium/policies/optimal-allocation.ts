import { MAX_PLAYERS } from '../plan.js';
import { isBetterScore, setupWeight, type AllocationSituation, type Allocator } from './situation.js';

/**
 * The `optimal` damage allocation (docs, model notes: Titanium Wars, "Damage allocation"): exact over the
 * legal allocations, maximising the value destroyed by this Tactic, then the setup score (damage
 * left on survivors, weighted by value per point of remaining defense — see situation.ts).
 *
 * Method: branch and bound over kill sets with a fractional-knapsack bound (a target is killed by
 * exactly its remaining defense; undamaged Hyperdrive ships cannot be killed — 004, "Hyperdrive"). A kill
 * set is legal when every Magnetic Target ship of a player is in it before any of that player's
 * locked ships is (004, "Magnetic Target", including the note on the last one destroyed
 * mid-assignment). For a kill set, the leftover strength goes greedily to the highest setup weight
 * (exact: the setup score is linear per token, each survivor capped below its remaining defense).
 * Worst case O(2^k · n) for k killable targets of n; the strength and the bound prune most of it,
 * and results are memoised (allocation-memo.ts). Allocates nothing per call.
 */
export class OptimalAllocator implements Allocator {
  private readonly kill: Uint8Array;
  private readonly bestKill: Uint8Array;
  private readonly order: Int32Array;
  /** Killable targets by value per point of defense, highest first: the search order. */
  private readonly dense: Int32Array;
  private denseCount = 0;
  private readonly magneticKilled = new Int32Array(MAX_PLAYERS);
  private bestValue = -1;
  private bestSetup = -1;
  private sit: AllocationSituation | null = null;
  /**
   * Where `computeBound` and `fillInPlace` put their fractional result: returned from a call V8
   * does not inline, it would be boxed in a fresh heap number at every node of the search.
   */
  private readonly result = new Float64Array(1);

  constructor(capacity: number) {
    this.kill = new Uint8Array(capacity);
    this.bestKill = new Uint8Array(capacity);
    this.order = new Int32Array(capacity);
    this.dense = new Int32Array(capacity);
  }

  allocate(sit: AllocationSituation): void {
    const n = sit.count;
    this.sit = sit;
    const order = this.order;
    for (let i = 0; i < n; i++) {
      // Insertion sort by setup weight, highest first; ties keep list order.
      const w = setupWeight(sit, i);
      let k = i;
      while (k > 0 && setupWeight(sit, order[k - 1]) < w) {
        order[k] = order[k - 1];
        k--;
      }
      order[k] = i;
    }
    // Killable targets (not an undamaged Hyperdrive) by value density, for the knapsack bound.
    const dense = this.dense;
    let m = 0;
    for (let i = 0; i < n; i++) {
      if (sit.cap[i] !== sit.hp[i]) continue;
      const density = sit.value[i] / sit.hp[i];
      let k = m++;
      while (k > 0 && sit.value[dense[k - 1]] / sit.hp[dense[k - 1]] < density) {
        dense[k] = dense[k - 1];
        k--;
      }
      dense[k] = i;
    }
    this.denseCount = m;
    this.kill.fill(0, 0, n);
    this.magneticKilled.fill(0);
    this.bestValue = -1;
    this.bestSetup = -1;
    this.search(0, sit.strength, 0);
    this.magneticKilled.fill(0);
    for (let i = 0; i < n; i++) if (this.bestKill[i] === 1 && sit.magnetic[i] === 1) this.magneticKilled[sit.group[i]]++;
    this.fillInPlace(this.bestKill, sit.strength - this.killCost(this.bestKill), true);
    sit.killedValue = this.bestValue;
  }

  private killCost(kill: Uint8Array): number {
    const sit = this.sit!;
    let cost = 0;
    for (let i = 0; i < sit.count; i++) if (kill[i] === 1) cost += sit.hp[i];
    return cost;
  }

  /**
   * Branch and bound over the killable targets in density order: at depth d, kill dense[d] or not.
   * The bound is the fractional knapsack of the targets left (value per point of defense, highest
   * first), an upper bound on the value any completion destroys; branches that cannot reach the best
   * value so far are cut (equal values are kept: the setup score may still improve).
   */
  private search(d: number, left: number, value: number): void {
    const sit = this.sit!;
    this.computeBound(d, left);
    if (value + this.result[0] < this.bestValue) return;
    if (d === this.denseCount || left === 0) {
      this.leaf(value, left);
      return;
    }
    const i = this.dense[d];
    if (sit.hp[i] <= left) {
      this.kill[i] = 1;
      if (sit.magnetic[i] === 1) this.magneticKilled[sit.group[i]]++;
      this.search(d + 1, left - sit.hp[i], value + sit.value[i]);
      this.kill[i] = 0;
      if (sit.magnetic[i] === 1) this.magneticKilled[sit.group[i]]--;
    }
    this.search(d + 1, left, value);
  }

  /** Into `this.result[0]`: the fractional-knapsack bound of the value the targets dense[d..] can add with `left` strength. */
  private computeBound(d: number, left: number): void {
    const sit = this.sit!;
    let extra = 0;
    for (let k = d; k < this.denseCount && left > 0; k++) {
      const i = this.dense[k];
      if (sit.hp[i] <= left) {
        extra += sit.value[i];
        left -= sit.hp[i];
      } else {
        extra += (sit.value[i] * left) / sit.hp[i];
        left = 0;
      }
    }
    this.result[0] = extra;
  }

  private leaf(value: number, left: number): void {
    const sit = this.sit!;
    for (let i = 0; i < sit.count; i++) {
      if (this.kill[i] === 1 && sit.locked[i] === 1 && this.magneticKilled[sit.group[i]] < sit.groupMagnetic[sit.group[i]]) return;
    }
    this.fillInPlace(this.kill, left, false);
    const setup = this.result[0];
    if (isBetterScore(value, setup, this.bestValue, this.bestSetup)) {
      this.bestValue = value;
      this.bestSetup = setup;
      // A copy loop, not set(subarray()): the subarray view would be an allocation per improvement.
      for (let i = 0; i < sit.count; i++) this.bestKill[i] = this.kill[i];
    }
  }

  /** Leftover strength onto survivors by setup weight; the setup score into `this.result[0]` (and the damage into `sit`, when asked). */
  private fillInPlace(kill: Uint8Array, left: number, write: boolean): void {
    const sit = this.sit!;
    let setup = 0;
    for (let k = 0; k < sit.count; k++) {
      const i = this.order[k];
      if (kill[i] === 1) {
        if (write) sit.damage[i] = sit.hp[i];
        continue;
      }
      let d = 0;
      if (sit.locked[i] === 0 || this.magneticKilled[sit.group[i]] >= sit.groupMagnetic[sit.group[i]]) {
        const most = sit.cap[i] < sit.hp[i] - 1 ? sit.cap[i] : sit.hp[i] - 1;
        d = left < most ? left : most;
        left -= d;
        setup += d * setupWeight(sit, i);
      }
      if (write) sit.damage[i] = d;
    }
    this.result[0] = setup;
  }
}
