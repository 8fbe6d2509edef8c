/**
 * Command initiative by hand (000, "Step Two: Command Initiative"): ships ranked by crew command,
 * ties by lower speed; in that order each controller draws a face-down counter and places it by
 * its placement policy, drawing again for its own ship when it gave the first away. The draws are
 * scripted: one `below` call numbers the whole draw sequence in mixed radix (initiative-counters.ts;
 * with two counters, 0 draws counter 1 first and 1 draws counter 2 first), the tie shuffle's
 * digits first (initiative.ts).
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
    const { st, n, dice, lines } = duel([1]);
    expect(n).toBe(2);
    expect(Array.from(st.counter)).toEqual([1, 2]);
    expect(Array.from(st.byCounter.subarray(0, 2))).toEqual([0, 1]);
    expect(lines).toEqual([" Sol cruiser's controller draws counter 2 and places it on Sol frigate", '  and draws counter 1 for Sol cruiser']);
    expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  });

  it('an early counter is kept; the last counter (equal to the mean) is kept too', () => {
    const { st, lines, dice } = duel([0]);
    expect(dice.remaining().below).toBe(0);
    expect(Array.from(st.counter)).toEqual([1, 2]);
    expect(lines).toEqual([" Sol cruiser's controller draws counter 1 and places it on Sol cruiser", " Sol frigate's controller draws counter 2 and places it on Sol frigate"]);
  });

  it('keep: the controller keeps a late counter', () => {
    const { st, lines } = duel([1], [{ initiative: 'keep' }, {}]);
    expect(Array.from(st.counter)).toEqual([2, 1]);
    expect(Array.from(st.byCounter.subarray(0, 2))).toEqual([1, 0]);
    expect(lines[0]).toBe(" Sol cruiser's controller draws counter 2 and places it on Sol cruiser");
  });

  it('a destroyed ship draws no counter; two ships tied on command and speed are ordered at random', () => {
    // The frigates tie: one below(2! × 2!) draw; its first digit (mod 2) 1 leaves them in fleet
    // order, the rest (0) has each draw an early counter.
    const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] }, { faction: 'sol', ships: [{ ship: 'sol-frigate' }] }));
    st.alive[0] = 0;
    const dice = new ScriptedDice({ below: [1] });
    st.rng = dice;
    expect(commandInitiativeInPlace(st, new InitiativeScratch(3))).toBe(2);
    expect(Array.from(st.counter)).toEqual([0, 1, 2]);
    expect(dice.remaining().below).toBe(0);
    // Digit 0 swaps them: the second fleet's frigate draws first. Out of range for below(4): refused.
    st.rng = new ScriptedDice({ below: [0] });
    commandInitiativeInPlace(st, new InitiativeScratch(3));
    expect(Array.from(st.counter)).toEqual([0, 2, 1]);
    // Digit 1 keeps fleet order, then sequence 1 (3 = 1 + 2 × 1): the first fleet's frigate draws counter 2 and gives it to the other (both are labelled Sol frigate).
    st.rng = new ScriptedDice({ below: [3] });
    st.trace = new Trace();
    commandInitiativeInPlace(st, new InitiativeScratch(3));
    expect(Array.from(st.counter)).toEqual([0, 1, 2]);
    expect(st.trace.lines).toEqual([" Sol frigate's controller draws counter 2 and places it on Sol frigate", '  and draws counter 1 for Sol frigate']);
    st.trace = null;
    st.rng = new ScriptedDice({ below: [4] });
    expect(() => commandInitiativeInPlace(st, new InitiativeScratch(3))).toThrow('below(4) scripted 4');
  });
});
