import type { DiceSource } from '../../core/dice-source.js';
import type { Trace } from '../game.js';
import type { DeckState } from './deck-state.js';
import type { ResolveScratch } from './offensive.js';
import { resolveWithRepairsInPlace, type OffensiveMemo } from './offensive-memo.js';
import * as codes from './plan.js';
import type { TitaniumPlan } from './plan.js';
import { discardInPlace } from './policies/discard.js';
import type { TacticChooser } from './policies/tactic-choice.js';
import { isWithdrawing } from './policies/withdraw.js';
import type { ConquestState } from './state.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { SPECIAL_DIVERSION } = codes;

/** What a Conquest is played with: the plan, its state and deck, the tactic chooser, the scratch. */
export interface ConquestParts {
  readonly plan: TitaniumPlan;
  readonly state: ConquestState;
  readonly deck: DeckState;
  readonly chooser: TacticChooser;
  readonly scratch: ResolveScratch;
  /** Set to the number of Offensives resolved. */
  offensives: number;
  /** The memo of resolved Offensives (offensive-memo.ts), when the Conquest's are memoised; a whole game's arena has none. */
  readonly offensiveMemo?: OffensiveMemo | null;
}

/**
 * Plays one Conquest (004, "Conquest") from the current state and hands: each Offensive, (1) in
 * Player Order, each player still in with a ship withdraws (policy) or plays a Tactic face down —
 * a lone participant conquers; (2) reveal; (3) resolve by priority (offensive.ts); Repair Drones at
 * the end of the Offensive; (4) discard the played cards, optional extra discards (policy), draw to
 * the hand limit; (5) one participant with ships left conquers, none means nobody does, otherwise a
 * new Offensive. Players already `out` take no part. "Player Order" is `state.order` (the 1st
 * Player first; the scenario's order unless seats rotate). Returns the conquering player, `players`
 * (nobody) or `players + 1` (still running after `maxOffensives`). Allocates nothing.
 */
export function playConquestInPlace(parts: ConquestParts, rng: DiceSource, trace: Trace | null): number {
  const { plan, state, deck, chooser, scratch } = parts;
  const P = plan.players;
  const order = state.order;
  const memo = parts.offensiveMemo ?? null;
  let offensives = 0;
  let outcome = -1;
  while (outcome < 0) {
    let playing = 0;
    let last = -1;
    // The players still in with a ship (TacticChooser.inMask), kept as players withdraw.
    let inMask = chooser.inMask();
    for (let k = 0; k < P; k++) {
      const p = order[k];
      state.played[p] = -1;
      state.diverted[p] = 0;
      if (state.out[p] === 1) continue;
      if (state.ships[p] === 0 || deck.handCount[p] === 0 || isWithdrawing(state, p)) {
        state.out[p] = 1;
        inMask &= ~(1 << p);
        if (trace !== null) trace.add(`${plan.playerNames[p]} withdraws${state.ships[p] === 0 ? ' (no ships)' : ''}`);
        continue;
      }
      state.played[p] = deck.takeFromHand(p, chooser.choose(p, rng, inMask));
      playing++;
      last = p;
    }
    if (playing <= 1) {
      outcome = playing === 1 ? last : P;
      if (trace !== null && playing === 1) trace.add(`${plan.playerNames[last]} is the only player to play a Tactic`);
      if (playing === 1) deck.discardCard(state.played[last]);
      break;
    }
    if (offensives === plan.maxOffensives) {
      outcome = P + 1;
      break;
    }
    offensives++;
    if (trace !== null) traceReveal(plan, state, offensives, trace);
    for (let p = 0; p < P; p++) if (state.played[p] >= 0 && plan.cardSpecial[state.played[p]] === SPECIAL_DIVERSION) state.diverted[p] = 1;
    if (memo !== null && trace === null) memo.resolveInPlace(state, scratch);
    else resolveWithRepairsInPlace(state, scratch, trace);
    for (let k = 0; k < P; k++) if (state.played[order[k]] >= 0) deck.discardCard(state.played[order[k]]);
    // Nobody goes out between the discards: one mask for all.
    const enemies = chooser.inMask();
    for (let k = 0; k < P; k++) if (state.played[order[k]] >= 0) discardInPlace(state, deck, chooser, order[k], trace, enemies);
    for (let k = 0; k < P; k++) if (state.played[order[k]] >= 0) deck.fillHand(order[k], rng);
    let withShips = 0;
    for (let p = 0; p < P; p++) {
      if (state.played[p] < 0) continue;
      if (state.ships[p] > 0) {
        withShips++;
        last = p;
      } else state.out[p] = 1;
    }
    if (withShips <= 1) outcome = withShips === 1 ? last : P;
  }
  parts.offensives = offensives;
  return outcome;
}

function traceReveal(plan: TitaniumPlan, state: ConquestState, offensive: number, trace: Trace): void {
  const shown: string[] = [];
  for (let k = 0; k < plan.players; k++) {
    const p = state.order[k];
    const card = state.played[p];
    if (card >= 0) shown.push(`${plan.playerNames[p]}: ${plan.cardNames[card]} (${plan.cardPriority[card]})`);
  }
  trace.add(`Offensive ${offensive} — ${shown.join(', ')}`);
}
