import type { TopLevelSpec } from 'vega-lite';
import { badFieldError } from '../messages.js';
import { isRecord, type ResultObject } from '../result-kind.js';
import { battlesText, chartTitle, PERCENT_AXIS, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readDistribution } from './read-fields.js';
import { sideColors } from './side-colors.js';

const NEEDS: ChartNeeds = {
  chart: 'survivors',
  kinds: ['run'],
  needs: 'a run result with survivor distributions (per side and group of units)',
  hint: 'Write one with salvo run <scenario> --json --out result.json',
};

/** One bar: the probability that `count` of a side's `group` are left. */
interface SurvivorRow {
  side: string;
  group: string;
  panel: string;
  count: number;
  p: number;
}

/** True when a result has survivor distributions this chart can read. */
export function hasSurvivors(result: ResultObject): boolean {
  return isRecord(result.survivors) && Object.keys(result.survivors).length > 0;
}

/**
 * Survivor rows of any game: every run result writes `survivors[side][group] = [P(0 left), …]`
 * (groups are TI4 and Titanium unit types, Armada ships and squadrons). A distribution of one entry
 * (nothing of that kind in the fleet) is left out.
 */
export function survivorRows(result: ResultObject, source: string): SurvivorRow[] {
  const rows: SurvivorRow[] = [];
  if (!isRecord(result.survivors)) throw badFieldError(source, 'survivors', 'an object per side', gotText(result.survivors));
  for (const [side, groups] of Object.entries(result.survivors)) {
    if (!isRecord(groups)) throw badFieldError(source, `survivors.${side}`, 'an object of distributions', gotText(groups));
    for (const [group, dist] of Object.entries(groups)) {
      const probabilities = readDistribution(dist, source, `survivors.${side}.${group}`);
      if (probabilities.length < 2) continue;
      probabilities.forEach((p, count) => rows.push({ side, group, panel: `${side} · ${group}`, count, p }));
    }
  }
  return rows;
}

/**
 * Survivor distributions: one small bar chart per side and unit type (x: how many are left,
 * y: probability), coloured by side, wrapped four to a row.
 *
 * @throws ConfigError when `result` is not a simulation result, or has no survivor distributions.
 * @example survivorsSpec(ti4Result, 'r.json').facet // { field: 'panel', … }
 */
export function survivorsSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  if (!hasSurvivors(run)) throw badFieldError(source, 'survivors', 'survivor distributions per side', gotText(run.survivors));
  const rows = survivorRows(run, source);
  const panels = [...new Set(rows.map((r) => r.panel))];
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, 'survivors', [battlesText(run), 'probability of each number left at the end']),
    data: { values: rows },
    columns: 4,
    facet: { field: 'panel', type: 'nominal', sort: panels, title: null },
    spec: {
      width: { step: 18 },
      height: 120,
      mark: { type: 'bar' },
      encoding: {
        x: { field: 'count', type: 'ordinal', title: 'left', axis: { labelAngle: 0 } },
        y: { field: 'p', type: 'quantitative', title: 'probability', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
        color: { field: 'side', type: 'nominal', title: 'side', scale: sideColors(run, [...new Set(rows.map((r) => r.side))]) },
        tooltip: [
          { field: 'side', type: 'nominal' },
          { field: 'group', type: 'nominal', title: 'units' },
          { field: 'count', type: 'ordinal', title: 'left' },
          { field: 'p', type: 'quantitative', format: '.2%', title: 'probability' },
        ],
      },
    },
    resolve: { scale: { x: 'independent' } },
  };
}
