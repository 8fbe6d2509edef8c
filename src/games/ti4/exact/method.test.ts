/**
 * The exact solver's size estimate (exact/method.ts `exactPairEstimate`, read by `--method auto`):
 * per theatre the battle has, the product of the two sides' reachable states — a position down the
 * absorption sequence (rules 003 "SUSTAIN DAMAGE", "ASSIGN HITS": each sustain and each loss is one
 * step), in space also times the fighters lost to anti-fighter barrage (0..k).
 */
import { describe, expect, it } from 'vitest';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { AUTO_EXACT_MAX_PAIRS, exactPairEstimate, ti4ExactIsCheaper } from './method.js';

const scenario = (raw: object) => parseTi4Scenario({ game: 'ti4', ...raw }, 'test');
const estimate = (raw: object) => exactPairEstimate(compileTi4(scenario(raw)));

describe('exactPairEstimate', () => {
  it('a dreadnought duel in space: 3 states each (undamaged, damaged, lost) = 9', () => {
    expect(estimate({ attacker: { units: { dreadnought: 1 } }, defender: { units: { dreadnought: 1 } } })).toBe(9);
  });

  it('a ground combat of 2 infantry against 1: 3 × 2 = 6 (no space theatre)', () => {
    expect(estimate({ place: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 } } })).toBe(6);
  });

  it('fighters in space: a carrier and 2 fighters (3 steps, 0..2 fighters lost to barrage: 4 × 3 = 12) against a cruiser (2) = 24', () => {
    expect(estimate({ attacker: { units: { carrier: 1, fighter: 2 } }, defender: { units: { cruiser: 1 } } })).toBe(24);
  });
});

describe('ti4ExactIsCheaper', () => {
  it('a small supported battle is; a fleet past the pair budget is not', () => {
    expect(ti4ExactIsCheaper(scenario({ attacker: { units: { dreadnought: 1 } }, defender: { units: { dreadnought: 1 } } }))).toBe(true);
    const big = { attacker: { units: { fighter: 40, carrier: 6 } }, defender: { units: { fighter: 40, carrier: 6 } } };
    expect(estimate(big)).toBeGreaterThan(AUTO_EXACT_MAX_PAIRS);
    expect(ti4ExactIsCheaper(scenario(big))).toBe(false);
  });
});
