import type { PlanBase } from '../game.js';
import type { Place } from './scenario.js';

/** Marker in `combatDice`: roll one die per opponent non-fighter ship (Winnu flagship). */
export const DICE_PER_OPPONENT_NON_FIGHTER_SHIP = -1;

/** The outcomes of a TI4 space battle, in tally order (a contract: result JSON uses these names). */
export const TI4_OUTCOMES = ['attackerWin', 'draw', 'defenderWin', 'roundCap'] as const;
export const OUTCOME_ATTACKER_WIN = 0;
export const OUTCOME_DRAW = 1;
export const OUTCOME_DEFENDER_WIN = 2;
export const OUTCOME_ROUND_CAP = 3;

/**
 * One side, flattened to per-unit arrays (struct of arrays; one entry per unit, not per type).
 * Thresholds are the d10 face that hits (hit when roll >= value); 0 dice means no such roll.
 */
export interface Ti4SidePlan {
  unitCount: number;
  /** Index into the plan's `unitTypes` per unit. */
  type: number[];
  /** Display name per unit, e.g. "Dreadnought II #2" (trace only). */
  label: string[];
  /** Cost in half resources (integers, so tallies stay exact). */
  halfCost: number[];
  /** 1 when the unit takes space combat hits. */
  targetable: number[];
  isFighter: number[];
  isNonFighterShip: number[];
  combatHitOn: number[];
  combatDice: number[];
  barrageHitOn: number[];
  barrageDice: number[];
  cannonHitOn: number[];
  cannonDice: number[];
  startsDamaged: number[];
  /** Absorption sequence from the hit-assignment policy (see policies/hit-assignment.ts). */
  sequence: number[];
  /** Per type index: first tally slot of the survivor histogram (count 0..n), or -1 when absent. */
  survivorSlot: number[];
  /** Per type index: number of units of that type at the start. */
  typeCount: number[];
  /** Tally slots of Σ lost half-cost and Σ (lost half-cost)². */
  lostSlot: number;
}

/** A compiled TI4 scenario: everything the hot loop needs, structured-cloneable. */
export interface Ti4Plan extends PlanBase {
  game: 'ti4';
  place: Place;
  maxRounds: number;
  /** Unit type keys, indexed by `type`. */
  unitTypes: string[];
  sides: [Ti4SidePlan, Ti4SidePlan];
  /** First slot of the rounds histogram (maxRounds + 1 slots: 0..maxRounds rounds). */
  roundsSlot: number;
}
