/**
 * A rerolled die keeps the modifiers of the roll it replaces (combat-rolls.ts `combatThreshold`,
 * read by `rerollMisses`): War Funding's rerolled misses in a space combat still get C'morran
 * N'orr's +1 for the other ships. Traced on scripted dice, die by die (test/support/ti4-helpers.ts).
 *
 * Texts as printed: War Funding (Barony of Letnev promissory note) "After you and your opponent
 * roll dice during space combat: ... You may reroll any number of your dice."; C'morran N'orr
 * (Sardakk N'orr flagship) "Apply +1 to the result of each of your other ship's combat rolls in this
 * system."; Unrelenting (Sardakk N'orr faction ability) "Apply +1 to the result of each of your
 * units' combat rolls." Rules 003 "MAKE COMBAT ROLLS". Values: cruiser 7, C'morran N'orr 6 (x2),
 * dreadnought 5 — so the Sardakk cruiser hits on 5+ (7 − 1 − 1) and the flagship on 5+ (6 − 1).
 */
import { describe, expect, it } from 'vitest';
import { tracedLines } from '../../../../test/support/ti4-helpers.js';

describe('War Funding rerolls with the flagship bonus', () => {
  const raw = { options: { maxRounds: 1 }, attacker: { faction: 'sardakk', units: { flagship: 1, cruiser: 1 }, effects: ['war-funding'], effectPolicies: { 'war-funding': 'own-misses-only' } }, defender: { units: { dreadnought: 2 } } };

  it("the cruiser's rerolled 5 hits (5+ with both bonuses); the flagship's rerolled 1s miss", () => {
    // Rolls: cruiser 1, flagship 1, 1, dreadnoughts 1, 1 — no hit. War Funding rerolls the three
    // misses in unit order: cruiser 5 (a hit on 5+), flagship 1, 1.
    const lines = tracedLines(raw, [1, 1, 1, 1, 1, 5, 1, 1]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  attacker Cruiser combat: rolls 1 (hits on 5+) → 0 hits',
      "  attacker C'morran N'orr combat: rolls 1, 1 (hits on 5+) → 0 hits",
      '  defender Dreadnought #1 combat: rolls 1 (hits on 5+) → 0 hits',
      '  defender Dreadnought #2 combat: rolls 1 (hits on 5+) → 0 hits',
      '  attacker War Funding: rerolled misses make 1 more hit',
      '  defender assigns 1 hit',
      '  defender Dreadnought #1 sustains damage',
      'Result: roundCap after 1 round',
      "  attacker survivors: Cruiser, C'morran N'orr",
      '  defender survivors: Dreadnought #1 (damaged), Dreadnought #2',
    ]);
  });

  it("rerolled 4s miss: the cruiser's 5+, and the flagship's 5+ (its own bonus is not for itself)", () => {
    const lines = tracedLines(raw, [1, 1, 1, 1, 1, 4, 4, 1]);
    expect(lines).toContain('  attacker War Funding: rerolled misses make 0 more hits');
  });
});
