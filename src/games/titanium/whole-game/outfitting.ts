import type { Trace } from '../../game.js';
import { foldUnitInPlace, foldUpgradeInPlace } from './folded-units.js';
import type { GameState } from './game-state.js';
import { buildingSlots, effectCount, fleetLimit } from './limits.js';
import * as codes from './plan.js';
import type { GamePlan } from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const {
  B_CYBER_FACTORY, B_LABORATORY, B_SPACEPORT, E_DISCOUNT, ITEM_BUILDING, ITEM_UNIT, ITEM_UPGRADE, UPGRADE_EVASION, UPGRADE_TARGET,
} = codes;

/** Most purchases one log keeps (openLog): an Outfitting with more is not memoised. */
const LOG_CAPACITY = 64;
export const MAX_LOGGED = LOG_CAPACITY;

/**
 * Upgrade specials a second copy on one ship adds nothing to (a flag): Hyperdrive's evasion and
 * Magnetic Target's target. Not the Blast Shield: each protects two more ships (004, "Card
 * Clarifications — Blast Shield"; the engine sums them, folded-units.ts), and 004 forbids no
 * second one on a ship.
 */
const isFlagSpecial = (special: number) => special === UPGRADE_EVASION || special === UPGRADE_TARGET;

/**
 * The Outfitting rules (004, "Outfitting") for one player at a time: what a card costs this turn,
 * whether it may be bought, and buying it. A card may be bought when the player does not avoid it
 * (policy), the Arsenal still holds a copy, its Technological Level is within the player's (a
 * Laboratory bought this turn counts at once), it is affordable, and there is room: a Unit within
 * the fleet limit, an Upgrade on a Ship with a free slot (never a second Hyperdrive or Magnetic
 * Target on one ship: it would add nothing — a purchase choice, docs/titanium.md), a Building within the planets' slots and
 * its own limits (Laboratory 3 per player, Planetary Support 1 per planet). Allocates nothing.
 */
export class Outfitting {
  /** The event in force this turn (a Planet/Event card index, or −1): set with `startTurn`. */
  event = -1;
  turn = 0;
  /** The cheapest price this turn. */
  cheapest = 0;
  /** What each item costs this turn (`price`): startTurn points it at its Event's row of `pricesByEvent` (read it, do not write it). */
  prices: Int32Array;
  /**
   * Per Planet/Event card + 1 (row 0: no Event): every item's price under its Event (pricesInto),
   * and the cheapest; computed once, so a turn picks a row instead of pricing every item.
   */
  private readonly pricesByEvent: Int32Array[] = [];
  private readonly cheapestByEvent: Float64Array;
  /**
   * The last upgradeTarget answer (player, item, slot), valid while `changes` is unchanged: canBuy
   * finds the ship and buyInPlace, right after, puts the upgrade on it without looking again.
   */
  private targetPlayer = -1;
  private targetItem = -1;
  private targetSlot = -1;
  private targetChanges = -1;
  /** Counts the changes of fleets and of the prepared player (purchases, losses, prepare, new turn). */
  private changes = 0;
  /**
   * Counts the changes of which items are sold out that go through Outfitting (a last copy bought,
   * a first copy back from a destroyed unit), and the turns: with GameState.resets, the Outfitting
   * memo's sign that its list of sold-out items may be stale.
   */
  soldOutChanges = 0;
  /** The player `prepare` last looked at, and what it found (kept up to date by buyInPlace). */
  private player = -1;
  private tech = 0;
  private fleetRoom = false;
  private buildingRoom = false;
  /** The prepared player's buildings and building slots. */
  private buildingsHeld = 0;
  private buildingCap = 0;
  /** The prepared player's fleet limit and upgrade slots beyond each ship's printed ones. */
  private fleetCap = 0;
  private extraSlots = 0;
  /** Per fleet slot of the prepared player below `preparedTop`: free upgrade slots (0 for a non-ship or an empty slot). */
  private readonly freeSlots: Int32Array;
  /** The fleet slots of the prepared player that freeSlots describes (GameState.top when prepared, kept as units are bought). */
  private preparedTop = 0;
  /** The prepared player's fleet slots with a free upgrade slot (kept with freeSlots). */
  private roomy = 0;
  /** The plan's fleet slots per player and upgrade slots per ship (the engine's room, limits.ts reachableBounds). */
  private readonly slots: number;
  private readonly maxUpgrades: number;
  /** The purchases logged since `openLog` (two words each: item | (slot + 1) << 16, price), −1 when not logging. */
  private readonly log = new Int32Array(2 * LOG_CAPACITY);
  private logged = -1;

