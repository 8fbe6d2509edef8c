/**
 * The joint table's first round (sampling/joint-table.ts): one uniform number draws round 1 whole —
 * the anti-fighter barrage (rules 003: in the first round only) and, while the fighter lives, both
 * sides' combat rolls — from a CDF of its entries listed most probable first. Traced table battles
 * log it (sampling/table-battle.ts). Scripted uniforms (test/support/scripted-dice.ts).
 *
 * A destroyer (barrage 9 x2, combat 9) against a fighter (combat 9), P(hit) 0.2 a die:
 * barrage 0 hits 0.64, 1 hit 0.32, 2 hits 0.04; after 0 barrage hits the combat: neither hits 0.64,
 * one side only 0.16 each, both 0.04. Entries by probability: nothing 0.4096, barrage 1 hit 0.32,
 * the fighter's hit alone 0.1024 and the destroyer's alone 0.1024 (ties in entry order), barrage 2
 * hits 0.04, both combat hits 0.0256 — cumulative 0.4096, 0.7296, 0.832, 0.9344, 0.9744, 1.
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Trace } from '../../game.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';

function traced(u: number): string[] {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 1 }, attacker: { units: { destroyer: 1 } }, defender: { units: { fighter: 1 } } }, 'test'));
  const dice = new ScriptedDice({ uniform: [u] });
  const trace = new Trace();
  const sim = new Ti4Simulator(plan);
  expect(sim.runsTableBattles).toBe(true);
  sim.run(dice, createTally(plan.tallySize), 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

const TABLES = ' (drawn from the hit distribution of its units, state tables)';

describe('round 1 of a joint table battle, drawn whole', () => {
  it('0.5 falls on the second most probable entry: the barrage destroys the fighter', () => {
    expect(traced(0.5)).toEqual([
      'Space combat round 1',
      '  anti-fighter barrage',
      `  attacker anti-fighter barrage: 1 hit${TABLES}`,
      '  defender Fighter is destroyed by barrage',
      'Result: attackerWin after 1 round',
      '  attacker survivors: Destroyer',
      '  defender survivors: none',
    ]);
  });

  it('the other entries, by the cumulative probabilities above', () => {
    const result = (u: number) => traced(u).find((l) => l.startsWith('Result'));
    expect(result(0.3)).toBe('Result: roundCap after 1 round');
    expect(result(0.8)).toBe('Result: defenderWin after 1 round');
    expect(result(0.9)).toBe('Result: attackerWin after 1 round');
    expect(traced(0.9)).toContain(`  attacker space combat: 1 hit${TABLES}`);
    expect(traced(0.95)).toContain(`  attacker anti-fighter barrage: 2 hits${TABLES}`);
    expect(result(0.99)).toBe('Result: draw after 1 round');
  });
});
