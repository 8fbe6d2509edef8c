import type { TopLevelSpec } from 'vega-lite';
import { chartTitle, PERCENT_AXIS, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { badFieldError } from '../messages.js';
import { gotText, readEstimates } from './read-fields.js';

const NEEDS: ChartNeeds = {
  chart: 'best fleets',
  kinds: ['optimize'],
  needs: 'an optimizer result (kind "optimize", from salvo optimize --json)',
  hint: 'Write one with salvo optimize armada --points 30 --json --out best.json',
};

/**
 * The optimizer's best fleets: each fleet's win rate against the field as a bar with its 95%
 * interval whisker, best first, labelled with the fleet's cost (issue 7: "a chart in the report").
 *
 * @throws ConfigError when `result` is not an optimizer result, or its fleets are malformed.
 */
export function bestFleetsSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  if (!Array.isArray(run.top) || run.top.length === 0) throw badFieldError(source, 'top', 'a non-empty list of fleets', gotText(run.top));
  const estimates = readEstimates(Object.fromEntries((run.top as { name?: unknown; winRate?: unknown }[]).map((f, i) => [`${i + 1}. ${String(f.name)}`, f.winRate])), source, 'top[].winRate');
  const rows = estimates.map(([fleet, e], i) => ({ fleet, cost: (run.top as { cost?: unknown }[])[i].cost, ...e }));
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, 'best fleets', [typeof run.budget === 'string' ? `budget ${run.budget}` : '', 'win rate against the field; whiskers: 95% interval']),
    data: { values: rows },
    height: { step: 28 },
    width: 420,
    encoding: { y: { field: 'fleet', type: 'nominal', sort: null, title: null, axis: { labelLimit: 640 } } },
    layer: [
      {
        mark: { type: 'bar', color: '#54a24b' },
        encoding: {
          x: { field: 'p', type: 'quantitative', title: 'win rate against the field', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
          tooltip: [
            { field: 'fleet', type: 'nominal' },
            { field: 'cost', type: 'quantitative' },
            { field: 'p', type: 'quantitative', format: '.2%', title: 'win rate' },
            { field: 'lo', type: 'quantitative', format: '.2%', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '.2%', title: '95% high' },
          ],
        },
      },
      { mark: { type: 'errorbar', ticks: true, color: '#333' }, encoding: { x: { field: 'lo', type: 'quantitative', title: 'win rate against the field' }, x2: { field: 'hi' } } },
    ],
  };
}
