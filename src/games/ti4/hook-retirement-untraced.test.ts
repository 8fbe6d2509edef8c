/**
 * Retiring a once-per-battle card on the untraced path (combat-core.ts `retire` and the tight
 * `assignPlain` loop, which calls the destroy hooks only while one is live): a retired card that has
 * no destroy hook leaves the other effects' destroy hooks live. Scripted dice
 * (test/support/scripted-dice.ts), no trace, one battle; the outcome is read from the tally.
 *
 * Card texts as printed: Shields Holding (action card) "Before you assign hits to your ships during a
 * space combat: Cancel up to 2 hits."; Van Hauge (Yin Brotherhood flagship) "When this ship is
 * destroyed, destroy all ships in this system."; rules 003 "SUSTAIN DAMAGE". Values: cruiser 7,
 * Van Hauge 9 (x2), sustain damage.
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../core/tally.js';
import { scriptedTally } from '../../../test/support/ti4-helpers.js';

const OUTCOMES = ['attackerWin', 'draw', 'defenderWin', 'roundCap'] as const;

/** One untraced battle on scripted d10 faces, die by die; its outcome (every face must be used). */
function outcome(raw: object, d10: number[]): (typeof OUTCOMES)[number] {
  const { tally } = scriptedTally(raw, d10);
  const hit = OUTCOMES.findIndex((_, i) => tally[OUTCOME_BASE + i] === 1);
  return OUTCOMES[hit];
}

describe('a retired card without a destroy hook, untraced', () => {
  const yin = { faction: 'yin', units: { flagship: 1 }, effects: ['shields-holding'] };

  it('Shields Holding cancels round 1; in round 2 Van Hauge is destroyed and still destroys every ship: a draw', () => {
    // Round 1: cruisers 7, 7 — Shields Holding cancels both; Van Hauge rolls 1, 1.
    // Round 2: cruisers 7, 7 — Van Hauge sustains the first and is destroyed by the second: it
    // destroys both cruisers. Nothing is left on either side.
    expect(outcome({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 2 } }, defender: yin }, [7, 7, 1, 1, 7, 7, 1, 1])).toBe('draw');
  });

  it('without Shields Holding the same first hits sink Van Hauge in round 1: again a draw, no card to retire', () => {
    expect(outcome({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 2 } }, defender: { faction: 'yin', units: { flagship: 1 } } }, [7, 7, 1, 1])).toBe('draw');
  });

  it('Van Hauge sinking both cruisers itself wins for the defender: the draws above come from its destroy hook', () => {
    // Round 1: cruisers 7, 7 cancelled; Van Hauge 9, 9 sinks both cruisers.
    expect(outcome({ options: { maxRounds: 3 }, attacker: { units: { cruiser: 2 } }, defender: yin }, [7, 7, 9, 9])).toBe('defenderWin');
  });
});
