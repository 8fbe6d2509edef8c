import type { BattleState } from '../battle-state.js';

/** Crew-casualty codes (positions in CREW_CASUALTIES, names.ts). */
export const CASUALTY_ACTIVATED_THEN_WEAKEST = 0;
export const CASUALTY_KEEP_COMMAND = 1;

/** True when disk i should be lost before disk j under policy `code`. */
function isLostBefore(st: BattleState, i: number, j: number, code: number): boolean {
  if (st.diskReady[i] !== st.diskReady[j]) return st.diskReady[i] === 0;
  const d = st.plan.disks;
  if (code === CASUALTY_KEEP_COMMAND && d.command[i] !== d.command[j]) return d.command[i] < d.command[j];
  if (code === CASUALTY_KEEP_COMMAND) return d.combat[i] < d.combat[j];
  return d.combat[i] + d.command[i] < d.combat[j] + d.command[j];
}

/**
 * The crew of `side` aboard ship s lost after a lost round of crew combat (policy; 000, "Crew
 * Combat": the loser "must remove one of their crew … of their choice"), or -1 when none is left.
 * Activated crew go first (they were not fighting); then
 *
 * - `activated-then-weakest`: the least combat + command;
 * - `keep-command`: the least command, then the least combat — command decides who controls the
 *   ship after the fight (000, "Control").
 *
 * Ties go to the disk listed first.
 */
export function pickCasualty(st: BattleState, s: number, side: number, code: number): number {
  let pick = -1;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskSide[i] !== side || st.plan.disks.isCrew[i] === 0) continue;
    if (pick < 0 || isLostBefore(st, i, pick, code)) pick = i;
  }
  return pick;
}
