import type { PlanBase } from '../game.js';
import type { RoundSamplingPlan } from './sampling/round-sampling.js';
import type { Place } from './scenario.js';

/** Marker in a dice array: roll one die per opponent non-fighter ship (Winnu flagship). */
export const DICE_PER_OPPONENT_NON_FIGHTER_SHIP = -1;
/** Faces of the die every TI4 roll uses (003: "roll a ten-sided die"). */
export const D10_FACES = 10;
/** A threshold no d10 reaches: the unit has no such roll. */
export const NO_ROLL = D10_FACES + 1;

/** The outcomes of a TI4 battle, in tally order (a contract: result JSON uses these names). */
export const TI4_OUTCOMES = ['attackerWin', 'draw', 'defenderWin', 'roundCap', 'attackerRetreat', 'defenderRetreat'] as const;
export type Ti4Outcome = (typeof TI4_OUTCOMES)[number];
export const OUTCOME_ATTACKER_WIN = 0;
export const OUTCOME_DRAW = 1;
export const OUTCOME_DEFENDER_WIN = 2;
export const OUTCOME_ROUND_CAP = 3;
export const OUTCOME_ATTACKER_RETREAT = 4;
export const OUTCOME_DEFENDER_RETREAT = 5;

/** One combat theatre of a side (space combat or ground combat), one entry per unit. */
export interface TheatrePlan {
  hitOn: number[];
  dice: number[];
  /** 1 when the unit fights and takes hits in this theatre. */
  targetable: number[];
  /** Absorption sequence from the hit-assignment policy (see policies/hit-assignment.ts). */
  sequence: number[];
}

/** A side's retreat policy: announce at the start of a round, leave at its end (rules 003, steps 2 and 5). */
export interface RetreatPlan {
  /** Retreat at the end of this round (0: never). */
  afterRound: number;
  /** Retreat when my combat strength / theirs is below this at the start of a round (0: never). */
  whenLosing: number;
}

/** An effect as the hooks see it: its id and its parameter (e.g. the round of "morale-boost@round2"). */
export interface EffectUse {
  id: string;
  /** The round it is played in (0: whenever it first matters). */
  round: number;
  /** The round counts ground combat rounds ("@groundN") rather than space rounds. */
  ground: boolean;
  /** Applied without being listed (a faction ability, or the ability of a unit that is present). */
  automatic?: boolean;
  /** Index of its play policy in the definition's `policies` (set by compile; 0, the default, when absent). */
  policy?: number;
}

/**
 * One side, flattened to per-unit arrays (struct of arrays; one entry per unit, not per type).
 * Thresholds are the d10 face that hits (hit when roll + modifiers >= value).
 */
