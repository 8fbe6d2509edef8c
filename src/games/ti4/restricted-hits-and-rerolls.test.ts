/**
 * Two roll details traced on scripted dice, die by die (test/support/ti4-helpers.ts):
 *
 * - Only the hits of the units under a restriction are restricted (combat-rolls.ts `roll`,
 *   `restrictedHits`): [0.0.1] (L1Z1X flagship) "During a space combat, hits produced by this ship
 *   and by your dreadnoughts in this system must be assigned to non-fighter ships if able." A
 *   cruiser's hit beside it is assigned as usual (rules 003 "ASSIGN HITS": the owner chooses, the
 *   fighter first by the default kill order).
 * - A rerolled die keeps this round's per-unit bonus (combat-rolls.ts `combatThreshold`): Fighter
 *   Prototype (action card) "At the start of the first round of a space combat: Apply +2 to the
 *   result of each of your fighters' combat rolls during this combat round." with War Funding (Barony of Letnev promissory note) "You may reroll
 *   any number of your dice."
 *
 * Values: cruiser 7, [0.0.1] 5 (x2), destroyer 9, fighter 9 (7+ with Fighter Prototype), dreadnought 5.
 */
import { describe, expect, it } from 'vitest';
import { tracedLines } from '../../../test/support/ti4-helpers.js';

describe('restricted hits are the restricted units\' own', () => {
  it('the cruiser\'s hit kills the fighter; [0.0.1]\'s hit must go to a destroyer', () => {
    // Cruiser 7 (1 hit), [0.0.1] 5, 1 (1 restricted hit); the defender's three dice miss.
    const lines = tracedLines({ options: { maxRounds: 1 }, attacker: { faction: 'l1z1x', units: { flagship: 1, cruiser: 1 } }, defender: { units: { fighter: 1, destroyer: 2 } } }, [7, 5, 1, 1, 1, 1]);
    expect(lines.filter((l) => / (assigns|destroyed)/.test(l))).toEqual([
      '  defender assigns 1 hit (to non-fighter ships if able)',
      '  defender Destroyer #1 is destroyed',
      '  defender assigns 1 hit',
      '  defender Fighter is destroyed',
    ]);
    expect(lines.at(-1)).toBe('  defender survivors: Destroyer #2');
  });
});

describe('rerolls keep the round\'s per-unit bonus', () => {
  const raw = { options: { maxRounds: 1 }, attacker: { faction: 'sol', units: { cruiser: 1, fighter: 2 }, effects: ['war-funding', 'fighter-prototype'], effectPolicies: { 'war-funding': 'own-misses-only' } }, defender: { units: { dreadnought: 1 } } };

  it("War Funding in round 1 with Fighter Prototype: a fighter's rerolled 7 hits (7+), a rerolled 6 misses", () => {
    // Cruiser 1, fighters 1, 1, dreadnought 1: no hit. Rerolls in unit order: cruiser 1, fighter #1 7, fighter #2 6.
    const lines = tracedLines(raw, [1, 1, 1, 1, 1, 7, 6]);
    expect(lines).toEqual([
      'Space combat round 1',
      '  attacker plays Fighter Prototype',
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
      '  attacker Fighter #1 combat: rolls 1 (hits on 7+) → 0 hits',
      '  attacker Fighter #2 combat: rolls 1 (hits on 7+) → 0 hits',
      '  defender Dreadnought combat: rolls 1 (hits on 5+) → 0 hits',
      '  attacker War Funding: rerolled misses make 1 more hit',
      '  defender assigns 1 hit',
      '  defender Dreadnought sustains damage',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser, Fighter #1, Fighter #2',
      '  defender survivors: Dreadnought (damaged)',
    ]);
  });
});
