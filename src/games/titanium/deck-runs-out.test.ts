/**
 * The Tactic deck when every card is held (004, "4. Discarding Tactic Cards": players draw back up
 * to their hand limit; the discard pile becomes the draw pile when it is empty): with no card in
 * either pile, a hand below its limit draws nothing and stays as it is — no card is invented.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { compileTitanium } from './compile.js';
import { DeckState } from './deck-state.js';
import { parseTitaniumScenario } from './scenario.js';

describe('a hand below its limit when every card is held', () => {
  it('draws nothing, and the hands keep exactly the deck\'s cards', () => {
    // 7 cards, hands of 4 (A) and 3 (B): the deal takes them all.
    const raw = {
      game: 'titanium',
      deck: { name: 'seven', size: 7, cards: [{ key: 'a', name: 'A', priority: 1, activates: ['cruiser'], targets: ['cruiser'], count: 7 }] },
      players: [{ name: 'A', fleet: ['cruiser'], handLimit: 4 }, { name: 'B', fleet: ['cruiser'] }],
    };
    const deck = new DeckState(compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'seven'), 'seven')));
    // A draw from a pile of n > 1 cards takes one uniform number; u = 0 draws pile card 0.
    const dice = new ScriptedDice({ uniform: [0, 0, 0, 0, 0, 0] });
    deck.reset(dice);
    expect([deck.handCount[0], deck.handCount[1], deck.drawCount, deck.discardCount]).toEqual([4, 3, 0, 0]);
    // A plays a card: it is out of the hand and not yet discarded. Nothing left to draw.
    const played = deck.takeFromHand(0, 0);
    expect(played).toBe(0);
    deck.fillHand(0, dice);
    expect([deck.handCount[0], deck.drawCount, deck.discardCount]).toEqual([3, 0, 0]);
    expect(deck.drawCard(dice)).toBe(-1);
    for (let k = 0; k < 3; k++) expect(deck.cardAt(0, k)).toBe(0);
    for (let k = 0; k < 3; k++) expect(deck.cardAt(1, k)).toBe(0);
    // Once discarded, it is drawn back (the discard pile becomes the draw pile; one card: no draw).
    deck.discardCard(played);
    deck.fillHand(0, dice);
    expect([deck.handCount[0], deck.drawCount, deck.discardCount]).toEqual([4, 0, 0]);
    expect(dice.remaining().uniform).toBe(0);
  });
});
