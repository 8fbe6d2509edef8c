import type { Estimate } from '../core/stats.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import { analysisErrors } from './messages.js';
import { costAnalysis } from './cost-analysis.js';
import type { SimulationContext } from './duel.js';
import type { CostItem, CostResult } from './types.js';
import { costVerdict, type CostVerdict } from './verdict.js';

/** One card priced on a host (`salvo cost armada --card`). */
export interface HostCardItem {
  card: string;
  kind: string;
  name: string;
  /** The ship that carries it (absent for a ship card). */
  host?: string;
  listedCost: number;
  /** Equivalent cost per card: (host with card − bare host) / cards per host, with its 95% interval. */
  equivalentCost: number;
  lo: number;
  hi: number;
  ratio: Estimate;
  /** Against the measurement's equivalence band (`fairWithin`, verdict.ts). */
  verdict: CostVerdict;
  /** With --what-if: the same after the change (same seeds), and the difference. */
  whatIf?: { after: number; difference: Estimate; listedAfter?: number };
}

/** `salvo cost armada --card`: every card kind priced in the reference's points. */
export interface HostCardCostResult {
  kind: 'card-cost';
  game: CostResult['game'];
  reference: string;
  cards: HostCardItem[];
  /** The measurements behind them (the hosts with and without their cards). */
  measured: CostResult;
}

/** A card's cost from its two measurements; half-widths in quadrature (common seeds: conservative). */
function difference(withCard: CostItem, without: CostItem | undefined, units: number): { p: number; lo: number; hi: number } {
  if (without === undefined) return { p: withCard.equivalentCost, lo: withCard.lo, hi: withCard.hi };
  const p = (withCard.equivalentCost - without.equivalentCost) / units;
  const half = Math.hypot((withCard.hi - withCard.lo) / 2, (without.hi - without.lo) / 2) / units;
  return { p, lo: p - half, hi: p + half };
}

/**
 * Prices cards of any kind (docs/armada.md, "Pricing cards"): each card's host is measured with
 * and without it by the ordinary equivalent-cost analysis (same reference, same seeds), and the
 * card is worth the difference per card. A ship card is its own equivalent cost.
 * @throws ConfigError for a card the game does not know, before any battle.
 */
export async function hostCardCost(
  adapter: AnalysisAdapter, cards: readonly string[], reference: string, ctx: SimulationContext, whatIf?: { field: string; value: number }, onItem?: (done: number, total: number) => void, fairWithin?: number,
): Promise<HostCardCostResult> {
  const plans = cards.map((card) => {
    const plan = adapter.cardItems?.(card);
    if (!plan) throw analysisErrors.unknownCard(card, adapter.knownCards?.() ?? []);
    return { card, ...plan };
  });
  const items = [...new Set(plans.flatMap((p) => (p.without ? [p.withCard, p.without] : [p.withCard])))];
  const measured = await costAnalysis(adapter, { items, reference, baseline: [], ...(whatIf ? { whatIf } : {}), ...(fairWithin !== undefined ? { fairWithin } : {}) }, ctx, onItem);
  const band = measured.fairWithin ?? adapter.fairWithin;
  const at = (id: string) => measured.items[items.indexOf(id)];
  // A what-if on a card's own cost changes its listed cost: the ratio after divides by the new one.
  const changedAdapter = whatIf ? adapter.withWhatIf(whatIf.field, whatIf.value, '--what-if') : undefined;
  const listedAfterOf = (p: { card: string; listedCost: number }) => {
    const listed = changedAdapter?.cardItems?.(p.card)?.listedCost;
    return listed !== undefined && listed !== p.listedCost ? { listedAfter: listed } : {};
  };
  const after = (id: string) => measured.whatIf?.items[items.indexOf(id)].after;
  return {
    kind: 'card-cost',
    game: adapter.game,
    reference,
    cards: plans.map((p): HostCardItem => {
      const d = difference(at(p.withCard), p.without ? at(p.without) : undefined, p.units);
      const changed = measured.whatIf ? difference(after(p.withCard)!, p.without ? after(p.without) : undefined, p.units) : undefined;
      return {
        card: p.card, kind: p.kind, name: p.name, ...(p.host ? { host: p.host } : {}), listedCost: p.listedCost,
        equivalentCost: d.p, lo: d.lo, hi: d.hi,
        ratio: { p: d.p / p.listedCost, lo: d.lo / p.listedCost, hi: d.hi / p.listedCost },
        verdict: costVerdict(p.listedCost, d.lo, d.hi, band),
        ...(changed ? { whatIf: { after: changed.p, ...listedAfterOf(p), difference: { p: changed.p - d.p, lo: changed.p - d.p - Math.hypot(changed.p - changed.lo, d.p - d.lo), hi: changed.p - d.p + Math.hypot(changed.p - changed.lo, d.p - d.lo) } } } : {}),
      };
    }),
    measured,
  };
}
