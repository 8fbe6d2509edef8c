import * as codes from './plan.js';
import type { TitaniumPlan } from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { ROLE_SHIP, ROLES } = codes;

/**
 * The mutable state of one Conquest: per-unit damage and life, per-player counters and the
 * Offensive's choices, as typed arrays allocated once per simulator and reset per battle (no
 * allocation in the hot loop). Per-battle credit accounting is in credit units (plan.CREDIT_UNIT).
 */
export class ConquestState {
  /**
   * Units in play: the plan's, or the first n of a whole game's arena, written anew every turn
   * (whole-game/arena.ts writeSeatsInPlace); the arrays hold plan.unitCount.
   */
  n: number;
  readonly players: number;
  readonly damage: Int32Array;
  readonly alive: Uint8Array;
  /** Per player: ships alive (004, "Conquest": no ship, no participation). */
  readonly ships: Int32Array;
  /** Per player: Magnetic Target ships alive. */
  readonly magneticAlive: Int32Array;
  /** Per player: 1 once withdrawn or out of ships (no further part in the Conquest). */
  readonly out: Uint8Array;
  /** Per player: the card kind played this Offensive, −1 when not participating. */
  readonly played: Int32Array;
  /** Per player: played Diversion this Offensive. */
  readonly diverted: Uint8Array;
  /** Per player: Total Attack Strength computed for this priority step. */
  readonly strength: Int32Array;
  readonly credits: Int32Array;
  readonly freeDiscardUsed: Uint8Array;
  readonly lost: Int32Array;
  readonly destroyed: Int32Array;
  readonly spent: Int32Array;
  /** Per player and unit kind (p * kinds + k): attack of the living units, and their number. */
  readonly kindAttack: Int32Array;
  readonly kindAlive: Int32Array;
  /** Per player: bit k set while it has a living unit of kind k (kindAlive above 0), for a card's targets at a glance. */
  readonly kindsAlive: Int32Array;
  /** Per player and role (p * ROLES + role): living units. */
  readonly roleAlive: Int32Array;
  readonly kinds: number;
  /** Player Order: order[k] is the player at position k (the 1st Player first); set by `reset` from `first`. */
  readonly order: Int32Array;
  /** The player `reset` makes 1st Player (plan.rotateSeats); 0 keeps the scenario's order. */
  first = 0;
  /** Incremented at every destruction: stamps of cached figures that depend on who is alive. */
  version = 0;
  /**
   * changes[0]: incremented at every change of a unit's damage (damage, destruction, repair, reset),
   * so the stamp of what was worked out from the units as they are (policies/recent-assignments.ts).
   * A double in a typed array: it never wraps.
   */
  readonly changes = new Float64Array(1);
  /**
   * The memo keys of the units' damage, kept up to date at every change instead of a loop over the
   * units per decision (policies/choice-memo.ts, attack.ts targetStateKey). Only when some player's
   * decisions are memoised (plan.memoFeasible; never in a whole game's arena, whose units change
   * every turn): `keyed`. keys[0] is the damage of every unit in mixed radix (unit u's digit weighs
   * unitWeight[u], the product of defense + 1 of the units after it); targetPart[a × players + q]
   * the damage of q's units in the radix of attacker a's key (targetWeight[a × n + u]: the units a
   * does not own), targetFull the same with every unit of q destroyed. All are exact integers
   * (below 2^53 when the memo uses them), so a key is the same whatever the order of the changes.
   */
  readonly keyed: boolean;
  /**
   * True when the units are grouped by owner in player index order (as compile.ts and a whole
   * game's arena write them; set by `reset`): then player q's units are unitStart[q] to unitEnd[q] − 1.
   */
  ownersInOrder = false;
  readonly unitStart: Int32Array;
  readonly unitEnd: Int32Array;
  readonly keys: Float64Array;
  readonly targetPart: Float64Array;
  readonly targetFull: Float64Array;
  private readonly unitWeight: Float64Array;
  private readonly targetWeight: Float64Array;
  /** Total Attack Strength cache per (player, card), valid while its stamp equals `version`. */
  readonly strengthValue: Int32Array;
  readonly strengthStamp: Int32Array;
  /** Scratch for blasts: 1 for a ship chosen to be protected by a Blast Shield. */
  readonly shielded: Uint8Array;
  /** Per player: the cost of its units at `reset` (fleetValue is this minus `lost`). */
  private readonly startValue: Int32Array;
  /** The blocks `reset` writes (views: damage … kindsAlive; alive … freeDiscardUsed; keys, targetPart) and their prepared starts (prepareResets). */
  private readonly wordBlock: Int32Array;
  private readonly byteBlock: Uint8Array;
  private readonly keyBlock: Float64Array;
  private wordStart: Int32Array | null = null;
  private byteStart: Uint8Array | null = null;
  private keyStart: Float64Array | null = null;

