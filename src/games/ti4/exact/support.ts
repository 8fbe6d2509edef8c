import { EFFECTS } from '../effects/registry.js';
import type { Ti4Scenario } from '../scenario.js';
import { SIDE_NAMES } from '../scenario.js';

/**
 * What the exact solver cannot handle in a scenario, in words (empty when it can). It solves the
 * base rules under fixed policies: no retreat (a state-dependent choice), and only effects whose
 * whole action is in the plan's per-round hit distributions or sustain (`exact: true`: combat roll
 * modifiers, extra dice, doubled or extra hits, sustain that cancels 2 hits, lost space cannon or
 * shields); others (timing, choices, once-per-battle cards) break the "hits absorbed" state.
 */
export function exactUnsupported(scenario: Ti4Scenario): string[] {
  const reasons: string[] = [];
  for (const name of SIDE_NAMES) {
    const side = scenario[name];
    if (side.retreat) reasons.push(`the ${name}'s retreat policy`);
    for (const use of side.effects) {
      if (EFFECTS.get(use.id)?.exact === true) continue;
      reasons.push(`the ${name}'s effect "${use.id}"`);
    }
  }
  return reasons;
}
