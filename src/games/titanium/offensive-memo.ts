import type { Trace } from '../game.js';
import { KeyTable } from './policies/key-table.js';
import { poolWithRoom } from './policies/record-pool.js';
import { resolveTacticsInPlace, type ResolveScratch } from './offensive.js';
import type { TitaniumPlan } from './plan.js';
import { repairInPlace } from './specials.js';
import type { ConquestState } from './state.js';

/**
 * Most Offensives remembered. A thread keeps up to 64 prepared plans (engine/prepared-plans.ts), so
 * each memo stays small: 2^15 entries (1 MiB of index) ran the 3 vs 3 bench as fast as 2^18 (same
 * process, alternating, 1.6M battles: median ratio 1.01) with an eighth of the memory.
 */
const MAX_ENTRIES = 1 << 15;
/** Largest pool of recorded Offensives, in Int32 slots (1 MiB): past it, Offensives are resolved but not stored. */
const MAX_POOL = 1 << 18;
/** Largest key that is still an exact integer in a double. */
const KEY_LIMIT = 2 ** 53;
/** A recorded change: unit << UNIT_SHIFT | destroyed << DEAD_SHIFT | damage after. */
const UNIT_SHIFT = 16;
const DEAD_BIT = 1 << 15;
const DAMAGE_MASK = DEAD_BIT - 1;

/**
 * Memoises the deterministic middle of an Offensive (004, "Conquest"): step 3, "Resolving Tactics"
 * (offensive.ts), and the Repair Drones at its end (specials.ts). Given the damage of every unit (a
 * destroyed unit's damage is its defense, state.destroyInPlace, so damage also says who is alive),
 * the Tactic each player revealed (or none) and the Player Order (its 1st Player), what happens is a
 * pure function of them and of the players' policies: no die is rolled, and every decision on the
 * way (allocations, Blast Shields, Minefields, repairs) is a deterministic policy of the state. So
 * an Offensive met before is replayed from its record — the units whose damage changed, with their
 * damage afterwards, and the credits each player destroyed — and lands on exactly the state
 * resolving it would: memoisation never changes a result. Off when the key would not fit in 2^53,
 * when the state keeps no keys (ConquestState.keyed: a whole game's arena, whose units change
 * every turn), and when tracing (a trace needs the events). Allocates nothing per call once the
 * pool has grown.
 */
export class OffensiveMemo {
  private readonly index = new KeyTable(MAX_ENTRIES);
  private pool = new Int32Array(1 << 14);
  private used = 0;
  /** Card kinds + 1: the radix of each player's revealed Tactic (0: none). */
  private readonly radix: number;
  /** radix^players: the number of revealed-Tactic codes. */
  private readonly codes: number;
  /** Per player: the units' damage, alive flags and credits destroyed before a recorded Offensive. */
  private readonly damageBefore: Int32Array;
  private readonly aliveBefore: Uint8Array;
  private readonly destroyedBefore: Int32Array;
  /** Offensives replayed from the memo so far (for tests and profiles). */
  replays = 0;
  /** True when this plan's Offensives are memoised. */
  readonly enabled: boolean;

  constructor(plan: TitaniumPlan, state: ConquestState) {
    this.radix = plan.cardKeys.length + 1;
    this.codes = this.radix ** plan.players;
    let product = plan.players * this.codes;
    for (let u = 0; u < plan.unitCount; u++) product *= plan.unitDefense[u] + 1;
    let defenseFits = true;
    for (let u = 0; u < plan.unitCount; u++) if (plan.unitDefense[u] > DAMAGE_MASK || plan.unitKind[u] < 0) defenseFits = false;
    this.enabled = state.keyed && product < KEY_LIMIT && defenseFits && plan.unitCount < 1 << 14;
    this.damageBefore = new Int32Array(plan.unitCount);
    this.aliveBefore = new Uint8Array(plan.unitCount);
    this.destroyedBefore = new Int32Array(plan.players);
  }

  /**
   * Resolves the revealed Tactics and the Repair Drones of the current Offensive into `state`, as
   * `resolveTacticsInPlace` followed by `repairInPlace` for each participant in Player Order
   * would (untraced): replayed when met before, else resolved and recorded.
   */
  resolveInPlace(state: ConquestState, scratch: ResolveScratch): void {
    const P = state.players;
    let code = 0;
    for (let p = P - 1; p >= 0; p--) code = code * this.radix + state.played[p] + 1;
    const key = (state.keys[0] * P + state.first) * this.codes + code;
    const at = this.index.get(key);
    if (at >= 0) {
      this.replays++;
      this.replayInPlace(state, at);
      return;
    }
    const n = state.n;
    for (let u = 0; u < n; u++) {
      this.damageBefore[u] = state.damage[u];
      this.aliveBefore[u] = state.alive[u];
    }
    for (let p = 0; p < P; p++) this.destroyedBefore[p] = state.destroyed[p];
    resolveWithRepairsInPlace(state, scratch, null);
    this.record(state, key);
  }

  private replayInPlace(state: ConquestState, at: number): void {
    const pool = this.pool;
    const P = state.players;
    const count = pool[at];
    for (let p = 0; p < P; p++) state.destroyed[p] += pool[at + 1 + p];
    const end = at + 1 + P + count;
    for (let k = at + 1 + P; k < end; k++) {
      const change = pool[k];
      state.setDamageInPlace(change >>> UNIT_SHIFT, change & DAMAGE_MASK, (change & DEAD_BIT) !== 0);
    }
  }

  private record(state: ConquestState, key: number): void {
    if (this.index.size >= MAX_ENTRIES) return;
    const P = state.players;
    const n = state.n;
    let count = 0;
    for (let u = 0; u < n; u++) if (state.damage[u] !== this.damageBefore[u] || state.alive[u] !== this.aliveBefore[u]) count++;
    const need = this.used + 1 + P + count;
    const pool = poolWithRoom(this.pool, need, MAX_POOL);
    if (pool === null) return;
    this.pool = pool;
    const at = this.used;
    pool[at] = count;
    for (let p = 0; p < P; p++) pool[at + 1 + p] = state.destroyed[p] - this.destroyedBefore[p];
    let k = at + 1 + P;
    for (let u = 0; u < n; u++) {
      if (state.damage[u] === this.damageBefore[u] && state.alive[u] === this.aliveBefore[u]) continue;
      pool[k++] = (u << UNIT_SHIFT) | (state.alive[u] === 0 ? DEAD_BIT : 0) | state.damage[u];
    }
    this.used = need;
    this.index.set(key, at);
  }
}

/** Step 3 of the Offensive, then the Repair Drones of each participant in Player Order (004, "Card Clarifications — Repair Drone": at the end of the Offensive). */
export function resolveWithRepairsInPlace(state: ConquestState, scratch: ResolveScratch, trace: Trace | null): void {
  resolveTacticsInPlace(state, scratch, trace);
  const order = state.order;
  for (let k = 0; k < state.players; k++) if (state.played[order[k]] >= 0) repairInPlace(state, order[k], trace);
}
