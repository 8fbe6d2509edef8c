import { describe, expect, it } from 'vitest';
import { targetDeposits } from './victory.js';

describe('the target number of Titanium deposits (004, "Goal")', () => {
  it('is the printed table for 3 and 4 players: Quick 7/6, Standard 8/7, Long 9/8', () => {
    expect([targetDeposits(3, 'quick'), targetDeposits(3, 'standard'), targetDeposits(3, 'long')]).toEqual([7, 8, 9]);
    expect([targetDeposits(4, 'quick'), targetDeposits(4, 'standard'), targetDeposits(4, 'long')]).toEqual([6, 7, 8]);
  });

  it('extends the table to 2 players by its own step, one more deposit per player fewer (not printed)', () => {
    expect([targetDeposits(2, 'quick'), targetDeposits(2, 'standard'), targetDeposits(2, 'long')]).toEqual([8, 9, 10]);
  });

  it('refuses a player count outside 2-4', () => {
    expect(() => targetDeposits(5, 'standard')).toThrow('targetDeposits: players must be 2, 3 or 4, got 5');
  });
});
