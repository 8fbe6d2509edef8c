import type { RandomStream } from '../core/rng.js';
import type { Tally } from '../core/tally.js';
import type { FileReference } from './loaded-document.js';

/** The games salvo simulates. */
export type GameId = 'ti4' | 'armada' | 'titanium' | 'titanium-game';

/**
 * What every compiled plan carries besides its game-specific fields. A plan is structured-cloneable
 * (numbers, arrays, plain objects): the engine sends it to worker threads.
 */
export interface PlanBase {
  game: GameId;
  /** Outcome names in tally order (slot 1 + index). */
  outcomes: string[];
  /** Number of Float64 slots in a tally of this plan. */
  tallySize: number;
}

/** Collects a battle's step-by-step log for `salvo replay`. */
export class Trace {
  readonly lines: string[] = [];
  add(line: string): void {
    this.lines.push(line);
  }
}

/** A prepared hot loop for one plan: owns its scratch state, allocates nothing per battle. */
export interface Simulator {
  /**
   * Simulates `count` battles drawing from `rng`, adding each to `tally`. With a trace, every roll
   * and assignment is logged (replay only; the rolls are the same as without it).
   */
  run(rng: RandomStream, tally: Tally, count: number, trace: Trace | null): void;
}

/** Facts about a finished run that every result reports. */
export interface RunInfo {
  seed: number | string;
  chunkSize: number;
  chunks: number;
  threads: number;
  wallSeconds: number;
  startedAt: string;
  /** Set when the run stopped on a precision target. */
  precision?: number;
  /** Set when the run is one shard of a larger run. */
  shard?: { index: number; count: number };
}

/**
 * A game module (ARCHITECTURE.md, "The Game interface"): rules as data plus pure functions. The
 * scenario is what the user wrote, validated; the plan is what the hot loop needs.
 */
export interface Game<Scenario = unknown, Plan extends PlanBase = PlanBase, Result = unknown> {
  id: GameId;
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
  /** Turns a tally into the result JSON. */
  summarize(scenario: Scenario, plan: Plan, tally: Tally, run: RunInfo): Result;
  /** Renders a result as a readable table. */
  formatResult(result: Result): string;
}
