import { describe, expect, it } from 'vitest';
import { outcomeLabel } from './outcome-label.js';

describe('outcomeLabel', () => {
  it('turns the code names of every game into words', () => {
    const names = ['attackerWin', 'draw', 'defenderWin', 'roundCap', 'attackerRetreat', 'defenderRetreat', 'firstWin', 'secondWin', 'turnCap', 'nobody', 'offensiveCap'];
    expect(names.map(outcomeLabel)).toEqual([
      'attacker wins', 'draw', 'defender wins', 'round cap', 'attacker retreats', 'defender retreats', 'first wins', 'second wins', 'turn cap', 'nobody', 'offensive cap',
    ]);
  });

  it('leaves names that are not code names as they are', () => {
    expect(['Ling Liu', 'Hox', 'McAllister', 'player2', 'side-a'].map(outcomeLabel)).toEqual(['Ling Liu', 'Hox', 'McAllister', 'player2', 'side-a']);
  });

  it('turns names of several words into words, and leaves a name with anything after its code name as it is', () => {
    expect(outcomeLabel('attackerShipsLeft')).toBe('attacker ships left');
    expect(outcomeLabel('secondFleetRetreat')).toBe('second fleet retreats');
    expect(outcomeLabel('attackerWin 2')).toBe('attackerWin 2');
    expect(outcomeLabel('roundCap!')).toBe('roundCap!');
  });
});
