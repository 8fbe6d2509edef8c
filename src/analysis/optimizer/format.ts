import { intervalCells, percent, renderTable, thousands } from '../../core/table.js';
import type { OptimizeResult } from '../types.js';

/** An optimize result as readable text: the top fleets with intervals, the round robin's equilibrium, the field. */
export function formatOptimizeResult(result: OptimizeResult): string {
  const lines: string[] = [];
  if (result.notice) lines.push(`NOTE: ${result.notice}`, '');
  if (result.policies) lines.push(`policies (candidates and generated field): ${JSON.stringify(result.policies)}`, '');
  lines.push(`Best ${result.game} fleets for ${result.budget} (win rate against the field, 95% interval)`);
  lines.push(renderTable([
    ['#', 'fleet', 'cost', 'win rate', 'interval', 'battles', 'equilibrium'],
    ...result.top.map((t, i) => [String(i + 1), t.name, String(t.cost), ...intervalCells(t.winRate), thousands(t.battles), percent(result.finalists.equilibrium.mix[i] ?? 0, 1)]),
  ]));
  lines.push('', `Round robin of the top ${result.top.length} (${thousands(result.finalists.battlesPerPair)} battles per pair): equilibrium value ${percent(result.finalists.equilibrium.value, 1)}`);
  lines.push(renderTable([
    ['', ...result.top.map((_, j) => `vs #${j + 1}`)],
    ...result.finalists.score.map((row, i) => [`#${i + 1}`, ...row.map((v, j) => (i === j ? '—' : percent(v, 1)))]),
  ]));
  lines.push('', `Field: ${result.field.description}`);
  for (const f of result.field.fleets) lines.push(`  - ${f.name} (${f.cost})`);
  if (result.notes && result.notes.length > 0) {
    lines.push('', `Skipped pairings (${result.notes.length}), left out of the win rates:`);
    for (const note of result.notes.slice(0, 10)) lines.push(`  - ${note}`);
    if (result.notes.length > 10) lines.push(`  - … and ${result.notes.length - 10} more (all in the JSON result)`);
  }
  const method = result.search.method === 'listed' ? 'every legal saturated fleet listed' : `seeded search (random restarts, then local moves; ${result.search.races} races)`;
  lines.push('', `${thousands(result.search.candidates)} candidate fleets (${method}); ${thousands(result.battles)} battles; seed ${result.seed}; ${result.provenance.wallSeconds.toFixed(1)} s on ${result.provenance.threads} thread(s).`);
  return lines.join('\n');
}
