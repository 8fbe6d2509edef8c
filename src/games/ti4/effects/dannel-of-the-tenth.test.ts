/**
 * Dannel of the Tenth (Yin Brotherhood hero): "Commit up to 3 infantry from your reinforcements ...
 * Players cannot use SPACE CANNON against these units." Traced on scripted dice
 * (test/support/scripted-dice.ts): a defending PDS fires its space cannon defense at 3 landing
 * infantry without the hero, not with it; 3 infantry are allowed, 4 are a ConfigError. Card text
 * as quoted in effects/leaders-heroes.ts; rules 003 "INVASION" 3. SPACE CANNON DEFENSE. Values:
 * PDS 6, infantry 8.
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

const scenario = (infantry: number, effects: string[]) =>
  parseTi4Scenario({ game: 'ti4', place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { infantry }, effects }, defender: { units: { pds: 1, infantry: 1 } } }, 'f.yaml');

function traced(effects: string[], d10: number[]): string[] {
  const plan = compileTi4(scenario(3, effects));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

describe('Dannel of the Tenth', () => {
  it('without the hero the PDS fires space cannon defense (1 die) before the ground combat (4 dice)', () => {
    const lines = traced([], [1, 1, 1, 1, 1]);
    expect(lines.slice(2, 5)).toEqual(['Space cannon defense', '  defender PDS space cannon: rolls 1 (hits on 6+) → 0 hits', 'Ground combat round 1']);
  });

  it('with the hero no space cannon defense: straight to the ground combat (4 dice)', () => {
    const lines = traced(['dannel-of-the-tenth'], [1, 1, 1, 1]);
    expect(lines.slice(0, 3)).toEqual(['Invasion', '  attacker commits its ground forces', 'Ground combat round 1']);
  });

  it('up to 3 infantry: 3 parse, 4 are a ConfigError that says so', () => {
    expect(scenario(3, ['dannel-of-the-tenth']).attacker.effects.map((e) => e.id)).toEqual(['dannel-of-the-tenth']);
    expect(() => scenario(4, ['dannel-of-the-tenth'])).toThrow(ConfigError);
    expect(() => scenario(4, ['dannel-of-the-tenth'])).toThrow('f.yaml: attacker.effects.0: "dannel-of-the-tenth" cannot be used here: it commits up to 3 infantry.');
  });
});
