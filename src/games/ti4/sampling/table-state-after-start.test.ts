/**
 * A side that samples its rolls from its state table (sampling/state-table.ts) looks its state up
 * afresh after the effects that change units at the start of a space combat (battle.ts: "units"
 * effects such as Assault Cannon, sampling/effect-sampling.ts): the state it rolls from is the one
 * its units are in, whatever states the table met before.
 *
 * Two battles of one run, traced, on scripted dice (test/support/scripted-dice.ts): the space cannon
 * and the table rolls are scripted (a d10 per PDS die, one uniform number per table roll, inverted
 * through the hit distribution). Rules 002/003: space cannon offense comes before the space combat;
 * Assault Cannon (technology) "At the start of a space combat in a system that contains 3 or more
 * of your non-fighter ships, your opponent must destroy 1 of their non-fighter ships."
 * Values: cruiser 7, dreadnought 5 (sustain damage), PDS space cannon 6.
 *
 * Battle 1: the PDS misses, the 3 cruisers fire Assault Cannon and a dreadnought is destroyed — the
 * defender's table meets the state "1 dreadnought" first. Battle 2: the PDS sinks a cruiser, so 2
 * cruisers are left and Assault Cannon does not fire: the defender rolls with both dreadnoughts.
 * P(0 hits) of 2 dreadnoughts = 0.4² = 0.16 and P(≤ 1) = 0.16 + 2·0.6·0.4 = 0.64, so the uniform
 * 0.3 is 1 hit (it would be 0 hits for 1 dreadnought, P(0) = 0.4). 2 cruisers: P(≤ 1) = 0.36 + 0.48
 * = 0.84, so 0.99 is 2 hits.
 */
import { expect, it } from 'vitest';
import { createTally } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Trace } from '../../game.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';

it('after a battle where Assault Cannon fired, a battle where it does not rolls from the full state of the defender', () => {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 1 }, attacker: { units: { cruiser: 3 }, effects: ['assault-cannon'] }, defender: { units: { dreadnought: 2, pds: 1 } } }, 'test'));
  expect(plan.roundSampling.combat).toEqual(['tables', 'tables']);
  const dice = new ScriptedDice({ d10: [1, 6], uniform: [0.99, 0.3, 0.99, 0.3] });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), 2, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  const table = ' (drawn from the hit distribution of its units, state tables)';
  const second = trace.lines.slice(trace.lines.lastIndexOf('Space cannon offense'));
  expect(second).toEqual([
    'Space cannon offense',
    '  defender PDS space cannon: rolls 6 (hits on 6+) → 1 hit',
    '  attacker assigns 1 hit',
    '  attacker Cruiser #1 is destroyed',
    'Space combat round 1',
    `  attacker space combat: 2 hits${table}`,
    `  defender space combat: 1 hit${table}`,
    '  defender assigns 2 hits',
    '  defender Dreadnought #1 sustains damage',
    '  defender Dreadnought #2 sustains damage',
    '  attacker assigns 1 hit',
    '  attacker Cruiser #2 is destroyed',
    'Result: roundCap after 1 round',
    '  attacker survivors: Cruiser #3',
    '  defender survivors: Dreadnought #1 (damaged), Dreadnought #2 (damaged), PDS',
  ]);
  expect(trace.lines.slice(0, 4)).toEqual([
    'Space cannon offense',
    '  defender PDS space cannon: rolls 1 (hits on 6+) → 0 hits',
    '  attacker Assault Cannon: defender must destroy a non-fighter ship',
    '  defender Dreadnought #1 is destroyed by Assault Cannon',
  ]);
});
