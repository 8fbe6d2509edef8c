/**
 * Titanium Wars "Card Clarifications — Buildings" (rules 004) in a whole game that no other test
 * pinned: each test fails when bench/rule-removal.ts removes the rule it names (issue 15; the
 * removal's id is in each test's comment). Game states set up by hand, as in outfitting.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { readGame, simulatorOf, twoPlayerOutfitting } from '../../../../test/support/titanium-game.js';
import { handLimit } from './limits.js';

/** Two players with fixed leaders (Lord John, General Hox: hand 3, fleet 3), ready to buy. */
function outfitting(raw: object = {}) {
  const sim = twoPlayerOutfitting(['lord-john', 'general-hox'], { credits: 10_000, turn: 0, raw });
  const { plan, state, rules } = sim;
  const item = (key: string) => plan.itemKeys.indexOf(key);
  const buy = (key: string) => rules.buyInPlace(0, item(key), null);
  const can = (key: string) => rules.canBuy(0, item(key));
  return { sim, plan, state, rules, item, buy, can };
}

describe('Card Clarifications — Buildings, whole game (004)', () => {
  it('Command Center: each one raises the hand limit by 1 ("increases the maximum number of Tactic Cards in your Hand by 1")', () => {
    // command-center-game. Lord John's hand is 3.
    const o = outfitting();
    expect(handLimit(o.plan, o.state, 0)).toBe(3);
    o.buy('command-center');
    expect(handLimit(o.plan, o.state, 0)).toBe(4);
    o.buy('command-center');
    expect(handLimit(o.plan, o.state, 0)).toBe(5);
  });

  it('Command Center: the hand is filled as soon as the limit grows ("Immediately fill your hand when this maximum increases")', () => {
    // command-center-fill-at-once. A opens with a Command Center in turn 1; both players always join
    // the Conquest (participation 0). When each first chooses a Tactic, its hand already holds the 3
    // cards dealt at setup plus one per Command Center it bought (every hand is filled again after
    // the Conquest, so only the Conquest of the same turn shows the fill).
    const sim = simulatorOf(readGame({
      firstPlayer: 'listed', maxTurns: 1,
      players: [
        { name: 'A', leader: 'lord-john', policies: { openWith: { card: 'command-center', price: 300 }, participation: 0 } },
        { name: 'B', leader: 'general-hox', policies: { participation: 0 } },
      ],
    }));
    const { chooser, deck } = sim.parts;
    const original = chooser.choose.bind(chooser);
    const handAtFirstChoice: number[] = [];
    chooser.choose = (pos, rng) => {
      handAtFirstChoice[pos] ??= deck.handCount[pos];
      return original(pos, rng);
    };
    sim.run(chunkStream(15, 0), createTally(sim.plan.tallySize), 1, null);
    const centers = (g: number) => sim.state.buildingsOf(g, sim.plan.itemOf[sim.plan.itemKeys.indexOf('command-center')]);
    expect(centers(0)).toBeGreaterThanOrEqual(1);
    // Turn 1: A is the 1st player, at position 0.
    expect(handAtFirstChoice).toEqual([3 + centers(0), 3 + centers(1)]);
  });

  it('Cyber Factory: the extra slot is for Ships only ("The Cyber Factory bonus applies only to Ships, not other Units")', () => {
    // cyber-factory-ships-only-game. A Minefield (no slots) with a Cyber Factory still takes no
    // upgrade; a Cruiser (2 slots + 1) does.
    const o = outfitting();
    o.buy('minefield');
    o.buy('cyber-factory');
    expect(o.can('laser-cannon')).toBe(false);
    o.buy('cruiser');
    expect(o.rules.upgradeTarget(0, o.item('laser-cannon'))).toBe(1);
  });
});
