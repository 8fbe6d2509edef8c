import type { DiceSource } from '../../../core/dice-source.js';
import { buildTargetsInPlace, hasTargets, targetStateKey, totalAttackStrength, withCardKey } from '../attack.js';
import type { DeckState } from '../deck-state.js';
import * as codes from '../plan.js';
import type { ConquestState } from '../state.js';
import * as offensive from '../offensive.js';
import { ChoiceMemo } from './choice-memo.js';
import { KeyTable } from './key-table.js';
import type { RecentAssignments } from './recent-assignments.js';
import type { AllocationSituation, Allocator } from './situation.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { ROLE_MISSILE, ROLE_SHIP, ROLES, SPECIAL_DIVERSION, SPECIAL_MISSILE_LAUNCH } = codes;
const { MAX_PRIORITY } = offensive;

/**
 * True when card a goes before card b among cards that score alike: the lower priority, then the
 * card listed first in the deck. A const, not a function declaration: V8 inlines it without
 * checking the callee at each call.
 */
const precedesOnTie = (priority: ArrayLike<number>, a: number, b: number): boolean => priority[a] < priority[b] || (priority[a] === priority[b] && a < b);

/** Weight of the setup score next to the value destroyed when ranking cards (a tie-breaker). */
const SETUP_SHARE = 0.001;
const TACTIC_RANDOM = 0;
/** `base` before it is computed for the current choice (−1 already means "keys do not fit"). */
const KEY_NOT_COMPUTED = -2;
/** Most card scores remembered (they are pure functions of the decision key). */
const MAX_CACHED_SCORES = 1 << 18;

/**
 * Tactic choice (004, "1. Choosing a Tactic"; the docs/ pages, "Tactic choice is a policy"):
 *
 * - `random`: any card of the hand, uniformly;
 * - `greedy`: the card with the highest immediate value — the value its attack would destroy now
 *   (with the player's own allocation policy against every enemy still in the Conquest), for
 *   Missile Launch the value its Blast would destroy, for Diversion the value an enemy missile would
 *   destroy times the chance that enemy holds a Missile Launch — optionally weighted towards early
 *   priorities by `priorityWeight` w (score × (1 + w · (7 − priority) / 7)). Ties go to the lower
 *   priority, then the card listed first in the deck;
 * - the chance an enemy holds a Missile Launch is taken over a full hand (its hand limit).
 *
 * Also decides which cards are dead (can do nothing now) for the discard policy.
 */
export class TacticChooser {
  /** Share of Missile Launch cards in the deck. */
  private readonly missileShare: number;
  /** Attack card scores by decision key (attack.ts, decisionKey). */
  private readonly scores = new KeyTable(MAX_CACHED_SCORES);
  /** Card scores by situation (choice-memo.ts): one look-up per choice instead of one per card. */
  private readonly choices: ChoiceMemo;
  /** `targetStateKey` of the current choice; −2 until computed, −1 when keys do not fit. */
  private base = KEY_NOT_COMPUTED;
  /**
   * Where the value methods put their result. A fractional number returned from a call V8 does not
   * inline is boxed in a fresh heap number, one per card per decision; a typed-array slot is not.
   */
  private readonly result = new Float64Array(1);
  /**
   * True when the last computeCardValue built the target list and allocated (`sit` holds its
   * allocation, made with `builtStrength`); the caller keeps it in `recent` if the card may be played.
   */
  private built = false;
  private builtStrength = 0;

  constructor(
    private readonly state: ConquestState,
    private readonly deck: DeckState,
    private readonly allocators: Allocator[],
    private readonly sit: AllocationSituation,
    private readonly recent: RecentAssignments,
  ) {
    const plan = state.plan;
    let copies = 0;
    for (const c of plan.deck) if (plan.cardSpecial[c] === SPECIAL_MISSILE_LAUNCH) copies++;
    for (const hand of plan.fixedHand) for (const c of hand) if (plan.cardSpecial[c] === SPECIAL_MISSILE_LAUNCH) copies++;
    this.missileShare = copies / plan.deckSize;
    this.choices = new ChoiceMemo(plan);
  }

  /** Forgets the current choice's key (before calling cardValue on a new position). */
  resetKey(): void {
    this.base = KEY_NOT_COMPUTED;
  }

  /** Players still in the Conquest with a ship, as a bitmask. */
  inMask(): number {
    let mask = 0;
    for (let q = 0; q < this.state.players; q++) if (this.state.out[q] === 0 && this.state.ships[q] > 0) mask |= 1 << q;
    return mask;
  }

