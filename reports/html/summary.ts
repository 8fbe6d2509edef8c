import { outcomeLabel } from '../../src/core/outcome-label.js';
import { isRecord, resultKind, resultName, type ResultKind, type ResultObject } from '../result-kind.js';
import { isEstimate } from '../specs/read-fields.js';

/** The columns of the report's summary table. */
export const SUMMARY_COLUMNS = ['#', 'file', 'game', 'kind', 'name', 'battles', 'headline', 'sample data'] as const;

const percent = (p: number): string => `${(p * 100).toFixed(1)}%`;

/** "attacker wins 68.3% (66.8–69.7%)": the three likeliest outcomes of a run. */
function runHeadline(result: ResultObject): string {
  if (!isRecord(result.outcomes)) return '';
  return Object.entries(result.outcomes)
    .filter((entry): entry is [string, { p: number; lo: number; hi: number }] => isEstimate(entry[1]))
    .sort((a, b) => b[1].p - a[1].p)
    .slice(0, 3)
    .map(([name, e]) => `${outcomeLabel(name)} ${percent(e.p)} (${(e.lo * 100).toFixed(1)}–${percent(e.hi)})`)
    .join('; ');
}

/** The most under- and over-costed items of a cost result (equivalent / listed). */
function costHeadline(result: ResultObject): string {
  if (!Array.isArray(result.items)) return '';
  const items = result.items.filter((i): i is { name: string; ratio: { p: number } } => isRecord(i) && typeof i.name === 'string' && isEstimate(i.ratio));
  if (items.length === 0) return '';
  const sorted = [...items].sort((a, b) => b.ratio.p - a.ratio.p);
  const high = sorted[0];
  const low = sorted[sorted.length - 1];
  const text = `${items.length} items; best value: ${high.name} (×${high.ratio.p.toFixed(2)}); worst: ${low.name} (×${low.ratio.p.toFixed(2)})`;
  const whatIf = isRecord(result.whatIf) && typeof result.whatIf.field === 'string' ? `; what-if ${result.whatIf.field} = ${String(result.whatIf.value)}` : '';
  return text + whatIf;
}

/** The equilibrium of a matrix result. */
function matrixHeadline(result: ResultObject): string {
  const eq = result.equilibrium;
  if (!isRecord(eq) || typeof eq.value !== 'number') return '';
  const support = Array.isArray(eq.support) ? eq.support.map(String).join(', ') : '';
  return `equilibrium value ${eq.value.toFixed(3)}${support === '' ? '' : `; support: ${support}`}`;
}

/** The best fleet of an optimizer result and its win rate against the field. */
function optimizeHeadline(result: ResultObject): string {
  const best = Array.isArray(result.top) ? result.top[0] : undefined;
  if (!isRecord(best) || typeof best.name !== 'string' || !isEstimate(best.winRate)) return '';
  return `best: ${best.name} (${percent(best.winRate.p)} against the field)`;
}

/** The headline of each kind of result that has one. */
const HEADLINES: Partial<Record<ResultKind, (result: ResultObject) => string>> = { run: runHeadline, cost: costHeadline, matrix: matrixHeadline, optimize: optimizeHeadline };

/** Battles behind a result: per run (or "exact"), per cost point, or per matrix pair. */
function battlesCell(result: ResultObject): string {
  if (result.method === 'exact') return 'exact';
  const n = [result.battles, result.battlesPerPoint, result.battlesPerPair].find((v) => typeof v === 'number') as number | undefined;
  if (n === undefined) return '';
  const per = result.battles === n ? '' : result.battlesPerPoint === n ? ' per point' : ' per pair';
  return `${n.toLocaleString('en-US')}${per}`;
}

/**
 * One row of the summary table (plain strings: the page escapes them).
 *
 * @example summaryRow(1, 'r.json', ti4Result)[6] // 'attacker wins 68.3% (66.8–69.7%); …'
 */
export function summaryRow(index: number, source: string, result: ResultObject): string[] {
  const kind = resultKind(result);
  const headline = kind === undefined ? '' : (HEADLINES[kind]?.(result) ?? '');
  return [
    String(index), source, typeof result.game === 'string' ? result.game : '', kind ?? '', resultName(result), battlesCell(result), headline,
    typeof result.notice === 'string' ? 'yes' : 'no',
  ];
}
