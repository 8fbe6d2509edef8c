import type { PlanBase } from '../game.js';
import type { PolicyCodes } from './policies/names.js';
import type { TablePlan } from './table/table-plan.js';

/** The outcomes of a Last Starship battle, in tally order (a contract: result JSON uses these names). */
export const ARMADA_OUTCOMES = ['firstWin', 'draw', 'secondWin', 'turnCap'] as const;
/** An Armada battle's outcome. */
export type ArmadaOutcome = (typeof ARMADA_OUTCOMES)[number];
export const OUTCOME_FIRST_WIN = 0;
export const OUTCOME_DRAW = 1;
export const OUTCOME_SECOND_WIN = 2;
export const OUTCOME_TURN_CAP = 3;

/** The two fleets of a battle (index 0 = `first`, 1 = `second`). */
export const SIDES = 2;
/** Orders each ship gets per turn, one per orders phase (000, "Step One: Assign Orders"). */
export const ORDERS_PER_TURN = 3;

/** Order codes (positions in catalog-types ORDERS). */
export const ORDER_CHANGE_SPEED = 0;
/** Order code of Change Heading (catalog-types ORDERS); only the table model has headings. */
export const ORDER_CHANGE_HEADING = 1;
export const ORDER_ACTIVATE_SHIELDS = 2;
export const ORDER_ATTACK = 3;
export const ORDER_ACTIVATE_CREW = 4;

/**
 * An order row as one number: (first order code + 1) | (second order code + 1) << 3, 0 = none, so
 * a paired row of two identical orders keeps both (000, "Crew Orders": paired rows give both).
 */
export const encodeRow = (codes: readonly number[]): number => (codes[0] + 1) | (codes.length > 1 ? (codes[1] + 1) << 3 : 0);
/** The first order code of an encoded row. */
export const rowFirst = (row: number): number => (row & 7) - 1;
/** The second order code of an encoded row, or -1 for a single order. */
export const rowSecond = (row: number): number => ((row >> 3) & 7) - 1;

/** Special-type codes (positions in SPECIAL_TYPES), -1 for an ordinary ship. */
export const SPECIAL_ESCORT = 4;
export const SPECIAL_FLAGSHIP = 5;

/** Ability type codes (positions in ABILITY_TYPES). */
export const TYPE_CONTINUOUS = 0;
export const TYPE_STARTING = 1;
export const TYPE_INSTANT = 2;
export const TYPE_COMMAND = 3;
export const TYPE_EXPENDABLE = 4;

/** Ability effect codes (positions in ABILITY_EFFECTS). */
export const EFFECT_BEAM = 0;
export const EFFECT_COMMAND = 1;
export const EFFECT_MAX_SHIELDS = 2;
export const EFFECT_MAX_HULL = 3;
export const EFFECT_SQUADRON_CAPACITY = 6;
export const EFFECT_MAX_SPEED = 7;
export const EFFECT_TORPEDO_SPEED = 8;
export const EFFECT_TORPEDO_DAMAGE = 9;
export const EFFECT_CANCEL_CRITICAL = 10;
export const EFFECT_TELEPORT = 11;
export const EFFECT_SQUADRON_BEAM = 12;

/** Ships of both fleets, struct of arrays (index = ship number; fleet `first` comes first). */
export interface ShipPlan {
  count: number;
  side: number[];
  label: string[];
  /** Ship cost plus its crew and tech: what its side loses with it. */
  cost: number[];
  /** Base statistics including starting-ability bonuses (never lost). */
  shields: number[];
  hull: number[];
  beam: number[];
  speed: number[];
  /** The speed the side's speed policy keeps (below the maximum), -1 for the maximum (policies/speed-choice.ts). */
  chosenSpeed: number[];
  squadronCapacity: number[];
  /** Torpedoes at the start (capacity with every capacity bonus) and torpedo damage. */
  torpedoes: number[];
  torpedoDamage: number[];
  /** Teleport allowance from starting abilities (shields it may teleport through). */
  teleport: number[];
  special: number[];
  carrier: number[];
}

/**
 * Crew and tech disks of both fleets (a "disk" is either), each with at most one ability.
 * Order rows are encoded by `encodeRow`, stored flat (`rows[rowStart .. rowStart+rowCount)`).
 */
export interface DiskPlan {
  count: number;
  ship: number[];
  side: number[];
  isCrew: number[];
  isBridge: number[];
  isSecurity: number[];
  /** 1 for a personal tech disk: it goes with its crew (000, "Step Four: Boarding"). */
  isPersonal: number[];
  command: number[];
  combat: number[];
  rowStart: number[];
  rowCount: number[];
  rows: number[];
  /** Index of the disk's catalog id (copies share it: the no-stacking rule). */
  key: number[];
  label: string[];
  abilityType: number[];
  abilityEffect: number[];
  abilityValue: number[];
  /** Critical code a cancelCritical ability cancels, else -1. */
  abilityCritical: number[];
}

/** Squadrons of both fleets. */
export interface SquadronPlan {
  count: number;
  side: number[];
  bomber: number[];
  hull: number[];
  beam: number[];
  torpedoes: number[];
  torpedoDamage: number[];
  cost: number[];
  label: string[];
}

/** Tally slots of one side. */
export interface SideSlots {
  /** Histogram of own ships left (0..ships). */
  shipsLeft: number;
  ships: number;
  /** Histogram of own squadrons left (0..squadrons). */
  squadronsLeft: number;
  squadrons: number;
  /** Σ points lost and Σ (points lost)². */
  lost: number;
  /** Five slots: criticals suffered, in CRITICALS order. */
  criticals: number;
  /** Σ ships this side captured. */
  captures: number;
  /** Σ torpedoes of this side that struck a ship (the torpedoHit sensitivity line). */
  torpedoStrikes: number;
  /** Σ own ships that withdrew off the table (table model; 000, "Movement"). */
  withdrawn: number;
  /** ORDER_MIX_SLOTS slots: Σ orders given while an enemy was within reach, by order-mix bucket (order-mix.ts; table model). */
  orders: number;
}

/** A compiled Armada scenario: everything the hot loop needs, structured-cloneable. */
export interface ArmadaPlan extends PlanBase {
  game: 'armada';
  /** The combat model: null plays the brawl, a table plays the table model (table/simulator.ts). */
  table: TablePlan | null;
  pExplosion: number;
  torpedoHit: number;
  maxTurns: number;
  /** Rule option squadronTargets as its code (rule-options.ts: 0 escorts, 1 any ship). */
  squadronTargets: number;
  ships: ShipPlan;
  disks: DiskPlan;
  squadrons: SquadronPlan;
  /** Distinct disk ids (size of the no-stacking key space). */
  keyCount: number;
  /** Largest number of damage counters any drop can need (sizes the sampling tables). */
  maxDrop: number;
  policies: [PolicyCodes, PolicyCodes];
  turnsSlot: number;
  sides: [SideSlots, SideSlots];
  /** First of one slot per ship: battles it ended alive under its own side. */
  shipSurvivedSlot: number;
  /** Tally slot of Σ first's points lost × second's points lost (for the exchange-ratio interval). */
  lostCrossSlot: number;
}

/** Critical bits (1 << position in CRITICALS). */
export const CRIT_BRIDGE = 0;
export const CRIT_LIFE_SUPPORT = 1;
export const CRIT_ENGINEERING = 2;
export const CRIT_WEAPONS = 3;
export const CRIT_SHIELDS = 4;
