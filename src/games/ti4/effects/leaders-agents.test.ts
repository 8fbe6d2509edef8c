/**
 * Agents (effects/leaders-agents.ts) on scripted dice (test/support/scripted-dice.ts) and their
 * usability messages. Viscount Unlenn: "that ship rolls 1 additional die during this combat round";
 * I48S: "replace 1 of their infantry in the active system with 1 mech" (card texts quoted in the
 * effect definitions; rules 003 "MAKE COMBAT ROLLS").
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/errors.js';
import { createTally } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Trace } from '../../game.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { DIE_BY_DIE } from '../../../../test/support/ti4-helpers.js';

function traced(raw: object, d10: number[], battles = 1): string[] {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), battles, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

describe('Viscount Unlenn (Letnev agent): 1 more die for the best ship in the round named', () => {
  it('@round2: the cruiser rolls 2 dice in round 2, 1 again in round 3', () => {
    const lines = traced({ options: { maxRounds: 3 }, attacker: { faction: 'letnev', units: { cruiser: 1 }, effects: ['viscount-unlenn@round2'] }, defender: { units: { cruiser: 1 } } }, [1, 1, 1, 6, 1, 1, 1]);
    expect(lines.filter((l) => l.startsWith('  attacker') && !l.includes('survivors'))).toEqual([
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
      '  attacker agent: Cruiser rolls 1 more die',
      '  attacker Cruiser combat: rolls 1, 6 (hits on 7+) → 0 hits',
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
    ]);
  });

  it('a battle that ends in the agent\'s round (the defender\'s Skilled Retreat) leaves the next battle\'s dice unchanged', () => {
    const raw = { options: { maxRounds: 5 }, attacker: { faction: 'letnev', units: { cruiser: 1 }, effects: ['viscount-unlenn@round3'] }, defender: { units: { cruiser: 1 }, effects: ['skilled-retreat@round3'] } };
    const lines = traced(raw, new Array<number>(8).fill(1), 2);
    expect(lines.filter((l) => l.startsWith('  attacker Cruiser combat'))).toEqual(new Array(4).fill('  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits'));
  });
});

describe('I48S (L1Z1X agent) needs an infantry to replace', () => {
  it('without infantry: a ConfigError naming the effect and the reason', () => {
    const raw = { game: 'ti4', place: 'tactical', attacker: { units: { cruiser: 1, mech: 1 }, effects: ['i48s'] }, defender: { units: { infantry: 1 } } };
    expect(() => parseTi4Scenario(raw, 'f.yaml')).toThrow(ConfigError);
    expect(() => parseTi4Scenario(raw, 'f.yaml')).toThrow('f.yaml: attacker.effects.0: "i48s" cannot be used here: it needs an infantry to replace.');
  });

  it('with 1 infantry it is accepted', () => {
    expect(() => parseTi4Scenario({ game: 'ti4', place: 'tactical', attacker: { units: { cruiser: 1, infantry: 1 }, effects: ['i48s'] }, defender: { units: { infantry: 1 } } }, 'f.yaml')).not.toThrow();
  });
});
