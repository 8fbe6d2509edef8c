import { describe, expect, it } from 'vitest';
import type { CheckReport } from '../../analysis/check.js';
import { checkExitCode, checkText } from './check-text.js';

const clean: CheckReport = { kind: 'check', baseline: 'b.json', game: 'armada', threshold: 0.02, significance: 0.01, figures: 39, moved: [], cardsChecked: 59, cards: [], illegalFleets: [] };

describe('salvo check verdict', () => {
  it('an unchanged catalog: two lines, exit 0', () => {
    expect(checkText(clean)).toBe('check: 59 cards, none changed\ncheck: 39 figures, none moved by more than 0.02 at p < 0.01\n');
    expect(checkExitCode(clean)).toBe(0);
  });

  it('names each changed card with old and new values and the figures it moves, each illegal fleet with its rule, each moved figure', () => {
    const report: CheckReport = {
      ...clean,
      cards: [
        { card: 'crew:sol-captain', change: 'changed', fields: [{ field: 'cost', before: 2, after: 4 }], moves: ['armada matchup: Sol vs Hacan'] },
        { card: 'crew:new-one', change: 'added', fields: [{ field: 'cost', after: 1 }], moves: [] },
      ],
      illegalFleets: [{ fleet: 'Sol', rule: 'first.fleet: illegal fleet.\n- fleet: costs 32 points' }],
      moved: [{ id: 'armada matchup: Sol vs Hacan', before: 0.5, after: 0.25, change: -0.25, pValue: 1e-9, moved: true }],
    };
    expect(checkText(report)).toBe([
      'check: 2 of 59 cards changed',
      'card              change          moves',
      'crew:sol-captain  cost 2 -> 4     armada matchup: Sol vs Hacan',
      'crew:new-one      added (cost 1)  (no tracked figure beyond noise)',
      '',
      'check: 1 tracked fleet no longer legal',
      '  Sol: first.fleet: illegal fleet.',
      '    - fleet: costs 32 points',
      '',
      'check: 1 of 39 figures moved by more than 0.02 at p < 0.01',
      '',
      'figure                        before  after  change  p',
      'armada matchup: Sol vs Hacan   0.500  0.250  -0.250  1.0e-9',
      '',
    ].join('\n'));
  });

  it('exits 1 on a changed card alone, an illegal fleet alone, or a moved figure alone', () => {
    const card = { card: 'crew:a', change: 'changed' as const, fields: [], moves: [] };
    expect(checkExitCode({ ...clean, cards: [card] })).toBe(1);
    expect(checkExitCode({ ...clean, illegalFleets: [{ fleet: 'f', rule: 'r' }] })).toBe(1);
    expect(checkExitCode({ ...clean, moved: [{ id: 'x', before: 0, after: 1, change: 1, pValue: 0, moved: true }] })).toBe(1);
  });
});
