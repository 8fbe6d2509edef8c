/**
 * The last line of a Conquest's trace (conquest.ts): who conquered after how many Offensives, in
 * the singular for one. Worked by hand with scripted draws, cards as in scripted-conquest.test.ts:
 * Broadside (priority 3, Cruisers fire at Cruisers and Destroyers), Lance (priority 2, Destroyers
 * fire at Cruisers, Attack x2); Cruiser attack 3, defense 8 (configs/titanium/arsenal.yaml).
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { createTally, OUTCOME_BASE } from '../../core/tally.js';
import { Trace } from '../../engine/trace.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { parseTitaniumScenario } from './scenario.js';

const deck = {
  name: 'scripted', size: 4, cards: [
    { key: 'broadside', name: 'Broadside', priority: 3, activates: ['cruiser'], targets: ['cruiser', 'destroyer'], count: 2 },
    { key: 'lance', name: 'Lance', priority: 2, activates: ['destroyer'], targets: ['cruiser'], x2: true, count: 2 },
  ],
};
const policies = { discard: 'none' };

describe('the result line of a traced Conquest', () => {
  it('one Offensive: "A conquers after 1 offensive" (three Cruisers\' Broadside, 9, destroys the lone Cruiser, 8)', () => {
    const raw = {
      game: 'titanium', deck, players: [
        { name: 'A', fleet: ['cruiser', 'cruiser', 'cruiser'], hand: ['broadside'], handLimit: 1, policies },
        { name: 'B', fleet: ['cruiser'], hand: ['lance'], handLimit: 1, policies },
      ],
    };
    const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'one-offensive'), 'one-offensive'));
    const sim = new ConquestSimulator(plan);
    const tally = createTally(plan.tallySize);
    const trace = new Trace();
    sim.run(new ScriptedDice({ uniform: [0, 0, 0, 0] }), tally, 1, trace);
    expect(tally[OUTCOME_BASE + plan.outcomes.indexOf('A')]).toBe(1);
    expect(sim.offensives).toBe(1);
    expect(trace.lines).toContain('Result: A conquers after 1 offensive');
  });

  it('two Offensives: "B conquers after 2 offensives" (the first Conquest of scripted-conquest.test.ts)', () => {
    const raw = {
      game: 'titanium', deck, players: [
        { name: 'A', fleet: ['cruiser', 'cruiser'], hand: ['broadside'], handLimit: 1, policies },
        { name: 'B', fleet: ['destroyer'], hand: ['lance'], handLimit: 1, policies },
      ],
    };
    const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'two-offensives'), 'two-offensives'));
    const sim = new ConquestSimulator(plan);
    const trace = new Trace();
    sim.run(new ScriptedDice({ uniform: [0, 1 / 2 ** 32, 0] }), createTally(plan.tallySize), 1, trace);
    expect(trace.lines).toContain('Result: B conquers after 2 offensives');
  });
});
