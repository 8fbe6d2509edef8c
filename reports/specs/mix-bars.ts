import { PERCENT_AXIS } from './chart-frame.js';

/**
 * The "equilibrium mix" panel beside a payoff heatmap (matchup-heatmap.ts, strategy-payoffs.ts): one
 * bar per entry of `values`, its share on a 0–100 % axis, labelled by `label` in the order `sort`,
 * with the `tooltip` fields.
 */
export function mixBars(values: object[], label: string, sort: readonly string[], share: string, step: number, tooltip: { field: string; title?: string }[]) {
  return {
    width: 160,
    height: { step },
    title: 'equilibrium mix',
    data: { values },
    mark: { type: 'bar' as const, color: '#54a24b' },
    encoding: {
      y: { field: label, type: 'nominal' as const, sort: [...sort], title: null },
      x: { field: share, type: 'quantitative' as const, title: 'share', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
      tooltip: [...tooltip.map((t) => ({ ...t, type: 'nominal' as const })), { field: share, type: 'quantitative' as const, format: '.1%', title: 'share' }],
    },
  };
}