  constructor(readonly plan: TitaniumPlan) {
    this.n = plan.unitCount;
    this.players = plan.players;
    const P = plan.players;
    const n = this.n;
    this.kinds = plan.kindKeys.length;
    // What `reset` writes lives in three blocks (views side by side), so a prepared reset is three copies.
    const K = P * this.kinds;
    this.wordBlock = new Int32Array(n + 2 * K + P * ROLES + 9 * P);
    let at = 0;
    const words = (length: number) => this.wordBlock.subarray(at, (at += length));
    this.damage = words(n);
    this.kindAttack = words(K);
    this.kindAlive = words(K);
    this.roleAlive = words(P * ROLES);
    this.ships = words(P);
    this.magneticAlive = words(P);
    this.played = words(P);
    this.credits = words(P);
    this.lost = words(P);
    this.destroyed = words(P);
    this.spent = words(P);
    this.startValue = words(P);
    this.kindsAlive = words(P);
    this.byteBlock = new Uint8Array(n + 3 * P);
    at = 0;
    const bytes = (length: number) => this.byteBlock.subarray(at, (at += length));
    this.alive = bytes(n);
    this.out = bytes(P);
    this.diverted = bytes(P);
    this.freeDiscardUsed = bytes(P);
    this.keyBlock = new Float64Array(1 + P * P);
    this.keys = this.keyBlock.subarray(0, 1);
    this.targetPart = this.keyBlock.subarray(1);
    this.shielded = new Uint8Array(this.n);
    this.strengthValue = new Int32Array(plan.players * plan.cardKeys.length);
    this.strengthStamp = new Int32Array(plan.players * plan.cardKeys.length).fill(-1);
    this.strength = new Int32Array(P);
    this.order = new Int32Array(P);
    for (let k = 0; k < P; k++) this.order[k] = k;
    this.keyed = plan.memoFeasible.includes(1);
    this.unitStart = new Int32Array(P);
    this.unitEnd = new Int32Array(P);
    this.unitWeight = new Float64Array(n);
    this.targetWeight = new Float64Array(P * n);
    this.targetFull = new Float64Array(P * P);
    let weight = 1;
    for (let u = n - 1; u >= 0; u--) {
      this.unitWeight[u] = weight;
      weight *= plan.unitDefense[u] + 1;
    }
    for (let a = 0; a < P; a++) {
      let w = 1;
      for (let u = n - 1; u >= 0; u--) {
        if (plan.unitOwner[u] === a) continue;
        this.targetWeight[a * n + u] = w;
        this.targetFull[a * P + plan.unitOwner[u]] += plan.unitDefense[u] * w;
        w *= plan.unitDefense[u] + 1;
      }
    }
  }

  /** Adds `amount` damage on unit u to the keys (see `keyed`). */
  private keyDamage(u: number, amount: number): void {
    const P = this.players;
    const n = this.n;
    const q = this.plan.unitOwner[u];
    this.keys[0] += amount * this.unitWeight[u];
    for (let a = 0; a < P; a++) if (a !== q) this.targetPart[a * P + q] += amount * this.targetWeight[a * n + u];
  }

  /** The keys from scratch (after reset). */
  private computeKeys(): void {
    const P = this.players;
    const n = this.n;
    const plan = this.plan;
    let key = 0;
    for (let i = 0; i < P * P; i++) this.targetPart[i] = 0;
    for (let u = 0; u < n; u++) {
      const damage = this.damage[u];
      key += damage * this.unitWeight[u];
      const q = plan.unitOwner[u];
      for (let a = 0; a < P; a++) if (a !== q) this.targetPart[a * P + q] += damage * this.targetWeight[a * n + u];
    }
    this.keys[0] = key;
  }

