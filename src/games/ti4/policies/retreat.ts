import { D10_FACES, NO_ROLL } from '../plan.js';
import type { SideState } from '../side-state.js';

/**
 * Retreat policy (rules 003, "2). ANNOUNCE RETREAT" … "5). RETREAT"; MODELS.md, TI4 "Retreat"): a
 * side announces at the start of a round and leaves at its end.
 *
 * - `afterRound: N` — announce in round N, so the side fights exactly N rounds;
 * - `whenLosing: x` — announce when my combat strength / theirs < x, where combat strength is the
 *   expected hits of a space combat roll (Σ dice × P(hit)) of the living units.
 */
export function retreatAnnounced(side: SideState, opponent: SideState, round: number): boolean {
  const policy = side.plan.retreat;
  if (policy.afterRound > 0) return round >= policy.afterRound;
  if (policy.whenLosing > 0) {
    const theirs = combatStrength(opponent, side);
    return theirs > 0 && combatStrength(side, opponent) / theirs < policy.whenLosing;
  }
  return false;
}

/** Expected space combat hits of a side's living units this round (no allocation). */
export function combatStrength(side: SideState, opponent: SideState): number {
  const space = side.space;
  let strength = 0;
  for (let u = 0; u < side.n; u++) {
    if (side.alive[u] === 0 || space.dice[u] === 0) continue;
    const dice = space.dice[u] < 0 ? opponent.nonFighterShips : space.dice[u];
    strength += (dice * Math.max(0, Math.min(D10_FACES, NO_ROLL - space.hitOn[u]))) / D10_FACES;
  }
  return strength;
}
