import { intervalCells, percent, renderTable, thousands } from '../../core/table.js';
import type { TitaniumResult } from './result.js';

/** A Titanium Wars result as readable tables: who conquers, credits, survivors, offensives. */
export function formatTitaniumResult(result: TitaniumResult): string {
  const lines: string[] = [];
  const title = result.name ? `${result.name} — ` : '';
  lines.push(`${title}Titanium Wars Conquest: ${thousands(result.battles)} conquests, seed ${result.seed}, ${result.provenance.threads} thread(s), ${result.provenance.wallSeconds.toFixed(2)} s`);
  if (result.notice) lines.push(`Notice: ${result.notice}`);
  lines.push('');
  const outcomeRows = [['outcome', 'p', '95% interval']];
  for (const [name, estimate] of Object.entries(result.outcomes)) {
    outcomeRows.push([name === 'nobody' ? 'nobody conquers' : name === 'offensiveCap' ? 'offensive cap' : `${name} conquers`, ...intervalCells(estimate)]);
  }
  lines.push(renderTable(outcomeRows));
  const adv = result.firstSeatAdvantage;
  const seats = result.bySeat.map((s) => `seat ${s.seat} ${percent(s.p)}`).join(', ');
  lines.push(`conquest rate by seat: ${seats}; first-seat advantage ${(adv.p * 100).toFixed(1)} points [${(adv.lo * 100).toFixed(1)}, ${(adv.hi * 100).toFixed(1)}] ${result.seats === 'rotate'
    ? '(seats rotated: a drawn 1st Player each Conquest, so this is the seat\'s own advantage)'
    : '(seats fixed: the 1st seat is always ' + Object.keys(result.conquest)[0] + ', so this includes the fleets\' difference; "seats: rotate" isolates the seat)'}`);
  lines.push('');
  const playerRows = [['player', 'credits lost', 'credits destroyed', 'discards paid', 'policies']];
  for (const [name, lost] of Object.entries(result.lost)) {
    const pol = result.policies[name];
    playerRows.push([
      name, `${lost.mean.toFixed(1)} ± ${lost.se.toFixed(1)}`, `${result.destroyed[name].mean.toFixed(1)} ± ${result.destroyed[name].se.toFixed(1)}`,
      result.discardSpent[name].mean.toFixed(1), `${pol.allocation}/${pol.value}, tactic ${pol.tactic}, withdraw ${pol.withdraw === 'never' ? 'never' : `<${pol.withdraw.below}`}`,
    ]);
  }
  lines.push(renderTable(playerRows));
  lines.push('');
  const unitRows = [['unit', 'survives']];
  for (const units of Object.values(result.survivorsByUnit)) for (const u of units) unitRows.push([u.unit, percent(u.p)]);
  lines.push(renderTable(unitRows));
  lines.push('');
  const shown = result.length.histogram.map((p, k) => (p > 0.005 ? `${k}: ${(p * 100).toFixed(1)}%` : '')).filter(Boolean).join('  ');
  lines.push(`offensives: mean ${result.length.mean.toFixed(2)}, ${shown}`);
  lines.push(`deck: ${result.deck.name} (${result.deck.size} cards${result.deck.sample ? ', sample' : ''})`);
  return lines.join('\n');
}
