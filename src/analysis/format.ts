import { percent, renderTable } from '../core/table.js';
import type { CostResult, MatrixResult } from './types.js';

const n2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : String(x));

/** A cost analysis as a table: listed vs equivalent cost with intervals, and the ratio. */
export function formatCostResult(result: CostResult): string {
  const rows = [['item', 'listed', 'equivalent', '95% interval', 'ratio', 'verdict']];
  for (const item of result.items) {
    const verdict = item.ratio.lo > 1 ? 'under-costed' : item.ratio.hi < 1 ? 'over-costed' : 'fair (within noise)';
    rows.push([item.name, n2(item.listedCost), n2(item.equivalentCost), `[${n2(item.lo)}, ${n2(item.hi)}]`, n2(item.ratio.p), verdict]);
  }
  const lines = [
    `${result.game} equivalent costs — reference: ${result.reference}${result.baseline ? `, baseline: ${result.baseline}` : ''}; ${result.battlesPerPoint.toLocaleString('en-US')} battles per measured point, seed ${result.seed}`,
    ...(result.notice ? [`NOTICE: ${result.notice}`] : []),
    ...(result.policies ? [`policies (both sides): ${JSON.stringify(result.policies)}`] : []),
    ...(result.model ? [`model: ${result.model} (docs/armada.md)`] : []),
    '',
    renderTable(rows),
    '',
    'equivalent = the reference budget this item beats exactly half the time (wins + ½ draws); ratio > 1 means under-costed.',
  ];
  if (result.whatIf) {
    const what = [['item', 'before', 'after', 'difference', '95% interval']];
    for (const w of result.whatIf.items) what.push([w.after.name, n2(w.before.equivalentCost), n2(w.after.equivalentCost), n2(w.difference.p), `[${n2(w.difference.lo)}, ${n2(w.difference.hi)}]`]);
    lines.push('', `what if ${result.whatIf.field} = ${result.whatIf.value} (same seeds):`, renderTable(what));
  }
  return lines.join('\n');
}

/** A matchup matrix as a table of row-vs-column win rates, plus the equilibrium mix. */
export function formatMatrixResult(result: MatrixResult): string {
  const header = ['fleet \\ vs', ...result.fleets];
  const rows = result.fleets.map((name, i) => [name, ...result.score[i].map((s) => percent(s.p, 1))]);
  const mix = result.fleets.map((name, i) => [name, percent(result.equilibrium.mix[i], 1)]).filter((_, i) => result.equilibrium.mix[i] > 1e-9);
  const worst = result.winRate.flat().reduce((w, e) => Math.max(w, (e.hi - e.lo) / 2), 0);
  return [
    `${result.game} matchup matrix — score of the row fleet (wins + ½ draws), ${result.battlesPerPair.toLocaleString('en-US')} battles per pair, seed ${result.seed}, intervals within ±${(worst * 100).toFixed(2)} points`,
    ...(result.notice ? [`NOTICE: ${result.notice}`] : []),
    '',
    renderTable([header, ...rows]),
    '',
    `equilibrium mix (value ${percent(result.equilibrium.value, 1)}):`,
    renderTable([['fleet', 'weight'], ...mix]),
  ].join('\n');
}

