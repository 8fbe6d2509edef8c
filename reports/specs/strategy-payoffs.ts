import type { TopLevelSpec } from 'vega-lite';
import { badFieldError } from '../messages.js';
import { isRecord, type ResultObject } from '../result-kind.js';
import { chartTitle, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readNumber, readString } from './read-fields.js';
import { mixBars } from './mix-bars.js';

const NEEDS: ChartNeeds = {
  chart: 'strategy payoffs',
  kinds: ['strategy'],
  needs: 'a strategy search result (kind "strategy", from salvo strategy --json)',
  hint: 'Write one with salvo strategy <scenario> --json --out strategy.json',
};

/** A strategy as one line of YAML flow style, for labels and tooltips. */
function strategyText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(strategyText).join(', ')}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value);
    return entries.length === 0 ? '(defaults)' : `{ ${entries.map(([k, v]) => `${k}: ${strategyText(v)}`).join(', ')} }`;
  }
  return String(value);
}

/** True for a strategy search result with its equilibrium (not a --deviations table). */
export const hasStrategyPayoffs = (result: ResultObject): boolean => isRecord(result.equilibrium);

/**
 * The meta-game of a strategy search: the population's payoff matrix as a heatmap (row strategy's
 * score against the column strategy: the other side's, or every other seat's in a symmetric game)
 * beside each population's equilibrium mix, with the exploitability in the subtitle.
 *
 * @throws ConfigError when `result` is not a strategy result or its equilibrium is malformed.
 */
export function strategyPayoffsSpec(result: unknown, source: string): TopLevelSpec {
  const r = requireKind(result, source, NEEDS);
  const eq = r.equilibrium;
  if (!isRecord(eq) || !Array.isArray(eq.populations) || !Array.isArray(eq.payoffs)) {
    throw badFieldError(source, 'equilibrium', '{populations, payoffs, exploitability}', gotText(eq));
  }
  const populations = eq.populations.map((p: unknown, i) => {
    if (!isRecord(p) || !Array.isArray(p.strategies)) throw badFieldError(source, `equilibrium.populations[${i}]`, '{seats, strategies}', gotText(p));
    const seats = readString(p.seats, source, `equilibrium.populations[${i}].seats`);
    return p.strategies.map((s: unknown, j) => {
      if (!isRecord(s)) throw badFieldError(source, `equilibrium.populations[${i}].strategies[${j}]`, '{strategy, weight}', gotText(s));
      return { population: seats, label: `${seats} #${j + 1}`, strategy: strategyText(s.strategy), weight: readNumber(s.weight, source, `equilibrium.populations[${i}].strategies[${j}].weight`) };
    });
  });
  const rows = populations[0];
  const columns = populations[1] ?? populations[0];
  const cells = eq.payoffs.flatMap((line: unknown, i) => {
    if (!Array.isArray(line) || line.length !== columns.length) throw badFieldError(source, `equilibrium.payoffs[${i}]`, `${columns.length} numbers`, gotText(line));
    return line.map((v: unknown, j) => ({ row: rows[i].label, column: columns[j].label, p: readNumber(v, source, `equilibrium.payoffs[${i}][${j}]`), rowStrategy: rows[i].strategy, columnStrategy: columns[j].strategy }));
  });
  const mixes = populations.flat();
  const exploitability = isRecord(eq.exploitability) ? readNumber(eq.exploitability.mean, source, 'equilibrium.exploitability.mean') : 0;
  // A symmetric game's fair share is 1/n of the seats; two sides meet at ½.
  const mid = populations.length === 1 && Array.isArray(r.seats) && r.seats.length > 0 ? 1 / r.seats.length : 0.5;
  const meaning = typeof eq.payoffsMeaning === 'string' ? eq.payoffsMeaning : 'score of the row strategy against the column strategy';
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(r, 'strategy payoffs and equilibrium', [meaning, `mix exploitability found ${(exploitability * 100).toFixed(1)} points`]),
    hconcat: [
      {
        width: { step: 56 },
        height: { step: 36 },
        data: { values: cells },
        encoding: {
          x: { field: 'column', type: 'nominal', sort: columns.map((c) => c.label), title: null, axis: { orient: 'top', labelAngle: -30 } },
          y: { field: 'row', type: 'nominal', sort: rows.map((c) => c.label), title: null },
        },
        layer: [
          {
            mark: { type: 'rect' },
            encoding: {
              color: { field: 'p', type: 'quantitative', title: 'score', scale: { scheme: 'redblue', domain: [0, 1], domainMid: mid }, legend: { format: '.0%' } },
              tooltip: [
                { field: 'rowStrategy', type: 'nominal', title: 'row strategy' },
                { field: 'columnStrategy', type: 'nominal', title: 'against' },
                { field: 'p', type: 'quantitative', format: '.1%', title: 'score' },
              ],
            },
          },
          {
            mark: { type: 'text', fontSize: 11 },
            encoding: { text: { field: 'p', type: 'quantitative', format: '.0%' }, color: { condition: { test: 'datum.p < 0.2 || datum.p > 0.8', value: 'white' }, value: 'black' } },
          },
        ],
      },
      mixBars(mixes, 'label', mixes.map((m) => m.label), 'weight', 36, [{ field: 'label', title: 'strategy' }, { field: 'strategy', title: 'policies' }]),
    ],
    resolve: { scale: { color: 'independent' } },
  };
}
