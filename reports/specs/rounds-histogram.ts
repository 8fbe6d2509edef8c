import type { TopLevelSpec } from 'vega-lite';
import { badFieldError } from '../messages.js';
import { isRecord, type ResultObject } from '../result-kind.js';
import { battlesText, chartTitle, PERCENT_AXIS, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readDistribution } from './read-fields.js';

const NEEDS: ChartNeeds = {
  chart: 'rounds',
  kinds: ['run'],
  needs: 'a simulation result with a rounds (ti4), turns (armada) or offensives (titanium) histogram',
  hint: 'Write one with salvo run <scenario> --json --out result.json',
};

/** Where each game keeps its length-of-battle histogram, and what the unit is called. */
const LENGTH_FIELDS = [
  { field: 'rounds', label: 'combat rounds' },
  { field: 'turns', label: 'turns' },
  { field: 'offensives', label: 'offensives' },
] as const;

/** The length-of-battle histogram of a result, or undefined when it has none. */
export function lengthField(result: ResultObject): (typeof LENGTH_FIELDS)[number] | undefined {
  return LENGTH_FIELDS.find(({ field }) => isRecord(result[field]) && Array.isArray((result[field] as Record<string, unknown>).histogram));
}

/**
 * How long battles last: the probability of each number of combat rounds (TI4), turns (Armada) or
 * offensives (Titanium Wars), with the mean in the subtitle.
 *
 * @throws ConfigError when `result` is not a simulation result or has no such histogram.
 * @example roundsHistogramSpec(armadaResult, 'r.json').encoding.x.title // 'turns'
 */
export function roundsHistogramSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  const length = lengthField(run);
  if (length === undefined) throw badFieldError(source, 'rounds', 'a {mean, histogram} of rounds, turns or offensives', gotText(run.rounds));
  const block = run[length.field] as Record<string, unknown>;
  const histogram = readDistribution(block.histogram, source, `${length.field}.histogram`);
  const mean = typeof block.mean === 'number' ? `mean ${block.mean.toFixed(2)} ${length.label}` : '';
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, `length of battle (${length.label})`, [battlesText(run), mean]),
    data: { values: histogram.map((p, count) => ({ count, p })) },
    width: { step: 28 },
    height: 200,
    mark: { type: 'bar', color: '#72b7b2' },
    encoding: {
      x: { field: 'count', type: 'ordinal', title: length.label, axis: { labelAngle: 0 } },
      y: { field: 'p', type: 'quantitative', title: 'probability', axis: PERCENT_AXIS },
      tooltip: [
        { field: 'count', type: 'ordinal', title: length.label },
        { field: 'p', type: 'quantitative', format: '.2%', title: 'probability' },
      ],
    },
  };
}
