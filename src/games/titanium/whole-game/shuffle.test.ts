/**
 * The Fisher–Yates shuffle of the setup (setup.ts shuffleInPlace: the leader deck and the
 * Planet/Event pile, 004, "Setup": "Shuffle the Planet/Event cards"), worked by hand with scripted
 * draws: for i = n − 1 down to 1, swap entry i with entry below(i + 1).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { shuffleInPlace } from './setup.js';

describe('shuffleInPlace', () => {
  it('swaps entry i with entry below(i + 1), from the last of the first n down to the second', () => {
    // [0,1,2,3,9]: i = 3 ↔ 0 → [3,1,2,0]; i = 2 ↔ 2 → same; i = 1 ↔ 0 → [1,3,2,0]; entry 4 is past n.
    const a = Int32Array.from([0, 1, 2, 3, 9]);
    const dice = new ScriptedDice({ below: [0, 2, 0] });
    shuffleInPlace(a, 4, dice);
    expect([...a]).toEqual([1, 3, 2, 0, 9]);
    expect(dice.remaining().below).toBe(0);
  });
});
