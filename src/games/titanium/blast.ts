import type { Trace } from '../game.js';
import type { ConquestState } from './state.js';

/**
 * Deals `amount` Blast damage to every ship of player p (004, "Glossary — Blast": automatically and
 * wholly assigned to each Ship; it cannot be cancelled or assigned partially). Blast Shield (004,
 * "Card Clarifications — Blast Shield"): a ship with one never takes Blast damage and protects two
 * other ships, chosen at every Blast. The owner's choice (a policy fixed here): first the ships this
 * Blast would destroy, then the others, most expensive first. Ships destroyed are credited to `by`.
 * Allocates nothing.
 */
export function applyBlastInPlace(state: ConquestState, p: number, amount: number, by: number, trace: Trace | null): void {
  const plan = state.plan;
  const order = plan.shipOrder[p];
  const shielded = state.shielded;
  let protect = 0;
  for (let k = 0; k < order.length; k++) {
    const u = order[k];
    if (state.alive[u] === 1 && plan.unitShields[u] >= 0) protect += plan.unitShields[u];
  }
  for (let pass = 0; pass < 2 && protect > 0; pass++) {
    for (let k = 0; k < order.length && protect > 0; k++) {
      const u = order[k];
      if (state.alive[u] === 0 || plan.unitShields[u] >= 0 || shielded[u] === 1) continue;
      if (pass === 0 && state.damage[u] + amount < plan.unitDefense[u]) continue;
      shielded[u] = 1;
      protect--;
    }
  }
  if (trace !== null) trace.add(`    ${amount} Blast damage to each of ${plan.playerNames[p]}'s ships`);
  for (let k = 0; k < order.length; k++) {
    const u = order[k];
    if (state.alive[u] === 0) continue;
    if (plan.unitShields[u] >= 0 || shielded[u] === 1) {
      shielded[u] = 0;
      if (trace !== null) trace.add(`      ${plan.unitLabel[u]} is protected by a Blast Shield`);
      continue;
    }
    const destroyed = state.damageInPlace(u, amount, by);
    if (trace !== null) trace.add(`      ${plan.unitLabel[u]} ${destroyed ? 'is destroyed' : `now has ${state.damage[u]} damage`}`);
  }
}