export interface Ti4SidePlan {
  /** The side's faction id, or '' (effects that depend on the opponent's faction read it). */
  faction: string;
  /** 0 for the attacker (the active player), 1 for the defender. */
  index: 0 | 1;
  unitCount: number;
  type: number[];
  label: string[];
  halfCost: number[];
  isShip: number[];
  isFighter: number[];
  isNonFighterShip: number[];
  isGroundForce: number[];
  isInfantry: number[];
  canSustain: number[];
  directHitImmune: number[];
  startsDamaged: number[];
  space: TheatrePlan;
  ground: TheatrePlan;
  barrageHitOn: number[];
  barrageDice: number[];
  cannonHitOn: number[];
  cannonDice: number[];
  /** 1 for space cannon units on the planet (PDS): they fire space cannon defense. */
  cannonDefends: number[];
  bombardHitOn: number[];
  bombardDice: number[];
  /** 1 for units whose presence removes the opponent's planetary shield (war sun, Letnev flagship). */
  breaksShield: number[];
  /** Natural face from which a combat die makes `burstHits` extra hits (0: never; Jol-Nar flagship). */
  burstFace: number[];
  burstHits: number[];
  /** 1 when the unit's space combat hits must go to non-fighter ships if able (L1Z1X flagship). */
  restrictedHits: number[];
  /** The unit whose presence the restriction needs (the L1Z1X flagship), or -1. */
  restrictionSource: number;
  /**
   * Extra dice for the side's best unit when it rolls for a unit ability, per roll kind (index:
   * BARRAGE_ROLL, CANNON_ROLL, BOMBARD_ROLL; Plasma Scoring, Trrakan Aun Zulok).
   */
  extraAbilityDice: number[];
  /** The side rolls anti-fighter barrage even when the opponent has no fighters (Raid Formation, Waylay). */
  barrageWithoutFighters: boolean;
  /** The side's barrage hits are assigned to any ship, not only fighters (Waylay). */
  barrageHitsAllShips: boolean;
  /** Extra dice the side adds once to its first unit-ability roll (Strike Wing Ambuscade). */
  oneShotAbilityDice: number;
  /** Each missed die of the side's unit-ability rolls is rerolled once (Agnlan Oln). */
  rerollAbilityMisses: boolean;
  /** The defender returns the landing forces to space: no ground combat (Parley). */
  returnsLandingForces: boolean;
  /** The attacker removes the defender's ground forces from the planet after landing (Ragh's Call). */
  removesDefendingForces: boolean;
  /** The attacker skips space combat and bombardment and goes straight to landing (Sh'val, Harbinger). */
  skipsToLanding: boolean;
  /** Hits of a ground combat roll / a bombardment roll count this many times (X-89 Bacterial Weapon). */
  groundHitFactor: number;
  bombardHitFactor: number;
  /** Extra hits after a ground combat roll in which the opponent hit (Valkyrie Particle Weave). */
  bonusHitWhenOpponentHits: number;
  /**
   * Per unit: 1 when the unit, not a ship, may use its SUSTAIN DAMAGE to cancel a hit against the
   * side's ships (Quantum Manipulator, the Nomad mech in the space area).
   */
  spaceSustainOnly: number[];
  /**
   * Per unit: 1 for a unit with PLANETARY SHIELD (PDS, Letani Behemoth). Effects that take one unit's
   * shield away zero it (Disable: PDS units only); the side's `planetaryShield` needs one left.
   */
  shieldUnits: number[];
  /** Per unit: 1 when it has no SUSTAIN DAMAGE in space combat (Z-Grav Eidolon, the Eidolon's space side). */
  noSpaceSustain: number[];
  /** Per unit: hits one use of Sustain Damage cancels (2 with Non-Euclidean Shielding). */
  sustainAbsorbs: number[];
  /**
   * Hit assignment: of two damaged units of a type, lose the one that sustained this round and keep
   * the one Duranium Armor can repair (set when the side has Duranium Armor).
   */
  keepRepairable: boolean;
  /** Hits of this side's space cannon must go to non-fighter ships if able (Graviton Laser System). */
  cannonRestricted: boolean;
  /** This side's space cannon may fire at the opponent's ships / landing forces. */
  cannonOffense: boolean;
  cannonDefense: boolean;
  /** The side's units on the planet have a planetary shield. */
  planetaryShield: boolean;
  /** No bombardment may target this side's planet (Conventions of War on a cultural planet). */
  bombardImmune: boolean;
  /** The side's bombardment ignores planetary shields (2RAM, L1Z1X commander). */
  bombardIgnoresShield: boolean;
  /**
   * Extra space cannon offense dice not tied to a unit (Experimental Battlestation's space dock,
   * Elysium under Ul the Progenitor), and what fires them, for trace lines.
   */
  extraCannon: { hitOn: number; dice: number; label: string };
  /** Added to the opponent's bombardment thresholds against this side (Bunker: −4 to results). */
  bombardPenaltyAgainst: number;
  /** Added to the opponent's space cannon thresholds against this side (Antimass Deflectors: −1). */
  cannonPenaltyAgainst: number;
  effects: EffectUse[];
  /** Per unit: 1 for a unit that starts off the board and an effect places during the battle. */
  reserve: number[];
  /** Trade goods the side can spend during the battle (scenario `tradeGoods`). */
  tradeGoods: number;
  retreat: RetreatPlan;
  /** Per type index: first tally slot of the survivor histogram (count 0..n), or -1 when absent. */
  survivorSlot: number[];
  typeCount: number[];
  /** Tally slots of Σ lost half-cost and Σ (lost half-cost)². */
  lostSlot: number;
}

/** A side's listed cost in resources (the sum of its units' costs). */
export const sideCost = (side: Ti4SidePlan): number => side.halfCost.reduce((sum, c) => sum + c, 0) / 2;

/** A compiled TI4 scenario: everything the hot loop needs, structured-cloneable. */
export interface Ti4Plan extends PlanBase {
  game: 'ti4';
  place: Place;
  maxRounds: number;
  /** Unit type keys, indexed by `type`. */
  unitTypes: string[];
  sides: [Ti4SidePlan, Ti4SidePlan];
  /** First slot of the rounds histogram (maxRounds·2 + 1 slots: space and ground rounds together). */
  roundsSlot: number;
  roundsSlots: number;
  /** Tally slot of Σ attacker lost half-cost × defender lost half-cost (for the exchange-ratio interval). */
  lostCrossSlot: number;
  /** Which path each side's rolls take in the hot loop: state tables or die by die (sampling/round-sampling.ts). */
  roundSampling: RoundSamplingPlan;
}
