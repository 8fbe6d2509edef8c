import type { Tally } from '../../core/tally.js';
import type { ConquestState } from './state.js';

/**
 * Adds one finished Conquest's figures to the tally (layout in plan.ts): the Offensives count, per
 * player the credits lost, destroyed and spent on discards (sums and sums of squares, in credit
 * units; and Σ lost × destroyed for the exchange-ratio interval), survivors per unit type and per unit. Outcome and battle counters are added by the caller.
 */
export function tallyConquestInPlace(state: ConquestState, tally: Tally, offensives: number): void {
  const plan = state.plan;
  const kinds = plan.kindKeys.length;
  tally[plan.offensivesSlot + offensives]++;
  for (let p = 0; p < state.players; p++) {
    const slot = plan.creditSlot[p];
    const lost = state.lost[p];
    const destroyed = state.destroyed[p];
    const spent = state.spent[p];
    tally[slot] += lost;
    tally[slot + 1] += lost * lost;
    tally[slot + 2] += destroyed;
    tally[slot + 3] += destroyed * destroyed;
    tally[slot + 4] += spent;
    tally[slot + 5] += spent * spent;
    tally[slot + 6] += lost * destroyed;
    for (let k = 0; k < kinds; k++) {
      const first = plan.survivorSlot[p * kinds + k];
      if (first < 0) continue;
      tally[first + state.kindAlive[p * kinds + k]]++;
    }
  }
  for (let u = 0; u < state.n; u++) if (state.alive[u] === 1) tally[plan.unitSurvivedSlot[u]]++;
}
