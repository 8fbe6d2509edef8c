import type { DiceSource } from '../core/dice-source.js';
import type { GameId, PlanBase } from './game.js';

/**
 * One battle setup of the optimizer: a compiled plan with the candidate in one seat, and which
 * outcomes (indices into `plan.outcomes`) are the candidate's win and its loss. Every other
 * outcome (draw, round or turn cap) counts as neither.
 */
export interface CompiledMatchup {
  plan: PlanBase;
  win: number;
  loss: number;
}

/**
 * What the optimizer needs from a game (docs, model notes: Analysis: "Optimizer"): the legal fleets under
 * a budget and how two of them fight. `F` is the game's own fleet input (what a result prints and
 * what a field file holds), kept canonical so that equal fleets have equal keys.
 */
export interface FleetSpace<F> {
  game: GameId;
  /** The budget in words, e.g. "30 points" or "12 resources, fleet supply 4". */
  budget: string;
  /** Seats a candidate is evaluated in: 2 for symmetric games (both seats), 1 when it always attacks. */
  seats: number;
  /** Every legal, saturated fleet (nothing more can be added), or undefined when more than `limit` exist. */
  enumerate(limit: number): F[] | undefined;
  /** The cheapest legal fleet whatever the budget (for the "nothing fits" message), or undefined when there is none. */
  cheapest(): F | undefined;
  /** A random legal saturated fleet, or undefined when none exists. */
  random(rng: DiceSource): F | undefined;
  /** Up to `count` legal saturated fleets one local move away (remove a part, refill at random). */
  neighbours(fleet: F, rng: DiceSource, count: number): F[];
  /** A canonical key: equal fleets, equal keys. */
  key(fleet: F): string;
  /** A short readable name. */
  name(fleet: F): string;
  cost(fleet: F): number;
  /** Numeric features (unit counts, totals) used to pick a diverse field. */
  features(fleet: F): number[];
  /** A label for grouping a default field (the Armada faction); one group when the game has none. */
  group(fleet: F): string;
  /** What `group` labels, in the field's description: "faction" (Armada), or "game" when there is one group. */
  groupNoun: string;
  /**
   * The battle of `candidate` against `opponent` with the candidate in seat `seat` (0-based), or
   * undefined when no battle can be played (then counted as none). A pairing the rules forbid
   * (Armada: the same unique ship on both sides) is played with the rule relaxed for that pairing
   * and reported by `adjustedPairs`, so no candidate is ranked on fewer opponents than another.
   */
  matchup(candidate: F, opponent: F, seat: number): CompiledMatchup | undefined;
  /** The pairings `matchup` played with a rule relaxed so far, as readable notes (for the result). */
  adjustedPairs?(): string[];
}
