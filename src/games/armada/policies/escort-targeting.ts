import type { BattleState } from '../battle-state.js';
import { pickSquadronTarget } from './targeting.js';

/** Escort-targeting codes (positions in ESCORT_TARGETINGS, names.ts). */
export const ESCORT_TORPEDOES_FIRST = 0;
export const ESCORT_SQUADRONS_FIRST = 1;
export const ESCORT_SHIPS = 2;

/** An escort's pick: the enemy torpedo at PICK_TORPEDO, the enemy squadron at PICK_SQUADRON (-1: none). */
export const PICK_TORPEDO = 0;
export const PICK_SQUADRON = 1;
export const ESCORT_PICK_SLOTS = 2;

/** The first enemy torpedo of `side`'s enemy still in flight (and in reach, BattleState.reach), or -1. */
function enemyTorpedo(st: BattleState, side: number): number {
  for (let k = 0; k < st.torpCount; k++) if (st.torpAlive[k] === 1 && st.torpSide[k] !== side && (st.reach === null || st.reach.isTorpedoInReach(k))) return k;
  return -1;
}

/**
 * What an escort of `side` fires at (policy; 000, "Special Ship Types", Escort: it "may fire its beam
 * weapon at any torpedo or squadron in range"). Writes the enemy torpedo (or -1) to
 * `pick[PICK_TORPEDO]` and the enemy squadron (or -1) to `pick[PICK_SQUADRON]`; both -1 sends the
 * escort at ships.
 *
 * - `torpedoes-first`: a torpedo in flight, else a squadron (bombers with torpedoes first);
 * - `squadrons-first`: a squadron, else a torpedo;
 * - `ships`: neither: the escort attacks ships like any other ship.
 */
export function pickEscortTargetInPlace(st: BattleState, side: number, code: number, pick: Int32Array): void {
  pick[PICK_TORPEDO] = -1;
  pick[PICK_SQUADRON] = -1;
  if (code === ESCORT_SHIPS) return;
  if (code === ESCORT_TORPEDOES_FIRST) {
    pick[PICK_TORPEDO] = enemyTorpedo(st, side);
    if (pick[PICK_TORPEDO] < 0) pick[PICK_SQUADRON] = pickSquadronTarget(st, side);
    return;
  }
  pick[PICK_SQUADRON] = pickSquadronTarget(st, side);
  if (pick[PICK_SQUADRON] < 0) pick[PICK_TORPEDO] = enemyTorpedo(st, side);
}
