import type { TopLevelSpec } from 'vega-lite';
import { badFieldError } from '../messages.js';
import { isRecord, type ResultObject } from '../result-kind.js';
import { battlesText, chartTitle, PERCENT_AXIS, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readDistribution, readString } from './read-fields.js';

const NEEDS: ChartNeeds = {
  chart: 'rounds',
  kinds: ['run'],
  needs: 'a run result with a length histogram ({unit, mean, histogram})',
  hint: 'Write one with salvo run <scenario> --json --out result.json',
};

/** True when a run result has a non-empty length histogram (an exact TI4 result knows only the mean). */
export function hasLengthHistogram(result: ResultObject): boolean {
  return isRecord(result.length) && Array.isArray(result.length.histogram) && result.length.histogram.length > 0;
}

/**
 * How long battles last: the probability of each count of the result's length unit (TI4 combat
 * rounds, Armada turns, Titanium Wars offensives: `length.unit`), with the mean in the subtitle.
 *
 * @throws ConfigError when `result` is not a run result or has no such histogram.
 * @example roundsHistogramSpec(armadaResult, 'r.json').encoding.x.title // 'turns'
 */
export function roundsHistogramSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  const length = run.length;
  if (!isRecord(length)) throw badFieldError(source, 'length', '{unit, mean, histogram}', gotText(length));
  const unit = readString(length.unit, source, 'length.unit');
  const histogram = readDistribution(length.histogram, source, 'length.histogram');
  const mean = typeof length.mean === 'number' ? `mean ${length.mean.toFixed(2)} ${unit}` : '';
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, `length of battle (${unit})`, [battlesText(run), mean]),
    data: { values: histogram.map((p, count) => ({ count, p })) },
    width: { step: 28 },
    height: 200,
    mark: { type: 'bar', color: '#72b7b2' },
    encoding: {
      x: { field: 'count', type: 'ordinal', title: unit, axis: { labelAngle: 0 } },
      y: { field: 'p', type: 'quantitative', title: 'probability', axis: PERCENT_AXIS },
      tooltip: [
        { field: 'count', type: 'ordinal', title: unit },
        { field: 'p', type: 'quantitative', format: '.2%', title: 'probability' },
      ],
    },
  };
}
