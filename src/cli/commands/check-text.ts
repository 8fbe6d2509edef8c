import type { CheckReport } from '../../analysis/check.js';
import { describeCardChange } from '../../games/card-fingerprint.js';
import { renderTable } from '../../core/table.js';

/**
 * `salvo check`'s verdict as text: one line per finding kind, then the changed cards (old and new
 * values, and the moved figures naming each), the tracked fleets the catalog made illegal (fleet
 * and rule), and the moved figures. The same report always gives the same text.
 */
export function checkText(report: CheckReport): string {
  const { cards, illegalFleets, moved, threshold } = report;
  const parts: string[] = [];
  parts.push(cards.length === 0
    ? `check: ${report.cardsChecked} cards, none changed`
    : `check: ${cards.length} of ${report.cardsChecked} cards changed`);
  if (cards.length > 0) {
    const rows = [['card', 'change', 'moves']];
    for (const card of cards) rows.push([card.card, describeCardChange(card), card.moves.length === 0 ? '(no tracked figure beyond noise)' : card.moves.join('; ')]);
    parts.push(`${renderTable(rows)}\n`);
  }
  if (illegalFleets.length > 0) {
    parts.push(`check: ${illegalFleets.length} tracked fleet${illegalFleets.length === 1 ? '' : 's'} no longer legal`);
    for (const f of illegalFleets) parts.push(`  ${f.fleet}: ${f.rule.split('\n').join('\n    ')}`);
    parts.push('');
  }
  if (moved.length === 0) parts.push(`check: ${report.figures} figures, none moved by more than ${threshold} at p < 0.01`);
  else {
    parts.push(`check: ${moved.length} of ${report.figures} figures moved by more than ${threshold} at p < 0.01\n`);
    const rows = [['figure', 'before', 'after', 'change', 'p']];
    for (const c of moved) rows.push([c.id, c.before.toFixed(3), c.after.toFixed(3), c.change.toFixed(3), c.pValue.toExponential(1)]);
    parts.push(renderTable(rows));
  }
  return `${parts.join('\n')}\n`;
}

/** Exit code of a check: 1 when a card changed, a tracked fleet became illegal or a figure moved; else 0. */
export function checkExitCode(report: CheckReport): 0 | 1 {
  return report.cards.length > 0 || report.illegalFleets.length > 0 || report.moved.length > 0 ? 1 : 0;
}