  /**
   * Makes every later `reset` copy the starting position `reset` computes now instead of computing
   * it: for a simulator whose units never change (a Conquest's; not a whole game's arena, which
   * writes its units every turn).
   */
  prepareResets(): void {
    this.reset();
    this.wordStart = this.wordBlock.slice();
    this.byteStart = this.byteBlock.slice();
    this.keyStart = this.keyBlock.slice();
  }

  /** Back to the scenario's starting position. */
  reset(): void {
    const plan = this.plan;
    const P = this.players;
    if (this.wordStart !== null) {
      for (let k = 0; k < P; k++) this.order[k] = (this.first + k) % P;
      this.wordBlock.set(this.wordStart);
      this.byteBlock.set(this.byteStart!);
      this.keyBlock.set(this.keyStart!);
      this.changes[0]++;
      if (++this.version > 0x3fffffff) this.restartStamps();
      return;
    }
    // Small per-player arrays: plain loops beat TypedArray.fill calls in the hot loop. Every array
    // in a local first: V8 would otherwise load each field and check its map at every element.
    const { order, ships, magneticAlive, out, played, diverted, freeDiscardUsed, lost, destroyed, spent, startValue, kindsAlive, credits } = this;
    for (let k = 0; k < P; k++) order[k] = (this.first + k) % P;
    for (let p = 0; p < P; p++) {
      ships[p] = 0;
      magneticAlive[p] = 0;
      out[p] = 0;
      played[p] = -1;
      diverted[p] = 0;
      freeDiscardUsed[p] = 0;
      lost[p] = 0;
      destroyed[p] = 0;
      spent[p] = 0;
      startValue[p] = 0;
      kindsAlive[p] = 0;
      credits[p] = plan.credits[p];
    }
    const { kindAttack, kindAlive, roleAlive, damage, alive } = this;
    for (let i = 0; i < kindAttack.length; i++) {
      kindAttack[i] = 0;
      kindAlive[i] = 0;
    }
    for (let i = 0; i < roleAlive.length; i++) roleAlive[i] = 0;
    this.changes[0]++;
    if (++this.version > 0x3fffffff) this.restartStamps();
    const { unitKind, unitOwner, unitRole, unitAttack, unitCost, unitMagnetic, unitStartDamage } = plan;
    const kinds = this.kinds;
    for (let u = 0; u < this.n; u++) {
      const kind = unitKind[u];
      if (kind < 0) {
        // An empty unit slot (a whole game's arena: whole-game/arena.ts): never alive.
        damage[u] = 0;
        alive[u] = 0;
        continue;
      }
      const owner = unitOwner[u];
      const role = unitRole[u];
      damage[u] = unitStartDamage[u];
      alive[u] = 1;
      const slot = owner * kinds + kind;
      kindAttack[slot] += unitAttack[u];
      kindAlive[slot]++;
      kindsAlive[owner] |= 1 << kind;
      roleAlive[owner * ROLES + role]++;
      startValue[owner] += unitCost[u];
      if (role === ROLE_SHIP) {
        ships[owner]++;
        if (unitMagnetic[u] === 1) magneticAlive[owner]++;
      }
    }
    if (this.keyed) this.computeKeys();
    this.groupOwners();
  }

  /** Stamps are Int32: start over long before they could wrap onto a stale value. */
  private restartStamps(): void {
    this.version = 0;
    this.strengthStamp.fill(-1);
  }

  /** unitStart, unitEnd and ownersInOrder for the units now in play. */
  private groupOwners(): void {
    const owner = this.plan.unitOwner;
    const { unitStart, unitEnd } = this;
    let inOrder = true;
    for (let p = 0; p < this.players; p++) {
      unitStart[p] = 0;
      unitEnd[p] = 0;
    }
    for (let u = 0; u < this.n; u++) {
      const p = owner[u];
      if (u > 0 && p < owner[u - 1]) inOrder = false;
      if (u === 0 || p !== owner[u - 1]) unitStart[p] = u;
      unitEnd[p] = u + 1;
    }
    this.ownersInOrder = inOrder;
  }

