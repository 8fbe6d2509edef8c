/**
 * Assault Cannon (technology): "At the start of a space combat in a system that contains 3 or more
 * of your non-fighter ships, your opponent must destroy 1 of their non-fighter ships." Traced on
 * scripted dice (test/support/scripted-dice.ts): the opponent skips its fighters (first in its
 * kill order) and destroys the next ship outright — a dreadnought does not sustain it (it is not a
 * hit, rules 003 "SUSTAIN DAMAGE"); 2 non-fighter ships and a fighter are not enough. Choice in
 * combat-core.ts `chooseAndDestroy`. Values: cruiser 7, dreadnought 5, fighter 9.
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Trace } from '../../game.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { DIE_BY_DIE } from '../../../../test/support/ti4-helpers.js';

function traced(attacker: object, defender: object, d10: number[]): string[] {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 1 }, attacker: { ...attacker, effects: ['assault-cannon'] }, defender: { units: defender } }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

const ones = (n: number) => new Array<number>(n).fill(1);

describe('Assault Cannon', () => {
  it('against a carrier, 2 fighters and a dreadnought: the fighters are skipped, the carrier is destroyed', () => {
    const lines = traced({ units: { cruiser: 3 } }, { carrier: 1, fighter: 2, dreadnought: 1 }, ones(6));
    expect(lines.slice(0, 2)).toEqual(['  attacker Assault Cannon: defender must destroy a non-fighter ship', '  defender Carrier is destroyed by Assault Cannon']);
    expect(lines.at(-1)).toBe('  defender survivors: Dreadnought, Fighter #1, Fighter #2');
  });

  it('against a lone dreadnought: destroyed, not sustained — the attacker wins after 0 rounds, no die rolled', () => {
    expect(traced({ units: { cruiser: 3 } }, { dreadnought: 1 }, [])).toEqual([
      '  attacker Assault Cannon: defender must destroy a non-fighter ship',
      '  defender Dreadnought is destroyed by Assault Cannon',
      'Result: attackerWin after 0 rounds',
      '  attacker survivors: Cruiser #1, Cruiser #2, Cruiser #3',
      '  defender survivors: none',
    ]);
  });

  it('2 cruisers and a fighter are 2 non-fighter ships: nothing destroyed', () => {
    const lines = traced({ units: { cruiser: 2, fighter: 1 } }, { dreadnought: 1 }, ones(4));
    expect(lines[0]).toBe('Space combat round 1');
    expect(lines.some((l) => l.includes('Assault Cannon'))).toBe(false);
  });

  it('against fighters only: the opponent has no non-fighter ship to destroy, so nothing happens before round 1', () => {
    const lines = traced({ units: { cruiser: 3 } }, { fighter: 2 }, ones(5));
    expect(lines[0]).toBe('Space combat round 1');
    expect(lines.some((l) => l.includes('Assault Cannon'))).toBe(false);
    expect(lines.at(-1)).toBe('  defender survivors: Fighter #1, Fighter #2');
  });
});
