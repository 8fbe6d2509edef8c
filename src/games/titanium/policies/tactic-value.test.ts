/**
 * The greedy Tactic choice's values of the two special Tactics (tactic-choice.ts; 004, "Special
 * Tactics: Diversion and Missile Launch are resolved by following the instructions on the Tactic
 * Card"), against a card that scores 0 or a plain attack, with hands set by hand. Units from
 * configs/titanium/arsenal.yaml: Interstellar Missile Blast 4; Fighter Squadron 150¢, defense 5;
 * Cruiser 400¢, attack 3, defense 8. Interception activates only Fighter Squadrons: for a player
 * without one it does nothing and scores 0.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { compileTitanium } from '../compile.js';
import { ConquestSimulator } from '../conquest.js';
import { parseTitaniumScenario } from '../scenario.js';

type Fleet = (string | { unit: string; damage?: number })[];

/** Player 0 (greedy, the default) holding `hand` against player 1, at the start of a Conquest (Tech 3, sample deck). */
function choice(fleet0: Fleet, fleet1: Fleet, hand: string[]): string {
  const players = [fleet0, fleet1].map((fleet, i) => ({ name: `P${i}`, fleetLimit: 6, buildings: { laboratory: 3 }, fleet }));
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', { game: 'titanium', players }), 'test.yaml'));
  const sim = new ConquestSimulator(plan);
  sim.state.reset();
  sim.deck.hand.set(hand.map((key) => plan.cardKeys.indexOf(key)), 0);
  sim.deck.handCount[0] = hand.length;
  // A greedy choice between two cards draws nothing: no dice scripted.
  return hand[sim.chooser.choose(0, new ScriptedDice({}))];
}

describe('greedy Tactic choice: what a special Tactic is worth', () => {
  it('Missile Launch is worth the damage its Blast deals: it beats a card that does nothing', () => {
    // Blast 4 on a Fighter Squadron (5 left): no kill, but a positive setup share.
    expect(choice(['interstellar-missile', 'cruiser'], ['fighter-squadron'], ['interception', 'missile-launch'])).toBe('missile-launch');
  });

  it('Missile Launch counts what is left of a damaged ship: Blast 4 destroys two Fighter Squadrons with 2 damage (3 left) and beats a Full Broadside that destroys one', () => {
    // Full Broadside: one Cruiser, strength 3, destroys one squadron (150¢); Missile Launch destroys both (300¢).
    const damaged = { unit: 'fighter-squadron', damage: 2 };
    expect(choice(['interstellar-missile', 'cruiser'], [damaged, damaged], ['full-broadside', 'missile-launch'])).toBe('missile-launch');
  });

  it("Diversion is worth what an enemy's missile would destroy, times the chance the enemy holds a Missile Launch: it beats a card that does nothing", () => {
    expect(choice(['cruiser'], ['interstellar-missile', 'cruiser'], ['interception', 'diversion'])).toBe('diversion');
  });
});
