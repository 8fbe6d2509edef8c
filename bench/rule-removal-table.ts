import type { RemovalResult } from './rule-removal-runner.js';
import type { Removal } from './rule-removals.js';

/** Failing tests shown per row; the count of the rest follows. */
const SHOWN = 2;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The markdown report of bench/rule-removal.ts: one row per removal — the rule, the rulebook
 * sentence, the edit, the result, the first failing tests.
 */
export function removalTable(removals: readonly Removal[], results: readonly RemovalResult[]): string {
  const byId = new Map(removals.map((r) => [r.id, r]));
  const caught = results.filter((r) => r.verdict === 'fails').length;
  const equivalents = results.filter((r) => r.verdict !== 'fails' && byId.get(r.id)?.equivalent !== undefined).length;
  const lines = [
    '# Rule removal',
    '',
    'Issue 15: "Reversing the Titanium priority order, removing any rulebook clarification, or swapping',
    'TI4\'s sustain-first behaviour each fails at least one test." Each row removes one rule by the source',
    'edit in `bench/rule-removals.ts` (in a throw-away copy of the package) and runs the test files of',
    'its scope (`SCOPE_FILES` there; `--full`: all the game\'s in-process tests). Regenerate with',
    '`npm run build --silent && node dist/bench/rule-removal.js` (`--only id,id` for some rows).',
    '',
    `${caught} of ${results.length} removals fail at least one test${equivalents > 0 ? `; of those that pass, ${equivalents} ${equivalents === 1 ? 'is an equivalent edit' : 'are equivalent edits'} (${equivalents === 1 ? 'it cannot' : 'they cannot'} change a result: see the row)` : ''}.`,
    '',
    '| rule | rulebook | edit | result | a test that fails |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    const removal = byId.get(result.id);
    if (removal === undefined) continue;
    const shown = result.failing.slice(0, SHOWN).map((t) => `\`${cell(t)}\``).join('<br>');
    const more = result.failing.length > SHOWN ? `<br>(+${result.failing.length - SHOWN} more)` : '';
    const outcome = result.verdict === 'fails' ? `fails (${result.failing.length})` : `**${result.verdict}**`;
    const tests = result.verdict === 'fails' ? `${shown}${more}` : cell(removal.equivalent === undefined ? result.detail : `${result.detail}; equivalent: ${removal.equivalent}`);
    lines.push(`| ${cell(removal.rule)} (\`${removal.id}\`) | ${cell(removal.sentence)} | ${cell(removal.change)} | ${outcome} | ${tests} |`);
  }
  return `${lines.join('\n')}\n`;
}
