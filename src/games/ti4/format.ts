import { formatOptimalPlay } from './exact/optimal-result.js';
import { outcomeLabel } from '../../core/outcome-label.js';
import { exchangeRatioCells, intervalCells, percent, renderTable, thousands } from '../../core/table.js';
import { SIDE_NAMES } from './scenario.js';
import type { Ti4Result } from './result.js';

/** How the dice were drawn, for the title line: " (state tables)", " (die by die)" or per side. */
function samplingWords(result: Ti4Result): string {
  const combat = result.sampling?.combat;
  if (combat === undefined) return '';
  const words = { tables: 'state tables', dice: 'die by die' } as const;
  return combat[0] === combat[1] ? ` (${words[combat[0]]})` : ` (attacker ${words[combat[0]]}, defender ${words[combat[1]]})`;
}

/** A TI4 result as readable tables: outcomes with intervals, losses, rounds, survivors. */
export function formatTi4Result(result: Ti4Result): string {
  const lines: string[] = [];
  const title = result.name ? `${result.name} — ` : '';
  const how = result.method === 'exact' ? `exact (dynamic programming), ${(result.provenance.wallSeconds * 1000).toFixed(1)} ms` : `Monte Carlo${samplingWords(result)}, ${thousands(result.battles)} battles, seed ${result.seed}, ${result.provenance.threads} thread(s), ${result.provenance.wallSeconds.toFixed(2)} s`;
  lines.push(`${title}TI4 ${result.scenario.place} — ${how}`);
  lines.push('');
  const exact = result.method === 'exact';
  const outcomeRows = [exact ? ['outcome', 'p (exact)'] : ['outcome', 'p', '95% interval']];
  const hasRetreat = result.policies.attacker.retreat !== 'never' || result.policies.defender.retreat !== 'never';
  for (const [name, estimate] of Object.entries(result.outcomes)) {
    if (!hasRetreat && name.endsWith('Retreat')) continue;
    outcomeRows.push(exact ? [outcomeLabel(name), percent(estimate.p, 4)] : [outcomeLabel(name), ...intervalCells(estimate)]);
  }
  lines.push(renderTable(outcomeRows));
  lines.push('');
  const sideRows = [['side', 'resources lost', '± se', 'destroyed / lost', '95% interval', 'win rate per resource']];
  for (const side of SIDE_NAMES) {
    sideRows.push([side, result.lost[side].mean.toFixed(3), result.lost[side].se.toFixed(3), ...exchangeRatioCells(result.efficiency[side].exchangeRatio, result.lost[side].mean), percent(result.efficiency[side].winRatePerPoint.p, 2)]);
  }
  lines.push(renderTable(sideRows));
  lines.push('destroyed / lost: resources of the other side destroyed per resource this side lost (above 1 = trades well); win rate per resource: wins divided by the side\'s listed cost.');
  lines.push('');
  const unitRows = [['side', 'unit', 'count', 'P(any survives)', 'expected left']];
  for (const side of SIDE_NAMES) {
    for (const [type, s] of Object.entries(result.survival[side])) unitRows.push([side, type, String(s.count), percent(s.survives.p), s.expectedLeft.toFixed(2)]);
  }
  lines.push(renderTable(unitRows));
  const effects = SIDE_NAMES.flatMap((side) => result.policies[side].effects.map((e) => `${side}: ${e.name}${e.round ? ` @${e.round}` : ''}${e.automatic ? ' (automatic)' : ''}`));
  if (effects.length > 0) lines.push('', `effects: ${effects.join('; ')}`);
  lines.push('');
  lines.push(`rounds: mean ${result.length.mean.toFixed(2)}${result.length.histogram.length > 0 ? ', ' : ''}${result.length.histogram.map((p, r) => (p > 0.005 ? `${r}: ${(p * 100).toFixed(1)}%` : '')).filter(Boolean).join('  ')}`);
  if (result.optimalPlay) lines.push('', 'Outcomes above: the written hit-assignment policies. Optimal hit assignment:', formatOptimalPlay(result.optimalPlay));
  return lines.join('\n');
}
