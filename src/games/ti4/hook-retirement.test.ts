/**
 * Retiring a once-per-battle card (combat-core.ts `retire`) takes only its own hooks out of play:
 * the counters of live sustain, destroy and hit-assignment hooks drop only for the kinds of hook the
 * retired card has, so another card's hook of a different kind still fires. Traced on scripted dice
 * (test/support/scripted-dice.ts). Card texts as quoted in effects/action-cards-combat.ts
 * (Reflective Shielding: "When one of your ships uses SUSTAIN DAMAGE ... Produce 2 hits"),
 * effects/leaders-agents.ts (Tellurian: "Before a hit would be assigned ... cancel that hit") and
 * effects/leaders-heroes.ts (Ipswitch); rules 003 "SUSTAIN DAMAGE", "ASSIGN HITS". Values:
 * cruiser 7, dreadnought 5.
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../core/tally.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { Trace } from '../game.js';
import { Ti4Simulator } from './battle.js';
import { compileTi4 } from './compile.js';
import { parseTi4Scenario } from './scenario.js';
import { DIE_BY_DIE } from '../../../test/support/ti4-helpers.js';

function traced(raw: object, d10: number[]): string[] {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines.filter((l) => !/ combat: rolls /.test(l));
}

describe('a retired card leaves the other cards\' hooks live', () => {
  it('Reflective Shielding (a sustain hook) played and retired in round 1; Tellurian (a hit-assignment hook) still cancels the killing hit in round 2', () => {
    // Round 1: cruisers 7, 1, 1 — 1 hit, the dreadnought sustains; Reflective Shielding's 2 hits sink 2 cruisers; the dreadnought rolls 1.
    // Round 2: the last cruiser 7 — 1 hit that would destroy the damaged dreadnought: Tellurian cancels it.
    const lines = traced({ options: { maxRounds: 2 }, attacker: { units: { cruiser: 3 } }, defender: { units: { dreadnought: 1 }, effects: ['reflective-shielding', 'tellurian'] } }, [7, 1, 1, 1, 7, 1]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  defender assigns 1 hit',
      '  defender Dreadnought sustains damage',
      '  defender plays Reflective Shielding: 2 hits',
      '  attacker assigns 2 hits',
      '  attacker Cruiser #1 is destroyed',
      '  attacker Cruiser #2 is destroyed',
      'Space combat round 2',
      '  defender Tellurian cancels a hit on Dreadnought',
      'Result: roundCap after 2 rounds',
      '  attacker survivors: Cruiser #3',
      '  defender survivors: Dreadnought (damaged)',
    ]);
  });

  it('Tellurian (a hit-assignment hook) used and retired; Ipswitch (a destroy hook) still places a ship for the cruiser destroyed after it', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 } }, defender: { faction: 'mentak', without: ['ambush'], units: { cruiser: 1 }, effects: ['tellurian', 'ipswitch-loose-cannon'] } }, [7, 1, 7]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  defender Tellurian cancels a hit on Cruiser #1',
      '  attacker assigns 1 hit',
      '  attacker Cruiser #1 is destroyed',
      '  defender Ipswitch places Cruiser (placed during the battle) #2',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser #2',
      '  defender survivors: Cruiser #1, Cruiser (placed during the battle) #2',
    ]);
  });
});
