/** Weapon codes (positions in WEAPONS, names.ts). */
export const WEAPON_STRONGER = 0;
export const WEAPON_TORPEDO_FIRST = 1;
export const WEAPON_BEAM_FIRST = 2;

/**
 * Whether an attacker fires a torpedo rather than its beam (policy; 000, "Order: Attack": "You may
 * either fire your beam weapon once, fire one torpedo, or teleport…"; "Squadrons": bombers fire
 * torpedoes "just as you would attack with a ship"). Asked only when a torpedo is left. With no
 * beam the torpedo is the only attack; otherwise:
 *
 * - `stronger`: the torpedo when its damage is above the beam's (a tie fires the beam, keeping
 *   the torpedo);
 * - `torpedo-first`: every torpedo before the beam;
 * - `beam-first`: the beam, keeping torpedoes for when the beam is gone (a weapons critical).
 *
 * @example prefersTorpedo(WEAPON_STRONGER, 3, 4) // true; prefersTorpedo(WEAPON_BEAM_FIRST, 3, 4) // false
 */
export function prefersTorpedo(code: number, beam: number, torpedo: number): boolean {
  if (beam === 0) return true;
  if (code === WEAPON_STRONGER) return torpedo > beam;
  return code === WEAPON_TORPEDO_FIRST;
}
