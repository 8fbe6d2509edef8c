import type { TopLevelSpec } from 'vega-lite';
import { badFieldError } from '../messages.js';
import { isRecord, type ResultObject } from '../result-kind.js';
import { battlesText, chartTitle, PERCENT_AXIS, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, readEstimate, readEstimates } from './read-fields.js';

const NEEDS: ChartNeeds = {
  chart: 'win rates by seat, leader and purchase policy',
  kinds: ['run'],
  needs: 'a whole-game result (titanium-game) with bySeat, byLeader and byPurchasePolicy',
  hint: 'Write one with salvo run configs/games/titanium-three-players.yaml --json --out games.json',
};

/** True when a result has the whole-game win-rate groups. */
export function hasWinRateGroups(result: ResultObject): boolean {
  return Array.isArray(result.bySeat) && isRecord(result.byLeader) && isRecord(result.byPurchasePolicy);
}

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} seat`;

/**
 * Whole games: the win rate by starting seat (Player Order at setup), by Leader and by purchase
 * policy, as horizontal bars with 95% interval whiskers, one panel per grouping, and a rule at the
 * even share 1 / players. The first-seat advantage is in the subtitle.
 *
 * @throws ConfigError when `result` is not a whole-game result or a group is malformed.
 * @example winRatesSpec(gameResult, 'games.json').facet.row.field // 'group'
 */
export function winRatesSpec(result: unknown, source: string): TopLevelSpec {
  const run = requireKind(result, source, NEEDS);
  if (!hasWinRateGroups(run)) throw badFieldError(source, 'bySeat', 'bySeat, byLeader and byPurchasePolicy', gotText(run.bySeat));
  const seats = (run.bySeat as unknown[]).map((s, i) => ({ group: 'by seat', name: ordinal(i + 1), ...readEstimate(s, source, `bySeat[${i}]`) }));
  const groups = (field: string, label: string) => readEstimates(run[field], source, field).map(([name, e]) => ({ group: label, name, p: e.p, lo: e.lo, hi: e.hi }));
  const rows = [...seats, ...groups('byLeader', 'by leader'), ...groups('byPurchasePolicy', 'by purchase policy')];
  const even = 1 / Math.max(1, seats.length);
  const advantage = isRecord(run.firstSeatAdvantage) ? readEstimate(run.firstSeatAdvantage, source, 'firstSeatAdvantage') : undefined;
  const adv = advantage ? `first-seat advantage ${(advantage.p * 100).toFixed(1)} pts [${(advantage.lo * 100).toFixed(1)}, ${(advantage.hi * 100).toFixed(1)}]` : '';
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(run, 'win rate by seat, leader and purchase policy', [battlesText(run).replace('battles', 'games'), adv, `rule: even share ${(even * 100).toFixed(1)}%`]),
    data: { values: rows },
    facet: { row: { field: 'group', type: 'nominal', sort: ['by seat', 'by leader', 'by purchase policy'], title: null } },
    spec: {
      width: 420,
      layer: [
        {
          mark: { type: 'bar', color: '#54a24b' },
          encoding: {
            y: { field: 'name', type: 'nominal', sort: null, title: null },
            x: { field: 'p', type: 'quantitative', title: 'win rate', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
            tooltip: [
              { field: 'name', type: 'nominal' },
              { field: 'p', type: 'quantitative', format: '.1%', title: 'win rate' },
              { field: 'lo', type: 'quantitative', format: '.1%', title: '95% low' },
              { field: 'hi', type: 'quantitative', format: '.1%', title: '95% high' },
            ],
          },
        },
        { mark: { type: 'errorbar', ticks: true, color: '#333' }, encoding: { y: { field: 'name', type: 'nominal', sort: null }, x: { field: 'lo', type: 'quantitative', title: 'win rate' }, x2: { field: 'hi' } } },
        { mark: { type: 'rule', color: '#e45756', strokeDash: [4, 3] }, encoding: { x: { datum: even, type: 'quantitative' } } },
      ],
    },
    resolve: { scale: { y: 'independent' } },
  } as TopLevelSpec;
}
