import type { Trace } from '../../../game.js';
import type { GameState } from '../game-state.js';
import type { Outfitting } from '../outfitting.js';
import { OutfittingMemo } from './outfitting-memo.js';
import { ANY_SCOPE, combatCandidates, HIGH_TECH_SCOPE, UNITS_SCOPE } from './candidates.js';
import * as codes from '../plan.js';
import type { GamePlan } from '../plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { B_CYBER_FACTORY, B_LABORATORY, B_REFINERY, B_SPACEPORT, ITEM_BUILDING, ITEM_UNIT, ITEM_UPGRADE, MAX_TECH } = codes;

const TECH_RUSH = 1;
const FLEET_FIRST = 2;
const ECONOMY_FIRST = 3;
export const PURCHASE_VALUE_PER_CREDIT = 0;
export const PURCHASE_TECH_RUSH = TECH_RUSH;
export const PURCHASE_FLEET_FIRST = FLEET_FIRST;
export const PURCHASE_ECONOMY_FIRST = ECONOMY_FIRST;

/** The live candidate lists' segments, one per item kind: segment k holds the items of kind k (ITEM_UNIT 0, ITEM_UPGRADE 1, ITEM_BUILDING 2). */
const SEGMENTS = 3;

/** Combat candidates a phase may buy (the index into `candidates`). */
const ANY = ANY_SCOPE;
const UNITS_ONLY = UNITS_SCOPE;
const HIGH_TECH = HIGH_TECH_SCOPE;

/**
 * What buying `copies` of an item with these worths adds, per credit: its attack against the
 * fleet's defense, its defense against the fleet's attack, and the two together (docs/titanium.md,
 * "Whole games — policies"). Small enough for V8 to inline, so the double it returns is not boxed;
 * a const, not a function declaration (a mutable binding), so the inlined call checks no callee.
 */
const purchaseScore = (a: number, d: number, attack: number, defense: number, price: number, copies: number): number =>
  (copies * (a * defense + d * attack + a * d)) / (price > 1 ? price : 1);

/**
 * The purchase policies (docs/titanium.md, "Whole games — policies"), named heuristics. Each buys
 * one card at a time, in phases, until nothing it wants is affordable — after a ship if the fleet
 * has none (at the first Outfitting, an `openWith` card comes before everything). They score a
 * card by what
 * it adds to the fleet strength A × D (A: attack, D: defense, the card's worth from
 * item-worth.ts) per credit:
 *
 * - `value-per-credit`: a ship first if the fleet has none, then the best gain per credit among
 *   units, upgrades, Planetary Supports, Command Centers, a Spaceport when the fleet is full (priced
 *   with the unit it makes room for) and a Cyber Factory when every ship is full (priced with one
 *   upgrade per ship);
 * - `fleet-first`: a ship, then units only while the fleet has room, then Spaceports with a unit
 *   each, then as value-per-credit;
 * - `economy-first`: a ship, then Refineries while the planets have slots, then as value-per-credit;
 * - `tech-rush`: a ship, then Laboratories up to Tech 3, then the cards of Tech 1 or more, then as
 *   value-per-credit.
 *
 * Players buy in Player Order, each finishing before the next: the purchases of one never depend
 * on another's, so this is the rulebook's simultaneous buying, with Player Order deciding who gets
 * the last copies (004, "Outfitting"). Allocates nothing.
 */