  /**
   * Destroys unit u (004, "Destruction of Units": returned to the Arsenal with its Upgrades). `by` is
   * the player credited with it, or −1 (a unit its owner spent: Minefield, Interstellar Missile).
   */
  destroyInPlace(u: number, by: number): void {
    const plan = this.plan;
    const owner = plan.unitOwner[u];
    if (this.keyed) this.keyDamage(u, plan.unitDefense[u] - this.damage[u]);
    this.alive[u] = 0;
    this.damage[u] = plan.unitDefense[u];
    this.version++;
    this.changes[0]++;
    const slot = owner * this.kinds + plan.unitKind[u];
    this.kindAttack[slot] -= plan.unitAttack[u];
    if (--this.kindAlive[slot] === 0) this.kindsAlive[owner] &= ~(1 << plan.unitKind[u]);
    this.roleAlive[owner * ROLES + plan.unitRole[u]]--;
    if (plan.unitRole[u] === ROLE_SHIP) {
      this.ships[owner]--;
      if (plan.unitMagnetic[u] === 1) this.magneticAlive[owner]--;
    }
    this.lost[owner] += plan.unitCost[u];
    if (by >= 0 && by !== owner) this.destroyed[by] += plan.unitCost[u];
  }

  /**
   * Sets unit u's damage to `damage` and, when `destroyed`, destroys it as destroyInPlace does but
   * credits nobody (the replay of a recorded Offensive, offensive-memo.ts, adds the credits).
   * The counts are written out here as in destroyInPlace on purpose: one private helper for both
   * ran the 3 vs 3 bench 5–9 % slower (same process, alternating, both orders).
   */
  setDamageInPlace(u: number, damage: number, destroyed: boolean): void {
    if (this.keyed) this.keyDamage(u, damage - this.damage[u]);
    this.damage[u] = damage;
    this.changes[0]++;
    if (!destroyed) return;
    const plan = this.plan;
    const owner = plan.unitOwner[u];
    this.alive[u] = 0;
    this.version++;
    const slot = owner * this.kinds + plan.unitKind[u];
    this.kindAttack[slot] -= plan.unitAttack[u];
    if (--this.kindAlive[slot] === 0) this.kindsAlive[owner] &= ~(1 << plan.unitKind[u]);
    this.roleAlive[owner * ROLES + plan.unitRole[u]]--;
    if (plan.unitRole[u] === ROLE_SHIP) {
      this.ships[owner]--;
      if (plan.unitMagnetic[u] === 1) this.magneticAlive[owner]--;
    }
    this.lost[owner] += plan.unitCost[u];
  }

  /** Adds damage to unit u and destroys it when its damage reaches its defense (004, "Glossary — Defense Value"). */
  damageInPlace(u: number, amount: number, by: number): boolean {
    if (this.damage[u] + amount >= this.plan.unitDefense[u]) {
      this.destroyInPlace(u, by);
      return true;
    }
    this.damage[u] += amount;
    this.changes[0]++;
    if (this.keyed) this.keyDamage(u, amount);
    return false;
  }

  /** Removes `amount` damage from unit u (Repair Drones, specials.ts). */
  repairInPlace(u: number, amount: number): void {
    this.damage[u] -= amount;
    this.changes[0]++;
    if (this.keyed) this.keyDamage(u, -amount);
  }

  /** The first living unit of player p with role `role`, or −1. */
  firstOfRole(p: number, role: number): number {
    const plan = this.plan;
    if (this.roleAlive[p * ROLES + role] === 0) return -1;
    for (let u = 0; u < this.n; u++) if (this.alive[u] === 1 && plan.unitOwner[u] === p && plan.unitRole[u] === role) return u;
    return -1;
  }

  /**
   * The cost (credit units) of player p's living units: its units' cost at `reset` minus the cost
   * of those destroyed since (`lost`, which every destruction adds to once).
   */
  fleetValue(p: number): number {
    return this.startValue[p] - this.lost[p];
  }
}
