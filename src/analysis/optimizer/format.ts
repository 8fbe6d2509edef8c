import { intervalCells, percent, renderTable, thousands } from '../../core/table.js';
import { recommendation } from '../format.js';
import type { OptimizeResult } from '../types.js';

/** The optimizer's last line: the fleet best against the field, and the round robin's equilibrium. */
export function optimizeRecommendation(result: OptimizeResult): string {
  const best = result.top[0];
  return recommendation(best.name, `best against the field (${percent(best.winRate.p, 1)})`, result.finalists.names, result.finalists.equilibrium.mix);
}

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
  lines.push('equilibrium = the round robin\'s maximin mix of the top fleets: how often to bring each when the opponent knows the mix and answers it best.');
  lines.push('', `Round robin of the top ${result.top.length} (${thousands(result.finalists.battlesPerPair)} battles per pair): equilibrium value ${percent(result.finalists.equilibrium.value, 1)}`);
  lines.push(renderTable([
    ['', ...result.top.map((_, j) => `vs #${j + 1}`)],
    ...result.finalists.score.map((row, i) => [`#${i + 1}`, ...row.map((v, j) => (i === j ? '—' : percent(v, 1)))]),
  ]));
  lines.push('', `Field: ${result.field.description}`);
  for (const f of result.field.fleets) lines.push(`  - ${f.name} (${f.cost})`);
  if (result.notes && result.notes.length > 0) {
    lines.push('', `Pairings played with unique ships per fleet (${result.notes.length}; 000, "Ship Disks" allows one copy per game, here each fleet keeps its own):`);
    for (const note of result.notes.slice(0, 10)) lines.push(`  - ${note}`);
    if (result.notes.length > 10) lines.push(`  - … and ${result.notes.length - 10} more (all in the JSON result)`);
  }
  const method = result.search.method === 'listed' ? 'every legal saturated fleet listed' : `seeded search (random restarts, then local moves; ${result.search.races} races)`;
  lines.push('', `${thousands(result.search.candidates)} candidate fleets (${method}); ${thousands(result.battles)} battles; seed ${result.seed}; ${result.provenance.wallSeconds.toFixed(1)} s on ${result.provenance.threads} thread(s).`);
  lines.push('', optimizeRecommendation(result));
  return lines.join('\n');
}
