import type { DiceSource } from '../../../../core/dice-source.js';
import type { GamePlan } from '../plan.js';

const LEADER_RANDOM = 0;
const LEADER_PRODUCTION = 1;

/**
 * The Leader choice (004, "Setup": "draw 2 Leader cards and choose one"), a named policy:
 * `random` keeps either with even chances; `production` the higher home-planet production;
 * `fleet` the larger fleet limit plus hand limit. Ties keep the first drawn.
 */
export function chooseLeader(plan: GamePlan, p: number, a: number, b: number, rng: DiceSource): number {
  const policy = plan.leaderChoice[p];
  if (policy === LEADER_RANDOM) return rng.below(2) === 0 ? a : b;
  if (policy === LEADER_PRODUCTION) return plan.leaderProduction[b] > plan.leaderProduction[a] ? b : a;
  return plan.leaderFleet[b] + plan.leaderHand[b] > plan.leaderFleet[a] + plan.leaderHand[a] ? b : a;
}
