import type { RunInfo } from '../core/result-fields.js';
import type { Tally } from '../core/tally.js';
import type { PlanBase, Simulator } from '../engine/simulator.js';
import type { FileReference } from './loaded-document.js';
import type { AnalysisCapability } from './analysis-adapter.js';
import type { OptimizerCapability } from './optimizer-capability.js';
import type { StrategyCapability } from './strategy-capability.js';

/** The games salvo simulates: the keys of the registry (registry.ts), the one list of games. */
export type { GameId } from './registry.js';
import type { GameId } from './registry.js';

/**
 * The engine's contracts a game implements (src/engine/simulator.ts, src/engine/trace.ts), named
 * here too because they are a game module's vocabulary: every game file takes them from this file.
 */
export type { PlanBase, Simulator } from '../engine/simulator.js';
export { Trace } from '../engine/trace.js';

/** What `salvo tour` shows of a game (docs/architecture.md). */
export interface TourPlan {
  /** Its bundled scenarios, configs/scenarios/<id>-*.yaml. */
  scenarios?: boolean;
  /** The equivalent costs of its default items (needs `analysis`). */
  cost?: boolean;
  /** The matchup matrix of its tracked fleets file (needs `analysis.trackedFleets`). */
  matrix?: boolean;
  /** The combat models the matrix is played under, shown side by side (needs `analysis` adapters with `withModel`). */
  matrixModels?: readonly string[];
}

/**
 * A game module (docs/architecture.md, "The Game interface"): rules as data plus pure functions. The
 * scenario is what the user wrote, validated; the plan is what the hot loop needs. The optional
 * capabilities (`exact`, `analysis`, `optimizer`, `tour`) are what the CLI offers for the game:
 * every command, choice and message that names games derives them from the registry.
 */
export interface Game<Scenario = unknown, Plan extends PlanBase = PlanBase, Result = unknown> {
  id: GameId;
  /** The game's name in usage text and messages, e.g. "Titanium Wars". */
  title: string;
  /** What the game's costs are counted in (resources, points, credits): results and messages use it. */
  costUnit: string;
  /**
   * The files a raw scenario refers to (catalogs, fleet files, decks) and the bundled defaults it
   * uses, for the CLI loader to read and put in place (LoadedDocument) before `parseScenario`.
   * Malformed input yields no reference: `parseScenario` reports it. Absent: the game reads no file.
   */
  fileReferences?(raw: unknown): FileReference[];
  /**
   * Validates raw input (parsed YAML/JSON, file references resolved by the loader) or throws a
   * ConfigError naming `source` and the path. Pure: reads no file.
   */
  parseScenario(raw: unknown, source: string): Scenario;
  /** Flattens a scenario into a plan with everything precomputed. */
  compile(scenario: Scenario): Plan;
  /** Prepares the hot loop for a plan (called once per plan per thread). */
  createSimulator(plan: Plan): Simulator;
  /** Turns a tally into the result JSON (the run result contract, src/core/result-contract.ts). */
  summarize(scenario: Scenario, plan: Plan, tally: Tally, run: RunInfo): Result;
  /** Renders a result as a readable table. */
  formatResult(result: Result): string;
  /**
   * Outcome roles: the index (in `plan.outcomes`) of each side's win, in side order — side 0 is the
   * attacker, first fleet or first player. Every other outcome is neither side's win.
   */
  wins(plan: Plan): number[];
  /** An exact solver (`--exact`): the same result with zero-width intervals, or a ConfigError naming what it cannot solve. */
  exact?: (scenario: Scenario, source: string) => Result;
  /** `--method auto`: true when `exact` supports the scenario and is cheaper than simulating it (absent: never). */
  exactIsCheaper?: (scenario: Scenario) => boolean;
  /** Balance analysis: `salvo cost`, `salvo matrix` and `salvo check`. */
  analysis?: AnalysisCapability;
  /** Fleet optimization: `salvo optimize <id>`. */
  optimizer?: OptimizerCapability;
  /** Strategy search: `salvo strategy` (best responses, the meta-game, exploitability; docs/strategy.md). */
  strategy?: StrategyCapability;
  tour?: TourPlan;
}
