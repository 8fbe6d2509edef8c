import type { PlanBase } from '../game.js';

/** Unit roles the rules treat specially (004, "Card Clarifications — Units"). */
export const ROLE_SHIP = 0;
export const ROLE_MINEFIELD = 1;
export const ROLE_MISSILE = 2;
export const ROLE_REPAIR = 3;
export const ROLE_OTHER = 4;
/** Number of roles. */
export const ROLES = 5;

/** Tactic specials (004, "Special Tactics"). */
export const SPECIAL_NONE = 0;
export const SPECIAL_DIVERSION = 1;
export const SPECIAL_MISSILE_LAUNCH = 2;
export const SPECIAL_PLANETARY_FIRE = 3;

/** Players of a Conquest at most (configs/titanium-scenario.schema.json, players.maxItems). */
export const MAX_PLAYERS = 4;
/** Distinct sets of target players: a bitmask over MAX_PLAYERS (a memo key radix). */
export const TARGET_MASKS = 1 << MAX_PLAYERS;

/** Per player, the credit tally slots from `creditSlot[p]` (credit units): sums and sums of squares. */
export const CREDIT_LOST = 0;
export const CREDIT_LOST_SQUARED = 1;
export const CREDIT_DESTROYED = 2;
export const CREDIT_DESTROYED_SQUARED = 3;
export const CREDIT_SPENT = 4;
export const CREDIT_SPENT_SQUARED = 5;
export const CREDIT_LOST_TIMES_DESTROYED = 6;
export const CREDIT_SLOTS = 7;

/** Policy codes (scenario names → small integers for the hot loop). */
export const ALLOCATION_CODES = ['optimal', 'greedy', 'spread'] as const;
export const TACTIC_CODES = ['random', 'greedy'] as const;
export const DISCARD_CODES = ['none', 'free', 'dead-cards'] as const;
export const VALUE_CODES = ['cost', 'attack'] as const;
export const BLAST_SHIELD_CODES = ['doomed-first', 'dearest-first'] as const;
export const REPAIR_CODES = ['dearest-first', 'nearest-destruction'] as const;

/** Credits are tallied in units of 50¢ (every printed cost is a multiple of 50), so sums stay exact. */
export const CREDIT_UNIT = 50;
/** The cost of each discard after the first free one (004, "4. Discarding Tactic Cards"). */
export const PAID_DISCARD_COST = 100;

/**
 * A compiled Conquest: units of every player flattened into per-unit arrays (grouped by owner, in
 * Player Order), per-player limits and policies, the card kinds, the deck, and the tally layout.
 * Structured-cloneable. Outcomes: one per player (that player conquers), `nobody`, `offensiveCap`.
 */
export interface TitaniumPlan extends PlanBase {
  game: 'titanium';
  players: number;
  playerNames: string[];
  maxOffensives: number;
  /** Unit type keys; a unit's `kind` indexes this. Activation bit k = 1 << k. */
  kindKeys: string[];
  unitCount: number;
  unitOwner: number[];
  unitKind: number[];
  unitRole: number[];
  unitLabel: string[];
  unitAttack: number[];
  unitDefense: number[];
  unitStartDamage: number[];
  unitEvasion: number[];
  /** Blast dealt to the destroyer's ships when this ship is destroyed by a Tactic (0 without device). */
  unitSelfDestruct: number[];
  /** Other ships this ship's Blast Shields protect (−1: no Blast Shield). */
  unitShields: number[];
  unitMagnetic: number[];
  /** Minefield or missile blast; repair drone repair. */
  unitPower: number[];
  /** Cost with upgrades, in credit units (CREDIT_UNIT). */
  unitCost: number[];
  /** Allocation value per value code (`VALUE_CODES`) and unit: valueTable[code][u]. */
  valueTable: number[][];
  /** Per player: its ships by cost, highest first (blast shield and repair choices). */
  shipOrder: number[][];
  handLimit: number[];
  credits: number[];
  /** Per player: card kinds of the fixed starting hand. */
  fixedHand: number[][];
  allocation: number[];
  valueCode: number[];
  tactic: number[];
  priorityWeight: number[];
  /** Withdraw below this share of the others' fleet value; −1 = never. */
  withdrawBelow: number[];
  discard: number[];
  useMinefield: number[];
  /** Per player: the Blast Shield choice (BLAST_SHIELD_CODES) and the Repair Drone choice (REPAIR_CODES). */
  blastShield: number[];
  repair: number[];
  cardKeys: string[];
  cardNames: string[];
  cardPriority: number[];
  cardActivates: number[];
  cardTargets: number[];
  cardMultiplier: number[];
  cardSpecial: number[];
  /** buildingAttack[p * cards + c]: attack the card adds from player p's buildings (Planetary Supports). */
  buildingAttack: number[];
  /** The draw pile at the start (card kinds), fixed hands removed. */
  deck: number[];
  deckSize: number;
  deckSample: boolean;
  /** Largest Total Attack Strength any player can reach (memo key radix). */
  maxStrength: number;
  /** Per attacker: 1 when a memo key for its decisions fits in 2^53. */
  memoFeasible: number[];
  offensivesSlot: number;
  /**
   * 1 when each battle draws its 1st Player uniformly (scenario `seats: rotate`), Player Order
   * going on clockwise from it; 0 keeps the scenario's order.
   */
  rotateSeats: number;
  /** First of `players` slots: Conquests won by the player at each Player Order position (seat). */
  seatWinSlot: number;
  /** Per player: first of 7 slots: Σ lost, Σ lost², Σ destroyed, Σ destroyed², Σ spent, Σ spent², Σ lost·destroyed (credit units). */
  creditSlot: number[];
  /** Per player and kind (players × kinds): first slot of the survivor histogram, or −1. */
  survivorSlot: number[];
  survivorCount: number[];
  /** Per unit: slot counting battles it survived. */
  unitSurvivedSlot: number[];
}
