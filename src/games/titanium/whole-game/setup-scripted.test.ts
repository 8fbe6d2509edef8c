/**
 * The setup of a whole game (004, "Setup"), with every random number scripted: the 1st Player
 * token drawn, a fixed Leader set aside, the others shuffled (Fisher–Yates, below(i + 1) from the
 * last card down) and each drawing player, in Player Order, drawing two and keeping one by its
 * leader policy (`production`: the higher home-planet production; `fleet`: the larger fleet +
 * hand; `random`: below(2)); the Planet/Event pile shuffled; "You get 1000¢, and 3 Tactic Cards for
 * your starting Hand", the hand limit then the Leader's.
 *
 * Leaders (configs/titanium/leaders.yaml, in order): 0 Lord John (1000¢, fleet 3, hand 3),
 * 1 General Hox (1000, 3, 3), 2 Captain Jim (900, 4, 3), 3 Teknalia (1000, 3, 3), 4 Princess Ling
 * Liu (900, 3, 4), 5 Salfatine (1200, 3, 3), 6 Dimitrov the 1st (1100, 3, 3), 7 Tyx (800, 4, 4).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Trace } from '../../game.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { setUpInPlace } from './setup.js';

/** All-zero shuffles of n cards: i = n−1 … 1 swaps a[i] with a[0], which turns [0, 1, …, n−1] into [1, 2, …, n−1, 0]. */
const zeros = (n: number) => new Array<number>(n).fill(0);

function setUp(players: object[], below: number[]) {
  const sim = simulatorOf(readGame({ players }));
  const { plan, state, parts } = sim;
  // Three starting hands of 3 from the 50-card pile: nine draws, one uniform number each.
  const dice = new ScriptedDice({ below, uniform: zeros(9) });
  const trace = new Trace();
  setUpInPlace(plan, state, parts.deck, new Int32Array(plan.leaders), dice, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return { plan, state, parts, trace };
}

describe('the setup of a whole game (004, "Setup")', () => {
  it('draws the 1st Player, deals the Leaders in Player Order by policy, shuffles the pile and deals the starting hands', () => {
    // below(3) = 2: C holds the token. Leaders other than Tyx [0 … 6] shuffled to [1, 2, 3, 4, 5, 6, 0].
    // C (fleet) draws Hox (3 + 3) and Jim (4 + 3): Jim. A keeps Tyx. B (production) draws Teknalia (1000) and Ling Liu (900): Teknalia.
    const players = [{ name: 'A', leader: 'tyx' }, { name: 'B', policies: { leader: 'production' } }, { name: 'C', policies: { leader: 'fleet' } }];
    const { plan, state, parts, trace } = setUp(players, [2, ...zeros(6), ...zeros(11)]);
    expect(trace.lines).toEqual([
      'C leads as Captain Jim (drew General Hox and Captain Jim)',
      'A leads as Tyx',
      'B leads as Teknalia (drew Teknalia and Princess Ling Liu)',
      'C holds the 1st Player token',
    ]);
    expect(state.first).toBe(2);
    expect(Array.from(state.leader)).toEqual([7, 3, 2]);
    expect(Array.from(state.credits)).toEqual([1000, 1000, 1000]);
    expect(Array.from(state.pile)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]);
    expect(state.pileCount).toBe(12);
    // Hands of 3 (the starting hand) in every position; the limits then the Leaders' (C: 3, A: 4, B: 3 in Player Order).
    expect(Array.from(parts.deck.handCount)).toEqual([3, 3, 3]);
    expect(parts.plan.handLimit.slice(0, 3)).toEqual([3, 4, 3]);
    expect(parts.deck.drawCount).toBe(41);
    expect(plan.startingHand).toBe(3);
  });

  it('ties keep the first Leader drawn; `random` keeps the second with below(2) = 1', () => {
    // below(3) = 0: A first. Shuffle with below(i + 1) = i swaps nothing: [0 … 7] in order.
    // A (production) draws Lord John and Hox, both 1000: the first, Lord John. B (fleet) draws Jim
    // (4 + 3) and Teknalia (3 + 3): Jim. C (random) draws Ling Liu and Salfatine: below(2) = 1, Salfatine.
    const players = [{ name: 'A', policies: { leader: 'production' } }, { name: 'B', policies: { leader: 'fleet' } }, { name: 'C', policies: { leader: 'random' } }];
    const { state, trace } = setUp(players, [0, 7, 6, 5, 4, 3, 2, 1, 1, ...zeros(11)]);
    expect(trace.lines.slice(0, 3)).toEqual([
      'A leads as Lord John (drew Lord John and General Hox)',
      'B leads as Captain Jim (drew Captain Jim and Teknalia)',
      'C leads as Salfatine (drew Princess Ling Liu and Salfatine)',
    ]);
    expect(Array.from(state.leader)).toEqual([0, 2, 5]);
  });
});
