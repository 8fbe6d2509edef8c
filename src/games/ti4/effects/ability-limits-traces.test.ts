/**
 * Where an ability stops, traced on scripted dice (test/support/scripted-dice.ts): Ipswitch, Loose
 * Cannon (Mentak hero) places a ship only "for each other player's ship that is destroyed during
 * this combat" — not for its own ships, not for ships a space cannon destroys before the combat,
 * in any battle of a run; Indoctrination (Yin) needs an opposing infantry to replace; Arc Secundus
 * (Letnev flagship) is repaired "at the start of each space combat round", not in ground combat
 * rounds. Card texts as quoted in effects/leaders-heroes.ts, factions/yin.ts, flagships/letnev.ts;
 * rules 003 "SPACE CANNON" (offense before the combat), "GROUND COMBAT". Values: cruiser 7, PDS
 * space cannon 6, carrier 9, infantry 8, mech 6, Arc Secundus bombardment 5 ×3.
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Trace } from '../../game.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { DIE_BY_DIE } from '../../../../test/support/ti4-helpers.js';

/** `battles` traced battles on one simulator, every scripted face used. */
function traced(raw: object, d10: number[], battles = 1): string[] {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), battles, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

describe('Ipswitch, Loose Cannon: only opposing ships destroyed during the combat', () => {
  it('the Mentak player\'s own cruiser destroyed: nothing placed', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'mentak', units: { cruiser: 2 }, effects: ['ipswitch-loose-cannon'], without: ['ambush'] }, defender: { units: { cruiser: 2 } } }, [1, 1, 7, 1]);
    expect(lines.slice(5)).toEqual(['  attacker assigns 1 hit', '  attacker Cruiser #1 is destroyed', 'Result: roundCap after 1 round', '  attacker survivors: Cruiser #2', '  defender survivors: Cruiser #1, Cruiser #2']);
  });

  it('a space cannon kill before the space combat places nothing, in the second battle of a run too (the first ended at the round cap)', () => {
    // Battle 1: PDS 1, carrier 1, cruisers 1, 1, Mentak cruiser 1. Battle 2: PDS 6 sinks a cruiser; then 1, 1, 1.
    const lines = traced(
      { place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { cruiser: 2, infantry: 1, carrier: 1 } }, defender: { faction: 'mentak', without: ['ambush'], effects: ['ipswitch-loose-cannon'], units: { pds: 1, cruiser: 1 } } },
      [1, 1, 1, 1, 1, 6, 1, 1, 1],
      2,
    );
    expect(lines.filter((l) => l.includes('Ipswitch'))).toEqual([]);
    expect(lines.slice(10, 14)).toEqual(['Space cannon offense', '  defender PDS space cannon: rolls 6 (hits on 6+) → 1 hit', '  attacker assigns 1 hit', '  attacker Cruiser #1 is destroyed']);
    expect(lines.at(-1)).toBe('  defender survivors: Cruiser #1, PDS');
  });
});

describe('Indoctrination: "replace 1 of your opponent\'s participating infantry"', () => {
  it('listed against a mech only: no infantry to replace, the 2 influence are kept and nothing happens', () => {
    const lines = traced({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { infantry: 1 }, tradeGoods: 2, effects: ['indoctrination'] }, defender: { units: { mech: 1 } } }, [1, 1]);
    expect(lines).toEqual([
      'Invasion',
      '  attacker commits its ground forces',
      'Ground combat round 1',
      '  attacker Infantry #1 combat: rolls 1 (hits on 8+) → 0 hits',
      '  defender Mech combat: rolls 1 (hits on 6+) → 0 hits',
      'Result: roundCap after 1 round',
      '  attacker survivors: Infantry #1',
      '  defender survivors: Mech',
    ]);
  });
});

describe('Arc Secundus: repaired at the start of each space combat round only', () => {
  it('a damaged flagship in an invasion without a space combat stays damaged through the ground combat', () => {
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { faction: 'letnev', units: { flagship: 1, infantry: 1 }, damaged: { flagship: 1 } }, defender: { units: { infantry: 1 } } }, [1, 1, 1, 1, 1]);
    expect(lines.some((l) => l.includes('repaired'))).toBe(false);
    expect(lines.at(-2)).toBe('  attacker survivors: Arc Secundus (damaged), Infantry');
  });
});
