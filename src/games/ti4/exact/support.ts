import type { Ti4Scenario } from '../scenario.js';
import { SIDE_NAMES } from '../scenario.js';

/**
 * What the exact solver cannot handle in a scenario, in words (empty when it can). It solves the
 * base rules under fixed policies: no retreat (a state-dependent choice), no effects (their timing
 * and choices break the "hits absorbed" state), and no Winnu-style per-opponent dice on barrage
 * or space cannon.
 */
export function exactUnsupported(scenario: Ti4Scenario): string[] {
  const reasons: string[] = [];
  for (const name of SIDE_NAMES) {
    const side = scenario[name];
    if (side.retreat) reasons.push(`the ${name}'s retreat policy`);
    for (const use of side.effects) {
      if (use.id === 'winnu-flagship') continue;
      reasons.push(`the ${name}'s effect "${use.id}"`);
    }
  }
  return reasons;
}
