/**
 * End of a turn in a whole game (004, "End of Turn and End of Game": the 1st Player token passes
 * to the next player clockwise). The Conquest arena seats players in Player Order, so every
 * position's hand and hand limit move with the token: each player keeps its own cards and its own
 * Leader's hand limit (Tyx 4, the others 3; 004, "Glossary — Hand"), and no card is lost or
 * duplicated: hands and piles always hold exactly the deck.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { handLimit } from './limits.js';

describe('passing the 1st Player token', () => {
  it.each([1, 2, 3])('after %i turn(s), each Player Order position holds its player\'s hand limit and a full hand', (turns) => {
    const players = [{ name: 'A', leader: 'tyx' }, { name: 'B', leader: 'lord-john' }, { name: 'C', leader: 'general-hox' }];
    // No planets can be won in so few turns (target 8): the token passes after each turn.
    const sim = simulatorOf(readGame({ firstPlayer: 'listed', maxTurns: turns, players, startingCredits: 0 }));
    const { plan, state, parts } = sim;
    sim.run(chunkStream(2, 0), createTally(plan.tallySize), 1, null);
    expect(state.first).toBe(turns % 3);
    for (let pos = 0; pos < 3; pos++) {
      const g = (state.first + pos) % 3;
      const limit = handLimit(plan, state, g);
      expect([pos, parts.plan.handLimit[pos]]).toEqual([pos, limit]);
      expect([pos, parts.deck.handCount[pos]]).toEqual([pos, limit]);
    }
    // Every card of the deck, once: in a hand, the draw pile or the discard pile.
    const deck = parts.deck;
    const held = new Array<number>(parts.plan.cardKeys.length).fill(0);
    for (let pos = 0; pos < 3; pos++) for (let i = 0; i < deck.handCount[pos]; i++) held[deck.cardAt(pos, i)]++;
    for (let i = 0; i < deck.drawCount; i++) held[deck.draw[i]]++;
    for (let i = 0; i < deck.discardCount; i++) held[deck.discard[i]]++;
    expect(held).toEqual(plan.arena.cardKeys.map((_, c) => plan.arena.deck.filter((d) => d === c).length));
  });
});
