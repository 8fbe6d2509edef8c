import type { PlanBase } from '../../game.js';
import type { TitaniumPlan } from '../plan.js';

/** Most Laboratories that count (004: Tech 0 to Tech 3). */
export const MAX_TECH = 3;

/** Kinds of Arsenal item (the item index space: units, then upgrades, then buildings). */
export const ITEM_UNIT = 0;
export const ITEM_UPGRADE = 1;
export const ITEM_BUILDING = 2;
/** An upgrade's special (GamePlan.upgradeSpecial): its index in UPGRADE_SPECIALS (0: none). */
export const UPGRADE_SPECIALS = [null, 'evasion', 'self-destruct', 'shield', 'target'] as const;
export const UPGRADE_EVASION = 1;
export const UPGRADE_SELF_DESTRUCT = 2;
export const UPGRADE_SHIELD = 3;
export const UPGRADE_TARGET = 4;

/** Building effects (arsenal.ts BuildingEffect), as codes. */
export const BUILDING_EFFECTS = ['refinery', 'spaceport', 'laboratory', 'planetary-support', 'command-center', 'cyber-factory'] as const;
export const B_REFINERY = 0;
export const B_SPACEPORT = 1;
export const B_LABORATORY = 2;
export const B_PLANETARY_SUPPORT = 3;
export const B_COMMAND_CENTER = 4;
export const B_CYBER_FACTORY = 5;
/** Credits a Refinery produces each turn (004, "Production": "plus 150¢ per Refinery you own"). */
export const REFINERY_INCOME = 150;

/** Event effects (catalogs.ts EventEffect), as codes. */
export const EVENT_EFFECTS = ['none', 'upgrades-ignored', 'production', 'discount'] as const;
export const E_NONE = 0;
export const E_UPGRADES_IGNORED = 1;
export const E_PRODUCTION = 2;
export const E_DISCOUNT = 3;

/** Policy codes of the whole game (scenario.ts). */
export const PURCHASE_CODES = ['value-per-credit', 'tech-rush', 'fleet-first', 'economy-first'] as const;
export const LEADER_CHOICE_CODES = ['random', 'production', 'fleet'] as const;

/**
 * A compiled whole game (004, "How to Play"): the Arsenal as flat item tables (units, upgrades,
 * buildings share one index space), the leaders, the Planet/Event cards, each seat's policies,
 * the arena (a Conquest plan with a fixed slot per unit, rewritten every turn) and the tally
 * layout. Structured-cloneable. Outcomes: one per player (that player wins), then `nobody`.
 */
export interface GamePlan extends PlanBase {
  game: 'titanium-game';
  players: number;
  playerNames: string[];
  target: number;
  maxTurns: number;
  firstRandom: number;
  startingCredits: number;
  startingHand: number;
  /**
   * The engine's room, sized per game from the scenario so that it never caps a rule (limits.ts
   * reachableBounds): fleet slots per player (the largest fleet limit reachable), upgrades per ship
   * (the most upgrade slots reachable) and cards per hand (the largest hand limit reachable).
   */
  fleetSlots: number;
  upgradeSlots: number;
  handSlots: number;

  items: number;
  itemKeys: string[];
  itemNames: string[];
  itemKind: number[];
  /** Index of the item within its kind (unit kind, upgrade index, building index). */
  itemOf: number[];
  itemCost: number[];
  itemTech: number[];
  /** Copies in the Arsenal; −1: never runs out. */
  itemCopies: number[];
  /** Purchase heuristic: the attack and defense an item is worth to a fleet (policies/item-worth.ts). */
  worthAttack: number[];
  worthDefense: number[];
  unitKinds: number;
  unitShip: number[];
  unitAttack: number[];
  unitDefense: number[];
  unitSlots: number[];
  unitRole: number[];
  unitPower: number[];
  upgradeCount: number;
  upgradeAttack: number[];
  upgradeDefense: number[];
  /** 0 none, 1 evasion, 2 self-destruct, 3 shield, 4 target. */
  upgradeSpecial: number[];
  upgradeBlast: number[];
  upgradeShields: number[];
  buildingCount: number;
  buildingEffect: number[];
  buildingAttack: number[];
  /** −1: no limit. */
  buildingPerPlayer: number[];
  buildingPerPlanet: number[];
  /** Item index of each building effect's first card (−1 when the arsenal has none). */
  effectItem: number[];

  leaders: number;
  leaderKeys: string[];
  leaderNames: string[];
  leaderProduction: number[];
  leaderSlots: number[];
  leaderFleet: number[];
  leaderHand: number[];

  planetCards: number;
  planetNames: string[];
  planetProduction: number[];
  planetSlots: number[];
  planetFleetBonus: number[];
  planetSlotBonus: number[];
  planetDeposits: number[];
  eventNames: string[];
  eventEffect: number[];
  eventAmount: number[];
  /** Discount events: the item kind they apply to (ITEM_*), −1 otherwise. */
  eventItemKind: number[];

  /** Per seat (game player, clockwise): a fixed leader index or −1, and the policies as codes. */
  fixedLeader: number[];
  purchase: number[];
  participation: number[];
  /** Per seat: the participation threshold as the Conquest's withdraw rule (policies/participation.ts withdrawShare). */
  withdrawShare: number[];
  leaderChoice: number[];
  /** avoid[p * items + i] = 1: seat p never buys item i. */
  avoid: number[];
  /** Per seat: the item it opens with (policies.openWith; −1: none) and the price it pays for it. */
  openCard: number[];
  openPrice: number[];
  allocation: number[];
  valueCode: number[];
  tactic: number[];
  priorityWeight: number[];
  discard: number[];
  useMinefield: number[];
  blastShield: number[];
  repair: number[];

  /** The Conquest plan every turn's Conquest runs on (whole-game/arena.ts). */
  arena: TitaniumPlan;
  /** Per tactic card kind: the building items it activates (Planetary Supports), flattened as start offsets. */
  cardBuildingStart: number[];
  cardBuildings: number[];
  /** The tactic card kinds that activate at least one building (the arena's other cards get no building attack). */
  buildingCards: number[];

  /**
   * Players with mixed strategies: every combination of the players' strategies compiled as its own
   * plan (the same tally layout), one drawn per game with its probability (simulator.ts).
   */
  mixture?: GameMixture;

  seatWinSlot: number;
  leaderSlot: number;
  policySlot: number;
  turnsSlot: number;
  itemSlot: number;
  boughtTurnSlot: number;
  purchasesSlot: number;
  depositsSlot: number;
  conquestsSlot: number;
  /** Per player: 5 slots, Σ lost, Σ lost², Σ destroyed, Σ destroyed², Σ lost·destroyed (credit units), then Σ credits spent. */
  lossSlot: number[];
  /** Per player and unit kind (players × unitKinds): first of fleetSlots + 1 slots counting the units held at the end. */
  fleetSlot: number[];
}

/** The combinations of the players' mixed strategies (docs/strategy.md, "Mixed strategies"). */
export interface GameMixture {
  /** Per combination: the probability of it or an earlier one (the last is 1). */
  cumulative: number[];
  /** Per combination: the plan with every player on one strategy of its mix. */
  plans: GamePlan[];
  /** Per combination and player: the index of the strategy drawn from its mix (0 for a player without one). */
  draws: number[][];
}
