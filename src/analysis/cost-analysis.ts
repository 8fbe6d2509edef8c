import { provenanceOf } from '../core/provenance.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import type { SimulationContext } from './duel.js';
import { equivalentCost } from './equivalent-cost.js';
import { analysisErrors } from './messages.js';
import type { CostItem, CostResult } from './types.js';
import { costVerdict } from './verdict.js';

/** What `salvo cost` asks for. */
export interface CostRequest {
  items: string[];
  reference: string;
  baseline: string[];
  whatIf?: { field: string; value: number };
  /** The equivalence band of the verdicts in the game's cost unit (default: the adapter's `fairWithin`). */
  fairWithin?: number;
}

/** Where a catalog comes from, for messages: the sample, a file, the bundled table. */
const catalogName = (adapter: AnalysisAdapter) => (adapter.game === 'ti4' ? 'the unit catalog' : 'the catalog');

/** Equivalent costs of items (and, with a what-if, of the same items after the change, on the same seeds). */
export async function costAnalysis(adapter: AnalysisAdapter, request: CostRequest, ctx: SimulationContext, onItem?: (done: number, total: number) => void): Promise<CostResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  // Validate every name before any simulation (exit 2 early, nothing half done).
  for (const id of request.items) adapter.item(id, '--items');
  const reference = adapter.item(request.reference, '--reference');
  if (!(reference.cost > 0)) throw analysisErrors.freeReference(request.reference, reference.cost, catalogName(adapter));
  for (const id of request.baseline) adapter.item(id, '--baseline');
  const changed = request.whatIf ? adapter.withWhatIf(request.whatIf.field, request.whatIf.value, '--what-if') : undefined;
  const band = request.fairWithin ?? adapter.fairWithin;
  const judged = (item: CostItem): CostItem => ({ ...item, verdict: costVerdict(item.listedCost, item.lo, item.hi, band) });
  const total = request.items.length * (changed ? 2 : 1);
  let done = 0;
  const items: CostItem[] = [];
  for (const id of request.items) {
    items.push(judged(await equivalentCost(adapter, id, request.reference, request.baseline, ctx)));
    onItem?.(++done, total);
  }
  let whatIf: CostResult['whatIf'];
  if (changed && request.whatIf) {
    const compared = [];
    for (const [i, id] of request.items.entries()) {
      const after = judged(await equivalentCost(changed, id, request.reference, request.baseline, ctx));
      onItem?.(++done, total);
      const before = items[i];
      const p = after.equivalentCost - before.equivalentCost;
      // Conservative: half-widths combined in quadrature (common seeds make the true one narrower).
      const half = Math.hypot((before.hi - before.lo) / 2, (after.hi - after.lo) / 2);
      compared.push({ item: id, before, after, difference: { p, lo: p - half, hi: p + half } });
    }
    whatIf = { field: request.whatIf.field, value: request.whatIf.value, items: compared };
  }
  return {
    kind: 'cost',
    game: adapter.game,
    baseline: request.baseline.join(', '),
    reference: request.reference,
    items,
    fairWithin: band,
    unpriced: adapter.unpriced,
    battlesPerPoint: ctx.battles * adapter.seats,
    seed: ctx.seed,
    ...(whatIf ? { whatIf } : {}),
    ...(adapter.policies ? { policies: adapter.policies } : {}),
    ...(adapter.model ? { model: adapter.model } : {}),
    provenance: provenanceOf({ threads: ctx.runner.threads, wallSeconds: (performance.now() - t0) / 1000, startedAt }),
    ...(adapter.notice ? { notice: adapter.notice } : {}),
  };
}
