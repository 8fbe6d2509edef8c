import type { GamePlan } from './plan.js';

/**
 * The state of one whole game, indexed by game player (clockwise seat), as typed arrays allocated
 * once per simulator and reset per game (no allocation in the hot loop): credits, leader, planets
 * held, buildings, fleet slots with their upgrades, the Arsenal's copies left, the Planet/Event
 * pile, and what each player bought when (for the card figures).
 */
export class GameState {
  readonly players: number;
  readonly credits: Int32Array;
  readonly leader: Int32Array;
  readonly deposits: Int32Array;
  /** Planets held besides the home planet. */
  readonly conquered: Int32Array;
  readonly planetProduction: Int32Array;
  readonly planetSlots: Int32Array;
  readonly fleetBonus: Int32Array;
  readonly slotBonus: Int32Array;
  /** buildings[p * buildingCount + b]: buildings of index b (within the building kind). */
  readonly buildings: Int32Array;
  /** fleet[p * plan.fleetSlots + s]: unit kind in slot s, −1 when empty. */
  readonly fleet: Int32Array;
  /**
   * Per player: the fleet slots it has used this game (one past the highest slot a unit went
   * into; a unit goes into the lowest free slot, so every slot from `top` on is empty). Loops over
   * a fleet stop there, whatever the plan's fleetSlots.
   */
  readonly top: Int32Array;
  /** upgrades[(p * plan.fleetSlots + s) * plan.upgradeSlots + k]: upgrade index k of that ship. */
  readonly upgrades: Int32Array;
  readonly upgradeCount: Int32Array;
  /**
   * Per fleet slot, the unit with its upgrades folded in (folded-units.ts, kept by Outfitting as
   * cards are bought; meaningless for an empty slot): what arena.ts writes into each Conquest.
   */
  readonly foldedAttack: Int32Array;
  readonly foldedDefense: Int32Array;
  /** Credits: the unit's cost plus its upgrades'. */
  readonly foldedCost: Int32Array;
  readonly foldedEvasion: Int32Array;
  readonly foldedSelfDestruct: Int32Array;
  /** −1: no Blast Shield. */
  readonly foldedShields: Int32Array;
  readonly foldedMagnetic: Int32Array;
  readonly units: Int32Array;
  /**
   * Per player: the purchase heuristic's fleet strength factors A and D (policies/item-worth.ts),
   * the worths of everything it holds, kept by Outfitting as cards are bought and units lost. The
   * worths are multiples of ½ (integer card fields, halves and one-and-a-halves of them), so these
   * sums are exact whatever the order of the purchases and losses.
   */
  readonly worthAttack: Float64Array;
  readonly worthDefense: Float64Array;
  /**
   * Copies left in the Arsenal per item (−1: unlimited). Changed only by Outfitting (purchases and
   * destroyed units) and `reset`: Outfitting counts the changes of which items are sold out
   * (`soldOutChanges`), so the Outfitting memo scans for them only after one.
   */
  readonly copiesLeft: Int32Array;
  /** firstBought[p * items + i]: the turn player p first bought item i, −1 if never. */
  readonly firstBought: Int32Array;
  readonly bought: Int32Array;
  readonly conquests: Int32Array;
  /** Per player, over the game: credits spent on cards, and credit units (50¢) of its own units lost and of others' units it destroyed. */
  readonly spent: Int32Array;
  readonly lostUnits: Int32Array;
  readonly destroyedUnits: Int32Array;
  /** The Planet/Event draw pile: a ring of card indices, top at `pileHead`. */
  readonly pile: Int32Array;
  pileHead = 0;
  pileCount = 0;
  /** The game player holding the 1st Player token. */
  first = 0;
  turn = 0;
  /** Counts the resets (the Outfitting memo's sold-out items are stale after one). */
  resets = 0;