export class PurchasePolicy {
  private attack = 0;
  private defense = 0;
  /** Scratch for scoreInto. */
  private readonly score = new Float64Array(1);
  /** The plan's item worths side by side, item i's attack at 2i and defense at 2i + 1 (read for every candidate of every decision: one array for both). */
  private readonly worth: Float64Array;
  /** Per scope (ANY, UNITS_ONLY, HIGH_TECH): the items `buyBest` weighs, in item order (candidates.ts). */
  private readonly candidates: readonly Int32Array[];
  /** The plan's item kinds, Technological Levels and avoidances as typed arrays (buyBest's first checks). */
  private readonly kind: Int32Array;
  private readonly tech: Int32Array;
  private readonly avoid: Uint8Array;
  /** refused[i] === stamp: canBuy refused item i in the current buyBest call (stamp counts the calls). */
  private readonly refused: Int32Array;
  private stamp = 0;
  /**
   * Per scope: the candidates still worth weighing in the current Outfitting (`outfit` counts the
   * Outfittings; liveOutfit[scope] is the one the list was filled in), in three segments by item
   * kind (units, upgrades, buildings: the item order, compile.ts), so a scan skips a whole kind the
   * player has no room for. Segment k of scope s starts at liveStart[s * 3 + k] and holds the
   * first liveCount[s * 3 + k] entries from there.
   */
  private readonly live: Int32Array[];
  private readonly liveStart = new Int32Array(3 * SEGMENTS);
  private readonly liveCount = new Int32Array(3 * SEGMENTS);
  /**
   * Per seat p and scope s: the live list an Outfitting starts from (the scope's candidates less the
   * ones p avoids, in segments), at fresh[p * 3 + s], with freshCount[(p * 3 + s) * 3 + k] entries in
   * segment k. Avoidances are fixed per seat, so this is built once, not at every Outfitting.
   */
  private readonly fresh: Int32Array[];
  private readonly freshCount: Int32Array;
  private readonly liveOutfit = new Int32Array(3).fill(-1);
  private outfit = 0;
  /** Outfittings played before, by position (outfitting-memo.ts). */
  readonly memo: OutfittingMemo;

  constructor(private readonly plan: GamePlan, private readonly state: GameState, private readonly rules: Outfitting) {
    this.worth = new Float64Array(2 * plan.items);
    for (let i = 0; i < plan.items; i++) {
      this.worth[2 * i] = plan.worthAttack[i];
      this.worth[2 * i + 1] = plan.worthDefense[i];
    }
    this.candidates = [combatCandidates(plan, ANY_SCOPE), combatCandidates(plan, UNITS_SCOPE), combatCandidates(plan, HIGH_TECH_SCOPE)];
    this.kind = Int32Array.from(plan.itemKind);
    this.tech = Int32Array.from(plan.itemTech);
    this.avoid = Uint8Array.from(plan.avoid);
    this.refused = new Int32Array(plan.items);
    this.memo = new OutfittingMemo(plan, state, rules);
    this.live = this.candidates.map((c) => new Int32Array(c.length));
    this.candidates.forEach((c, scope) => {
      // Candidates are in item order, so each kind's come together: a segment starts after the earlier kinds'.
      for (let k = 1; k < SEGMENTS; k++) this.liveStart[scope * SEGMENTS + k] = c.filter((i) => this.kind[i] < k).length;
    });
    this.fresh = [];
    this.freshCount = new Int32Array(plan.players * 3 * SEGMENTS);
    for (let p = 0; p < plan.players; p++) {
      for (let scope = 0; scope < 3; scope++) {
        const candidates = this.candidates[scope];
        const list = new Int32Array(candidates.length);
        const counts = (p * 3 + scope) * SEGMENTS;
        for (let c = 0; c < candidates.length; c++) {
          const i = candidates[c];
          if (this.avoid[p * plan.items + i] !== 0) continue;
          const k = this.kind[i];
          list[this.liveStart[scope * SEGMENTS + k] + this.freshCount[counts + k]++] = i;
        }
        this.fresh.push(list);
      }
    }
  }

  /**
   * Player p's Outfitting by its purchase policy: replayed from the memo when it played one from
   * the same position before (outfitting-memo.ts; never when tracing), else played and stored.
   */
  outfitInPlace(p: number, trace: Trace | null): void {
    if (trace !== null) {
      this.playOutfitInPlace(p, trace);
      return;
    }
    const memo = this.memo;
    const entry = memo.find(p);
    if (entry >= 0 && memo.replayInPlace(p, entry)) return;
    this.rules.openLog();
    this.playOutfitInPlace(p, null);
    const logged = this.rules.closeLog();
    if (entry < 0) memo.store(logged);
  }

