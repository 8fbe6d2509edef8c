import { percent, renderTable, thousands } from '../../../core/table.js';
import type { GroupWins, TitaniumGameResult } from './result.js';

const interval = (e: { p: number; lo: number; hi: number }) => [percent(e.p), `[${percent(e.lo)}, ${percent(e.hi)}]`];
const groupRows = (title: string, groups: Record<string, GroupWins>) => [
  [title, 'games', 'win rate', '95% interval'],
  ...Object.entries(groups).map(([name, g]) => [name, thousands(g.games), ...interval(g)]),
];

/** A whole-game result as readable tables: who wins, by seat, leader and purchase policy, and the cards bought. */
export function formatGameResult(result: TitaniumGameResult): string {
  const lines: string[] = [];
  const title = result.name ? `${result.name} — ` : '';
  lines.push(`${title}Titanium Wars, whole games: ${thousands(result.battles)} games, seed ${result.seed}, target ${result.scenario.target} deposits, ${result.provenance.threads} thread(s), ${result.provenance.wallSeconds.toFixed(2)} s`);
  if (result.notice) lines.push(`Notice: ${result.notice}`);
  for (const player of result.scenario.players) {
    if (player.mix) lines.push(`${player.name} draws one of ${player.mix.length} strategies each game (weights ${player.mix.map((m) => m.weight).join(', ')})`);
  }
  lines.push('');
  lines.push(renderTable([['winner', 'p', '95% interval', 'deposits', 'conquests'], ...Object.entries(result.outcomes).map(([name, e]) => [
    name === 'nobody' ? 'nobody' : name, ...interval(e), name in result.deposits ? result.deposits[name].toFixed(2) : '', name in result.conquests ? result.conquests[name].toFixed(2) : '',
  ])]));
  lines.push('');
  lines.push(renderTable([['seat (Player Order at setup)', 'win rate', '95% interval'], ...result.bySeat.map((s) => [String(s.seat), ...interval(s)])]));
  const adv = result.firstSeatAdvantage;
  lines.push(`first-seat advantage: ${(adv.p * 100).toFixed(1)} points [${(adv.lo * 100).toFixed(1)}, ${(adv.hi * 100).toFixed(1)}] (1st seat's win rate minus the others' mean)`);
  lines.push('');
  lines.push(renderTable(groupRows('leader', result.byLeader)));
  lines.push('');
  lines.push(renderTable(groupRows('purchase policy', result.byPurchasePolicy)));
  lines.push('');
  const cards = Object.entries(result.cards).filter(([, c]) => c.buyers > 0).sort((a, b) => b[1].buyers - a[1].buyers);
  lines.push(renderTable([['card', 'bought per player-game', 'buyers', 'win rate when bought'], ...cards.map(([, c]) => [
    c.name, c.boughtPerPlayerGame.toFixed(2), percent(c.buyers), `${percent(c.winRateWhenBought.p)} [${percent(c.winRateWhenBought.lo)}, ${percent(c.winRateWhenBought.hi)}]`,
  ])]));
  lines.push('');
  const shown = result.length.histogram.map((p, k) => (p > 0.01 ? `${k}: ${(p * 100).toFixed(0)}%` : '')).filter(Boolean).join('  ');
  lines.push(`turns: mean ${result.length.mean.toFixed(2)}; ${shown}; unconquered planets per game ${result.unconquered.toFixed(2)}`);
  return lines.join('\n');
}
