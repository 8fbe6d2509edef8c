import type { TopLevelSpec } from 'vega-lite';
import { Z95 } from '../../src/core/stats.js';
import { badFieldError } from '../messages.js';
import { isRecord } from '../result-kind.js';
import { battlesText, chartTitle, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readMeanSes } from './read-fields.js';
import { sideColors } from './side-colors.js';

const NEEDS: ChartNeeds = {
  chart: 'cost lost',
  kinds: ['run'],
  needs: 'a run result with the cost lost per side ({mean, se})',
  hint: 'Write one with salvo run <scenario> --json --out result.json',
};

/**
 * Cost lost per side, in the result's `costUnit` (TI4 resources, Armada points, Titanium credits):
 * the mean per battle as a bar with a 95% interval (mean ± 1.96 standard errors), sides in the
 * result's side order.
 *
 * @throws ConfigError when `result` is not a simulation result or has no `lost`.
 * @example costLostSpec(ti4Result, 'r.json').layer[0].encoding.y.title // 'resources lost per battle'
 */
export function costLostSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  if (!isRecord(run.lost)) throw badFieldError(source, 'lost', 'an object of {mean, se} per side', gotText(run.lost));
  const unit = typeof run.costUnit === 'string' ? run.costUnit : 'cost';
  const rows = readMeanSes(run.lost, source, 'lost').map(([side, m]) => ({
    side, mean: m.mean, lo: Math.max(0, m.mean - Z95 * m.se), hi: m.mean + Z95 * m.se,
  }));
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, `${unit} lost per side`, [battlesText(run), 'mean per battle; whiskers: 95% interval']),
    data: { values: rows },
    width: { step: 72 },
    height: 200,
    encoding: { x: { field: 'side', type: 'nominal', sort: null, title: null, axis: { labelAngle: 0 } } },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          y: { field: 'mean', type: 'quantitative', title: `${unit} lost per battle` },
          color: { field: 'side', type: 'nominal', legend: null, scale: sideColors(run, rows.map((r) => r.side)) },
          tooltip: [
            { field: 'side', type: 'nominal' },
            { field: 'mean', type: 'quantitative', format: '.2f', title: `${unit} lost` },
            { field: 'lo', type: 'quantitative', format: '.2f', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '.2f', title: '95% high' },
          ],
        },
      },
      { mark: { type: 'errorbar', ticks: true, color: '#333' }, encoding: { y: { field: 'lo', type: 'quantitative', title: `${unit} lost per battle` }, y2: { field: 'hi' } } },
    ],
  };
}