  constructor(readonly plan: GamePlan, readonly state: GameState) {
    this.slots = plan.fleetSlots;
    this.maxUpgrades = plan.upgradeSlots;
    this.freeSlots = new Int32Array(plan.fleetSlots);
    const rows = plan.planetCards + 1;
    const table = new Int32Array(rows * plan.items);
    this.cheapestByEvent = new Float64Array(rows);
    for (let e = -1; e < plan.planetCards; e++) {
      const row = table.subarray((e + 1) * plan.items, (e + 2) * plan.items);
      this.cheapestByEvent[e + 1] = this.pricesInto(e, row);
      this.pricesByEvent.push(row);
    }
    this.prices = this.pricesByEvent[0];
  }

  /** A new Outfitting phase: turn `turn`, under `event` (a discount Event lowers prices). */
  startTurn(turn: number, event: number): void {
    this.turn = turn;
    this.event = event;
    this.player = -1;
    this.changed();
    this.soldOutChanges++;
    this.prices = this.pricesByEvent[event + 1];
    this.cheapest = this.cheapestByEvent[event + 1];
  }

  /** What every item costs under `event` (a card index, or −1), as startTurn sets `prices` (read it, do not write it). */
  pricesUnder(event: number): Int32Array {
    return this.pricesByEvent[event + 1];
  }

  /** What every item costs under `event` (a card index, or −1), into `out`; returns the cheapest price. */
  private pricesInto(event: number, out: Int32Array): number {
    const plan = this.plan;
    let cheapest = Infinity;
    const discount = event >= 0 && plan.eventEffect[event] === E_DISCOUNT;
    for (let i = 0; i < plan.items; i++) {
      let price = plan.itemCost[i];
      if (discount && plan.eventItemKind[event] === plan.itemKind[i]) {
        price -= plan.eventAmount[event];
        if (price < 0) price = 0;
      }
      out[i] = price;
      if (price < cheapest) cheapest = price;
    }
    return cheapest;
  }

  /** True when the prepared player's fleet is below its limit. */
  get hasFleetRoom(): boolean {
    return this.fleetRoom;
  }

  /** True when one of the prepared player's ships has a free upgrade slot. */
  get hasUpgradeRoom(): boolean {
    return this.roomy !== 0;
  }

  /** True when the prepared player's planets have a free Building slot. */
  get hasBuildingRoom(): boolean {
    return this.buildingRoom;
  }

  /** The prepared player's Technological Level. */
  get preparedTech(): number {
    return this.tech;
  }

  /** Looks at player p's limits once, for the canBuy calls that follow (buyInPlace looks again). */
  prepare(p: number): void {
    const { plan, state } = this;
    this.player = p;
    this.changed();
    const laboratory = plan.effectItem[B_LABORATORY];
    this.tech = state.techLevel(p, laboratory < 0 ? -1 : plan.itemOf[laboratory]);
    this.fleetCap = fleetLimit(plan, state, p);
    this.fleetRoom = state.units[p] < this.fleetCap;
    this.buildingsHeld = state.buildingTotal(p);
    this.buildingCap = buildingSlots(plan, state, p);
    this.buildingRoom = this.buildingsHeld < this.buildingCap;
    this.prepareSlots(p);
  }

  /** The prepared player's upgrade slots beyond the printed ones, and every fleet slot's free ones. */
  private prepareSlots(p: number): void {
    this.extraSlots = effectCount(this.plan, this.state, p, B_CYBER_FACTORY) + this.state.slotBonus[p];
    this.roomy = 0;
    this.preparedTop = 0;
    // prepareSlot writes each used slot's count (0 for a non-ship or an empty slot) and counts it in `roomy`.
    const top = this.state.top[p];
    for (let s = 0; s < top; s++) this.prepareSlot(p, s);
  }

