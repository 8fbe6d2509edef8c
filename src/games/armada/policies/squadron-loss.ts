import type { BattleState } from '../battle-state.js';

/** Squadron-loss codes (positions in SQUADRON_LOSSES, names.ts). */
export const LOSS_LAST_LISTED = 0;
export const LOSS_SPENT_BOMBERS_FIRST = 1;

/** The living squadron of `side` listed last that passes `wanted`, or -1. */
function lastOf(st: BattleState, side: number, wanted: (st: BattleState, i: number) => boolean): number {
  const sq = st.plan.squadrons;
  for (let i = st.nSquadrons - 1; i >= 0; i--) if (st.sqAlive[i] === 1 && sq.side[i] === side && wanted(st, i)) return i;
  return -1;
}

const isSpentBomber = (st: BattleState, i: number): boolean => st.plan.squadrons.bomber[i] === 1 && st.sqTorpedoes[i] === 0;
const isFighter = (st: BattleState, i: number): boolean => st.plan.squadrons.bomber[i] === 0;
const isAny = (): boolean => true;

/**
 * The squadron `side` removes when its squadrons exceed its carriers' squadron capacity (policy;
 * 000, "Squadrons": "you must immediately remove the excess squadrons from play" — which ones is the
 * owner's choice), or -1 when it has none:
 *
 * - `last-listed`: the squadron listed last in the fleet;
 * - `spent-bombers-first`: bombers without torpedoes, then fighters, then loaded bombers (each the
 *   last listed first), keeping the torpedoes in play.
 */
export function squadronToLose(st: BattleState, side: number, code: number): number {
  if (code === LOSS_SPENT_BOMBERS_FIRST) {
    const spent = lastOf(st, side, isSpentBomber);
    if (spent >= 0) return spent;
    const fighter = lastOf(st, side, isFighter);
    if (fighter >= 0) return fighter;
  }
  return lastOf(st, side, isAny);
}
