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
  /**
   * True when a measurement behind it found its ½ crossing outside the budgets measured (CostItem
   * beyond): the figure is no measurement, and is printed "beyond".
   */
  beyond?: boolean;
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
  /**
   * Per card priced on several hosts: the mean over the hosts whose price is measured (not
   * beyond), its interval from the hosts' half-widths in quadrature, and how many hosts it covers.
   */
  means: { card: string; name: string; listedCost: number; hosts: number; measured: number; equivalentCost: number; lo: number; hi: number }[];
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
  adapter: AnalysisAdapter, cards: readonly string[], reference: string, ctx: SimulationContext, whatIf?: { field: string; value: number }, onItem?: (done: number, total: number) => void,
  host?: string, fairWithin?: number,
): Promise<HostCardCostResult> {
  const plans = cards.flatMap((card) => {
    const hosts = host !== undefined ? [host] : adapter.cardHosts?.(card) ?? [];
    const found = hosts.length > 0 ? hosts.map((h) => adapter.cardItemsOn?.(card, h)) : [adapter.cardItems?.(card)];
    return found.map((plan) => {
      if (!plan) throw analysisErrors.unknownCard(card, adapter.knownCards?.() ?? []);
      return { card, ...plan };
    });
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
  const priced = plans.map((p): HostCardItem => {
      const d = difference(at(p.withCard), p.without ? at(p.without) : undefined, p.units);
      const beyond = at(p.withCard).beyond !== undefined || (p.without !== undefined && at(p.without).beyond !== undefined);
      const changed = measured.whatIf ? difference(after(p.withCard)!, p.without ? after(p.without) : undefined, p.units) : undefined;
      return {
        card: p.card, kind: p.kind, name: p.name, ...(p.host ? { host: p.host } : {}), listedCost: p.listedCost,
        equivalentCost: d.p, lo: d.lo, hi: d.hi,
        ratio: { p: d.p / p.listedCost, lo: d.lo / p.listedCost, hi: d.hi / p.listedCost },
        ...(beyond ? { beyond } : {}),
        verdict: costVerdict(p.listedCost, d.lo, d.hi, band),
        ...(changed ? { whatIf: { after: changed.p, ...listedAfterOf(p), difference: { p: changed.p - d.p, lo: changed.p - d.p - Math.hypot(changed.p - changed.lo, d.p - d.lo), hi: changed.p - d.p + Math.hypot(changed.p - changed.lo, d.p - d.lo) } } } : {}),
      };
    });
  return { kind: 'card-cost', game: adapter.game, reference, cards: priced, means: hostMeans(priced), measured };
}

/** HostCardCostResult.means: each card priced on more than one host. */
function hostMeans(priced: readonly HostCardItem[]): HostCardCostResult['means'] {
  const means: HostCardCostResult['means'] = [];
  for (const card of new Set(priced.map((c) => c.card))) {
    const rows = priced.filter((c) => c.card === card);
    if (rows.length < 2) continue;
    const measured = rows.filter((c) => !c.beyond);
    const p = measured.reduce((t, c) => t + c.equivalentCost, 0) / Math.max(1, measured.length);
    const half = Math.hypot(...measured.map((c) => (c.hi - c.lo) / 2)) / Math.max(1, measured.length);
    means.push({ card, name: rows[0].name, listedCost: rows[0].listedCost, hosts: rows.length, measured: measured.length, equivalentCost: measured.length > 0 ? p : Number.NaN, lo: p - half, hi: p + half });
  }
  return means;
}