  /**
   * The prepared player p bought building item i: one more building in its slots, and the limit
   * the building's effect raises (the first card of each effect counts, as limits.ts counts it).
   */
  private builtInPlace(p: number, i: number): void {
    const { plan, state } = this;
    this.buildingsHeld++;
    this.buildingRoom = this.buildingsHeld < this.buildingCap;
    if (i === plan.effectItem[B_LABORATORY]) this.tech = state.techLevel(p, plan.itemOf[i]);
    else if (i === plan.effectItem[B_SPACEPORT]) {
      this.fleetCap = fleetLimit(plan, state, p);
      this.fleetRoom = state.units[p] < this.fleetCap;
    } else if (i === plan.effectItem[B_CYBER_FACTORY]) this.prepareSlots(p);
  }

  /**
   * The free upgrade slots of the prepared player's fleet slot s (and `roomy` with them); s is at
   * most preparedTop (a unit goes into the lowest free slot), which then covers it.
   */
  private prepareSlot(p: number, s: number): void {
    const { plan, state } = this;
    const kind = state.fleet[p * this.slots + s];
    if (s < this.preparedTop) {
      if (this.freeSlots[s] > 0) this.roomy--;
    } else this.preparedTop = s + 1;
    if (kind < 0 || plan.unitShip[kind] === 0) {
      this.freeSlots[s] = 0;
      return;
    }
    // The ship's slots as limits.ts shipSlots counts them, less the upgrades it carries.
    const free = plan.unitSlots[kind] + this.extraSlots - state.upgradeCount[p * this.slots + s];
    this.freeSlots[s] = free;
    if (free > 0) this.roomy++;
  }

  /** What item i costs this turn: its price, less a discount Event's amount for its kind (at least 0). */
  price(i: number): number {
    return this.prices[i];
  }

  private changed(): void {
    if (++this.changes === 0x3fffffff) this.changes = 0;
    this.targetChanges = -1;
  }

  /** The slot of p's ship that an upgrade i would go on: the dearest ship with room for it, or −1. */
  upgradeTarget(p: number, i: number): number {
    const { plan, state } = this;
    if (p !== this.player) this.prepare(p);
    if (this.targetChanges === this.changes && this.targetPlayer === p && this.targetItem === i) return this.targetSlot;
    const up = plan.itemOf[i];
    const flag = isFlagSpecial(plan.upgradeSpecial[up]);
    const fleet = state.fleet;
    const itemCost = plan.itemCost;
    const base = p * this.slots;
    const freeSlots = this.freeSlots;
    const top = this.preparedTop;
    let best = -1;
    let bestCost = 0;
    // Only the used slots with a free upgrade slot, lowest first.
    for (let s = 0; s < top; s++) {
      if (freeSlots[s] <= 0 || (flag && this.carries(p, s, up))) continue;
      const cost = itemCost[fleet[base + s]];
      if (best < 0 || cost > bestCost) {
        best = s;
        bestCost = cost;
      }
    }
    this.targetPlayer = p;
    this.targetItem = i;
    this.targetSlot = best;
    this.targetChanges = this.changes;
    return best;
  }

  /**
   * The slot of p's ship that an upgrade i would go on when placed where it adds least to what the
   * ship is worth to an enemy: the cheapest ship (its cost with its upgrades; ties: lowest slot)
   * with room for it, or −1.
   */
  cheapestTarget(p: number, i: number): number {
    const { plan, state } = this;
    if (p !== this.player) this.prepare(p);
    const up = plan.itemOf[i];
    const flag = isFlagSpecial(plan.upgradeSpecial[up]);
    const base = p * this.slots;
    const freeSlots = this.freeSlots;
    let best = -1;
    let bestCost = 0;
    for (let s = 0; s < this.preparedTop; s++) {
      if (freeSlots[s] <= 0 || (flag && this.carries(p, s, up))) continue;
      const cost = state.foldedCost[base + s];
      if (best < 0 || cost < bestCost) {
        best = s;
        bestCost = cost;
      }
    }
    return best;
  }

  private carries(p: number, s: number, up: number): boolean {
    const base = (p * this.slots + s) * this.maxUpgrades;
    const count = this.state.upgradeCount[p * this.slots + s];
    const upgrades = this.state.upgrades;
    for (let k = 0; k < count; k++) if (upgrades[base + k] === up) return true;
    return false;
  }

