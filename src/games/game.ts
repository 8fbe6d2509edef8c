import type { RunInfo } from '../core/result-fields.js';
import type { Tally } from '../core/tally.js';
import type { PlanBase, Simulator } from '../engine/simulator.js';

/** The games salvo simulates. */
export type GameId = 'ti4' | 'armada' | 'titanium';

/**
 * The engine's contracts a game implements (src/engine/simulator.ts, src/engine/trace.ts), named
 * here too because they are a game module's vocabulary: every game file takes them from this file.
 */
export type { PlanBase, Simulator } from '../engine/simulator.js';
export { Trace } from '../engine/trace.js';

/**
 * A game module (ARCHITECTURE.md, "The Game interface"): rules as data plus pure functions. The
 * scenario is what the user wrote, validated; the plan is what the hot loop needs.
 */
export interface Game<Scenario = unknown, Plan extends PlanBase = PlanBase, Result = unknown> {
  id: GameId;
  /** Validates raw input (parsed YAML/JSON) or throws a ConfigError naming `source` and the path. */
  parseScenario(raw: unknown, source: string): Scenario;
  /** Flattens a scenario into a plan with everything precomputed. */
  compile(scenario: Scenario): Plan;
  /** Prepares the hot loop for a plan (called once per plan per thread). */
  createSimulator(plan: Plan): Simulator;
  /** Turns a tally into the result JSON. */
  summarize(scenario: Scenario, plan: Plan, tally: Tally, run: RunInfo): Result;
  /** Renders a result as a readable table. */
  formatResult(result: Result): string;
}
