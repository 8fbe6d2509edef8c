import type { Trace } from '../game.js';
import { chooseShieldedInPlace } from './policies/blast-shield.js';
import type { ConquestState } from './state.js';

/**
 * Deals `amount` Blast damage to every ship of player p (004, "Glossary — Blast": automatically and
 * wholly assigned to each Ship; it cannot be cancelled or assigned partially). Blast Shield (004,
 * "Card Clarifications — Blast Shield"): a ship with one never takes Blast damage and protects two
 * other ships, chosen at every Blast by the owner's blast-shield policy (policies/blast-shield.ts).
 * Ships destroyed are credited to `by`. Allocates nothing.
 */
export function applyBlastInPlace(state: ConquestState, p: number, amount: number, by: number, trace: Trace | null): void {
  const plan = state.plan;
  const order = plan.shipOrder[p];
  const shielded = state.shielded;
  chooseShieldedInPlace(state, p, amount);
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
