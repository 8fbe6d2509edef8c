/** Crit-cancel codes (positions in CRIT_CANCELS). */
export const CANCEL_ALWAYS = 0;
export const CANCEL_REPEAT_ONLY = 1;

/**
 * Whether a side spends a ready instant or expendable cancel-critical ability on a critical hit
 * it could cancel (policy; 000, "Special Abilities" sidebar: "flip the disk … to cancel one
 * engineering critical hit as soon as it is inflicted"): "always", "repeat-only" (only a
 * critical the ship already has, which would destroy it), or "never".
 */
export function wantsCancel(code: number, isRepeat: boolean): boolean {
  return code === CANCEL_ALWAYS || (code === CANCEL_REPEAT_ONLY && isRepeat);
}
