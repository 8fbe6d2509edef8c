/**
 * The exact solver (exact/solve.ts) on battles small enough to solve by hand. Each round both sides
 * roll at once (rules 003 "MAKE COMBAT ROLLS", P(hit) = (11 − value) / 10); a round with no hit
 * repeats, so outcome probabilities are the round's outcome probabilities over 1 − P(no hit).
 * SUSTAIN DAMAGE: the first hit on a dreadnought damages it (003 "SUSTAIN DAMAGE"). Invasion order:
 * 003 "INVASION" (1. BOMBARDMENT … 4. GROUND COMBAT).
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../../core/tally.js';
import { compileTi4 } from '../compile.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW } from '../plan.js';
import { parseTi4Scenario } from '../scenario.js';
import { exactTally } from './result.js';
import { solveExact } from './solve.js';

function solved(raw: object) {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  const solution = solveExact(plan);
  const tally = exactTally(plan, solution);
  return { plan, solution, outcome: (o: number) => tally[OUTCOME_BASE + o] };
}

describe('exact solutions by hand', () => {
  it('infantry against infantry on the ground (0.3 each): 0.21 / 0.51 each side, draw 0.09 / 0.51; mean rounds 1 / 0.51', () => {
    const r = solved({ place: 'ground', attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } } });
    expect(r.outcome(OUTCOME_ATTACKER_WIN)).toBeCloseTo(0.21 / 0.51, 12);
    expect(r.outcome(OUTCOME_DEFENDER_WIN)).toBeCloseTo(0.21 / 0.51, 12);
    expect(r.outcome(OUTCOME_DRAW)).toBeCloseTo(0.09 / 0.51, 12);
    expect(r.solution.meanRounds).toBeCloseTo(1 / 0.51, 10);
    expect(r.solution.dropped).toBe(0);
  });

  it('cruiser (0.4) against 2 fighters (0.2 each): the fighters must hit twice before the cruiser hits twice', () => {
    // States (fighters left f, cruiser alive). From f = 2: no hit 0.6 · 0.64 = 0.384. Cruiser hits only:
    // 0.4 · 0.64 → f = 1; fighters hit (≥ 1) and the cruiser misses: 0.6 · 0.36 → cruiser dead (defender wins);
    // both: 0.4 · 0.36 → f = 1 and cruiser dead → defender wins (1 fighter left).
    // From f = 1: no hit 0.6 · 0.8 = 0.48; cruiser only 0.4 · 0.8 = 0.32 → attacker wins; fighter only
    // 0.6 · 0.2 = 0.12 → defender wins; both 0.08 → draw.
    const fromOne = { a: 0.32 / 0.52, d: 0.12 / 0.52, draw: 0.08 / 0.52 };
    const toOne = (0.4 * 0.64) / 0.616;
    const r = solved({ attacker: { units: { cruiser: 1 } }, defender: { units: { fighter: 2 } } });
    expect(r.outcome(OUTCOME_ATTACKER_WIN)).toBeCloseTo(toOne * fromOne.a, 12);
    expect(r.outcome(OUTCOME_DRAW)).toBeCloseTo(toOne * fromOne.draw, 12);
    expect(r.outcome(OUTCOME_DEFENDER_WIN)).toBeCloseTo((0.6 * 0.36 + 0.4 * 0.36) / 0.616 + toOne * fromOne.d, 12);
  });

  it('X-89 Bacterial Weapon ("Double the hits produced by your units\' BOMBARDMENT and ground combat rolls") leaves space combat hits single', () => {
    // 2 cruisers and an infantry against 2 destroyers over a planet without ground forces: no
    // bombardment (no unit has it) and no ground combat roll, so the outcomes are those without it.
    const raw = (effects: string[]) => ({ place: 'tactical', attacker: { units: { cruiser: 2, infantry: 1 }, effects }, defender: { units: { destroyer: 2 } } });
    const withIt = solved(raw(['x89-bacterial-weapon']));
    const without = solved(raw([]));
    for (const o of [OUTCOME_ATTACKER_WIN, OUTCOME_DRAW, OUTCOME_DEFENDER_WIN]) expect(withIt.outcome(o)).toBeCloseTo(without.outcome(o), 14);
    expect(withIt.plan.sides[0].groundHitFactor).toBe(2);
  });

  it('a tactical battle: space won, then the ground: cruiser + infantry against cruiser + infantry', () => {
    // Space (0.4 each): attacker wins 0.24 / 0.64, draw 0.16 / 0.64, defender 0.24 / 0.64. After a space win the
    // ground is infantry against infantry (above). A space draw or loss ends the battle there (no invasion).
    const r = solved({ place: 'tactical', attacker: { units: { cruiser: 1, infantry: 1 } }, defender: { units: { cruiser: 1, infantry: 1 } } });
    const space = 0.24 / 0.64;
    expect(r.outcome(OUTCOME_ATTACKER_WIN)).toBeCloseTo(space * (0.21 / 0.51), 12);
    expect(r.outcome(OUTCOME_DRAW)).toBeCloseTo(0.16 / 0.64 + space * (0.09 / 0.51), 12);
    expect(r.outcome(OUTCOME_DEFENDER_WIN)).toBeCloseTo(0.24 / 0.64 + space * (0.21 / 0.51), 12);
  });

  it('Valkyrie Particle Weave ("if your opponent produced 1 or more hits, you produce 1 additional hit"): the Sardakk never lose a 1-on-1 ground duel', () => {
    // Sardakk infantry 7+ (Unrelenting, 0.4) against infantry 8+ (0.3). Sardakk hit alone 0.28 → win; the defender
    // hits (0.3, with or without a Sardakk hit) → the extra hit makes it a draw; no hit 0.42.
    const r = solved({ place: 'ground', attacker: { faction: 'sardakk', units: { infantry: 1 }, effects: ['valkyrie-particle-weave'] }, defender: { units: { infantry: 1 } } });
    expect(r.outcome(OUTCOME_ATTACKER_WIN)).toBeCloseTo(0.28 / 0.58, 12);
    expect(r.outcome(OUTCOME_DRAW)).toBeCloseTo(0.3 / 0.58, 12);
    expect(r.outcome(OUTCOME_DEFENDER_WIN)).toBeCloseTo(0, 12);
    // The same with the sides swapped: the Sardakk defender never loses.
    const d = solved({ place: 'ground', attacker: { units: { infantry: 1 } }, defender: { faction: 'sardakk', units: { infantry: 1 }, effects: ['valkyrie-particle-weave'] } });
    expect(d.outcome(OUTCOME_DEFENDER_WIN)).toBeCloseTo(0.28 / 0.58, 12);
    expect(d.outcome(OUTCOME_DRAW)).toBeCloseTo(0.3 / 0.58, 12);
    expect(d.outcome(OUTCOME_ATTACKER_WIN)).toBeCloseTo(0, 12);
  });

  it('Non-Euclidean Shielding: the sustain cancels 1 or 2 hits — dreadnought (0.6) against 2 cruisers (0.4 each)', () => {
    // States: dreadnought healthy (H) or damaged (D), cruisers left 2 or 1; rounds without a hit left out.
    // From H2: to D2 0.4 · (1 − 0.36) = 0.256, to H1 0.6 · 0.36 = 0.216, to D1 0.6 · 0.64 = 0.384 (of 0.856).
    // From D2: to D1 0.216, lost 0.64 (of 0.856). From H1: win 0.6, to D1 0.4 · 0.4 = 0.16 (of 0.76).
    // From D1: win 0.36, draw 0.24, lost 0.16 (of 0.76).
    const toD1 = (0.256 / 0.856) * (0.216 / 0.856) + (0.216 / 0.856) * (0.16 / 0.76) + 0.384 / 0.856;
    const r = solved({ attacker: { faction: 'letnev', units: { dreadnought: 1 }, effects: ['noneuclidean-shielding'] }, defender: { units: { cruiser: 2 } } });
    expect(r.outcome(OUTCOME_ATTACKER_WIN)).toBeCloseTo((0.216 / 0.856) * (0.6 / 0.76) + toD1 * (0.36 / 0.76), 12);
    expect(r.outcome(OUTCOME_DRAW)).toBeCloseTo(toD1 * (0.24 / 0.76), 12);
  });

  it('space cannon offense that sinks the only ship ends the battle before round 1 (it adds no round)', () => {
    // PDS 6+ (0.5) at the fighter first. If it lives, fighter (0.2) against cruiser (0.4): a round ends the fight
    // with 1 − 0.8 · 0.6 = 0.52, so 1 / 0.52 rounds on average; attacker wins 0.12 / 0.52, draw 0.08 / 0.52.
    const r = solved({ attacker: { units: { fighter: 1 } }, defender: { units: { pds: 1, cruiser: 1 } } });
    expect(r.solution.meanRounds).toBeCloseTo(0.5 / 0.52, 12);
    expect(r.outcome(OUTCOME_ATTACKER_WIN)).toBeCloseTo(0.5 * (0.12 / 0.52), 12);
    expect(r.outcome(OUTCOME_DRAW)).toBeCloseTo(0.5 * (0.08 / 0.52), 12);
    expect(r.outcome(OUTCOME_DEFENDER_WIN)).toBeCloseTo(0.5 + 0.5 * (0.32 / 0.52), 12);
  });
});
