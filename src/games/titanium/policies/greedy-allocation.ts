import { MAX_PLAYERS } from '../plan.js';
import type { AllocationSituation, Allocator } from './situation.js';

/**
 * The `greedy` damage allocation (docs, model notes: "a greedy one"; issue 5, "kill the most valuable
 * killable unit first"): repeatedly destroy the most valuable target the remaining strength can
 * destroy (a destroyed last Magnetic Target opens its player's other ships — 004, "Magnetic
 * Target"), then put what is left on the most valuable survivors, one after the other.
 * O(n²) per call; allocates nothing.
 */
export class GreedyAllocator implements Allocator {
  private readonly order: Int32Array;
  private readonly magneticKilled = new Int32Array(MAX_PLAYERS);

  constructor(capacity: number) {
    this.order = new Int32Array(capacity);
  }

  allocate(sit: AllocationSituation): void {
    const n = sit.count;
    const order = this.order;
    for (let i = 0; i < n; i++) {
      let k = i;
      while (k > 0 && sit.value[order[k - 1]] < sit.value[i]) {
        order[k] = order[k - 1];
        k--;
      }
      order[k] = i;
      sit.damage[i] = 0;
    }
    this.magneticKilled.fill(0);
    let left = sit.strength;
    let value = 0;
    for (let k = 0; k < n; k++) {
      const i = order[k];
      if (sit.damage[i] !== 0 || sit.cap[i] !== sit.hp[i] || sit.hp[i] > left || !this.isOpen(sit, i)) continue;
      sit.damage[i] = sit.hp[i];
      left -= sit.hp[i];
      value += sit.value[i];
      if (sit.magnetic[i] === 1 && ++this.magneticKilled[sit.group[i]] === sit.groupMagnetic[sit.group[i]]) k = -1;
    }
    for (let k = 0; k < n && left > 0; k++) {
      const i = order[k];
      if (sit.damage[i] === sit.hp[i] || !this.isOpen(sit, i)) continue;
      const most = Math.min(sit.cap[i], sit.hp[i] - 1) - sit.damage[i];
      const d = Math.min(left, most);
      sit.damage[i] += d;
      left -= d;
    }
    sit.killedValue = value;
  }

  private isOpen(sit: AllocationSituation, i: number): boolean {
    return sit.locked[i] === 0 || this.magneticKilled[sit.group[i]] >= sit.groupMagnetic[sit.group[i]];
  }
}