  /** Player p's Outfitting by its purchase policy, played out (see the class comment). */
  private playOutfitInPlace(p: number, trace: Trace | null): void {
    const policy = this.plan.purchase[p];
    if (++this.outfit === 0x7fffffff) {
      this.liveOutfit.fill(-1);
      this.outfit = 0;
    }
    this.rules.prepare(p);
    // Player p's fleet strength factors A and D, the worths of everything it holds (game-state.ts).
    this.attack = this.state.worthAttack[p];
    this.defense = this.state.worthDefense[p];
    this.openInPlace(p, false, trace);
    this.ensureShip(p, trace);
    if (policy !== FLEET_FIRST) this.openInPlace(p, true, trace);
    if (policy === FLEET_FIRST) {
      while (this.buyBest(p, UNITS_ONLY, trace));
      while (this.buySpaceportForUnit(p, trace));
      this.openInPlace(p, true, trace);
    } else if (policy === ECONOMY_FIRST) {
      while (this.buyEffect(p, B_REFINERY, trace));
    } else if (policy === TECH_RUSH) {
      while (this.state.techLevel(p, this.buildingOf(B_LABORATORY)) < MAX_TECH && this.buyEffect(p, B_LABORATORY, trace));
      while (this.buyBest(p, HIGH_TECH, trace));
    }
    while (this.buyBest(p, ANY, trace));
  }

  private buildingOf(effect: number): number {
    const item = this.plan.effectItem[effect];
    return item < 0 ? -1 : this.plan.itemOf[item];
  }

  /**
   * What item i adds to A × D, per credit of `price`, into `this.score[0]`: written into a typed
   * array, not returned, so no number is boxed on the way out (the hot loop allocates nothing).
   */
  private scoreInto(i: number, price: number, copies = 1): void {
    this.score[0] = purchaseScore(this.worth[2 * i], this.worth[2 * i + 1], this.attack, this.defense, price, copies);
  }

  private buy(p: number, i: number, trace: Trace | null): void {
    this.rules.buyInPlace(p, i, trace);
    this.attack += this.plan.worthAttack[i];
    this.defense += this.plan.worthDefense[i];
  }

  private hasShip(p: number): boolean {
    const base = p * this.plan.fleetSlots;
    const top = this.state.top[p];
    for (let s = 0; s < top; s++) {
      const kind = this.state.fleet[base + s];
      if (kind >= 0 && this.plan.unitShip[kind] === 1) return true;
    }
    return false;
  }

  /** 004, "Conquest": no Ship, no part in a Conquest — a fleet without one buys the best ship per credit first. */
  private ensureShip(p: number, trace: Trace | null): void {
    if (this.hasShip(p)) return;
    let best = -1;
    let bestScore = 0;
    for (let k = 0; k < this.plan.unitKinds; k++) {
      if (this.plan.unitShip[k] === 0 || !this.rules.canBuy(p, k)) continue;
      this.scoreInto(k, this.rules.price(k));
      if (this.score[0] > bestScore) {
        best = k;
        bestScore = this.score[0];
      }
    }
    if (best >= 0) this.buy(p, best, trace);
  }

  /**
   * The `openWith` card (the card-cost analysis's buyer), at the first Outfitting only: bought
   * before anything else (a unit or building before the ship a fleet needs, an upgrade after it)
   * for the opening price, on credit when the credits are short — the debt is paid from later
   * production, and nothing is bought while the credits are below zero — with the Laboratories its
   * Technological Level needs first. The rules' other limits (room, copies) still hold.
   */
  private openInPlace(p: number, upgrade: boolean, trace: Trace | null): void {
    const { plan, state, rules } = this;
    const i = plan.openCard[p];
    if (rules.turn !== 0 || i < 0 || (plan.itemKind[i] === ITEM_UPGRADE) !== upgrade) return;
    const laboratory = plan.effectItem[B_LABORATORY];
    while (laboratory >= 0 && state.techLevel(p, plan.itemOf[laboratory]) < plan.itemTech[i] && rules.canBuy(p, laboratory, Number.MAX_SAFE_INTEGER)) this.buy(p, laboratory, trace);
    if (!rules.canBuy(p, i, Number.MAX_SAFE_INTEGER)) return;
    this.rules.buyInPlace(p, i, trace, plan.openPrice[p], upgrade ? rules.cheapestTarget(p, i) : -1);
    this.attack += plan.worthAttack[i];
    this.defense += plan.worthDefense[i];
  }

