import { fixed, percent, renderTable } from '../core/table.js';
import type { HostCardCostResult } from './host-card-cost.js';
import type { CostResult, MatrixResult } from './types.js';

const n2 = (x: number) => fixed(x);

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

/** Cards priced on hosts (`salvo cost armada --card`): listed vs equivalent cost per card with intervals. */
export function formatHostCardCost(result: HostCardCostResult): string {
  const m = result.measured;
  const rows = [['card', 'kind', 'host', 'listed', 'equivalent', '95% interval', 'ratio', 'verdict']];
  for (const c of result.cards) {
    const verdict = c.ratio.lo > 1 ? 'under-costed' : c.ratio.hi < 1 ? 'over-costed' : 'fair (within noise)';
    if (c.beyond) rows.push([c.name, c.kind, c.host ?? '—', n2(c.listedCost), 'beyond', '—', '—', 'not measured (outside the budgets measured)']);
    else rows.push([c.name, c.kind, c.host ?? '—', n2(c.listedCost), n2(c.equivalentCost), `[${n2(c.lo)}, ${n2(c.hi)}]`, n2(c.ratio.p), verdict]);
  }
  for (const mean of result.means ?? []) {
    rows.push([mean.name, 'mean', `${mean.measured} of ${mean.hosts} hosts`, n2(mean.listedCost), mean.measured > 0 ? n2(mean.equivalentCost) : 'beyond', mean.measured > 0 ? `[${n2(mean.lo)}, ${n2(mean.hi)}]` : '—', mean.measured > 0 ? n2(mean.equivalentCost / mean.listedCost) : '—', '']);
  }
  const lines = [
    `${result.game} card costs in points — reference: ${result.reference}; ${m.battlesPerPoint.toLocaleString('en-US')} battles per measured point, seed ${m.seed}`,
    ...(m.notice ? [`NOTICE: ${m.notice}`] : []),
    ...(m.policies ? [`policies (both sides): ${JSON.stringify(m.policies)}`] : []),
    ...(m.model ? [`model: ${m.model} (docs/armada.md)`] : []),
    '',
    renderTable(rows),
    '',
    'equivalent = (host with the card − the bare host) per card, each the reference budget it beats half the time; interval: half-widths in quadrature.',
    'beyond = a crossing outside the budgets measured (never extrapolated); mean = over the hosts measured.',
  ];
  if (m.whatIf) {
    const what = [['card', 'before', 'after', 'difference', '95% interval']];
    for (const c of result.cards) if (c.whatIf) what.push([c.name, n2(c.equivalentCost), n2(c.whatIf.after), n2(c.whatIf.difference.p), `[${n2(c.whatIf.difference.lo)}, ${n2(c.whatIf.difference.hi)}]`]);
    lines.push('', `what if ${m.whatIf.field} = ${m.whatIf.value} (same seeds):`, renderTable(what));
  }
  return lines.join('\n');
}

/** A matchup matrix as a table of row-vs-column win rates, plus the equilibrium mix. */
export function formatMatrixResult(result: MatrixResult): string {
  const header = ['fleet \\ vs', ...result.fleets];
  const cell = (i: number, j: number) => (Number.isNaN(result.winRate[i][j].p) ? '—' : percent(result.score[i][j].p, 1));
  const rows = result.fleets.map((name, i) => [name, ...result.score[i].map((_, j) => cell(i, j))]);
  const mix = result.fleets.map((name, i) => [name, percent(result.equilibrium.mix[i], 1)]).filter((_, i) => result.equilibrium.mix[i] > 1e-9);
  const worst = result.winRate.flat().reduce((w, e) => (Number.isNaN(e.p) ? w : Math.max(w, (e.hi - e.lo) / 2)), 0);
  const policies = Object.entries(result.policies ?? {}).map(([name, p]) => `  ${name}: ${Object.keys(p).length > 0 ? JSON.stringify(p) : 'defaults'}`);
  return [
    `${result.game} matchup matrix — score of the row fleet (wins + ½ draws), ${result.battlesPerPair.toLocaleString('en-US')} battles per pair, seed ${result.seed}, intervals within ±${(worst * 100).toFixed(2)} points`,
    ...(result.notice ? [`NOTICE: ${result.notice}`] : []),
    ...(result.model ? [`model: ${result.model} (docs/armada.md)`] : []),
    '',
    renderTable([header, ...rows]),
    ...(result.notes ? ['', 'skipped pairs (—):', ...result.notes.map((n) => `  ${n}`)] : []),
    ...(policies.length > 0 ? ['', 'policies played (as written; the rest default):', ...policies] : []),
    '',
    `equilibrium mix (value ${percent(result.equilibrium.value, 1)}):`,
    renderTable([['fleet', 'weight'], ...mix]),
  ].join('\n');
}

