import { fixed, percent, renderTable } from '../core/table.js';
import type { HostCardCostResult } from './host-card-cost.js';
import { getGame, isGameId } from '../games/registry.js';
import type { CostItem, CostResult, MatrixResult } from './types.js';
import { bandLine, verdictText } from './verdict.js';

const n2 = (x: number) => fixed(x);

/** The cost unit of a game's results (resources, points, credits). */
const unitOf = (game: string) => (isGameId(game) ? getGame(game).costUnit : 'cost units');

/** An item's verdict cell: against the band when the result has one (older results: the significance test). */
const verdictCell = (item: CostItem) => (item.verdict !== undefined ? verdictText(item.verdict) : item.ratio.lo > 1 ? 'under-costed' : item.ratio.hi < 1 ? 'over-costed' : 'fair (within noise)');

/** The lines under a cost table: the band and what is not priced. */
function bandAndUnpriced(result: { game: string; fairWithin?: number; unpriced?: string }): string[] {
  return [
    ...(result.fairWithin !== undefined ? [bandLine(result.fairWithin, unitOf(result.game))] : []),
    ...(result.unpriced !== undefined ? [`not priced: ${result.unpriced}.`] : []),
  ];
}

/**
 * A what-if side by side: per item, the equivalent cost and the listed/fair ratio before and after
 * the change (same seeds), the difference with its interval, and the verdict after.
 */
function whatIfTable(rows: { name: string; before: CostItem; after: CostItem; difference: { p: number; lo: number; hi: number } }[], digits = 2): string {
  const n = (x: number) => fixed(x, digits);
  const table = [['item', 'listed', 'equivalent before', 'after', 'ratio before', 'after', 'difference', '95% interval', 'verdict after']];
  for (const r of rows) {
    const listed = r.before.listedCost === r.after.listedCost ? n(r.before.listedCost) : `${n(r.before.listedCost)} → ${n(r.after.listedCost)}`;
    table.push([r.name, listed, n(r.before.equivalentCost), n(r.after.equivalentCost), n2(r.before.ratio.p), n2(r.after.ratio.p), n(r.difference.p), `[${n(r.difference.lo)}, ${n(r.difference.hi)}]`, verdictCell(r.after)]);
  }
  return renderTable(table);
}

/** The note of a what-if that changes the reference unit itself: its own value stays its cost by construction. */
function referenceNote(field: string, reference: string): string[] {
  const target = field.split('.')[0].replace(/[12]$/, '');
  return target === reference.replace(/-ii$/, '') ? [`(${field.split('.')[0]} is the reference: every item is measured in it, so its own equivalent cost stays its cost; the others move against the changed reference.)`] : [];
}

/** A cost analysis as a table: listed vs equivalent cost with intervals, the ratio and the verdict against the band. */
export function formatCostResult(result: CostResult): string {
  const rows = [['item', 'listed', 'equivalent', '95% interval', 'ratio', 'verdict']];
  for (const item of result.items) {
    rows.push([item.name, n2(item.listedCost), n2(item.equivalentCost), `[${n2(item.lo)}, ${n2(item.hi)}]`, n2(item.ratio.p), verdictCell(item)]);
  }
  const lines = [
    `${result.game} equivalent costs — reference: ${result.reference}${result.baseline ? `, baseline: ${result.baseline}` : ''}; ${result.battlesPerPoint.toLocaleString('en-US')} battles per measured point, seed ${result.seed}`,
    ...(result.notice ? [`NOTICE: ${result.notice}`] : []),
    ...(result.policies ? [`policies (both sides): ${JSON.stringify(result.policies)}`] : []),
    ...(result.model ? [`model: ${result.model} (docs/armada.md)`] : []),
    '',
    renderTable(rows),
    '',
    'equivalent = the reference budget this item beats exactly half the time (wins + ½ draws); ratio = equivalent / listed (> 1: worth more than it costs).',
    ...bandAndUnpriced(result),
  ];
  if (result.whatIf) {
    const rows = result.whatIf.items.map((w) => ({ name: w.after.name, before: w.before, after: w.after, difference: w.difference }));
    lines.push('', `what if ${result.whatIf.field} = ${result.whatIf.value} (same seeds), before and after:`, whatIfTable(rows), ...referenceNote(result.whatIf.field, result.reference));
  }
  return lines.join('\n');
}

