/**
 * Where a scenario's Tactic deck came from (deck.ts `source`, shown with a run's inputs): a deck
 * written inside the scenario says `inline`, the bundled sample deck `sample` (deck.ts, TacticDeck).
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { parseTitaniumScenario } from './scenario.js';

const players = [
  { name: 'A', fleet: ['cruiser'], hand: ['broadside'], handLimit: 1 },
  { name: 'B', fleet: ['cruiser'], hand: ['broadside'], handLimit: 1 },
];

describe('a Tactic deck\'s source', () => {
  it('an inline deck is `inline`', () => {
    const deck = { name: 'one card', size: 2, cards: [{ key: 'broadside', name: 'Broadside', priority: 3, activates: ['cruiser'], targets: ['cruiser'], count: 2 }] };
    const scenario = parseTitaniumScenario(withFiles('titanium', { game: 'titanium', deck, players }, 'inline.yaml'), 'inline.yaml');
    expect(scenario.deck.source).toBe('inline');
  });

  it('the bundled sample deck is `sample`', () => {
    const sampleHands = players.map((p) => ({ ...p, hand: ['full-broadside'] }));
    const scenario = parseTitaniumScenario(withFiles('titanium', { game: 'titanium', deck: 'sample', players: sampleHands }, 'sample.yaml'), 'sample.yaml');
    expect(scenario.deck.source).toBe('sample');
  });
});