  /** Buys one building with `effect` if allowed and affordable. */
  private buyEffect(p: number, effect: number, trace: Trace | null): boolean {
    const item = this.plan.effectItem[effect];
    if (item < 0 || !this.rules.canBuy(p, item)) return false;
    this.buy(p, item, trace);
    return true;
  }

  /**
   * The unit with the best gain per credit p (the prepared player) could buy with `budget` credits
   * given room in its fleet (−1 if none): canBuy's tests for a unit but the room written out
   * (avoidance, copies, price, Technological Level), as this runs for every unit kind.
   */
  private bestUnit(p: number, budget: number): number {
    const rules = this.rules;
    const avoid = this.avoid;
    const avoidBase = p * this.plan.items;
    const copiesLeft = this.state.copiesLeft;
    const prices = rules.prices;
    const itemTech = this.tech;
    const tech = rules.preparedTech;
    let best = -1;
    let bestScore = 0;
    for (let k = 0; k < this.plan.unitKinds; k++) {
      const price = prices[k];
      if (avoid[avoidBase + k] === 1 || copiesLeft[k] === 0 || price > budget || itemTech[k] > tech) continue;
      const score = purchaseScore(this.worth[2 * k], this.worth[2 * k + 1], this.attack, this.defense, price, 1);
      if (score > bestScore) {
        best = k;
        bestScore = score;
      }
    }
    return best;
  }

  /**
   * With a full fleet: a Spaceport, then the best unit it makes room for — only when that unit is
   * chosen first and both are affordable together, so no Spaceport is bought that holds no unit.
   */
  private buySpaceportForUnit(p: number, trace: Trace | null): boolean {
    const { plan, state, rules } = this;
    const port = plan.effectItem[B_SPACEPORT];
    // No unit costs less than the cheapest card: with too few credits for both, no need to look further.
    if (port < 0 || rules.hasFleetRoom || rules.price(port) + rules.cheapest > state.credits[p] || !rules.canBuy(p, port)) return false;
    const unit = this.bestUnit(p, state.credits[p] - rules.price(port));
    if (unit < 0) return false;
    this.buy(p, port, trace);
    this.buy(p, unit, trace);
    return true;
  }

