import type { RunResult, SideEfficiency } from '../core/result-contract.js';
import type { Estimate, MeanSe } from '../core/stats.js';
import { OUTCOME_BASE } from '../core/tally.js';
import { sideEfficiency, type LossSums } from '../core/efficiency.js';
import type { GameId } from './game.js';
import type { TallyReader } from './tally-reader.js';

/**
 * Where a side's losses are tallied: Σx and Σx² of its own loss at `own`, `own + 1`; of the loss
 * it inflicted at `other`, `other + 1`; Σ own·inflicted at `cross` — in tally units, `unit` of the
 * game's cost unit each (TI4 tallies half resources, Titanium Wars 50-credit steps).
 */
export interface LossSlots {
  own: number;
  other: number;
  cross: number;
  unit: number;
}

/** One side as a summarizer describes it to `runResult`. */
export interface SideSummary<Side extends string, Policies> {
  name: Side;
  /** Index in the outcomes of this side's win. */
  win: number;
  /** Listed cost of the side, in the game's cost unit. */
  cost: number;
  loss: LossSlots;
  /** Per group (unit type, ships, squadrons): P(each count left), from `reader.distribution`. */
  survivors: Record<string, number[]>;
  policies: Policies;
}

/** What a game's summarizer gives `runResult`. */
export interface RunSummary<Scenario, Outcome extends string, Side extends string, Policies> {
  game: GameId;
  name?: string;
  scenario: Scenario;
  reader: TallyReader;
  /** Outcome names in tally order (slot OUTCOME_BASE + index). */
  outcomes: readonly Outcome[];
  costUnit: string;
  sides: SideSummary<Side, Policies>[];
  /** The length-of-battle histogram: its unit and tally slots. */
  length: { unit: string; slot: number; size: number };
  notice?: string;
}

/** The exchange ratio and win rate per point of an exact solution: expectations, zero-width intervals. */
function exactEfficiency(cost: number, sums: LossSums, winShare: number): SideEfficiency {
  const own = sums.own / sums.battles;
  const other = sums.other / sums.battles;
  const ratio = own === 0 ? (other === 0 ? 1 : Infinity) : other / own;
  const win = cost > 0 ? winShare / cost : 0;
  return { cost, exchangeRatio: { p: ratio, lo: ratio, hi: ratio }, winRatePerPoint: { p: win, lo: win, hi: win } };
}

/** A side's point efficiency from its loss slots (docs, model notes: Analysis: "Point efficiency"). */
function efficiencyOf(reader: TallyReader, side: SideSummary<string, unknown>): SideEfficiency {
  const t = reader.tally;
  const { own, other, cross, unit } = side.loss;
  const sums: LossSums = {
    own: t[own] * unit, ownSquares: t[own + 1] * unit * unit, other: t[other] * unit, otherSquares: t[other + 1] * unit * unit, cross: t[cross] * unit * unit, battles: t[0],
  };
  const wins = t[OUTCOME_BASE + side.win];
  return reader.method === 'exact' ? exactEfficiency(side.cost, sums, wins / t[0]) : sideEfficiency(side.cost, sums, wins);
}

/**
 * The base of every run result (the result contract, docs/architecture.md): kind, game, run
 * fields, outcomes with intervals, sides with their wins, survivors, losses and efficiency in the
 * game's cost unit, the length of battle, policies and provenance. A game's summarizer builds it
 * from its tally through a `TallyReader` — counted battles or an exact solver's masses alike — and
 * adds its own figures.
 */
export function runResult<Scenario, Outcome extends string, Side extends string, Policies>(
  summary: RunSummary<Scenario, Outcome, Side, Policies>,
): RunResult<Scenario, Outcome, Side, Policies> {
  const { reader } = summary;
  const outcomes = {} as Record<Outcome, Estimate>;
  summary.outcomes.forEach((name, i) => (outcomes[name] = reader.estimate(OUTCOME_BASE + i)));
  const survivors = {} as Record<Side, Record<string, number[]>>;
  const lost = {} as Record<Side, MeanSe>;
  const efficiency = {} as Record<Side, SideEfficiency>;
  const policies = {} as Record<Side, Policies>;
  for (const side of summary.sides) {
    survivors[side.name] = side.survivors;
    lost[side.name] = reader.mean(side.loss.own, side.loss.unit);
    efficiency[side.name] = efficiencyOf(reader, side);
    policies[side.name] = side.policies;
  }
  return {
    kind: 'run',
    game: summary.game,
    ...(summary.name !== undefined ? { name: summary.name } : {}),
    scenario: summary.scenario,
    ...reader.runFields,
    costUnit: summary.costUnit,
    sides: summary.sides.map((side) => ({ name: side.name, win: summary.outcomes[side.win] })),
    outcomes,
    survivors,
    lost,
    efficiency,
    length: reader.length(summary.length.unit, summary.length.slot, summary.length.size),
    policies,
    provenance: reader.provenance,
    ...(summary.notice !== undefined ? { notice: summary.notice } : {}),
  };
}
