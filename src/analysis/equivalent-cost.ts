import { quantile } from 'simple-statistics';
import { chunkStream } from '../core/rng.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import { scoreDuel, type DuelScore, type SimulationContext } from './duel.js';
import type { CostItem } from './types.js';

/**
 * Where a piecewise-linear score curve over reference counts first falls below ½ (counts ascending,
 * scores measured there). Past the last count it extrapolates the last segment.
 */
export function crossingOf(counts: readonly number[], scores: readonly number[]): number {
  for (let i = 1; i < counts.length; i++) {
    if (scores[i] < 0.5 && scores[i - 1] >= 0.5) {
      return counts[i - 1] + ((scores[i - 1] - 0.5) / (scores[i - 1] - scores[i])) * (counts[i] - counts[i - 1]);
    }
  }
  const last = counts.length - 1;
  if (scores[last] >= 0.5 && last > 0 && scores[last - 1] > scores[last]) {
    return counts[last] + ((scores[last] - 0.5) / (scores[last - 1] - scores[last])) * (counts[last] - counts[last - 1]);
  }
  return scores[last] >= 0.5 ? counts[last] : counts[0];
}

/**
 * Where the ½ crossing of crossingOf lies when it is not between two measured counts: 'below' when
 * it falls between the assumed point (counts[0] = 0, score 1) and the first measured count,
 * 'above' when it is past the last one (extrapolated, or the curve never falls below ½); undefined
 * when two measured counts bracket it.
 */
export function crossingBeyond(counts: readonly number[], scores: readonly number[], assumedFirst: boolean): 'below' | 'above' | undefined {
  for (let i = 1; i < counts.length; i++) {
    if (scores[i] < 0.5 && scores[i - 1] >= 0.5) return i === 1 && assumedFirst ? 'below' : undefined;
  }
  return scores[counts.length - 1] >= 0.5 ? 'above' : 'below';
}

/** Bootstrap replicates for the interval of an equivalent cost. */
const BOOTSTRAP_REPLICATES = 400;
/** The item group is sized to about this many reference units, so budgets resolve finely. */
const REFERENCE_UNITS_PER_GROUP = 4;

/**
 * The equivalent cost of an item (docs, model notes: Analysis: "Equivalent cost"): the budget of a
 * reference force that `copies` × item (plus the baseline) beats exactly half the time (score
 * ½ = wins + ½ draws), divided by `copies`. Reference forces come in whole units, so the score is
 * measured at whole counts around listed-cost parity until the ½ crossing is bracketed, and the
 * budget is interpolated linearly between the bracketing counts. The 95% interval is a bootstrap
 * over chunks: both bracketing duels share chunk seeds, so the same chunk indices are resampled
 * for both (paired). The baseline is valued at its listed cost.
 */
export async function equivalentCost(
  adapter: AnalysisAdapter,
  itemId: string,
  reference: string,
  baseline: string[],
  ctx: SimulationContext,
): Promise<CostItem> {
  const item = adapter.item(itemId, '--items');
  const ref = adapter.item(reference, '--reference');
  const baselineCost = baseline.reduce((sum, id) => sum + adapter.item(id, '--baseline').cost, 0);
  const copies = Math.max(1, Math.min(item.maxCopies, Math.round((REFERENCE_UNITS_PER_GROUP * ref.cost) / Math.max(item.groupCost ?? item.cost, 1e-9))));
  const scores = new Map<number, DuelScore>();
  const score = async (n: number): Promise<number> => {
    if (n === 0) return 1;
    let s = scores.get(n);
    if (!s) {
      s = await scoreDuel(adapter, { item: itemId, copies, baseline, reference, references: n }, ctx);
      scores.set(n, s);
    }
    return s.score.p;
  };
  const maxN = ref.maxCopies;
  let n = Math.min(maxN, Math.max(1, Math.round((copies * item.cost + baselineCost) / ref.cost)));
  // Walk to the bracket: score(nLow) >= ½ > score(nLow + 1).
  if ((await score(n)) >= 0.5) {
    while (n < maxN && (await score(n + 1)) >= 0.5) n++;
  } else {
    while (n > 0 && (await score(n)) < 0.5) n--;
  }
  const nLow = n;
  const nHigh = Math.min(n + 1, maxN);
  // Neighbours too, so resampled crossings that leave the bracket still interpolate between measured points.
  if (nLow > 1) await score(nLow - 1);
  if (nHigh < maxN) await score(nHigh + 1);
  const budgetPerItem = (count: number) => (count * ref.cost - baselineCost) / copies;
  const counts = [0, ...[...scores.keys()].sort((a, b) => a - b)];
  const measuredScores = counts.map((c) => (c === 0 ? 1 : scores.get(c)!.score.p));
  const equivalentCostValue = budgetPerItem(crossingOf(counts, measuredScores));
  const beyond = crossingBeyond(counts, measuredScores, true);

  const rng = chunkStream(`${ctx.seed}/bootstrap`, 0);
  const chunkCount = scores.get(nHigh)!.chunks.length;
  const replicates: number[] = [];
  const picks = new Int32Array(chunkCount);
  for (let r = 0; r < BOOTSTRAP_REPLICATES; r++) {
    for (let k = 0; k < chunkCount; k++) picks[k] = rng.below(chunkCount);
    const resampled = counts.map((c) => {
      if (c === 0) return 1;
      const chunks = scores.get(c)!.chunks;
      let sum = 0, battles = 0;
      for (let k = 0; k < chunkCount; k++) {
        sum += chunks[picks[k]][0];
        battles += chunks[picks[k]][1];
      }
      return sum / battles;
    });
    replicates.push(budgetPerItem(crossingOf(counts, resampled)));
  }
  const lo = Math.min(equivalentCostValue, quantile(replicates, 0.025));
  const hi = Math.max(equivalentCostValue, quantile(replicates, 0.975));
  return {
    item: itemId,
    name: item.name,
    listedCost: item.cost,
    equivalentCost: equivalentCostValue,
    lo,
    hi,
    ratio: { p: equivalentCostValue / item.cost, lo: lo / item.cost, hi: hi / item.cost },
    points: [...scores.entries()].sort((a, b) => a[0] - b[0]).map(([count, s]) => ({ budget: count * ref.cost, winRate: s.score })),
    ...(beyond !== undefined ? { beyond } : {}),
  };
}
