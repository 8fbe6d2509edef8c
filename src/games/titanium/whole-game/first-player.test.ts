/**
 * Who gets the 1st Player token in a whole game (004, "Setup": "The player wearing the most purple
 * receives the 1st Player token"; setup.ts draws it at random unless the scenario says `listed`).
 */
import { describe, expect, it } from 'vitest';
import { readGame } from '../../../../test/support/titanium-game.js';
import { compileGame } from './compile.js';

const players = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];

describe('the 1st Player token (004, "Setup")', () => {
  it('is drawn at random by default and with `firstPlayer: random`', () => {
    expect(compileGame(readGame({ players })).firstRandom).toBe(1);
    expect(compileGame(readGame({ players, firstPlayer: 'random' })).firstRandom).toBe(1);
  });

  it('goes to the first listed player with `firstPlayer: listed`', () => {
    expect(compileGame(readGame({ players, firstPlayer: 'listed' })).firstRandom).toBe(0);
  });
});
