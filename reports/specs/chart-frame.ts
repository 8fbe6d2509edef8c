import type { TopLevelSpec } from 'vega-lite';
import { wrongResultError } from '../messages.js';
import { describeResult, resultKind, resultName, type ResultKind, type ResultObject } from '../result-kind.js';

/** The Vega-Lite schema every spec names (the major version of the installed vega-lite). */
export const VEGA_LITE_SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';

/** What a chart draws and what it needs, for its messages. */
export interface ChartNeeds {
  /** The chart's name in messages ("survivors"). */
  chart: string;
  /** The result kinds it accepts. */
  kinds: readonly ResultKind[];
  /** What it needs, in words ("a matrix result (salvo matrix --json)"). */
  needs: string;
  /** How to get such a result. */
  hint?: string;
}

/**
 * Validation first: the result as an object of an accepted kind, or the ConfigError "report: r.json
 * is an armada result; the matchup heatmap chart needs …".
 */
export function requireKind(result: unknown, source: string, needs: ChartNeeds): ResultObject {
  const kind = resultKind(result);
  if (kind === undefined || !needs.kinds.includes(kind)) throw wrongResultError(source, describeResult(result), needs.chart, needs.needs, needs.hint);
  return result as ResultObject;
}

/** A chart title: what it shows, for which run, with a subtitle of the details. */
export function chartTitle(result: ResultObject, what: string, details: string[]): TopLevelSpec['title'] {
  return { text: `${resultName(result)} — ${what}`, subtitle: details.filter((d) => d !== '').join(' · '), anchor: 'start' };
}

/** "12,000 battles" from a result's `battles`, "exact solution" for an exact one, or '' when it has neither. */
export function battlesText(result: ResultObject): string {
  if (result.method === 'exact') return 'exact solution';
  const n = result.battles;
  return typeof n === 'number' ? `${n.toLocaleString('en-US')} battles` : '';
}

/** The axis format of probabilities. */
export const PERCENT_AXIS = { format: '.0%' } as const;
