/**
 * When a player's decisions are memoised (compile.ts, plan.memoFeasible; attack.ts decisionKey):
 * only when every decision key is an exact integer in a double, i.e. the product of the key's radixes
 * — strength 0 to maxStrength, the target-player masks, the attacker, the card, and defense + 1
 * for each unit the attacker does not own — is below 2^53. maxStrength is twice the largest
 * Total Attack Strength a player can reach (Attack x2 cards; 004_dd1e7b8f2e4bcb57.txt, "Tactic Cards").
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { compileTitanium } from './compile.js';
import { parseTitaniumScenario } from './scenario.js';

/** One card kind, so the card radix is 1. */
const deck = { name: 'one', size: 6, cards: [{ key: 'strike', name: 'Strike', priority: 3, activates: ['cruiser'], targets: ['cruiser'], count: 6 }] };

function planWith(fighters: number) {
  const fleet = [...new Array<string>(8).fill('destroyer'), 'cruiser', ...new Array<string>(fighters).fill('fighter-squadron')];
  const raw = { game: 'titanium', deck, players: [{ name: 'A', fleet: ['fighter-squadron'] }, { name: 'B', fleetLimit: fleet.length, fleet }] };
  return compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'memo'), 'memo'));
}

describe('which players\' decisions are memoised', () => {
  it('A\'s keys over B\'s 8 Destroyers, a Cruiser and 3 Fighters need 99 · 16 · 2 · 1 · 14^8 · 9 · 6^3 = 1.009 × 2^53: not memoised; with 2 Fighters 0.161 × 2^53: memoised', () => {
    // maxStrength = 2 × B's attack (8 · 5 + 3 + 3 · 2 = 49) = 98: 99 strengths.
    const over = planWith(3);
    expect(over.maxStrength).toBe(98);
    expect(99 * 16 * 2 * 14 ** 8 * 9 * 6 ** 3).toBeGreaterThan(2 ** 53);
    expect(over.memoFeasible).toEqual([0, 1]);
    // One Fighter less: the product / 6 and maxStrength 94 (95 strengths).
    const under = planWith(2);
    expect(under.maxStrength).toBe(94);
    expect(95 * 16 * 2 * 14 ** 8 * 9 * 6 ** 2).toBeLessThan(2 ** 53);
    expect(under.memoFeasible).toEqual([1, 1]);
  });
});
