import type { TopLevelSpec } from 'vega-lite';
import { battlesText, chartTitle, PERCENT_AXIS, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { outcomeLabel } from '../../src/core/outcome-label.js';
import { readEstimates } from './read-fields.js';
import { outcomeColors } from './side-colors.js';

const NEEDS: ChartNeeds = {
  chart: 'outcomes',
  kinds: ['run'],
  needs: 'a run result (kind "run") with outcomes {p, lo, hi}',
  hint: 'Write one with salvo run <scenario> --json --out result.json',
};

/**
 * Outcome probabilities of one run as bars, with 95% interval whiskers and the percentage on top.
 * Works for every game: it reads only the common `outcomes` field. Outcomes are labelled for
 * people ("attacker wins", outcomeLabel); the code names stay in the JSON.
 *
 * @throws ConfigError when `result` is not a simulation result, or its outcomes are malformed.
 * @example outcomeBarsSpec(ti4Result, 'r.json').layer.length // 3
 */
export function outcomeBarsSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  const estimates = readEstimates(run.outcomes, source, 'outcomes');
  const rows = estimates.map(([name, e]) => ({ outcome: outcomeLabel(name), ...e }));
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, 'outcomes', [battlesText(run), 'bars: probability; whiskers: 95% interval']),
    data: { values: rows },
    width: { step: 64 },
    height: 240,
    encoding: { x: { field: 'outcome', type: 'nominal', sort: null, title: null, axis: { labelAngle: -20 } } },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          color: { field: 'outcome', type: 'nominal', legend: null, scale: outcomeColors(run, estimates.map(([name]) => name)) },
          y: { field: 'p', type: 'quantitative', title: 'probability', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
          tooltip: [
            { field: 'outcome', type: 'nominal' },
            { field: 'p', type: 'quantitative', format: '.2%', title: 'probability' },
            { field: 'lo', type: 'quantitative', format: '.2%', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '.2%', title: '95% high' },
          ],
        },
      },
      { mark: { type: 'errorbar', ticks: true, color: '#333' }, encoding: { y: { field: 'lo', type: 'quantitative', title: 'probability' }, y2: { field: 'hi' } } },
      { mark: { type: 'text', dy: -8, fontSize: 11 }, encoding: { y: { field: 'hi', type: 'quantitative', title: 'probability' }, text: { field: 'p', type: 'quantitative', format: '.1%' } } },
    ],
  };
}