  /**
   * Buys the candidate with the best gain per credit among `scope`; false when none is affordable.
   * The best is the first candidate (item order) with the highest score that canBuy allows: the
   * highest scorer is found among the candidates that pass the checks canBuy makes first (price,
   * room for its kind, Technological Level, copies, avoidance), then canBuy confirms it; one it
   * refuses (an upgrade whose flag every free ship already carries, a building over its limits)
   * is set aside and the next highest taken, so canBuy runs about once per purchase.
   */
  private buyBest(p: number, scope: number, trace: Trace | null): boolean {
    const { plan, state, rules } = this;
    if (state.credits[p] < rules.cheapest) return false;
    const live = this.live[scope];
    const segments = scope * SEGMENTS;
    const liveStart = this.liveStart;
    const liveCount = this.liveCount;
    if (this.liveOutfit[scope] !== this.outfit) {
      // A new Outfitting (one player's): its candidates less the ones the player avoids, each in its kind's segment (`fresh`).
      live.set(this.fresh[p * 3 + scope]);
      const counts = (p * 3 + scope) * SEGMENTS;
      for (let k = 0; k < SEGMENTS; k++) liveCount[segments + k] = this.freshCount[counts + k];
      this.liveOutfit[scope] = this.outfit;
    }
    const credits = state.credits[p];
    const prices = rules.prices;
    const copiesLeft = state.copiesLeft;
    const itemTech = this.tech;
    const worth = this.worth;
    const attack = this.attack;
    const defense = this.defense;
    const unitRoom = rules.hasFleetRoom;
    const upgradeRoom = rules.hasUpgradeRoom;
    const buildingRoom = rules.hasBuildingRoom;
    const tech = rules.preparedTech;
    const refused = this.refused;
    if (this.stamp === 0x7fffffff) {
      this.refused.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    let best = -1;
    let bestScore = 0;
    for (;;) {
      // Segments in item order (units, upgrades, buildings); a kind without room is skipped whole
      // (canBuy would refuse each of its cards).
      for (let k = 0; k < SEGMENTS; k++) {
        if ((k === ITEM_UNIT && !unitRoom) || (k === ITEM_UPGRADE && !upgradeRoom) || (k === ITEM_BUILDING && !buildingRoom)) continue;
        // Within one Outfitting, credits and copies only go down: a candidate too dear or sold out
        // stays so, and leaves its segment (kept in item order; avoided ones never enter it).
        const start = liveStart[segments + k];
        const end = start + liveCount[segments + k];
        let kept = start;
        for (let c = start; c < end; c++) {
          const i = live[c];
          const price = prices[i];
          if (price > credits || copiesLeft[i] === 0) continue;
          // Written back only once an earlier entry has left (most scans drop none).
          if (kept !== c) live[kept] = i;
          kept++;
          // Scored first: the Technological Level and refusal matter only to a candidate that would lead.
          const score = purchaseScore(worth[2 * i], worth[2 * i + 1], attack, defense, price, 1);
          if (score > bestScore && itemTech[i] <= tech && refused[i] !== stamp) {
            best = i;
            bestScore = score;
          }
        }
        liveCount[segments + k] = kept - start;
      }
      // The scan made canBuy's other tests: a unit needs no more, an upgrade a ship to go on.
      if (best < 0) break;
      const kind = this.kind[best];
      if (kind === ITEM_UNIT || (kind === ITEM_UPGRADE ? rules.upgradeTarget(p, best) >= 0 : rules.canBuy(p, best))) break;
      refused[best] = stamp;
      best = -1;
      bestScore = 0;
    }
    if (scope === ANY) {
      // A room-making building scores 0 unless it and the cheapest card (one per ship for a Cyber
      // Factory, at least two) are affordable together: those checks first, then canBuy.
      const cheapest = rules.cheapest;
      const port = plan.effectItem[B_SPACEPORT];
      if (!rules.hasFleetRoom && buildingRoom && port >= 0 && rules.price(port) + cheapest <= credits && rules.canBuy(p, port)) {
        this.bestEnabledInto(p, ITEM_UNIT, 1, rules.price(port));
        if (this.score[0] > bestScore) {
          best = port;
          bestScore = this.score[0];
        }
      }
      const factory = plan.effectItem[B_CYBER_FACTORY];
      if (factory >= 0 && !rules.hasUpgradeRoom && buildingRoom && rules.price(factory) + 2 * cheapest <= credits && rules.canBuy(p, factory)) {
        let ships = 0;
        const top = state.top[p];
        for (let s = 0; s < top; s++) {
          const k = state.fleet[p * plan.fleetSlots + s];
          if (k >= 0 && plan.unitShip[k] === 1) ships++;
        }
        if (ships >= 2) this.bestEnabledInto(p, ITEM_UPGRADE, ships, rules.price(factory));
        else this.score[0] = 0;
        if (this.score[0] > bestScore) {
          best = factory;
          bestScore = this.score[0];
        }
      }
    }
    if (best < 0) return false;
    this.buy(p, best, trace);
    return true;
  }

  /**
   * Into `this.score[0]`: the gain per credit of a building that makes room — `copies` of the best
   * affordable item of `kind` (tech, copies and avoidance allowing), priced with the building `extra`.
   */
  private bestEnabledInto(p: number, kind: number, copies: number, extra: number): void {
    const { plan, state, rules } = this;
    const laboratory = this.buildingOf(B_LABORATORY);
    const tech = state.techLevel(p, laboratory);
    let best = 0;
    for (let i = 0; i < plan.items; i++) {
      if (plan.itemKind[i] !== kind || plan.avoid[p * plan.items + i] === 1 || state.copiesLeft[i] === 0 || plan.itemTech[i] > tech) continue;
      const price = extra + copies * rules.price(i);
      if (price > state.credits[p]) continue;
      this.scoreInto(i, price, copies);
      if (this.score[0] > best) best = this.score[0];
    }
    this.score[0] = best;
  }
}