  /** True when player p may buy item i now with `budget` credits (its own by default; see the class comment). */
  canBuy(p: number, i: number, budget = this.state.credits[p]): boolean {
    const { plan, state } = this;
    if (plan.avoid[p * plan.items + i] === 1 || state.copiesLeft[i] === 0 || this.price(i) > budget) return false;
    if (p !== this.player) this.prepare(p);
    if (plan.itemTech[i] > this.tech) return false;
    const kind = plan.itemKind[i];
    if (kind === ITEM_UNIT) return this.fleetRoom;
    if (kind === ITEM_UPGRADE) return this.upgradeTarget(p, i) >= 0;
    const b = plan.itemOf[i];
    if (!this.buildingRoom) return false;
    const held = state.buildingsOf(p, b);
    if (plan.buildingPerPlayer[b] >= 0 && held >= plan.buildingPerPlayer[b]) return false;
    return plan.buildingPerPlanet[b] < 0 || held < plan.buildingPerPlanet[b] * (1 + state.conquered[p]);
  }

  /**
   * Player p buys item i (the caller checked canBuy) for `price` (this turn's by default): pays, takes the copy from the Arsenal and
   * slips it into the play area — a Unit into a free fleet slot, an Upgrade under the ship
   * `upgradeTarget` names, a Building under a planet. While a log is open (`openLog`), the
   * purchase is also logged: item, price and fleet slot (policies/outfitting-memo.ts replays them).
   */
  buyInPlace(p: number, i: number, trace: Trace | null, price = this.price(i), slot = -1): void {
    const { plan, state } = this;
    // A purchase changes only what it touches of what `prepare` found: updated here, not prepared again.
    const prepared = this.player === p;
    const kind = plan.itemKind[i];
    let s = -1;
    if (kind === ITEM_UNIT) {
      s = 0;
      while (state.fleet[p * this.slots + s] >= 0) s++;
    } else if (kind === ITEM_UPGRADE) {
      s = slot >= 0 ? slot : this.targetChanges === this.changes && this.targetPlayer === p && this.targetItem === i ? this.targetSlot : this.upgradeTarget(p, i);
    }
    this.placeInPlace(p, i, price, s);
    if (this.logged >= 0) {
      if (this.logged < LOG_CAPACITY) {
        this.log[2 * this.logged] = i | ((s + 1) << 16);
        this.log[2 * this.logged + 1] = price;
      }
      this.logged++;
    }
    if (prepared) {
      if (kind === ITEM_UNIT) {
        this.fleetRoom = state.units[p] < this.fleetCap;
        this.prepareSlot(p, s);
      } else if (kind === ITEM_UPGRADE) {
        if (--this.freeSlots[s] === 0) this.roomy--;
      } else if (kind === ITEM_BUILDING) this.builtInPlace(p, i);
    }
    if (trace !== null) {
      const where = kind === ITEM_UPGRADE ? ` on its ${plan.itemNames[state.fleet[p * this.slots + s]]} #${s + 1}` : '';
      trace.add(`  ${plan.playerNames[p]} buys ${plan.itemNames[i]}${where} for ${price}¢ (${state.credits[p]}¢ left)`);
    }
    this.changed();
    if (!prepared) this.prepare(p);
  }

  /**
   * What buying item i for `price` changes in the game state (buyInPlace): p pays for it and holds
   * it (payInPlace, takeInPlace).
   */
  private placeInPlace(p: number, i: number, price: number, s: number): void {
    this.payInPlace(p, price, this.plan.worthAttack[i], this.plan.worthDefense[i]);
    this.takeInPlace(p, i, s);
  }

  /**
   * Player p pays `price` for cards worth `attack` and `defense` (game-state.ts worthAttack and
   * worthDefense: sums of multiples of ½, exact in any order, so a replay pays for all its
   * purchases at once).
   */
  payInPlace(p: number, price: number, attack: number, defense: number): void {
    const state = this.state;
    state.credits[p] -= price;
    state.spent[p] += price;
    state.worthAttack[p] += attack;
    state.worthDefense[p] += defense;
  }

