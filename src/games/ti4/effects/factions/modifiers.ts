import type { Ti4SidePlan } from '../../plan.js';

/**
 * Applies a modifier to the combat rolls of units of a side plan ("apply +1 to the result of each
 * of your unit's combat rolls" lowers the face that hits by 1), in space and/or ground combat.
 * `which` picks the units (default: all).
 */
export function modifyCombatRollsInPlace(plan: Ti4SidePlan, bonus: number, theatres: { space: boolean; ground: boolean }, which: (u: number) => boolean = () => true): void {
  for (let u = 0; u < plan.unitCount; u++) {
    if (!which(u)) continue;
    if (theatres.space && plan.space.dice[u] !== 0) plan.space.hitOn[u] -= bonus;
    if (theatres.ground && plan.ground.dice[u] !== 0) plan.ground.hitOn[u] -= bonus;
  }
}

export const BOTH_THEATRES = { space: true, ground: true } as const;
export const GROUND_ONLY = { space: false, ground: true } as const;
export const SPACE_ONLY = { space: true, ground: false } as const;

/**
 * Applies a modifier to every combat roll of the side's units of one type, space and ground
 * (Iconoclast, Mordred: "apply +2 to the result of each of this unit's combat rolls").
 */
export function modifyUnitTypeRollsInPlace(plan: Ti4SidePlan, unitTypes: readonly string[], key: string, bonus: number): void {
  const type = unitTypes.indexOf(key);
  modifyCombatRollsInPlace(plan, bonus, BOTH_THEATRES, (u) => plan.type[u] === type);
}