  /**
   * The hand index of the card player p plays; `mask` is `inMask()` (the players still in with a
   * ship), passed when the caller keeps it.
   */
  choose(p: number, rng: DiceSource, mask = this.inMask()): number {
    const plan = this.state.plan;
    const count = this.deck.handCount[p];
    if (plan.tactic[p] === TACTIC_RANDOM) return count === 1 ? 0 : rng.below(count);
    return count === 1 ? 0 : this.bestCard(p, count, mask);
  }

  /**
   * The hand index of the card player p plays, under tactic policy `tactic`, with no enemy in the
   * Conquest (a lone participant): `random` draws as choose does; to `greedy` every card is then
   * worth 0 (nothing to attack, no enemy missile to divert), so it plays the card its ties go to,
   * the lowest priority, then the card listed first — bestCard's answer, without reading a unit.
   */
  chooseUnopposed(p: number, tactic: number, rng: DiceSource): number {
    const plan = this.state.plan;
    const deck = this.deck;
    const count = deck.handCount[p];
    if (count === 1) return 0;
    if (tactic === TACTIC_RANDOM) return rng.below(count);
    let best = 0;
    for (let i = 1; i < count; i++) if (precedesOnTie(plan.cardPriority, deck.cardAt(p, i), deck.cardAt(p, best))) best = i;
    return best;
  }

