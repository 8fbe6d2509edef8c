/**
 * The Conquest phase of a whole game (004, "Conquest"), on a game state set up by hand: what a
 * lone participant does with its Tactic and its hand.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { conquestPhaseInPlace } from './conquest-phase.js';

describe('the Conquest phase of a whole game (004, "Conquest")', () => {
  it('a lone participant conquers, discards the Tactic it played and draws back to its hand limit (004, "1. Choosing a Tactic": "moves on to step 4"; "4. Discarding Tactic Cards")', () => {
    // Lord John (hand 3) buys a Cruiser; General Hox has no ship and stays out.
    const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: 'lord-john' }, { name: 'B', leader: 'general-hox' }] }));
    const { plan, state, rules, parts } = sim;
    state.reset();
    state.leader[0] = plan.fixedLeader[0];
    state.leader[1] = plan.fixedLeader[1];
    state.credits[0] = 1000;
    rules.startTurn(0, -1);
    rules.buyInPlace(0, plan.itemKeys.indexOf('cruiser'), null);
    parts.plan.handLimit[0] = 3;
    parts.plan.handLimit[1] = 3;
    parts.deck.reset(chunkStream(4, 0));
    const piles = parts.deck.drawCount + parts.deck.discardCount;
    const conqueror = conquestPhaseInPlace(plan, state, parts, rules, -1, new Int32Array(2), new Int32Array(parts.plan.unitCount), chunkStream(4, 1), null);
    expect(conqueror).toBe(0);
    expect(parts.offensives).toBe(0);
    // The played Tactic went to the discard pile and a card came from the draw pile in its place.
    expect(parts.deck.discardCount).toBe(1);
    expect(parts.deck.drawCount + parts.deck.discardCount).toBe(piles);
    expect([parts.deck.handCount[0], parts.deck.handCount[1]]).toEqual([3, 3]);
  });
});