/** Cards priced on hosts (`salvo cost armada --card`): listed vs equivalent cost per card with intervals. */
export function formatHostCardCost(result: HostCardCostResult): string {
  const m = result.measured;
  const rows = [['card', 'kind', 'host', 'listed', 'equivalent', '95% interval', 'ratio', 'verdict']];
  for (const c of result.cards) {
    if (c.beyond) rows.push([c.name, c.kind, c.host ?? '—', n2(c.listedCost), 'beyond', '—', '—', 'not measured (outside the budgets measured)']);
    else rows.push([c.name, c.kind, c.host ?? '—', n2(c.listedCost), n2(c.equivalentCost), `[${n2(c.lo)}, ${n2(c.hi)}]`, n2(c.ratio.p), verdictText(c.verdict)]);
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
    ...bandAndUnpriced(m),
  ];
  if (m.whatIf) {
    const what = [['card', 'listed', 'equivalent before', 'after', 'ratio before', 'after', 'difference', '95% interval']];
    for (const c of result.cards) {
      if (!c.whatIf) continue;
      const listedAfter = c.whatIf.listedAfter ?? c.listedCost;
      const listed = listedAfter === c.listedCost ? n2(c.listedCost) : `${n2(c.listedCost)} → ${n2(listedAfter)}`;
      what.push([c.name, listed, n2(c.equivalentCost), n2(c.whatIf.after), n2(c.ratio.p), n2(c.whatIf.after / listedAfter), n2(c.whatIf.difference.p), `[${n2(c.whatIf.difference.lo)}, ${n2(c.whatIf.difference.hi)}]`]);
    }
    lines.push('', `what if ${m.whatIf.field} = ${m.whatIf.value} (same seeds), before and after:`, renderTable(what), ...referenceNote(m.whatIf.field, m.reference));
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
    ...(result.caveats ?? []).map((c) => `NOTE: ${c}`),
    '',
    renderTable([header, ...rows]),
    ...(result.notes ? ['', 'pairings played with unique ships per fleet (000, "Ship Disks" allows one copy per game; here each fleet keeps its own):', ...result.notes.map((n) => `  ${n}`)] : []),
    ...(policies.length > 0 ? ['', 'policies played (as written; the rest default):', ...policies] : []),
    '',
    `equilibrium mix (value ${percent(result.equilibrium.value, 1)}; how often to bring each fleet when the opponent knows the mix and answers it best):`,
    renderTable([['fleet', 'weight'], ...mix]),
    '',
    matrixRecommendation(result),
  ].join('\n');
}

/** "bring X: …; against an unknown opponent the equilibrium plays X 60 %, Y 40 %" from names, a mix and the best fleet's reason. */
export function recommendation(best: string, why: string, names: readonly string[], mix: readonly number[]): string {
  const played = names.map((name, i) => ({ name, w: mix[i] ?? 0 })).filter((e) => e.w > 0.0005).sort((a, b) => b.w - a.w);
  return `bring ${best}: ${why}; against an unknown opponent the equilibrium plays ${played.map((e) => `${e.name} ${percent(e.w, 0)}`).join(', ')}.`;
}

/** The matrix's one-line recommendation: the fleet with the best mean score against the others, and the equilibrium. */
function matrixRecommendation(result: MatrixResult): string {
  const n = result.fleets.length;
  const mean = result.score.map((row, i) => row.reduce((t, s, j) => (j === i ? t : t + s.p), 0) / Math.max(1, n - 1));
  const best = mean.indexOf(Math.max(...mean));
  return recommendation(result.fleets[best], `best against the field (mean score ${percent(mean[best], 1)} against the other ${n - 1})`, result.fleets, result.equilibrium.mix);
}

