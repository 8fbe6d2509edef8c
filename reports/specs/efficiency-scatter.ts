import type { TopLevelSpec } from 'vega-lite';
import { badFieldError } from '../messages.js';
import { isRecord } from '../result-kind.js';
import { chartTitle, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readEstimate, readNumber, readString } from './read-fields.js';

const NEEDS: ChartNeeds = {
  chart: 'point efficiency',
  kinds: ['cost'],
  needs: 'a cost result (kind "cost", from salvo cost --json)',
  hint: 'Write one with salvo cost <game> --json --out cost.json',
};

/** One item of a cost result, as plotted. */
interface EfficiencyRow {
  name: string;
  listed: number;
  equivalent: number;
  lo: number;
  hi: number;
  ratio: number;
  ratioLo: number;
  ratioHi: number;
}

/** The rows of a cost result's `items`, checked. */
export function efficiencyRows(items: unknown, source: string): EfficiencyRow[] {
  if (!Array.isArray(items) || items.length === 0) throw badFieldError(source, 'items', 'a non-empty array of cost items', gotText(items));
  return items.map((item: unknown, i) => {
    const path = `items[${i}]`;
    if (!isRecord(item)) throw badFieldError(source, path, 'a cost item object', gotText(item));
    const ratio = readEstimate(item.ratio, source, `${path}.ratio`);
    return {
      name: typeof item.name === 'string' ? item.name : readString(item.item, source, `${path}.item`),
      listed: readNumber(item.listedCost, source, `${path}.listedCost`),
      equivalent: readNumber(item.equivalentCost, source, `${path}.equivalentCost`),
      lo: readNumber(item.lo, source, `${path}.lo`),
      hi: readNumber(item.hi, source, `${path}.hi`),
      ratio: ratio.p, ratioLo: ratio.lo, ratioHi: ratio.hi,
    };
  });
}

/** The most items the chart names; the others are found by their tooltips. */
const MAX_LABELS = 8;
/** The space a label takes, as a share of the axis: a name is ~10 characters wide and one line high. */
const LABEL_WIDTH = 0.2;
const LABEL_HEIGHT = 0.06;

/**
 * The items named on the chart: the notable ones first — those whose interval lies wholly off
 * the fair diagonal (clearly under- or over-costed), then the farthest from it — each only when
 * its label (to the right of its point) cannot overlap one already placed, at most MAX_LABELS.
 * `top` is the axis length; the rest keep their tooltips.
 */
export function labelledItems(rows: readonly EfficiencyRow[], top: number): Set<string> {
  const notable = (r: EfficiencyRow) => (r.ratioLo > 1 || r.ratioHi < 1 ? 1 : 0);
  const order = [...rows].sort((a, b) => notable(b) - notable(a) || Math.abs(Math.log(b.ratio)) - Math.abs(Math.log(a.ratio)));
  const placed: EfficiencyRow[] = [];
  for (const row of order) {
    if (placed.length >= MAX_LABELS) break;
    const overlaps = placed.some((p) => Math.abs(p.listed - row.listed) < LABEL_WIDTH * top && Math.abs(p.equivalent - row.equivalent) < LABEL_HEIGHT * top);
    if (!overlaps) placed.push(row);
  }
  return new Set(placed.map((r) => r.name));
}

/**
 * Point efficiency: each item's listed cost (x) against its equivalent cost (y) with the 95%
 * interval as a vertical bar, and the fair diagonal y = x. Above the diagonal an item is worth more
 * than it costs (under-costed); below, over-costed. Both axes share one domain so the diagonal is at 45°.
 * Labels never overlap: the notable items are named (labelledItems), every point has a tooltip.
 *
 * @throws ConfigError when `result` is not a cost result or its items are malformed.
 * @example efficiencySpec(costResult, 'cost.json').layer[0].mark // { type: 'line', … } (the diagonal)
 */
export function efficiencySpec(result: unknown, source: string): TopLevelSpec {
  const cost = requireKind(result, source, NEEDS);
  const items = efficiencyRows(cost.items, source);
  const top = Math.max(...items.flatMap((r) => [r.listed, r.hi, r.equivalent].filter(Number.isFinite))) * 1.1;
  const named = labelledItems(items, top);
  const rows = items.map((r) => ({ ...r, label: named.has(r.name) ? r.name : '' }));
  const scale = { domain: [0, top], nice: false, zero: true };
  const reference = typeof cost.reference === 'string' && cost.reference.trim() !== '' ? `reference: ${cost.reference}` : '';
  // No baseline (the usual case) says nothing, rather than an empty "baseline: ·".
  const baseline = typeof cost.baseline === 'string' && cost.baseline.trim() !== '' ? `baseline: ${cost.baseline}` : '';
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(cost, 'point efficiency', [reference, baseline, 'above the diagonal: worth more than its cost']),
    width: 320,
    height: 320,
    data: { values: rows },
    layer: [
      {
        data: { values: [{ cost: 0 }, { cost: top }] },
        mark: { type: 'line', color: '#999', strokeDash: [4, 4] },
        encoding: {
          x: { field: 'cost', type: 'quantitative', scale, title: 'listed cost' },
          y: { field: 'cost', type: 'quantitative', scale, title: 'equivalent cost' },
        },
      },
      {
        mark: { type: 'rule', color: '#4c78a8', strokeWidth: 2 },
        encoding: { x: { field: 'listed', type: 'quantitative', scale }, y: { field: 'lo', type: 'quantitative', scale }, y2: { field: 'hi' } },
      },
      {
        mark: { type: 'point', filled: true, size: 70, color: '#4c78a8' },
        encoding: {
          x: { field: 'listed', type: 'quantitative', scale },
          y: { field: 'equivalent', type: 'quantitative', scale },
          tooltip: [
            { field: 'name', type: 'nominal', title: 'item' },
            { field: 'listed', type: 'quantitative', format: '.2f', title: 'listed cost' },
            { field: 'equivalent', type: 'quantitative', format: '.2f', title: 'equivalent cost' },
            { field: 'lo', type: 'quantitative', format: '.2f', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '.2f', title: '95% high' },
            { field: 'ratio', type: 'quantitative', format: '.2f', title: 'equivalent / listed' },
          ],
        },
      },
      {
        mark: { type: 'text', align: 'left', dx: 7, fontSize: 11 },
        encoding: { x: { field: 'listed', type: 'quantitative', scale }, y: { field: 'equivalent', type: 'quantitative', scale }, text: { field: 'label', type: 'nominal' } },
      },
    ],
  };
}
