import type { TopLevelSpec } from 'vega-lite';
import { outcomeLabel } from '../../src/core/outcome-label.js';
import { badFieldError } from '../messages.js';
import { isRecord, type ResultObject } from '../result-kind.js';
import { chartTitle, PERCENT_AXIS, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readNumber } from './read-fields.js';
import { outcomeColors } from './side-colors.js';

const NEEDS: ChartNeeds = {
  chart: 'convergence',
  kinds: ['run', 'cost', 'matrix'],
  needs: 'a result with convergence points ({battles, p, lo, hi} in chunk order)',
};

/** One point of one series: the estimate and its interval after `battles` battles. */
interface ConvergenceRow {
  series: string;
  battles: number;
  p: number;
  lo: number;
  hi: number;
}

/** True when a result carries a `convergence` field (an array, or an object of arrays per outcome). */
export function hasConvergence(result: ResultObject): boolean {
  return Array.isArray(result.convergence) || isRecord(result.convergence);
}

/**
 * The convergence series of a result: `convergence` is either one series (ConvergencePoint[] of
 * src/analysis/types.ts) or an object of series by outcome name.
 */
export function convergenceRows(result: ResultObject, source: string): ConvergenceRow[] {
  const raw = result.convergence;
  const series: [string, unknown][] = Array.isArray(raw) ? [['estimate', raw]] : isRecord(raw) ? Object.entries(raw) : [];
  if (series.length === 0) throw badFieldError(source, 'convergence', 'an array of {battles, p, lo, hi}, or an object of such arrays', gotText(raw));
  const rows: ConvergenceRow[] = [];
  for (const [name, points] of series) {
    const path = Array.isArray(raw) ? 'convergence' : `convergence.${name}`;
    if (!Array.isArray(points) || points.length === 0) throw badFieldError(source, path, 'a non-empty array of {battles, p, lo, hi}', gotText(points));
    points.forEach((point: unknown, i) => {
      if (!isRecord(point)) throw badFieldError(source, `${path}[${i}]`, '{battles, p, lo, hi}', gotText(point));
      const battles = readNumber(point.battles, source, `${path}[${i}].battles`);
      if (battles <= 0) throw badFieldError(source, `${path}[${i}].battles`, 'a positive number', String(battles));
      rows.push({ series: name, battles, p: readNumber(point.p, source, `${path}[${i}].p`), lo: readNumber(point.lo, source, `${path}[${i}].lo`), hi: readNumber(point.hi, source, `${path}[${i}].hi`) });
    });
  }
  return rows;
}

/**
 * Convergence: the estimate (line) and its 95% interval (band) against the number of battles run,
 * on a log axis fitted to the run, one colour per series (a side's win in its side colour). The band narrowing as 1/√n shows how many battles a
 * question needs.
 *
 * @throws ConfigError when `result` has no convergence points or they are malformed.
 * @example convergenceSpec(run, 'r.json').layer.length // 2
 */
export function convergenceSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  if (!hasConvergence(run)) throw badFieldError(source, 'convergence', 'an array of {battles, p, lo, hi}', gotText(run.convergence));
  const series = convergenceRows(run, source);
  // Outcome series are labelled and coloured as in the other charts (a side's win in its side colour).
  const names = [...new Set(series.map((r) => r.series))];
  const color = Array.isArray(run.convergence) ? undefined : outcomeColors(run, names);
  const rows = color ? series.map((r) => ({ ...r, series: outcomeLabel(r.series) })) : series;
  // The axis spans the run's own battles (not rounded out to powers of ten), so the points fill the chart.
  const battles = rows.map((r) => r.battles);
  const domain = [Math.min(...battles), Math.max(...battles)];
  const x = { field: 'battles', type: 'quantitative', scale: { type: 'log', domain: domain[0] < domain[1] ? domain : [domain[0] / 2, domain[1] * 2], nice: false }, title: 'battles', axis: { format: '~s' } } as const;
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, 'convergence', ['line: estimate; band: 95% interval']),
    width: 420,
    height: 220,
    data: { values: rows },
    encoding: { x, color: { field: 'series', type: 'nominal', title: null, ...(color ? { scale: color } : {}) } },
    layer: [
      { mark: { type: 'area', opacity: 0.25 }, encoding: { y: { field: 'lo', type: 'quantitative', title: 'probability', axis: PERCENT_AXIS }, y2: { field: 'hi' } } },
      {
        mark: { type: 'line', point: true },
        encoding: {
          y: { field: 'p', type: 'quantitative', title: 'probability', axis: PERCENT_AXIS },
          tooltip: [
            { field: 'series', type: 'nominal' },
            { field: 'battles', type: 'quantitative', format: ',' },
            { field: 'p', type: 'quantitative', format: '.2%', title: 'estimate' },
            { field: 'lo', type: 'quantitative', format: '.2%', title: '95% low' },
            { field: 'hi', type: 'quantitative', format: '.2%', title: '95% high' },
          ],
        },
      },
    ],
  };
}
