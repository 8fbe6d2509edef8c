import { intervalCells, renderTable, thousands } from '../../core/table.js';
import { SIDE_NAMES } from './scenario.js';
import type { Ti4Result } from './result.js';

/** A TI4 result as readable tables: outcomes with intervals, losses, rounds, survivors. */
export function formatTi4Result(result: Ti4Result): string {
  const lines: string[] = [];
  const title = result.name ? `${result.name} — ` : '';
  lines.push(`${title}TI4 ${result.scenario.place} combat: ${thousands(result.battles)} battles, seed ${result.seed}, ${result.provenance.threads} thread(s), ${result.provenance.wallSeconds.toFixed(2)} s`);
  lines.push('');
  const outcomeRows = [['outcome', 'p', '95% interval']];
  for (const [name, estimate] of Object.entries(result.outcomes)) outcomeRows.push([name, ...intervalCells(estimate)]);
  lines.push(renderTable(outcomeRows));
  lines.push('');
  const sideRows = [['side', 'resources lost', '± se', 'expected survivors']];
  for (const side of SIDE_NAMES) {
    const survivors = Object.entries(result.survivors[side])
      .map(([type, dist]) => `${dist.reduce((sum, p, k) => sum + p * k, 0).toFixed(2)} ${type}`)
      .join(', ');
    sideRows.push([side, result.lost[side].mean.toFixed(3), result.lost[side].se.toFixed(3), survivors]);
  }
  lines.push(renderTable(sideRows));
  lines.push('');
  lines.push(`rounds: mean ${result.rounds.mean.toFixed(2)}, ${result.rounds.histogram.map((p, r) => (p > 0.005 ? `${r}: ${(p * 100).toFixed(1)}%` : '')).filter(Boolean).join('  ')}`);
  return lines.join('\n');
}
