import type { Provenance } from '../core/provenance.js';
import type { Estimate } from '../core/stats.js';
import type { GameId } from '../games/game.js';
import type { CostVerdict } from './verdict.js';

/**
 * Result shapes of the analysis commands (contracts: reports and `salvo check` read them). Every
 * analysis result carries `kind`, `game`, `provenance` and, when computed from a labelled sample
 * catalog, `notice`.
 */

/** One item's equivalent cost (docs, model notes: Analysis: "Equivalent cost"). */
export interface CostItem {
  /** Item id, e.g. "dreadnought" or "sardakk-flagship". */
  item: string;
  /** Display name. */
  name: string;
  listedCost: number;
  /** The reference-force budget the item (plus baseline) beats exactly half the time. */
  equivalentCost: number;
  /** 95% interval of the equivalent cost. */
  lo: number;
  hi: number;
  /** equivalentCost / listedCost (> 1: under-costed), with its 95% interval. */
  ratio: Estimate;
  /** The win rates measured at the bracketing budgets, for the convergence/diagnostic charts. */
  points: { budget: number; winRate: Estimate }[];
  /**
   * Set when the ½ crossing is not between two measured budgets (equivalent-cost.ts crossingBeyond):
   * 'below' the smallest measured one (read against the assumed "no reference wins everything"
   * point), 'above' the largest (extrapolated). The figure is then no measurement.
   */
  beyond?: 'below' | 'above';
  /** Against the result's equivalence band (`fairWithin`, verdict.ts). */
  verdict?: CostVerdict;
}

export interface CostResult {
  kind: 'cost';
  game: GameId;
  baseline: string;
  reference: string;
  items: CostItem[];
  /** The equivalence band of the verdicts, in the game's cost unit (`--fair-within`). */
  fairWithin?: number;
  /** What the analysis does not price, in one line (capacity, abilities outside the model…). */
  unpriced?: string;
  battlesPerPoint: number;
  seed: number | string;
  /** With --what-if: the same analysis with one catalog value changed (same seeds), per item. */
  whatIf?: { field: string; value: number; items: { item: string; before: CostItem; after: CostItem; difference: Estimate }[] };
  /** With --policies: the policies both sides of every duel played. */
  policies?: Record<string, unknown>;
  /** The combat model every duel played when not the game's default (`--model`; Armada: table). */
  model?: string;
  provenance: Provenance;
  notice?: string;
}

/** A matchup matrix of fleets and its equilibrium (docs, model notes: Analysis: "Matchup matrix"). */
export interface MatrixResult {
  kind: 'matrix';
  game: GameId;
  fleets: string[];
  /** winRate[i][j]: P(fleet i beats fleet j) with its interval (i as attacker/first player). */
  winRate: Estimate[][];
  /** draw[i][j]: P(neither wins). */
  draw: number[][];
  /** score[i][j]: P(i wins) + ½·P(neither wins), with its interval (0.5 on the diagonal of a fair game). */
  score: Estimate[][];
  /** The zero-sum game's equilibrium: mix per fleet (sums to 1), its value, the fleets in its support. */
  equilibrium: { mix: number[]; value: number; support: string[] };
  battlesPerPair: number;
  seed: number | string;
  provenance: Provenance;
  notice?: string;
  /** Games with per-side policies: what each fleet played, by fleet name (every default filled in). */
  policies?: Record<string, Record<string, unknown>>;
  /** What the matchup options change about the rules (TI4: capacity unchecked), printed above the table. */
  caveats?: string[];
  /** Pairs the rules forbid (Armada: the same unique ship on both sides), played with the unique rule per fleet for that pairing. */
  notes?: string[];
  /** The combat model every matchup played when not the game's default (`--model` or the fleets file's options; Armada: table). */
  model?: string;
}

/** One fleet the optimizer reports (issue 7, items 1-2). */
export interface OptimizeFleet {
  /** The fleet as the game takes it: an Armada fleet, a TI4 side ({faction?, units, upgrades}) or a Titanium Wars fleet ({fleet: [{unit, upgrades}]}). */
  fleet: unknown;
  name: string;
  cost: number;
  /** P(this fleet wins) against the field: every field fleet and seat weighted equally, with its 95% Wilson interval. */
  winRate: Estimate;
  /** Battles it played in the race. */
  battles: number;
}

/** The best fleets for a budget (docs, model notes: Analysis: "Optimizer"; docs/optimizer.md). */
export interface OptimizeResult {
  kind: 'optimize';
  game: GameId;
  /** The budget in words, e.g. "30 points" or "12 resources, fleet supply 4". */
  budget: string;
  /** The field the candidates raced against. */
  field: { description: string; fleets: { name: string; cost: number; fleet: unknown }[] };
  /** How candidates were found: every legal saturated fleet listed, or a seeded search. */
  search: { method: 'listed' | 'search'; candidates: number; races: number };
  /** The best fleets, best first. */
  top: OptimizeFleet[];
  /** Round robin of the top fleets: score[i][j] (wins + ½ other outcomes, both seats) and the zero-sum equilibrium mix. */
  finalists: { names: string[]; score: number[][]; battlesPerPair: number; equilibrium: { mix: number[]; value: number; support: string[] } };
  /** Every battle simulated: races plus round robin. */
  battles: number;
  seed: number | string;
  provenance: Provenance;
  notice?: string;
  /** With --policies: what candidates and a generated field played (a field entry may name its own). */
  policies?: Record<string, unknown>;
  /** Pairings the rules forbid (Armada: the same unique ship on both sides), played with the unique rule per fleet for that pairing. */
  notes?: string[];
}
