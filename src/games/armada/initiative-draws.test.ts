/**
 * Command initiative by hand (000, "Step Two: Command Initiative"): ships ranked by crew command,
 * ties by lower speed; in that order each controller draws a face-down counter and places it by
 * its placement policy, drawing again for its own ship when it gave the first away. The draws are
 * scripted (`below(n)` picks the n-th of the counters still face down).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { Trace } from '../game.js';
import { commandInitiativeInPlace, InitiativeScratch } from './initiative.js';
import type { SidePolicies } from './policies/names.js';
import { testScenario, testState } from './test-fixtures.js';

/** A Sol cruiser (standard, speed 5) against a Sol frigate (small, speed 6), no crew: the cruiser ranks first. */
function duel(below: number[], policies: [Partial<SidePolicies>, Partial<SidePolicies>] = [{}, {}]) {
  const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, { faction: 'sol', ships: [{ ship: 'sol-frigate' }] }, {}, policies));
  const dice = new ScriptedDice({ below });
  st.rng = dice;
  st.trace = new Trace();
  const n = commandInitiativeInPlace(st, new InitiativeScratch(2));
  return { st, n, dice, lines: st.trace.lines };
}

describe('command initiative draws (000, "Step Two: Command Initiative")', () => {
  it('give-late-to-enemy: a counter later than the mean of those face down goes to the enemy, and the controller draws again', () => {
    // Counters 1, 2 face down (mean 1.5): the cruiser draws 2, gives it to the frigate, draws 1.
    const { st, n, dice, lines } = duel([1, 0]);
    expect(n).toBe(2);
    expect(Array.from(st.counter)).toEqual([1, 2]);
    expect(Array.from(st.byCounter.subarray(0, 2))).toEqual([0, 1]);
    expect(lines).toEqual([" Sol cruiser's controller draws counter 2 and places it on Sol frigate", '  and draws counter 1 for Sol cruiser']);
    expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  });

  it('an early counter is kept; the last counter (equal to the mean) is kept too', () => {
    const { st, lines } = duel([0, 0]);
    expect(Array.from(st.counter)).toEqual([1, 2]);
    expect(lines).toEqual([" Sol cruiser's controller draws counter 1 and places it on Sol cruiser", " Sol frigate's controller draws counter 2 and places it on Sol frigate"]);
  });

  it('keep: the controller keeps a late counter', () => {
    const { st, lines } = duel([1, 0], [{ initiative: 'keep' }, {}]);
    expect(Array.from(st.counter)).toEqual([2, 1]);
    expect(Array.from(st.byCounter.subarray(0, 2))).toEqual([1, 0]);
    expect(lines[0]).toBe(" Sol cruiser's controller draws counter 2 and places it on Sol cruiser");
  });

  it('a destroyed ship draws no counter; two ships tied on command and speed are ordered at random', () => {
    // The frigates tie: below(2) = 1 leaves them in fleet order; then each draws an early counter.
    const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] }, { faction: 'sol', ships: [{ ship: 'sol-frigate' }] }));
    st.alive[0] = 0;
    st.rng = new ScriptedDice({ below: [1, 0, 0] });
    expect(commandInitiativeInPlace(st, new InitiativeScratch(3))).toBe(2);
    expect(Array.from(st.counter)).toEqual([0, 1, 2]);
    // below(2) = 0 swaps them: the second fleet's frigate draws first.
    st.rng = new ScriptedDice({ below: [0, 0, 0] });
    commandInitiativeInPlace(st, new InitiativeScratch(3));
    expect(Array.from(st.counter)).toEqual([0, 2, 1]);
  });
});
