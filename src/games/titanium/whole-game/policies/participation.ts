import type { GameState } from '../game-state.js';
import type { GamePlan } from '../plan.js';

/** The credits player p's fleet cost (units and their upgrades, as Outfitting folded them: ../folded-units.ts). */
export function fleetCost(plan: GamePlan, state: GameState, p: number): number {
  let cost = 0;
  const base = p * plan.fleetSlots;
  const top = state.top[p];
  for (let s = 0; s < top; s++) if (state.fleet[base + s] >= 0) cost += state.foldedCost[base + s];
  return cost;
}

/** True when player p has a Ship (004, "Conquest": without one it cannot take part). */
export function hasShip(plan: GamePlan, state: GameState, p: number): boolean {
  const base = p * plan.fleetSlots;
  const top = state.top[p];
  for (let s = 0; s < top; s++) {
    const kind = state.fleet[base + s];
    if (kind >= 0 && plan.unitShip[kind] === 1) return true;
  }
  return false;
}

/** Into `costs[g]`, for every player g: its fleetCost when it has a Ship, else −1 (the participation policy's figures). */
export function fleetCostsInto(plan: GamePlan, state: GameState, costs: Int32Array): void {
  for (let g = 0; g < plan.players; g++) costs[g] = hasShip(plan, state, g) ? fleetCost(plan, state, g) : -1;
}

/**
 * The participation policy (004, "Conquest": "You choose whether to engage in the Conquest, and
 * can always choose to drop out of it before each Offensive"), a named heuristic with a threshold
 * t: a player's estimated win chance is its fleet's share of `total`, the cost of every fleet with
 * a ship; it joins when that is at least t.
 */
export function isJoining(cost: number, total: number, threshold: number): boolean {
  return total === 0 || cost >= threshold * total;
}

/**
 * The same threshold before each Offensive, as the Conquest's withdraw rule (../../policies/
 * withdraw.ts: withdraw when my fleet's cost is below x times the others' still in): a share t of
 * the total is x = t / (1 − t) times the others'. t = 0 never withdraws.
 */
export function withdrawShare(threshold: number): number {
  if (threshold <= 0) return -1;
  return threshold >= 1 ? 1e9 : threshold / (1 - threshold);
}
