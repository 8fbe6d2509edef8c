import type { BattleState } from '../battle-state.js';
import { pickSquadronTarget } from './targeting.js';

/** Squadron-targeting code "ships": squadrons attack enemy ships only. */
export const SQUADRON_SHIPS_FIRST_CODE = 0;

/**
 * The enemy squadron a squadron attacks under "squadrons-first" (policy; the docs/ pages, Armada,
 * "Policies"): bombers still carrying torpedoes, then any squadron; -1 sends it at ships.
 */
export function pickSquadronVictim(st: BattleState, side: number): number {
  return pickSquadronTarget(st, side);
}
