/**
 * Two SPACE CANNON 5 (x3) sources on one side roll together as one extra space cannon of 6 dice
 * (effects/effect.ts `addSpaceCannon5x3InPlace`), named after both. Texts as printed: Experimental
 * Battlestation (action card) "That space dock uses SPACE CANNON 5 (x3) against ships in the active
 * system."; Ul the Progenitor (Titans hero) "it gains the SPACE CANNON 5 (x3) ability as if it were
 * a unit." Rules 002: space cannon offense comes before the space combat. Traced on scripted dice.
 * Values: cruiser 7, Saturn Engine (Titans cruiser) 7.
 *
 * And the usability reason of Intercept (action card, "After your opponent declares a retreat
 * during a space combat"): it needs an opponent with a retreat policy.
 */
import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from '../scenario.js';
import { tracedLines } from '../../../../test/support/ti4-helpers.js';

describe('space cannon 5 (x3) sources', () => {
  it('Experimental Battlestation and Ul the Progenitor: one roll of 6 dice on 5+, labelled with both', () => {
    const lines = tracedLines({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 } }, defender: { faction: 'titans', units: { spacedock: 1, cruiser: 1 }, effects: ['experimental-battlestation', 'ul-the-progenitor'] } }, [5, 1, 1, 1, 1, 1]);
    expect(lines).toEqual([
      'Space cannon offense',
      '  defender Experimental Battlestation space cannon and Elysium space cannon (Ul the Progenitor): rolls 5, 1, 1, 1, 1, 1 (hits on 5+) → 1 hit',
      '  attacker assigns 1 hit',
      '  attacker Cruiser is destroyed',
      'Result: defenderWin after 0 rounds',
      '  attacker survivors: none',
      '  defender survivors: Saturn Engine, Space Dock',
    ]);
  });

  it('Experimental Battlestation alone: 3 dice under its own name', () => {
    const lines = tracedLines({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 } }, defender: { units: { spacedock: 1, cruiser: 1 }, effects: ['experimental-battlestation'] } }, [1, 1, 1, 1, 1]);
    expect(lines[1]).toBe('  defender Experimental Battlestation space cannon: rolls 1, 1, 1 (hits on 5+) → 0 hits');
  });
});

describe('Intercept', () => {
  it('without an opposing retreat policy it cannot be used, and says why', () => {
    expect(() => parseTi4Scenario({ game: 'ti4', attacker: { units: { cruiser: 1 }, effects: ['intercept'] }, defender: { units: { cruiser: 1 } } }, 'f.yaml')).toThrow(
      '"intercept" cannot be used here: it needs an opponent that retreats (a retreat policy)',
    );
    expect(() => parseTi4Scenario({ game: 'ti4', attacker: { units: { cruiser: 1 }, effects: ['intercept'] }, defender: { units: { cruiser: 1 }, retreat: { afterRound: 1 } } }, 'f.yaml')).not.toThrow();
  });
});
