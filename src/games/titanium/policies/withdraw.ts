import type { ConquestState } from '../state.js';

/**
 * Withdraw policy (004, "1. Choosing a Tactic": you can always drop out before an Offensive):
 * `never` (withdrawBelow −1), or withdraw when the cost of my living units falls below
 * `withdrawBelow` times the cost of the other players' still in the Conquest.
 */
export function isWithdrawing(state: ConquestState, p: number): boolean {
  const below = state.plan.withdrawBelow[p];
  if (below < 0) return false;
  let theirs = 0;
  for (let q = 0; q < state.players; q++) if (q !== p && state.out[q] === 0) theirs += state.fleetValue(q);
  return state.fleetValue(p) < below * theirs;
}
