import type { DiceSource } from '../../core/dice-source.js';
import type { TitaniumPlan } from './plan.js';

const TWO_POW_32 = 4_294_967_296;

/**
 * The Tactic cards during a Conquest: the face-down draw pile, the face-up discard pile and each
 * player's hand, as typed arrays (no allocation per battle). The draw pile is kept unordered and a
 * draw takes a uniformly random card from it — the same law as drawing the top card of a shuffled
 * pile — so shuffling costs one random number per card actually drawn. When the draw pile is empty,
 * the discard pile becomes the new draw pile (004, "4. Discarding Tactic Cards").
 */
export class DeckState {
  readonly draw: Int32Array;
  readonly discard: Int32Array;
  readonly hand: Int32Array;
  readonly handCount: Int32Array;
  drawCount = 0;
  discardCount = 0;
  /** Largest hand limit: the stride of `hand`. */
  readonly stride: number;
  private readonly start: Int32Array;
  /** Per pile size n: the largest 32-bit word count that is a multiple of n (exact rejection sampling). */
  private readonly limit: Float64Array;

  constructor(readonly plan: TitaniumPlan) {
    this.draw = new Int32Array(plan.deckSize);
    this.discard = new Int32Array(plan.deckSize);
    this.stride = Math.max(...plan.handLimit);
    this.hand = new Int32Array(plan.players * this.stride);
    this.handCount = new Int32Array(plan.players);
    this.start = Int32Array.from(plan.deck);
    this.limit = Float64Array.from({ length: plan.deckSize + 1 }, (_, n) => (n === 0 ? 0 : TWO_POW_32 - (TWO_POW_32 % n)));
  }

  /**
   * A uniform integer in [0, n), exact: a 32-bit word (uniform() × 2^32 is the generator's word)
   * rejected above the largest multiple of n — RandomStream.below's method with its limit precomputed.
   */
  private below(rng: DiceSource, n: number): number {
    const limit = this.limit[n];
    let w: number;
    do w = rng.uniform() * TWO_POW_32;
    while (w >= limit);
    return w - Math.floor(w / n) * n;
  }

  /**
   * A fresh deck: fixed hands in place, the rest dealt in Player Order up to each hand limit —
   * `order[k]` is the player at position k (ConquestState.order), the players' own order by default.
   */
  reset(rng: DiceSource, order: Int32Array | null = null): void {
    const plan = this.plan;
    this.draw.set(this.start);
    this.drawCount = this.start.length;
    this.discardCount = 0;
    for (let p = 0; p < plan.players; p++) {
      const fixed = plan.fixedHand[p];
      for (let k = 0; k < fixed.length; k++) this.hand[p * this.stride + k] = fixed[k];
      this.handCount[p] = fixed.length;
    }
    for (let k = 0; k < plan.players; k++) this.fillHand(order === null ? k : order[k], rng);
  }

  /** A uniformly random card of the draw pile (reshuffling the discard pile if empty), or −1. */
  drawCard(rng: DiceSource): number {
    if (this.drawCount === 0) {
      if (this.discardCount === 0) return -1;
      // A copy loop, not set(subarray()): the view would be an allocation per reshuffle.
      for (let k = 0; k < this.discardCount; k++) this.draw[k] = this.discard[k];
      this.drawCount = this.discardCount;
      this.discardCount = 0;
    }
    const i = this.drawCount === 1 ? 0 : this.below(rng, this.drawCount);
    const card = this.draw[i];
    this.draw[i] = this.draw[--this.drawCount];
    return card;
  }

  /** Draws until player p holds its hand limit (004, "Hand"), or the cards run out. */
  fillHand(p: number, rng: DiceSource): void {
    const limit = this.plan.handLimit[p];
    while (this.handCount[p] < limit) {
      const card = this.drawCard(rng);
      if (card < 0) return;
      this.hand[p * this.stride + this.handCount[p]++] = card;
    }
  }

  /** Removes and returns the card at `index` of p's hand (the last card takes its place). */
  takeFromHand(p: number, index: number): number {
    const base = p * this.stride;
    const card = this.hand[base + index];
    this.hand[base + index] = this.hand[base + --this.handCount[p]];
    return card;
  }

  /** Puts a card on the discard pile. */
  discardCard(card: number): void {
    this.discard[this.discardCount++] = card;
  }

  /** The card at `index` of p's hand. */
  cardAt(p: number, index: number): number {
    return this.hand[p * this.stride + index];
  }
}
