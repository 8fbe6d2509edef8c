import { errorFunction } from 'simple-statistics';
import { provenanceOf, type Provenance } from '../core/provenance.js';
import { Z95 } from '../core/stats.js';
import type { GameId } from '../games/game.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import type { CardFingerprints } from '../games/card-fingerprint.js';
import { trackedFleetLegality, type CheckedCard, type FleetLegality, type IllegalFleet } from './check-cards.js';
import { costAnalysis } from './cost-analysis.js';
import type { SimulationContext } from './duel.js';
import type { FleetsFile } from './fleets-file.js';
import { matchupMatrix } from './matrix.js';

/** One tracked balance figure with its 95% interval. */
export interface BaselineFigure {
  id: string;
  kind: 'cost-ratio' | 'matchup-score';
  value: number;
  lo: number;
  hi: number;
}

/** A balance baseline (`salvo check --write-baseline`): the figures and how they were computed. */
export interface BaselineFile {
  kind: 'baseline';
  game: GameId;
  /** The catalog the figures came from, relative to the baseline file (absent: the bundled one). */
  catalog?: string;
  /** Files read in place of the game's defaults (Titanium Wars' arsenal and deck), by key, relative to the baseline file (absent: the bundled ones). */
  files?: Record<string, string>;
  seed: number | string;
  battles: number;
  /** With --policies (games with per-side policies): what every side played; a check replays them. */
  policies?: Record<string, unknown>;
  /** With --model (games with several combat models): the model every duel played; a check replays it. */
  model?: string;
  figures: BaselineFigure[];
  /** Every card of every catalog read, with its cost and stats (AnalysisAdapter.cards). */
  cards: CardFingerprints;
  /** Each tracked fleet: `legal`, or the rule it broke under this catalog. */
  fleets: FleetLegality;
  provenance: Provenance;
}

/** What `salvo check --baseline` reports (printed with --json, written with --out): the figures that moved. */
export interface CheckReport {
  kind: 'check';
  /** The baseline file checked against. */
  baseline: string;
  game: GameId;
  threshold: number;
  significance: number;
  /** Figures compared. */
  figures: number;
  moved: FigureChange[];
  /** Cards compared (every card of every catalog read). */
  cardsChecked: number;
  /** Cards changed, added or removed since the baseline, each with its old and new values. */
  cards: CheckedCard[];
  /** Tracked fleets the current catalog makes illegal (legal in the baseline). */
  illegalFleets: IllegalFleet[];
}

/** One figure compared with its baseline. */
export interface FigureChange {
  id: string;
  before: number;
  after: number;
  change: number;
  /** Two-sided p-value of the change (independent-interval z test; conservative under common seeds). */
  pValue: number;
  moved: boolean;
}

/**
 * The figures a baseline tracks for a game (docs, model notes: Analysis: "Balance check"): the equivalent
 * cost ratio of every default item against the default reference, and every entry of the matchup
 * matrix of the game's tracked fleets (`AnalysisCapability.trackedFleets`, read by the loader and
 * checked against the bundled catalog), if it has one. The same seed and battle counts always give
 * the same figures, so a rerun on an unchanged catalog reproduces them exactly.
 */
export async function computeFigures(game: GameId, adapter: AnalysisAdapter, tracked: FleetsFile | undefined, ctx: SimulationContext): Promise<BaselineFigure[]> {
  const figures: BaselineFigure[] = [];
  const cost = await costAnalysis(adapter, { items: adapter.defaults.items, reference: adapter.defaults.reference, baseline: adapter.defaults.baseline }, ctx);
  for (const item of cost.items) figures.push({ id: `${game} cost ratio: ${item.item}`, kind: 'cost-ratio', value: item.ratio.p, lo: item.ratio.lo, hi: item.ratio.hi });
  if (tracked) {
    const { fleets, options } = tracked;
    // A baseline tracks balance, not legality (see AnalysisAdapter.balanceOptions).
    const m = await matchupMatrix(adapter, fleets, adapter.balanceOptions(options), ctx);
    m.fleets.forEach((row, i) =>
      m.fleets.forEach((column, j) => {
        if (i !== j) figures.push({ id: `${game} matchup: ${row} vs ${column}`, kind: 'matchup-score', value: m.score[i][j].p, lo: m.score[i][j].lo, hi: m.score[i][j].hi });
      }),
    );
  }
  return figures;
}

/** Writes nothing: builds the baseline record; `catalog` is the catalog file's path as the baseline records it, when one was given. */
export async function buildBaseline(game: GameId, catalog: string | undefined, adapter: AnalysisAdapter, tracked: FleetsFile | undefined, ctx: SimulationContext): Promise<BaselineFile> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const figures = await computeFigures(game, adapter, tracked, ctx);
  return {
    kind: 'baseline', game, ...(catalog ? { catalog } : {}), seed: ctx.seed, battles: ctx.battles, ...(adapter.policies ? { policies: adapter.policies } : {}), ...(adapter.model ? { model: adapter.model } : {}),
    figures, cards: adapter.cards(), fleets: trackedFleetLegality(adapter, tracked),
    provenance: provenanceOf({ threads: ctx.runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
  };
}

/**
 * Compares recomputed figures with a baseline: a figure moved when it changed by more than
 * `threshold` (absolute: ratio or score points) and the change is significant at p < 0.01.
 */
export function compareFigures(baseline: BaselineFigure[], current: BaselineFigure[], threshold: number): FigureChange[] {
  const now = new Map(current.map((f) => [f.id, f]));
  return baseline.map((before) => {
    const after = now.get(before.id);
    if (!after) return { id: before.id, before: before.value, after: NaN, change: NaN, pValue: 0, moved: true };
    const change = after.value - before.value;
    const se = Math.hypot((before.hi - before.lo) / (2 * Z95), (after.hi - after.lo) / (2 * Z95));
    const pValue = se === 0 ? (change === 0 ? 1 : 0) : 1 - errorFunction(Math.abs(change) / se / Math.SQRT2);
    return { id: before.id, before: before.value, after: after.value, change, pValue, moved: Math.abs(change) > threshold && pValue < 0.01 };
  });
}
