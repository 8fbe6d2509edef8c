/**
 * The retreat policies (policies/retreat.ts), read on the sides of a simulator before any die:
 * `afterRound: n` announces from round n on; `whenLosing: x` announces when my combat strength /
 * theirs < x, where combat strength is the expected hits of a space combat roll, Σ dice × P(hit)
 * (rules 003 "MAKE COMBAT ROLLS": a hit on the combat value or more of a d10). Rules 002: after
 * the first round's barrage, "either player may announce a retreat" each round.
 *
 * Values: dreadnought 5 (P(hit) 0.6), cruiser 7 (0.4), destroyer 9 (0.2); a PDS has no space
 * combat die.
 */
import { describe, expect, it } from 'vitest';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { combatStrength, retreatAnnounced } from './retreat.js';

/** The two sides as a battle starts (reset: every unit alive). */
function sides(attacker: object, defender: object) {
  const both = new Ti4Simulator(compileTi4(parseTi4Scenario({ game: 'ti4', attacker, defender }, 'test'))).sides;
  for (const side of both) side.reset();
  return both;
}

describe('combat strength', () => {
  it('3 dreadnoughts: 3 × 0.6 = 1.8 expected hits; a cruiser and 2 destroyers: 0.4 + 2 × 0.2 = 0.8', () => {
    const [a, d] = sides({ units: { dreadnought: 3 } }, { units: { cruiser: 1, destroyer: 2 } });
    expect(combatStrength(a, d)).toBeCloseTo(1.8, 12);
    expect(combatStrength(d, a)).toBeCloseTo(0.8, 12);
  });

  it('a destroyed unit no longer counts', () => {
    const [a, d] = sides({ units: { dreadnought: 3 } }, { units: { cruiser: 1 } });
    a.destroyInPlace(0);
    expect(combatStrength(a, d)).toBeCloseTo(1.2, 12);
  });
});

describe('whenLosing', () => {
  it('0.5: the side at 0.8 against 1.8 (ratio 0.44) announces; the side at 1.8 against 0.8 (2.25) does not', () => {
    const [a, d] = sides({ units: { dreadnought: 3 }, retreat: { whenLosing: 0.5 } }, { units: { cruiser: 1, destroyer: 2 }, retreat: { whenLosing: 0.5 } });
    expect(retreatAnnounced(d, a, 1)).toBe(true);
    expect(retreatAnnounced(a, d, 1)).toBe(false);
  });

  it('0.4: the ratio 0.44 is not below it — no retreat', () => {
    const [a, d] = sides({ units: { dreadnought: 3 } }, { units: { cruiser: 1, destroyer: 2 }, retreat: { whenLosing: 0.4 } });
    expect(retreatAnnounced(d, a, 1)).toBe(false);
  });

  it('exactly at the ratio is not below it: a cruiser (0.4) against 2 cruisers (0.8) with 0.5 stays', () => {
    const [a, d] = sides({ units: { cruiser: 1 }, retreat: { whenLosing: 0.5 } }, { units: { cruiser: 2 } });
    expect(retreatAnnounced(a, d, 1)).toBe(false);
    const [a2, d2] = sides({ units: { cruiser: 1 }, retreat: { whenLosing: 0.51 } }, { units: { cruiser: 2 } });
    expect(retreatAnnounced(a2, d2, 1)).toBe(true);
  });

  it('an opponent with no space combat die (strength 0) is never a reason to retreat', () => {
    const [a, d] = sides({ units: { cruiser: 1 }, retreat: { whenLosing: 0.9 } }, { units: { pds: 1, destroyer: 1 } });
    d.destroyInPlace(d.plan.label.indexOf('Destroyer'));
    expect(combatStrength(d, a)).toBe(0);
    expect(retreatAnnounced(a, d, 1)).toBe(false);
  });
});

describe('afterRound', () => {
  it('2: no announcement in round 1, from round 2 on', () => {
    const [a, d] = sides({ units: { cruiser: 1 }, retreat: { afterRound: 2 } }, { units: { cruiser: 1 } });
    expect([1, 2, 3].map((round) => retreatAnnounced(a, d, round))).toEqual([false, true, true]);
  });
});
