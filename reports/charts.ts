import type { TopLevelSpec } from 'vega-lite';
import { nothingToChartError } from './messages.js';
import { describeResult, isRecord, resultKind, type ResultKind, type ResultObject } from './result-kind.js';
import { bestFleetsSpec } from './specs/best-fleets.js';
import { convergenceSpec, hasConvergence } from './specs/convergence.js';
import { costLostSpec } from './specs/cost-lost.js';
import { efficiencySpec } from './specs/efficiency-scatter.js';
import { matchupHeatmapSpec } from './specs/matchup-heatmap.js';
import { outcomeBarsSpec } from './specs/outcome-bars.js';
import { hasLengthHistogram, roundsHistogramSpec } from './specs/rounds-histogram.js';
import { hasStrategyPayoffs, strategyPayoffsSpec } from './specs/strategy-payoffs.js';
import { hasSurvivors, survivorsSpec } from './specs/survivors.js';
import { hasWinRateGroups, winRatesSpec } from './specs/win-rates.js';

/**
 * A chart the report can draw: an id (used in file names), whether it applies — by the result's
 * `kind`, then by the presence of the field it draws — and its spec builder.
 */
export interface ChartKind {
  id: string;
  /** True when the result has what the chart draws (the builder still validates the details). */
  applies(result: ResultObject): boolean;
  build(result: unknown, source: string): TopLevelSpec;
}

/** The kinds of result that may carry convergence points. */
const CONVERGING_KINDS: readonly (ResultKind | undefined)[] = ['run', 'cost', 'matrix'];

/** Every chart, in the order a report shows them. */
export const CHART_KINDS: readonly ChartKind[] = [
  { id: 'outcomes', applies: (r) => resultKind(r) === 'run', build: outcomeBarsSpec },
  { id: 'win-rates', applies: (r) => resultKind(r) === 'run' && hasWinRateGroups(r), build: winRatesSpec },
  { id: 'survivors', applies: (r) => resultKind(r) === 'run' && hasSurvivors(r), build: survivorsSpec },
  { id: 'rounds', applies: (r) => resultKind(r) === 'run' && hasLengthHistogram(r), build: roundsHistogramSpec },
  { id: 'cost-lost', applies: (r) => resultKind(r) === 'run' && isRecord(r.lost), build: costLostSpec },
  { id: 'efficiency', applies: (r) => resultKind(r) === 'cost', build: efficiencySpec },
  { id: 'matchups', applies: (r) => resultKind(r) === 'matrix', build: matchupHeatmapSpec },
  { id: 'best-fleets', applies: (r) => resultKind(r) === 'optimize', build: bestFleetsSpec },
  { id: 'strategy-payoffs', applies: (r) => resultKind(r) === 'strategy' && hasStrategyPayoffs(r), build: strategyPayoffsSpec },
  { id: 'convergence', applies: (r) => CONVERGING_KINDS.includes(resultKind(r)!) && hasConvergence(r), build: convergenceSpec },
];

/** A chart built for one result. */
export interface ChartSpec {
  id: string;
  spec: TopLevelSpec;
}

/**
 * The charts that apply to a result, built and validated.
 *
 * @throws ConfigError when no chart applies, or a field a chart reads is malformed.
 * @example chartsFor(ti4Result, 'r.json').map((c) => c.id) // ['outcomes', 'survivors', 'rounds', 'cost-lost']
 */
export function chartsFor(result: ResultObject, source: string): ChartSpec[] {
  const charts = CHART_KINDS.filter((kind) => kind.applies(result)).map((kind) => ({ id: kind.id, spec: kind.build(result, source) }));
  if (charts.length === 0) throw nothingToChartError(source, describeResult(result));
  return charts;
}
