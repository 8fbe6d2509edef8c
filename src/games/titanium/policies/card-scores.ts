import { TARGET_MASKS } from '../plan.js';
import type { ConquestState } from '../state.js';
import { KeyTable } from './key-table.js';

/** Keys must stay exact doubles (KeyTable keys are below 2^53). */
const KEY_LIMIT = 2 ** 53;
/** Most positions remembered. */
const MAX_POSITIONS = 1 << 16;
/** Largest pool of scores (8 MiB): past it, positions are scored but not remembered. */
const MAX_POOL = 1 << 20;

/**
 * The greedy tactic choice's card scores by position (tactic-choice.ts): one row of scores, one per
 * card kind, for each position met — every unit's damage (a destroyed unit's damage is its defense,
 * state.destroyInPlace, so damage alone says who is alive), the players still in and the chooser,
 * in mixed radix. A card's score reads nothing else (its strength comes from the chooser's living
 * units, its targets from the others' and the players in), so a remembered score is the score the
 * policy would compute, and a run's results do not change: a choice then costs one key and one
 * look-up instead of one per card. Rows exist only for a player whose allocation decisions are
 * memoised (plan.memoFeasible: not in a whole game's arena, whose units change every turn) and
 * when every key fits in 2^53. Scores not yet computed are NaN. The pool grows by doubling.
 */
export class CardScores {
  /** Per player: 1 when its positions have rows. */
  readonly feasible: Uint8Array;
  /** The rows; read it again after `rowOf`, which may replace it. */
  pool = new Float64Array(1 << 12).fill(NaN);
  private readonly index = new KeyTable(MAX_POSITIONS);
  private readonly cards: number;
  private used = 0;

  constructor(private readonly state: ConquestState) {
    const plan = state.plan;
    this.cards = plan.cardKeys.length;
    let product = TARGET_MASKS * plan.players;
    for (let u = 0; u < plan.unitCount; u++) product *= plan.unitDefense[u] + 1;
    this.feasible = Uint8Array.from(plan.memoFeasible, (memo) => (memo === 1 && product < KEY_LIMIT ? 1 : 0));
  }

  /** The pool offset of the row of player p's position against the players in `mask` (feasible[p] must be 1), or −1 when the pool is full. */
  rowOf(p: number, mask: number): number {
    const state = this.state;
    const plan = state.plan;
    let key = 0;
    for (let u = 0; u < state.n; u++) key = key * (plan.unitDefense[u] + 1) + state.damage[u];
    key = (key * TARGET_MASKS + mask) * plan.players + p;
    const at = this.index.get(key);
    if (at >= 0) return at;
    if (this.index.size >= MAX_POSITIONS) return -1;
    if (this.used + this.cards > this.pool.length) {
      if (this.pool.length >= MAX_POOL) return -1;
      const grown = new Float64Array(this.pool.length * 2).fill(NaN);
      grown.set(this.pool);
      this.pool = grown;
    }
    const row = this.used;
    this.used += this.cards;
    this.index.set(key, row);
    return row;
  }
}
