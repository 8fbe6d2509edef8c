import type { DiceSource } from '../core/dice-source.js';
import type { Tally } from '../core/tally.js';
import type { Trace } from './trace.js';

/**
 * What the engine needs of every compiled plan (docs/architecture.md, "The Game interface"). A plan is
 * structured-cloneable (numbers, typed arrays, plain objects): the engine shares it with worker
 * threads. `game` names the game module that compiled it; the engine never interprets it.
 */
export interface PlanBase {
  game: string;
  /** Outcome names in tally order (slot 1 + index). */
  outcomes: string[];
  /** Number of Float64 slots in a tally of this plan. */
  tallySize: number;
}

/** A prepared hot loop for one plan: owns its scratch state, allocates nothing per battle. */
export interface Simulator {
  /**
   * Simulates `count` battles drawing from `rng`, adding each to `tally`. With a trace, every roll
   * and assignment is logged (replay only; the rolls are the same as without it).
   */
  run(rng: DiceSource, tally: Tally, count: number, trace: Trace | null): void;
}

/**
 * Prepares the hot loop of a plan. The engine is given one (docs/architecture.md, "Layers"): the
 * composition root in workers/ builds it from the game registry, a test from a fake game.
 */
export type SimulatorFactory = (plan: PlanBase) => Simulator;
