import type { Provenance } from './provenance.js';
import type { Estimate, MeanSe } from './stats.js';

/**
 * The result contract (docs/architecture.md, "Results"; docs/architecture.md): every file salvo writes
 * carries a `kind`, and readers dispatch on it, never on the shape. These are types only, so the
 * reporting layer can read them without importing a game.
 */

/** Every kind of file salvo writes, one per command that writes files. */
export const RESULT_KINDS = ['run', 'cost', 'matrix', 'optimize', 'strategy', 'check', 'baseline', 'shard', 'tour'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** True for a kind this version of salvo writes. */
export const isResultKind = (value: unknown): value is ResultKind => (RESULT_KINDS as readonly unknown[]).includes(value);

/** Point efficiency of one side (issue 6, item 1), in the game's cost unit. */
export interface SideEfficiency {
  /** The side's listed cost (resources, points or credits). */
  cost: number;
  /** Expected cost destroyed / expected cost lost, with a 95% interval (delta method; zero width when exact). */
  exchangeRatio: Estimate;
  /** P(win) / cost, with the interval scaled from the win rate's. */
  winRatePerPoint: Estimate;
}

/**
 * One side of a run (a TI4 attacker, an Armada fleet, a Titanium Wars player), in seat order: its
 * name — the key of every per-side record of the result — and the outcome that is its win.
 */
export interface RunSide {
  name: string;
  win: string;
}

/** How long battles last, in the game's unit (`rounds`, `turns`, `offensives`): mean and P(each count). */
export interface LengthFigures {
  unit: string;
  mean: number;
  /** index = count; empty when only the mean is known (the TI4 exact solver). */
  histogram: number[];
}

/**
 * How a run was computed: a Monte Carlo run of `battles` battles (with the seed and chunking that
 * replay it), or an exact solution (`battles: 0`: no battle was simulated, every interval has zero
 * width and every standard error is 0).
 */
export interface RunFields {
  method: 'monte-carlo' | 'exact';
  battles: number;
  seed?: number | string;
  chunkSize?: number;
  chunks?: number;
  /** Set when the run stopped on a precision target. */
  precision?: number;
}

/**
 * The base every run result shares, whatever the game; each game's result adds its own figures.
 * Costs are in `costUnit`, per side; `sides` orders and labels the sides and says which outcome is
 * each side's win.
 */
export interface RunResult<Scenario = unknown, Outcome extends string = string, Side extends string = string, Policies = unknown> extends RunFields {
  kind: 'run';
  game: string;
  name?: string;
  /** The scenario as validated (a game may record catalog ids instead of resolved data). */
  scenario: Scenario;
  /** What costs are counted in: resources (TI4), points (Armada), credits (Titanium Wars). */
  costUnit: string;
  sides: RunSide[];
  outcomes: Record<Outcome, Estimate>;
  /** Per side and group (unit type, ships, squadrons): the probability of each count left (index = count). */
  survivors: Record<Side, Record<string, number[]>>;
  /** Per side: cost lost, mean per battle with its standard error. */
  lost: Record<Side, MeanSe>;
  /** Per side: cost destroyed / lost and win rate per unit of cost, with intervals. */
  efficiency: Record<Side, SideEfficiency>;
  length: LengthFigures;
  policies: Record<Side, Policies>;
  provenance: Provenance;
  /** Set when the result comes from a labelled sample catalog or deck. */
  notice?: string;
}

/** What `salvo tour --out` writes: every result of the tour, each with its own kind. */
export interface TourFile {
  kind: 'tour';
  results: { kind: ResultKind }[];
}
