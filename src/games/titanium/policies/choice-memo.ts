import { TARGET_MASKS, type TitaniumPlan } from '../plan.js';
import type { ConquestState } from '../state.js';
import { KeyTable } from './key-table.js';

/** Most situations remembered. */
const MAX_SITUATIONS = 1 << 18;
/** Largest score pool, in doubles (8 MiB): past it, situations are scored but not stored. */
const MAX_POOL = 1 << 20;
/** Largest key that is still an exact integer in a double. */
const KEY_LIMIT = 2 ** 53;

/**
 * Memoises the `greedy` Tactic choice's card scores (tactic-choice.ts) by situation: the damage of
 * every unit (a destroyed unit's damage is its defense, state.destroyInPlace, so damage alone also
 * says who is alive), the players still in the Conquest and the player choosing — hence its
 * policies. A card's score is a pure function of these and of the card, so each situation keeps
 * one score per card kind, filled as cards are met (NaN until then): one look-up per choice instead
 * of one per card, and a hit returns exactly the score the policy would compute — memoisation never
 * changes a choice. Off for players whose decisions are not memoised (plan.memoFeasible 0: a whole
 * game's arena, whose fleets change every turn) and when the key would not fit in 2^53. Allocates
 * nothing per call once the pool has grown.
 */
export class ChoiceMemo {
  private readonly index = new KeyTable(MAX_SITUATIONS);
  /** Scores by situation slot + card kind (NaN: not computed yet). */
  scores = new Float64Array(1 << 12).fill(Number.NaN);
  /**
   * By situation slot + card kind: the kind's place when every kind is ranked best first (score,
   * then lower priority, then the card listed first: the choice's order, tactic-choice.ts); −1 at
   * the slot's first kind until ranked. A situation met again is answered by the lowest rank in
   * the hand.
   */
  ranks = new Int32Array(1 << 12).fill(-1);
  /** True when the last `slotOf` made a new slot (a situation met for the first time). */
  created = false;
  private used = 0;
  /** True when every key of this plan fits in 2^53. */
  private readonly fits: boolean;
  private readonly kinds: number;

  constructor(private readonly plan: TitaniumPlan) {
    this.kinds = plan.cardKeys.length;
    let product = TARGET_MASKS * plan.players;
    for (let u = 0; u < plan.unitCount; u++) product *= plan.unitDefense[u] + 1;
    this.fits = product < KEY_LIMIT;
  }

  /**
   * The first slot of the scores of p's cards now against the players in `mask` (in `scores`, one
   * per card kind), made when new; −1 when this choice is not memoised or the pool is full.
   */
  slotOf(state: ConquestState, p: number, mask: number): number {
    const plan = this.plan;
    if (!this.fits || plan.memoFeasible[p] === 0) return -1;
    // Every unit's damage in mixed radix, kept by the state (ConquestState.keys).
    const key = (state.keys[0] * TARGET_MASKS + mask) * state.players + p;
    const known = this.index.get(key);
    this.created = known < 0;
    if (known >= 0) return known;
    const at = this.used;
    if (this.index.size >= MAX_SITUATIONS) return -1;
    if (at + this.kinds > this.scores.length && !this.grow()) return -1;
    this.used += this.kinds;
    this.index.set(key, at);
    return at;
  }

  private grow(): boolean {
    if (this.scores.length >= MAX_POOL) return false;
    const grown = new Float64Array(this.scores.length * 2).fill(Number.NaN);
    grown.set(this.scores);
    this.scores = grown;
    const ranks = new Int32Array(grown.length).fill(-1);
    ranks.set(this.ranks);
    this.ranks = ranks;
    return true;
  }
}
