/**
 * Titanium Wars attack resolution with scripted draws (issue 15 item 2, ScriptedDice): Conquests
 * small enough to work out by hand, run by the hot loop with every random number given. A Tactic
 * card draw takes `uniform()` only when the draw pile holds more than one card (deck-state.ts:
 * index = ⌊u · 2^32⌋ mod pile size, so u = k / 2^32 draws pile card k); a `random` Tactic choice
 * takes `below(hand size)` only when the hand holds more than one card.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { BATTLES_SLOT, createTally, OUTCOME_BASE } from '../../core/tally.js';
import { Trace } from '../../engine/trace.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { CREDIT_UNIT } from './plan.js';
import { parseTitaniumScenario } from './scenario.js';

/** The draw of pile card k. */
const card = (k: number) => k / 2 ** 32;
/**
 * Two cards, two copies each: Broadside (priority 3, Cruisers fire at Cruisers and Destroyers) and
 * Lance (priority 2, Destroyers fire at Cruisers, Attack x2).
 */
const deck = {
  name: 'scripted', size: 4, cards: [
    { key: 'broadside', name: 'Broadside', priority: 3, activates: ['cruiser'], targets: ['cruiser', 'destroyer'], count: 2 },
    { key: 'lance', name: 'Lance', priority: 2, activates: ['destroyer'], targets: ['cruiser'], x2: true, count: 2 },
  ],
};
const policies = { discard: 'none' };
function simulator(tactic: 'greedy' | 'random', aHand: string[], aLimit: number) {
  const raw = {
    game: 'titanium', deck, players: [
      { name: 'A', fleet: ['cruiser', 'cruiser'], hand: aHand, handLimit: aLimit, policies: { ...policies, tactic } },
      { name: 'B', fleet: ['destroyer'], hand: ['lance'], handLimit: 1, policies },
    ],
  };
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'scripted'), 'scripted'));
  return { plan, sim: new ConquestSimulator(plan) };
}

describe('a Conquest worked by hand with scripted draws', () => {
  it('Lance (priority 2) strikes before Broadside (3): B conquers after two Offensives', () => {
    // Cruiser: attack 3, defense 8, 400 credits; Destroyer: attack 5, defense 13 (configs/titanium/arsenal.yaml).
    // Offensive 1: B's Lance, strength 5 × 2 = 10, destroys one Cruiser (8) and puts 2 on the other;
    //   A's Broadside, strength 3 (one Cruiser left), puts 3 on the Destroyer.
    //   Draw pile [Broadside, Lance]: A draws card 0 (Broadside), B the last one (Lance, no draw).
    // Offensive 2: Lance, 10 again, destroys the damaged Cruiser (6 left); A has no Cruiser: Broadside 0.
    //   The discard pile [Broadside, Lance, Broadside, Lance] becomes the draw pile: A draws card 1
    //   (Lance; the last card moves into its place), B card 0 of the 3 left (Broadside).
    // A has no ship: B conquers. A lost 800 credits; B destroyed them and lost nothing.
    const { plan, sim } = simulator('greedy', ['broadside'], 1);
    const dice = new ScriptedDice({ uniform: [card(0), card(1), card(0)] });
    const tally = createTally(plan.tallySize);
    const trace = new Trace();
    sim.run(dice, tally, 1, trace);
    expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
    expect(tally[BATTLES_SLOT]).toBe(1);
    expect(tally[OUTCOME_BASE + plan.outcomes.indexOf('B')]).toBe(1);
    expect(sim.offensives).toBe(2);
    expect(sim.state.lost[0] * CREDIT_UNIT).toBe(800);
    expect(sim.state.destroyed[1] * CREDIT_UNIT).toBe(800);
    expect(sim.state.lost[1]).toBe(0);
    expect(sim.state.damage[2]).toBe(3);
    expect(trace.lines).toContain('  B plays Lance: Total Attack Strength 10');
    expect(trace.lines).toContain('  A plays Broadside: Total Attack Strength 3');
    expect(trace.lines).toContain('    3 damage to B\'s Destroyer #1 (3/13)');
    expect(trace.lines).toContain('    6 damage to A\'s Cruiser #2: destroyed');
  });

  it('the same Conquest, A drawing Lance after Offensive 1: nothing happens in Offensive 2', () => {
    // Offensive 1 as above. A draws card 1 (Lance) and B the last card (Broadside): in Offensive 2
    // A's Lance activates no Destroyer of A's and B's Broadside no Cruiser of B's — both 0. The
    // discard pile [Broadside, Lance, Lance, Broadside] becomes the draw pile: A draws card 0
    // (Broadside; the last card moves into its place), B card 2 of the 3 left (Lance). Offensive 3
    // is Offensive 2 of the first test: B conquers.
    const { plan, sim } = simulator('greedy', ['broadside'], 1);
    const dice = new ScriptedDice({ uniform: [card(1), card(0), card(2), card(0)] });
    const tally = createTally(plan.tallySize);
    sim.run(dice, tally, 1, null);
    expect(tally[OUTCOME_BASE + plan.outcomes.indexOf('B')]).toBe(1);
    expect(sim.offensives).toBe(3);
    expect(sim.state.damage[2]).toBe(3);
    expect(dice.remaining().uniform).toBe(0);
  });

  it('a random Tactic choice takes below(hand size): A playing Lance first loses its Broadside turn', () => {
    // A holds [Broadside, Lance] (hand limit 2), random choice: below(2) = 1 plays Lance (dead: no
    // Destroyer). B's Lance: one Cruiser destroyed, 2 on the other; the Destroyer is untouched.
    // The draw pile holds one Broadside: A draws it (no uniform); B draws card 0 of the reshuffled
    // discard pile [Lance, Lance]. Offensive 2: A holds [Broadside, Broadside], below(2) = 0: but
    // B's Lance (priority 2) destroys the damaged Cruiser first, so by priority 3 A has no Cruiser
    // and Broadside has strength 0. B conquers. A draws the last Lance, B card 0 of [Broadside, Lance].
    const { plan, sim } = simulator('random', ['broadside', 'lance'], 2);
    const dice = new ScriptedDice({ below: [1, 0], uniform: [card(0), card(0)] });
    const tally = createTally(plan.tallySize);
    const trace = new Trace();
    sim.run(dice, tally, 1, trace);
    expect(tally[OUTCOME_BASE + plan.outcomes.indexOf('B')]).toBe(1);
    expect(sim.offensives).toBe(2);
    expect(sim.state.damage[2]).toBe(0);
    expect(trace.lines).toContain('  A plays Lance: Total Attack Strength 0');
    expect(trace.lines).toContain('  A plays Broadside: Total Attack Strength 0');
  });
});