  /**
   * The greedy choice: the hand index of the card with the best score. A later copy of a card
   * already weighed is skipped: it scores alike and never beats the first. Scores come from the
   * situation's memo (choice-memo.ts) when it has them.
   */
  private bestCard(p: number, count: number, mask: number): number {
    const plan = this.state.plan;
    this.resetKey();
    const w = plan.priorityWeight[p];
    const at = this.choices.slotOf(this.state, p, mask);
    if (at >= 0 && !this.choices.created) return this.bestRanked(p, count, mask, at);
    let best = 0;
    let bestScore = -1;
    for (let i = 0; i < count; i++) {
      const card = this.deck.cardAt(p, i);
      if (this.isCopyOfEarlier(p, card, i)) continue;
      const priority = plan.cardPriority[card];
      let score = at >= 0 ? this.choices.scores[at + card] : Number.NaN;
      if (score !== score) {
        this.computeCardValue(p, card, mask);
        score = this.result[0] * (1 + (w * (MAX_PRIORITY - priority)) / MAX_PRIORITY);
        if (at >= 0) this.choices.scores[at + card] = score;
      } else this.built = false;
      if (score > bestScore || (score === bestScore && precedesOnTie(plan.cardPriority, card, this.deck.cardAt(p, best)))) {
        // Only a card that leads when weighed can be the one played: its allocation is kept for resolving it.
        if (this.built) this.recent.store(this.state, p, card, this.builtStrength, mask, this.sit);
        best = i;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * bestCard in a situation met before: every card kind ranked once (choice-memo.ts `ranks`, in
   * bestCard's order), then the hand index of the lowest rank — the first copy of the best card,
   * as bestCard picks it.
   */
  private bestRanked(p: number, count: number, mask: number, at: number): number {
    const memo = this.choices;
    if (memo.ranks[at] < 0) this.rankInPlace(p, mask, at);
    const ranks = memo.ranks;
    let best = 0;
    let bestRank = ranks[at + this.deck.cardAt(p, 0)];
    for (let i = 1; i < count; i++) {
      const rank = ranks[at + this.deck.cardAt(p, i)];
      if (rank < bestRank) {
        best = i;
        bestRank = rank;
      }
    }
    return best;
  }

  /** Scores every card kind of the situation at `at` (those not scored yet) and ranks them. */
  private rankInPlace(p: number, mask: number, at: number): void {
    const plan = this.state.plan;
    const scores = this.choices.scores;
    const ranks = this.choices.ranks;
    const w = plan.priorityWeight[p];
    const kinds = plan.cardKeys.length;
    for (let c = 0; c < kinds; c++) {
      if (scores[at + c] === scores[at + c]) continue;
      this.computeCardValue(p, c, mask);
      if (this.built) this.recent.store(this.state, p, c, this.builtStrength, mask, this.sit);
      scores[at + c] = this.result[0] * (1 + (w * (MAX_PRIORITY - plan.cardPriority[c])) / MAX_PRIORITY);
    }
    for (let c = 0; c < kinds; c++) {
      let rank = 0;
      for (let d = 0; d < kinds; d++) {
        const score = scores[at + d];
        if (score > scores[at + c] || (score === scores[at + c] && precedesOnTie(plan.cardPriority, d, c))) rank++;
      }
      ranks[at + c] = rank;
    }
  }

  private isCopyOfEarlier(p: number, card: number, i: number): boolean {
    for (let j = 0; j < i; j++) if (this.deck.cardAt(p, j) === card) return true;
    return false;
  }

  /**
   * Into `this.result[0]`: the immediate value of `card` for p against the players in `mask`; sets
   * `built` when the value came from a new allocation (then in `sit`). Call `resetKey()` first when
   * the state, p or mask changed since the last call (choose() does).
   */
  private computeCardValue(p: number, card: number, mask: number): void {
    const state = this.state;
    const plan = state.plan;
    const result = this.result;
    this.built = false;
    const special = plan.cardSpecial[card];
    if (special === SPECIAL_DIVERSION) {
      this.computeDiversionValue(p, mask);
      return;
    }
    if (special === SPECIAL_MISSILE_LAUNCH) {
      const missile = state.firstOfRole(p, ROLE_MISSILE);
      let value = 0;
      if (missile >= 0) {
        for (let q = 0; q < state.players; q++) {
          if (q === p || (mask & (1 << q)) === 0) continue;
          this.computeBlastValue(q, plan.unitPower[missile], p);
          value += result[0];
        }
      }
      result[0] = value;
      return;
    }
    const strength = totalAttackStrength(state, p, card);
    // Nothing to attack scores 0, as an empty target list would (no allocation to keep either).
    if (strength === 0 || !hasTargets(state, p, card, mask)) {
      result[0] = 0;
      return;
    }
    if (this.base === KEY_NOT_COMPUTED) this.base = targetStateKey(state, p, mask);
    const key = this.base < 0 ? -1 : withCardKey(state, this.base, p, card, strength, mask);
    if (key >= 0 && this.scores.lookupInto(key, result, 0)) return;
    const sit = this.sit;
    buildTargetsInPlace(state, p, card, strength, mask, sit);
    let score = 0;
    if (sit.count > 0) {
      this.allocators[p].allocate(sit);
      let setup = 0;
      for (let i = 0; i < sit.count; i++) if (sit.damage[i] < sit.hp[i]) setup += (sit.damage[i] * sit.value[i]) / sit.hp[i];
      score = sit.killedValue + SETUP_SHARE * setup;
    }
    // The caller keeps it for resolving this card if it is chosen and nothing changes before (sit.count 0: no damage).
    this.built = true;
    this.builtStrength = strength;
    if (key >= 0) this.scores.set(key, score);
    result[0] = score;
  }

  /** Into `this.result[0]`: the value (in `valuer`'s terms) a Blast of `amount` would destroy among q's ships, shields ignored, plus a setup share. */
  private computeBlastValue(q: number, amount: number, valuer: number): void {
    const state = this.state;
    const plan = state.plan;
    const values = plan.valueTable[plan.valueCode[valuer]];
    let value = 0;
    for (let u = 0; u < state.n; u++) {
      if (state.alive[u] === 0 || plan.unitOwner[u] !== q || plan.unitRole[u] !== ROLE_SHIP) continue;
      const hp = plan.unitDefense[u] - state.damage[u];
      value += amount >= hp ? values[u] : (SETUP_SHARE * amount * values[u]) / hp;
    }
    this.result[0] = value;
  }

  /** Into `this.result[0]`: the value an enemy missile would destroy, times the chance that enemy holds a Missile Launch. */
  private computeDiversionValue(p: number, mask: number): void {
    const state = this.state;
    const plan = state.plan;
    let value = 0;
    for (let q = 0; q < state.players; q++) {
      if (q === p || (mask & (1 << q)) === 0 || state.roleAlive[q * ROLES + ROLE_MISSILE] === 0) continue;
      const missile = state.firstOfRole(q, ROLE_MISSILE);
      if (missile < 0) continue;
      const holds = 1 - (1 - this.missileShare) ** plan.handLimit[q];
      this.computeBlastValue(p, plan.unitPower[missile], p);
      value += holds * this.result[0];
    }
    this.result[0] = value;
  }

  /** True when `card` can do nothing for p now against the players in `enemies` (discard policy). */
  isDeadCard(p: number, card: number, enemies: number): boolean {
    const state = this.state;
    const plan = state.plan;
    const special = plan.cardSpecial[card];
    const mask = enemies & ~(1 << p);
    if (special === SPECIAL_MISSILE_LAUNCH) return state.firstOfRole(p, ROLE_MISSILE) < 0;
    if (special === SPECIAL_DIVERSION) {
      for (let q = 0; q < state.players; q++) if ((mask & (1 << q)) !== 0 && state.firstOfRole(q, ROLE_MISSILE) >= 0) return false;
      return true;
    }
    return totalAttackStrength(state, p, card) === 0 || !hasTargets(state, p, card, mask);
  }
}
