import { MAX_PLAYERS } from '../plan.js';
import type { AllocationSituation, Allocator } from './situation.js';

/**
 * The `spread` damage allocation, a weak baseline (issue 5): one damage token at a time to each
 * target in turn, round-robin, until the strength is spent or nothing can take more. Destruction
 * happens as tokens land, so a destroyed last Magnetic Target opens its player's other ships
 * (004, "Magnetic Target"). O(strength · n); allocates nothing.
 */
export class SpreadAllocator implements Allocator {
  private readonly magneticKilled = new Int32Array(MAX_PLAYERS);

  allocate(sit: AllocationSituation): void {
    const n = sit.count;
    for (let i = 0; i < n; i++) sit.damage[i] = 0;
    this.magneticKilled.fill(0);
    let left = sit.strength;
    let value = 0;
    let placed = true;
    while (left > 0 && placed) {
      placed = false;
      for (let i = 0; i < n && left > 0; i++) {
        if (sit.damage[i] >= sit.cap[i]) continue;
        if (sit.locked[i] === 1 && this.magneticKilled[sit.group[i]] < sit.groupMagnetic[sit.group[i]]) continue;
        sit.damage[i]++;
        left--;
        placed = true;
        if (sit.damage[i] === sit.hp[i]) {
          value += sit.value[i];
          if (sit.magnetic[i] === 1) this.magneticKilled[sit.group[i]]++;
        }
      }
    }
    sit.killedValue = value;
  }
}
