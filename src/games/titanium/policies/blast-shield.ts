import type { ConquestState } from '../state.js';

/** Blast-shield codes (positions in BLAST_SHIELD_CODES, plan.ts). */
export const SHIELD_DOOMED_FIRST = 0;
export const SHIELD_DEAREST_FIRST = 1;

/** Passes over the ships by cost: first the ships the Blast would destroy, then any. */
const DOOMED_PASS = 0;
const PASSES = 2;

/**
 * Which of player p's ships its Blast Shields protect from a Blast of `amount` (policy; 004, "Card
 * Clarifications — Blast Shield": a ship with one "also protects two other Ships in the same Fleet
 * … Choose those two ships every time you are subject to a Blast"). Marks them in
 * `state.shielded`; ships carrying a Blast Shield are protected anyway and are not marked.
 *
 * - `doomed-first`: the ships this Blast would destroy, most expensive first, then the others;
 * - `dearest-first`: the most expensive ships, whether the Blast would destroy them or not.
 *
 * Allocates nothing.
 */
export function chooseShieldedInPlace(state: ConquestState, p: number, amount: number): void {
  const plan = state.plan;
  const order = plan.shipOrder[p];
  const shielded = state.shielded;
  let protect = 0;
  for (let k = 0; k < order.length; k++) {
    const u = order[k];
    if (state.alive[u] === 1 && plan.unitShields[u] >= 0) protect += plan.unitShields[u];
  }
  const first = plan.blastShield[p] === SHIELD_DOOMED_FIRST ? DOOMED_PASS : DOOMED_PASS + 1;
  for (let pass = first; pass < PASSES && protect > 0; pass++) {
    for (let k = 0; k < order.length && protect > 0; k++) {
      const u = order[k];
      if (state.alive[u] === 0 || plan.unitShields[u] >= 0 || shielded[u] === 1) continue;
      if (pass === DOOMED_PASS && state.damage[u] + amount < plan.unitDefense[u]) continue;
      shielded[u] = 1;
      protect--;
    }
  }
}
