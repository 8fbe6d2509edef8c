/**
 * The exact solver (exact/solve.ts) keeps every branch's probability: the outcomes and the mass it
 * reports as dropped (branches below 1e-18) add up to 1 in battles with every start-of-battle step
 * it models — space cannon offense on both sides (rules 002, movement step), the round-1
 * anti-fighter barrage (rules 003), bombardment and space cannon defense before a ground combat
 * (rules 003 "INVASION"), sustain damage.
 *
 * And a barrage that ends the battle by itself, solved by hand: a destroyer (barrage 9 x2, combat
 * 9) against a lone fighter (9). The barrage kills it with 1 − 0.8² = 0.36 (attacker wins in round
 * 1). Otherwise (0.64) the round's combat follows: the destroyer alone hits 0.2 · 0.8 = 0.16, the
 * fighter alone 0.16, both 0.04, neither 0.64 (the round repeats), so from there attacker 4/9,
 * defender 4/9, draw 1/9 after 1 / 0.36 rounds on average. Attacker 0.36 + 0.64 · 4/9 = 29/45,
 * defender 0.64 · 4/9, draw 0.64/9; mean rounds 0.36 + 0.64 / 0.36.
 */
import { describe, expect, it } from 'vitest';
import { compileTi4 } from '../compile.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW } from '../plan.js';
import { parseTi4Scenario } from '../scenario.js';
import { solveExact } from './solve.js';

const solve = (raw: object) => solveExact(compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test')));

describe('probability mass', () => {
  const battles: [string, object][] = [
    ['space cannon offense on both sides (Ul the Progenitor for the attacker, a PDS for the defender)', { attacker: { faction: 'titans', units: { cruiser: 2, dreadnought: 1 }, effects: ['ul-the-progenitor'] }, defender: { units: { pds: 2, destroyer: 2, cruiser: 1 } } }],
    ['barrage against fighters on both sides', { attacker: { units: { destroyer: 2, carrier: 1, fighter: 3 } }, defender: { units: { destroyer: 1, carrier: 1, fighter: 4 } } }],
    ['a tactical action with bombardment, space cannon defense and sustain damage', { place: 'tactical', attacker: { units: { dreadnought: 2, carrier: 1, infantry: 3 } }, defender: { units: { cruiser: 1, pds: 1, infantry: 2 } } }],
  ];
  for (const [name, raw] of battles) {
    it(`${name}: outcomes + dropped = 1, each in [0, 1]`, () => {
      const s = solve(raw);
      const total = s.outcomes.reduce((sum, p) => sum + p, 0);
      expect(s.dropped).toBeGreaterThanOrEqual(0);
      expect(total + s.dropped).toBeCloseTo(1, 12);
      for (const p of s.outcomes) {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
      expect(s.meanRounds).toBeGreaterThanOrEqual(1);
    });
  }
});

describe('a battle the barrage ends', () => {
  it('a destroyer against a lone fighter: 29/45 / 0.64/9 / 0.64 · 4/9, 0.36 + 0.64/0.36 rounds on average', () => {
    const s = solve({ attacker: { units: { destroyer: 1 } }, defender: { units: { fighter: 1 } } });
    expect(s.outcomes[OUTCOME_ATTACKER_WIN]).toBeCloseTo(0.36 + (0.64 * 4) / 9, 12);
    expect(s.outcomes[OUTCOME_DRAW]).toBeCloseTo(0.64 / 9, 12);
    expect(s.outcomes[OUTCOME_DEFENDER_WIN]).toBeCloseTo((0.64 * 4) / 9, 12);
    expect(s.meanRounds).toBeCloseTo(0.36 + 0.64 / 0.36, 10);
    expect(s.dropped).toBe(0);
  });
});