  /**
   * Player p takes bought item i (buyInPlace; a replayed purchase, paid for by payInPlace): the
   * Arsenal's copy is taken, the card counts as bought this turn, and it goes into fleet slot s (a
   * Unit: a free slot; an Upgrade: the ship's slot) or under a planet (a Building).
   */
  private takeInPlace(p: number, i: number, s: number): void {
    const { plan, state } = this;
    const copiesLeft = state.copiesLeft;
    if (copiesLeft[i] > 0 && --copiesLeft[i] === 0) this.soldOutChanges++;
    const held = p * plan.items + i;
    state.bought[held]++;
    const firstBought = state.firstBought;
    if (firstBought[held] < 0) firstBought[held] = this.turn;
    const kind = plan.itemKind[i];
    const at = p * this.slots + s;
    if (kind === ITEM_UNIT) {
      if (s >= state.top[p]) state.top[p] = s + 1;
      state.fleet[at] = plan.itemOf[i];
      state.upgradeCount[at] = 0;
      foldUnitInPlace(plan, state, at, plan.itemOf[i]);
      state.units[p]++;
    } else if (kind === ITEM_UPGRADE) {
      state.upgrades[at * this.maxUpgrades + state.upgradeCount[at]++] = plan.itemOf[i];
      foldUpgradeInPlace(plan, state, at, plan.itemOf[i]);
    } else if (kind === ITEM_BUILDING) {
      state.buildings[p * plan.buildingCount + plan.itemOf[i]]++;
    }
  }

  /** Starts logging purchases (buyInPlace), forgetting any earlier log. */
  openLog(): void {
    this.logged = 0;
  }

  /**
   * Stops logging and returns the number of purchases logged, or −1 when there were more than
   * MAX_LOGGED (the log keeps the first MAX_LOGGED: `loggedItem`, `loggedSlot`, `loggedPrice`).
   */
  closeLog(): number {
    const count = this.logged;
    this.logged = -1;
    return count > LOG_CAPACITY ? -1 : count;
  }

  /** The item of logged purchase k. */
  loggedItem(k: number): number {
    return this.log[2 * k] & 0xffff;
  }

  /** The fleet slot of logged purchase k (−1 for a Building). */
  loggedSlot(k: number): number {
    return (this.log[2 * k] >> 16) - 1;
  }

  /** The price paid for logged purchase k. */
  loggedPrice(k: number): number {
    return this.log[2 * k + 1];
  }

  /**
   * Player p's purchase of item i into fleet slot s, as logged in an earlier Outfitting that
   * started from the same position (policies/outfitting-memo.ts): buyInPlace without the choice of
   * slot nor the payment (payInPlace, once for all the replayed purchases). Call `forget` after the
   * last one.
   */
  replayInPlace(p: number, i: number, s: number): void {
    this.takeInPlace(p, i, s);
  }

  /** Forgets what `prepare` found (after replayed purchases): the next look prepares again. */
  forget(): void {
    this.player = -1;
    this.changed();
  }

  /** Player p's units back to the Arsenal when destroyed (004, "Destruction of Units": "returned to the Arsenal along with its Upgrades"). */
  removeUnitInPlace(p: number, s: number): void {
    const { plan, state } = this;
    const at = p * this.slots + s;
    const kind = state.fleet[at];
    const copiesLeft = state.copiesLeft;
    if (copiesLeft[kind] >= 0 && copiesLeft[kind]++ === 0) this.soldOutChanges++;
    // The worths as one sum each: every term is a multiple of ½ (game-state.ts), so the order does not matter.
    let attack = plan.worthAttack[kind];
    let defense = plan.worthDefense[kind];
    const count = state.upgradeCount[at];
    for (let k = 0; k < count; k++) {
      const item = plan.unitKinds + state.upgrades[at * this.maxUpgrades + k];
      if (copiesLeft[item] >= 0 && copiesLeft[item]++ === 0) this.soldOutChanges++;
      attack += plan.worthAttack[item];
      defense += plan.worthDefense[item];
    }
    state.worthAttack[p] -= attack;
    state.worthDefense[p] -= defense;
    state.fleet[at] = -1;
    state.upgradeCount[at] = 0;
    state.units[p]--;
    this.player = -1;
    this.changed();
  }
}
