import * as planConsts from '../plan.js';
import type { TitaniumPlan } from '../plan.js';
import type { ConquestState } from '../state.js';
import { KeyTable } from './key-table.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { TARGET_MASKS } = planConsts;

/** Most situations remembered. */
const MAX_SITUATIONS = 1 << 18;
/** Largest score pool, in doubles (8 MiB): past it, situations are scored but not stored. */
const MAX_POOL = 1 << 20;
/** Largest key that is still an exact integer in a double. */
const KEY_LIMIT = 2 ** 53;

/**
 * Memoises the `greedy` Tactic choice's card scores (tactic-choice.ts) by situation: the damage of
 * every unit (a destroyed unit's damage is its defense, state.destroyInPlace, so damage alone also
 * says who is alive) and the players still in the Conquest; within a situation, by the player
 * choosing — hence its policies. A card's score is a pure function of these and of the card, so
 * each situation keeps one score per player and card kind, filled as cards are met (NaN until
 * then): one look-up per situation instead of one per card, and the players choosing one after
 * the other in an Offensive share it (the units do not change in between). A hit returns exactly
 * the score the policy would compute — memoisation never changes a choice. Off for players whose
 * decisions are not memoised (plan.memoFeasible 0: a whole game's arena, whose fleets change every
 * turn) and when the key would not fit in 2^53. Allocates nothing per call once the pool has grown.
 */
export class ChoiceMemo {
  private readonly index = new KeyTable(MAX_SITUATIONS);
  /** Scores by situation slot + player × card kinds + card kind (NaN: not computed yet). */
  scores = new Float64Array(1 << 12).fill(Number.NaN);
  /**
   * By situation slot + player × card kinds + card kind: the kind's place when every kind is ranked
   * best first (score, then lower priority, then the card listed first: the choice's order,
   * tactic-choice.ts); −1 at the player's first kind until ranked. A situation met again is
   * answered by the lowest rank in the hand.
   */
  ranks = new Int32Array(1 << 12).fill(-1);
  /** By situation slot / card kinds + player: 1 once the player has chosen in the situation. */
  private seen = new Uint8Array(1 << 12);
  /** True when the last `slotOf` met the player in this situation for the first time. */
  created = false;
  private used = 0;
  /** The situation key and slot of the last look-up (−1: none). */
  private lastKey = -1;
  private lastSlot = -1;
  /** True when every key of this plan fits in 2^53. */
  private readonly fits: boolean;
  private readonly kinds: number;
  /** Pool slots per situation: players × card kinds. */
  private readonly stride: number;

  constructor(private readonly plan: TitaniumPlan) {
    this.kinds = plan.cardKeys.length;
    this.stride = plan.players * this.kinds;
    let product = TARGET_MASKS;
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
    const key = state.keys[0] * TARGET_MASKS + mask;
    let at = key === this.lastKey ? this.lastSlot : this.index.get(key);
    if (at < 0) {
      at = this.used;
      if (this.index.size >= MAX_SITUATIONS) return -1;
      if (at + this.stride > this.scores.length && !this.grow()) return -1;
      this.used += this.stride;
      this.index.set(key, at);
    }
    this.lastKey = key;
    this.lastSlot = at;
    const seen = at / this.kinds + p;
    this.created = this.seen[seen] === 0;
    this.seen[seen] = 1;
    return at + p * this.kinds;
  }

  private grow(): boolean {
    if (this.scores.length >= MAX_POOL) return false;
    const grown = new Float64Array(this.scores.length * 2).fill(Number.NaN);
    grown.set(this.scores);
    this.scores = grown;
    const ranks = new Int32Array(grown.length).fill(-1);
    ranks.set(this.ranks);
    this.ranks = ranks;
    const seen = new Uint8Array(grown.length);
    seen.set(this.seen);
    this.seen = seen;
    return true;
  }
}
