import { D10_FACES, NO_ROLL } from '../plan.js';
import type { SideState } from '../side-state.js';

/**
 * Retreat policy (rules 003, "2). ANNOUNCE RETREAT" … "5). RETREAT"; the docs/ pages, TI4 "Retreat"): a
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
    const theirs = combatStrengthTenths(opponent, side);
    return theirs > 0 && combatStrengthTenths(side, opponent) < policy.whenLosing * theirs;
  }
  return false;
}

/** Expected space combat hits of a side's living units this round (Σ dice × P(hit)). */
export function combatStrength(side: SideState, opponent: SideState): number {
  return combatStrengthTenths(side, opponent) / D10_FACES;
}

/**
 * The same in tenths of a hit: a whole number, so the hot loop gets it back without boxing a
 * double (no allocation per battle).
 */
function combatStrengthTenths(side: SideState, opponent: SideState): number {
  const space = side.space;
  let tenths = 0;
  for (let u = 0; u < side.n; u++) {
    if (side.alive[u] === 0 || space.dice[u] === 0) continue;
    const dice = space.dice[u] < 0 ? opponent.nonFighterShips : space.dice[u];
    tenths += dice * Math.max(0, Math.min(D10_FACES, NO_ROLL - space.hitOn[u]));
  }
  return tenths;
}