  constructor(readonly plan: GamePlan) {
    const P = plan.players;
    this.players = P;
    this.credits = new Int32Array(P);
    this.leader = new Int32Array(P);
    this.deposits = new Int32Array(P);
    this.conquered = new Int32Array(P);
    this.planetProduction = new Int32Array(P);
    this.planetSlots = new Int32Array(P);
    this.fleetBonus = new Int32Array(P);
    this.slotBonus = new Int32Array(P);
    this.buildings = new Int32Array(P * plan.buildingCount);
    const UNIT_SLOTS = plan.fleetSlots;
    this.fleet = new Int32Array(P * UNIT_SLOTS);
    this.top = new Int32Array(P);
    this.upgrades = new Int32Array(P * UNIT_SLOTS * plan.upgradeSlots);
    this.upgradeCount = new Int32Array(P * UNIT_SLOTS);
    this.foldedAttack = new Int32Array(P * UNIT_SLOTS);
    this.foldedDefense = new Int32Array(P * UNIT_SLOTS);
    this.foldedCost = new Int32Array(P * UNIT_SLOTS);
    this.foldedEvasion = new Int32Array(P * UNIT_SLOTS);
    this.foldedSelfDestruct = new Int32Array(P * UNIT_SLOTS);
    this.foldedShields = new Int32Array(P * UNIT_SLOTS);
    this.foldedMagnetic = new Int32Array(P * UNIT_SLOTS);
    this.units = new Int32Array(P);
    this.worthAttack = new Float64Array(P);
    this.worthDefense = new Float64Array(P);
    this.copiesLeft = new Int32Array(plan.items);
    this.firstBought = new Int32Array(P * plan.items);
    this.bought = new Int32Array(P * plan.items);
    this.conquests = new Int32Array(P);
    this.spent = new Int32Array(P);
    this.lostUnits = new Int32Array(P);
    this.destroyedUnits = new Int32Array(P);
    this.pile = new Int32Array(plan.planetCards);
  }

  /** Back to before the setup: every player with the starting credits and nothing else. */
  reset(): void {
    const plan = this.plan;
    for (let p = 0; p < this.players; p++) {
      this.credits[p] = plan.startingCredits;
      this.leader[p] = -1;
      this.deposits[p] = 0;
      this.conquered[p] = 0;
      this.planetProduction[p] = 0;
      this.planetSlots[p] = 0;
      this.fleetBonus[p] = 0;
      this.slotBonus[p] = 0;
      this.units[p] = 0;
      this.worthAttack[p] = 0;
      this.worthDefense[p] = 0;
      this.conquests[p] = 0;
      this.spent[p] = 0;
      this.lostUnits[p] = 0;
      this.destroyedUnits[p] = 0;
    }
    this.buildings.fill(0);
    this.fleet.fill(-1);
    this.top.fill(0);
    this.upgradeCount.fill(0);
    this.firstBought.fill(-1);
    this.bought.fill(0);
    for (let i = 0; i < plan.items; i++) this.copiesLeft[i] = plan.itemCopies[i];
    this.pileHead = 0;
    this.pileCount = 0;
    this.first = 0;
    this.turn = 0;
    this.resets++;
  }

  /**
   * Player p places a conquered Planet among its own (004, "5. Result of the Offensive"): its
   * production, building slots and deposits are p's from now on, and its Bonus counts at once
   * (004, "Glossary — Bonus"). Planets are never lost (004, "End of Turn": "permanently conquered").
   */
  takePlanetInPlace(p: number, planet: number): void {
    const plan = this.plan;
    this.conquered[p]++;
    this.conquests[p]++;
    this.deposits[p] += plan.planetDeposits[planet];
    this.planetProduction[p] += plan.planetProduction[planet];
    this.planetSlots[p] += plan.planetSlots[planet];
    this.fleetBonus[p] += plan.planetFleetBonus[planet];
    this.slotBonus[p] += plan.planetSlotBonus[planet];
  }

  /** Buildings of building index b that player p holds. */
  buildingsOf(p: number, b: number): number {
    return this.buildings[p * this.plan.buildingCount + b];
  }

  /** Player p's Technological Level: one per Laboratory, at most 3 (004, "Quick Start — Technology Limit"). */
  techLevel(p: number, laboratory: number): number {
    if (laboratory < 0) return 0;
    const labs = this.buildingsOf(p, laboratory);
    return labs < 3 ? labs : 3;
  }

  /** The number of Buildings player p holds. */
  buildingTotal(p: number): number {
    let total = 0;
    const base = p * this.plan.buildingCount;
    for (let b = 0; b < this.plan.buildingCount; b++) total += this.buildings[base + b];
    return total;
  }
}
