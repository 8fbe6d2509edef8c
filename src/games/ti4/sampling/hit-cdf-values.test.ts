/**
 * The hit distributions the state tables draw from (sampling/hit-cdf.ts), computed by hand: each die
 * hits on its threshold or more (rules 003 "MAKE COMBAT ROLLS"), P = (11 − threshold) / 10; J.N.S.
 * Hylarim's natural 9 and 10 make 2 more hits (its card, docs/ti4-content.md); C'morran N'orr gives
 * the other Sardakk ships +1.
 */
import { describe, expect, it } from 'vitest';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { BARRAGE, GROUND_COMBAT, hitCdfInPlace, maxRolledHits, SPACE_COMBAT, type TableRoll } from './hit-cdf.js';

function side(attacker: object, place = 'space', overrides?: object) {
  const defender = place === 'ground' ? { units: { infantry: 1 } } : { units: { cruiser: 1 } };
  const s = new Ti4Simulator(compileTi4(parseTi4Scenario({ game: 'ti4', place, attacker, defender, ...(overrides ? { overrides } : {}) }, 'test'))).sides[0];
  s.reset(); // every unit alive, as at the start of a battle
  return s;
}

function cdf(s: ReturnType<typeof side>, roll: TableRoll): number[] {
  const out = new Float64Array(32);
  const length = hitCdfInPlace(out, 3, s, roll);
  return [...out.subarray(3, 3 + length)];
}

const close = (actual: number[], expected: number[]) => {
  expect(actual.length).toBe(expected.length);
  actual.forEach((x, i) => expect(x).toBeCloseTo(expected[i], 12));
};

describe('hit CDFs', () => {
  it('one dreadnought (5+): [0.4, 1]', () => {
    close(cdf(side({ units: { dreadnought: 1 } }), SPACE_COMBAT), [0.4, 1]);
  });

  it('2 destroyers\' barrage (9+ ×2 each, p = 0.2): binomial(4, 0.2) cumulated', () => {
    const s = side({ units: { destroyer: 2 } });
    close(cdf(s, BARRAGE), [0.4096, 0.8192, 0.9728, 0.9984, 1]);
    expect(maxRolledHits(s, BARRAGE)).toBe(4);
    close(cdf(s, SPACE_COMBAT), [0.64, 0.96, 1]);
  });

  it('J.N.S. Hylarim (7+ ×2, 9–10 make 3 hits): per die 0 (0.6), 1 (0.2), 3 (0.2)', () => {
    // The card's 6, 7 with Fragile (-1 to the Jol-Nar rolls). Two dice: P(0) 0.36, P(1) 0.24, P(2) 0.04, P(3) 0.24, P(4) 0.08, P(5) 0, P(6) 0.04.
    const s = side({ faction: 'jol-nar', units: { flagship: 1 } });
    close(cdf(s, SPACE_COMBAT), [0.36, 0.6, 0.64, 0.88, 0.96, 0.96, 1]);
    expect(maxRolledHits(s, SPACE_COMBAT)).toBe(6);
  });

  it('J.N.S. Hylarim hitting on 10 (a what-if): a natural 9 makes its 2 burst hits without the hit itself, a 10 makes 3', () => {
    // Per die: 0 (0.8), 2 (0.1), 3 (0.1). Two dice: 0 0.64, 2 0.16, 3 0.16, 4 0.01, 5 0.02, 6 0.01.
    // Without Fragile (-1 to the Jol-Nar rolls), which would make it 11: no face hits, only the burst.
    const s = side({ faction: 'jol-nar', units: { flagship: 1 }, without: ['fragile'] }, 'space', { flagship: { combat: 10 } });
    close(cdf(s, SPACE_COMBAT), [0.64, 0.64, 0.8, 0.96, 0.97, 0.99, 1]);
  });

  it("C'morran N'orr: the cruiser gets +1 from the flagship (3 dice at 5+, p = 0.6)", () => {
    close(cdf(side({ faction: 'sardakk', units: { flagship: 1, cruiser: 1 } }), SPACE_COMBAT), [0.064, 0.352, 0.784, 1]);
  });

  it('ground combat: 2 infantry (8+, p = 0.3)', () => {
    close(cdf(side({ units: { infantry: 2 } }, 'ground'), GROUND_COMBAT), [0.49, 0.91, 1]);
  });

  it('the most hits counts the extra die of an agent at the burst unit\'s most (1 + 2): Hylarim 6, the agent\'s die 3', () => {
    const s = side({ faction: 'jol-nar', units: { flagship: 1, cruiser: 1 }, effects: ['viscount-unlenn'] });
    expect(maxRolledHits(s, SPACE_COMBAT)).toBe(6 + 1 + 3);
  });
});
