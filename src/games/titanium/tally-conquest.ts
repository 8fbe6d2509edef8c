import type { Tally } from '../../core/tally.js';
import * as planConsts from './plan.js';
import type { ConquestState } from './state.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { CREDIT_DESTROYED, CREDIT_DESTROYED_SQUARED, CREDIT_LOST, CREDIT_LOST_SQUARED, CREDIT_LOST_TIMES_DESTROYED, CREDIT_SPENT, CREDIT_SPENT_SQUARED } = planConsts;

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
    tally[slot + CREDIT_LOST] += lost;
    tally[slot + CREDIT_LOST_SQUARED] += lost * lost;
    tally[slot + CREDIT_DESTROYED] += destroyed;
    tally[slot + CREDIT_DESTROYED_SQUARED] += destroyed * destroyed;
    tally[slot + CREDIT_SPENT] += spent;
    tally[slot + CREDIT_SPENT_SQUARED] += spent * spent;
    tally[slot + CREDIT_LOST_TIMES_DESTROYED] += lost * destroyed;
    for (let k = 0; k < kinds; k++) {
      const first = plan.survivorSlot[p * kinds + k];
      if (first < 0) continue;
      tally[first + state.kindAlive[p * kinds + k]]++;
    }
  }
  for (let u = 0; u < state.n; u++) if (state.alive[u] === 1) tally[plan.unitSurvivedSlot[u]]++;
}
