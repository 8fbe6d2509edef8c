import { ITEM_BUILDING, ITEM_UNIT, type GamePlan } from '../plan.js';

/** The purchase phases' candidate scopes (policies/purchase.ts): every combat card, units only, cards of Tech 1 or more. */
export const ANY_SCOPE = 0;
export const UNITS_SCOPE = 1;
export const HIGH_TECH_SCOPE = 2;

/**
 * The items a purchase phase of `scope` weighs, in item order (ties go to the earlier item), as a
 * typed array computed once per plan: a building is a candidate only when it is worth attack or
 * defense (item-worth.ts; the others are bought by their own phases), `UNITS_SCOPE` keeps the
 * units, `HIGH_TECH_SCOPE` the cards of Technological Level 1 or more. Saves every decision the
 * scope and worth tests of every item.
 */
export function combatCandidates(plan: GamePlan, scope: number): Int32Array {
  const items: number[] = [];
  for (let i = 0; i < plan.items; i++) {
    const kind = plan.itemKind[i];
    if (scope === UNITS_SCOPE && kind !== ITEM_UNIT) continue;
    if (scope === HIGH_TECH_SCOPE && plan.itemTech[i] === 0) continue;
    if (kind === ITEM_BUILDING && plan.worthAttack[i] === 0 && plan.worthDefense[i] === 0) continue;
    items.push(i);
  }
  return Int32Array.from(items);
}
