import { stringify } from 'yaml';
import { renderTable } from '../../core/table.js';
import type { Interval } from './contest.js';
import type { DeviationResultFile, StrategyResultFile } from './result.js';

/** Points (score × 100) with one decimal. */
const points = (x: number): string => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}`;
const share = (x: number): string => `${(x * 100).toFixed(1)}%`;
const interval = (i: Interval, show: (x: number) => string): string => `${show(i.mean)} [${show(i.lo)}, ${show(i.hi)}]`;
const yamlBlock = (value: Record<string, unknown>): string => (Object.keys(value).length === 0 ? '(the defaults)' : stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trim());

/** The readable report of `salvo strategy` (docs/strategy.md, "Reading the result"). */
export function formatStrategyResult(r: StrategyResultFile): string {
  const lines: string[] = [];
  lines.push(`Strategy search: ${r.name ?? r.scenario} (${r.game}), seed ${r.seed}, ${r.games.toLocaleString('en-US')} games in ${r.wallSeconds} s on ${r.threads} thread${r.threads === 1 ? '' : 's'}`);
  lines.push('Score: a win counts 1, a game nobody wins 1/n; gains in points (score × 100), 95% intervals on fresh seeds.');
  lines.push('');
  lines.push('Best responses to the scenario as written');
  lines.push(
    renderTable([
      ['seat', 'written score', 'best response score', 'gain (points)', 'tried'],
      ...r.seats.map((s) => [s.name, interval(s.currentScore, share), interval(s.bestScore, share), interval(s.gain, points), String(s.tried)]),
    ]),
  );
  for (const s of r.seats) {
    lines.push(`  ${s.name} (${s.where}): written ${yamlBlock(s.current)}`);
    lines.push(`    best response: ${yamlBlock(s.bestResponse)}`);
    lines.push(`    change: ${s.change}`);
    if (s.exact) lines.push(`    exact solver: written ${share(s.exact.written)}, best response ${share(s.exact.best)}, gain ${points(s.exact.gain)} points`);
  }
  lines.push('');
  lines.push(`Exploitability of the written strategies: ${interval(r.exploitability, points)} points (${r.exploitability.seat}) — a lower bound: a search finds gains, it never proves there are none.`);
  lines.push('');
  lines.push('Equilibrium of the final population (double oracle)');
  r.equilibrium.populations.forEach((p, i) => {
    lines.push(`  ${p.seats} (value ${share(r.equilibrium.values[i])}):`);
    p.strategies.forEach((s, j) => lines.push(`    #${j + 1} ${(s.weight * 100).toFixed(1).padStart(5)}%  ${yamlBlock(s.strategy)}`));
  });
  lines.push(`  Payoffs (${r.equilibrium.payoffsMeaning}):`);
  lines.push(renderTable([['', ...r.equilibrium.payoffs[0].map((_, j) => `#${j + 1}`)], ...r.equilibrium.payoffs.map((row, i) => [`#${i + 1}`, ...row.map(share)])]).replace(/^/gm, '    '));
  for (const response of r.equilibrium.responses) {
    lines.push(`  Best response found against the mix (${response.seats}): ${response.change} — gain ${interval(response.gain, points)} points`);
  }
  lines.push(`  Exploitability of the mix: ${interval(r.equilibrium.exploitability, points)} points; regret inside the population ${points(r.equilibrium.regret)}; iterations ${r.equilibrium.iterations.length}.`);
  if (r.budgetSpent) lines.push('  The budget ran out before the search ended: raise --budget for a stronger search.');
  lines.push('');
  lines.push('The scenario with the largest best response (salvo run it):');
  lines.push(r.bestResponseScenario.trimEnd());
  return lines.join('\n');
}

/** The readable table of `salvo strategy --deviations`. */
export function formatDeviations(r: DeviationResultFile): string {
  const lines = [
    `One-line deviations: ${r.name ?? r.scenario} (${r.game}), seed ${r.seed}, ${r.gamesPerDeviation.toLocaleString('en-US')} games each, ${r.games.toLocaleString('en-US')} in ${r.wallSeconds} s`,
    `Each row: one seat alone plays the change, the others as written. Share: the written profile's win rate per seat, ${share(r.share)}.`,
    '',
    renderTable([
      ['seat', 'deviation', 'win rate', 'above share (points)', 'score gain (points, paired)'],
      ...r.rows.map((row) => [row.seat, row.change, interval(row.winRate, share), interval(row.aboveShare, points), interval(row.gain, points)]),
    ]),
    '',
    `Largest win rate above the share: ${points(r.largestAboveShare)} points.`,
  ];
  return lines.join('\n');
}
