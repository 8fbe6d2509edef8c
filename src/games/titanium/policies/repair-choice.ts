import type { ConquestState } from '../state.js';

/** Repair codes (positions in REPAIR_CODES, plan.ts). */
export const REPAIR_DEAREST_FIRST = 0;
export const REPAIR_NEAREST_DESTRUCTION = 1;

/**
 * The next of player p's damaged ships its Repair Drones repair (policy; 004, "Card Clarifications —
 * Repair Drone": "remove up to 3 total Damage tokens from your Ships" — which ships is the owner's
 * choice), or −1 when none is damaged:
 *
 * - `dearest-first`: the most expensive damaged ship;
 * - `nearest-destruction`: the ship with the least defense left (ties: the most expensive), the
 *   one the next attack would destroy soonest.
 */
export function shipToRepair(state: ConquestState, p: number): number {
  const plan = state.plan;
  const order = plan.shipOrder[p];
  const nearest = plan.repair[p] === REPAIR_NEAREST_DESTRUCTION;
  let pick = -1;
  for (let k = 0; k < order.length; k++) {
    const u = order[k];
    if (state.alive[u] === 0 || state.damage[u] === 0) continue;
    if (!nearest) return u;
    if (pick < 0 || plan.unitDefense[u] - state.damage[u] < plan.unitDefense[pick] - state.damage[pick]) pick = u;
  }
  return pick;
}
