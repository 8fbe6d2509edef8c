/**
 * Devotion (Yin Brotherhood faction ability): "After each space combat round, you may destroy 1 of
 * your cruisers or destroyers in the active system to produce 1 hit and assign it to 1 of your
 * opponent's ships in that system." Traced on scripted dice (test/support/scripted-dice.ts): not
 * after a round that left the opponent no ships; worth-it (factions/yin.ts, policies/card-timing.ts)
 * when the hit destroys a ship that costs at least the sacrificed one — equal cost included.
 * Rules 003 "SPACE COMBAT" (end of round), "ASSIGN HITS". Values: cruiser 7, destroyer 9; cost
 * destroyer 1.
 */
import { describe, expect, it } from 'vitest';
import { tracedLines as traced } from '../../../../../test/support/ti4-helpers.js';

describe('Devotion', () => {
  it('whenever-able, but the round sank the opponent\'s last ship: no sacrifice, the battle is won with both ships', () => {
    const lines = traced({ options: { maxRounds: 2 }, attacker: { faction: 'yin', units: { cruiser: 1, destroyer: 1 }, effectPolicies: { devotion: 'whenever-able' } }, defender: { units: { cruiser: 1 } } }, [7, 1, 1]);
    expect(lines.some((l) => l.includes('Devotion'))).toBe(false);
    expect(lines.slice(-3)).toEqual(['Result: attackerWin after 1 round', '  attacker survivors: Cruiser, Destroyer', '  defender survivors: none']);
  });

  it('worth-it with equal costs: its destroyer (1) for an opposing destroyer (1) — used', () => {
    const lines = traced({ options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { destroyer: 1 } }, defender: { units: { destroyer: 2 } } }, [1, 1, 1]);
    expect(lines.slice(5)).toEqual([
      '  attacker Devotion: destroys its Destroyer',
      '  attacker Destroyer is destroyed by Devotion',
      '  attacker assigns 1 hit by Devotion to Destroyer #1',
      '  defender Destroyer #1 is destroyed by Devotion',
      'Result: defenderWin after 1 round',
      '  attacker survivors: none',
      '  defender survivors: Destroyer #2',
    ]);
  });
});
