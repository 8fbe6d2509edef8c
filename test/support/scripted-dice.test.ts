import { describe, expect, it } from 'vitest';
import { ScriptedDice } from './scripted-dice.js';

describe('ScriptedDice (test-only DiceSource)', () => {
  it('returns each script in order and counts what is left', () => {
    const dice = new ScriptedDice({ d10: [9, 3], below: [2], chance: [true], uniform: [0.25] });
    expect([dice.d10(), dice.d10(), dice.below(5), dice.chance(0.5), dice.uniform()]).toEqual([9, 3, 2, true, 0.25]);
    expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  });

  it('fails loudly when a loop draws more dice than scripted or a face is impossible', () => {
    const dice = new ScriptedDice({ d10: [1] });
    dice.d10();
    expect(() => dice.d10()).toThrow(/d10\(\) called 2 times, only 1 scripted/);
    expect(() => new ScriptedDice({ d10: [11] })).toThrow(/not in 1..10/);
    expect(() => new ScriptedDice({ below: [3] }).below(3)).toThrow(/not in \[0, 3\)/);
  });
});
