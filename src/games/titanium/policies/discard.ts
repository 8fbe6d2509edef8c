import type { Trace } from '../../game.js';
import type { DeckState } from '../deck-state.js';
import * as codes from '../plan.js';
import type { ConquestState } from '../state.js';
import type { TacticChooser } from './tactic-choice.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { CREDIT_UNIT, PAID_DISCARD_COST } = codes;

const DISCARD_NONE = 0;
const DISCARD_FREE = 1;

/**
 * Extra discards after an Offensive (004, "4. Discarding Tactic Cards": as many remaining cards as
 * you want; the first discard per turn is free, each further one costs 100¢):
 *
 * - `none`: keep the hand;
 * - `free`: discard one dead card (one that can do nothing now) when the free discard is unused;
 * - `dead-cards`: discard every dead card, the first free, the others for 100¢ while credits last.
 *
 * `enemies`: the players still in with a ship (TacticChooser.inMask), when the caller knows them.
 */
export function discardInPlace(state: ConquestState, deck: DeckState, chooser: TacticChooser, p: number, trace: Trace | null, enemies = -1): void {
  const plan = state.plan;
  const policy = plan.discard[p];
  if (policy === DISCARD_NONE) return;
  if (state.freeDiscardUsed[p] === 1 && (policy === DISCARD_FREE || state.credits[p] < PAID_DISCARD_COST)) return;
  if (enemies < 0) enemies = chooser.inMask();
  for (let i = deck.handCount[p] - 1; i >= 0; i--) {
    const free = state.freeDiscardUsed[p] === 0;
    if (!free && (policy === DISCARD_FREE || state.credits[p] < PAID_DISCARD_COST)) return;
    const card = deck.cardAt(p, i);
    if (!chooser.isDeadCard(p, card, enemies)) continue;
    deck.discardCard(deck.takeFromHand(p, i));
    if (free) state.freeDiscardUsed[p] = 1;
    else {
      state.credits[p] -= PAID_DISCARD_COST;
      state.spent[p] += PAID_DISCARD_COST / CREDIT_UNIT;
    }
    if (trace !== null) trace.add(`  ${plan.playerNames[p]} discards ${plan.cardNames[card]}${free ? ' (free)' : ` for ${PAID_DISCARD_COST}¢`}`);
  }
}
