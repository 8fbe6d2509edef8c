import type { DiceSource } from '../../../core/dice-source.js';
import type { Trace } from '../../game.js';
import type { DeckState } from '../deck-state.js';
import type { GameState } from './game-state.js';
import { handLimit } from './limits.js';
import type { GamePlan } from './plan.js';
import { chooseLeader } from './policies/leader-choice.js';

/** Shuffles the first `n` entries of `a` in place (Fisher–Yates, one random number per entry). */
export function shuffleInPlace(a: Int32Array, n: number, rng: DiceSource): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/**
 * The setup (004, "Setup"; "Quick Start"): the 1st Player token (at random, "the player wearing
 * the most purple", or to the first listed player), the Leaders (a fixed leader is set aside; the
 * others, in Player Order, draw two from the shuffled rest and keep one by their policy), the
 * Planet/Event pile shuffled, and each player's starting hand dealt in Player Order. `leaders` is
 * scratch for the leader deck.
 */
export function setUpInPlace(plan: GamePlan, state: GameState, deck: DeckState, leaders: Int32Array, rng: DiceSource, trace: Trace | null): void {
  const P = plan.players;
  state.reset();
  state.first = plan.firstRandom === 1 ? rng.below(P) : 0;
  let n = 0;
  for (let l = 0; l < plan.leaders; l++) if (!plan.fixedLeader.includes(l)) leaders[n++] = l;
  shuffleInPlace(leaders, n, rng);
  let top = 0;
  for (let pos = 0; pos < P; pos++) {
    const g = (state.first + pos) % P;
    if (plan.fixedLeader[g] >= 0) state.leader[g] = plan.fixedLeader[g];
    else {
      state.leader[g] = chooseLeader(plan, g, leaders[top], leaders[top + 1], rng);
      top += 2;
    }
    if (trace !== null) trace.add(`${plan.playerNames[g]} leads as ${plan.leaderNames[state.leader[g]]}${plan.fixedLeader[g] >= 0 ? '' : ` (drew ${plan.leaderNames[leaders[top - 2]]} and ${plan.leaderNames[leaders[top - 1]]})`}`);
  }
  for (let c = 0; c < plan.planetCards; c++) state.pile[c] = c;
  shuffleInPlace(state.pile, plan.planetCards, rng);
  state.pileCount = plan.planetCards;
  const arena = deck.plan;
  for (let pos = 0; pos < P; pos++) arena.handLimit[pos] = plan.startingHand;
  deck.reset(rng);
  for (let pos = 0; pos < P; pos++) arena.handLimit[pos] = handLimit(plan, state, (state.first + pos) % P);
  if (trace !== null) trace.add(`${plan.playerNames[state.first]} holds the 1st Player token`);
}
