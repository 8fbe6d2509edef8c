import * as tallyLayout from '../../../core/tally.js';
import type { Tally } from '../../../core/tally.js';
import type { GameState } from './game-state.js';
import type { GamePlan } from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { BATTLES_SLOT, OUTCOME_BASE } = tallyLayout;

/**
 * Adds one finished game to the tally (layout in compile.ts): its outcome (`winner` or nobody),
 * the win by starting seat (Player Order position at setup, from `startFirst`), games and wins by
 * leader and by purchase policy, the turns histogram, per card the player-games that bought it and
 * their wins (in all, and by the turn first bought), the copies bought, deposits and Conquests won,
 * credits lost, destroyed and spent, and the units each player holds at the end. `held` is scratch
 * for plan.unitKinds counts.
 */
export function tallyGameInPlace(
  plan: GamePlan, state: GameState, tally: Tally, winner: number, startFirst: number, turns: number, unconquered: number, held: Int32Array,
): void {
  const P = plan.players;
  tally[BATTLES_SLOT]++;
  tally[OUTCOME_BASE + (winner >= 0 ? winner : P)]++;
  if (winner >= 0) tally[plan.seatWinSlot + ((winner - startFirst + P) % P)]++;
  tally[plan.turnsSlot + turns]++;
  tally[plan.conquestsSlot + P] += unconquered;
  const N = plan.items;
  for (let g = 0; g < P; g++) {
    const won = g === winner ? 1 : 0;
    tally[plan.leaderSlot + 2 * state.leader[g]]++;
    tally[plan.leaderSlot + 2 * state.leader[g] + 1] += won;
    tally[plan.policySlot + 2 * plan.purchase[g]]++;
    tally[plan.policySlot + 2 * plan.purchase[g] + 1] += won;
    tally[plan.depositsSlot + g] += state.deposits[g];
    tally[plan.conquestsSlot + g] += state.conquests[g];
    const loss = plan.lossSlot[g];
    const lost = state.lostUnits[g];
    const destroyed = state.destroyedUnits[g];
    tally[loss] += lost;
    tally[loss + 1] += lost * lost;
    tally[loss + 2] += destroyed;
    tally[loss + 3] += destroyed * destroyed;
    tally[loss + 4] += lost * destroyed;
    tally[loss + 5] += state.spent[g];
    // The units held by kind, in one pass over the fleet slots.
    for (let k = 0; k < plan.unitKinds; k++) held[k] = 0;
    const top = state.top[g];
    for (let s = 0; s < top; s++) {
      const kind = state.fleet[g * plan.fleetSlots + s];
      if (kind >= 0) held[kind]++;
    }
    for (let k = 0; k < plan.unitKinds; k++) tally[plan.fleetSlot[g * plan.unitKinds + k] + held[k]]++;
    for (let i = 0; i < N; i++) {
      const count = state.bought[g * N + i];
      if (count === 0) continue;
      tally[plan.purchasesSlot + i] += count;
      tally[plan.itemSlot + 2 * i]++;
      tally[plan.itemSlot + 2 * i + 1] += won;
      const slot = plan.boughtTurnSlot + 2 * (i * plan.maxTurns + state.firstBought[g * N + i]);
      tally[slot]++;
      tally[slot + 1] += won;
    }
  }
}
