/**
 * Card texts the engine once read too widely, each checked against the card: Valkyrie Exoskeleton
 * (its hit only "during ground combat"), Reflective Shielding (a sustain "during combat", not
 * against space cannon offense before it), Z-Grav Eidolon (the Eidolon's space side has no SUSTAIN
 * DAMAGE), Disable (PDS units only). Scripted dice, die by die: units roll in catalog order, the
 * attacker first; exact solutions where the solver has every effect.
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../../core/tally.js';
import { scriptedTally } from '../../../../test/support/ti4-helpers.js';
import { compileTi4 } from '../compile.js';
import { exactTally } from '../exact/result.js';
import { solveExact } from '../exact/solve.js';
import { exactUnsupported } from '../exact/support.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP, type Ti4Plan } from '../plan.js';
import { parseTi4Scenario } from '../scenario.js';

/** Survivors of a unit type on a side in a one-battle tally. */
function survivors(plan: Ti4Plan, tally: Float64Array, s: 0 | 1, type: string): number {
  const t = plan.unitTypes.indexOf(type);
  const slot = plan.sides[s].survivorSlot[t];
  for (let k = 0; k <= plan.sides[s].typeCount[t]; k++) if (tally[slot + k] === 1) return k;
  return -1;
}

/** Exact outcome probabilities of a raw scenario (the solver must support all its effects). */
function exact(raw: object): (outcome: number) => number {
  const scenario = parseTi4Scenario({ game: 'ti4', ...raw }, 'test');
  expect(exactUnsupported(scenario)).toEqual([]);
  const plan = compileTi4(scenario);
  const tally = exactTally(plan, solveExact(plan));
  return (outcome) => tally[OUTCOME_BASE + outcome];
}

describe('Valkyrie Exoskeleton: "After this unit uses its SUSTAIN DAMAGE ability during ground combat"', () => {
  it('a sustain against bombardment (before the ground combat) produces no hit: the attacking infantry fights', () => {
    // Bombardment: the dreadnought rolls 10, the Valkyrie mech sustains. Ground round: infantry 1, mech 1.
    const { plan, tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { faction: 'sardakk', units: { mech: 1 } } },
      [10, 1, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    expect(survivors(plan, tally, 0, 'infantry')).toBe(1);
  });

  it('a sustain against space cannon defense produces no hit: the defending infantry fights', () => {
    // Space cannon defense: the PDS rolls 10, the attacking Valkyrie mech sustains. Ground round: mech 1, infantry 1.
    const { plan, tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'sardakk', units: { mech: 1 } }, defender: { units: { infantry: 1, pds: 1 } } },
      [10, 1, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    expect(survivors(plan, tally, 1, 'infantry')).toBe(1);
  });

  it('a sustain in a ground combat round still produces its hit', () => {
    // Ground round: the mech misses (1), the infantry hits (10): the mech sustains and its hit destroys the infantry.
    const { tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'sardakk', units: { mech: 1 } }, defender: { units: { infantry: 1 } } },
      [1, 10],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(1);
  });
});

describe('Reflective Shielding: "When one of your ships uses SUSTAIN DAMAGE during combat"', () => {
  it('a sustain against space cannon offense (before the combat) produces no hits: both destroyers fight round 1', () => {
    // Space cannon offense: the PDS rolls 10, the dreadnought sustains. Round 1: dreadnought 1, destroyers 1, 1.
    const { plan, tally } = scriptedTally(
      { options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1 }, effects: ['reflective-shielding'] }, defender: { units: { destroyer: 2, pds: 1 } } },
      [10, 1, 1, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    expect(survivors(plan, tally, 1, 'destroyer')).toBe(2);
  });

  it('a sustain in a combat round produces its 2 hits', () => {
    // Round 1: the dreadnought misses (1); one destroyer hits (10, 1): the sustain destroys both destroyers.
    const { tally } = scriptedTally(
      { options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1 }, effects: ['reflective-shielding'] }, defender: { units: { destroyer: 2 } } },
      [1, 10, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(1);
  });
});

describe('Z-Grav Eidolon: the Eidolon flips at the start of a space combat; its space side has no SUSTAIN DAMAGE', () => {
  it('1 Eidolon (8 x2) against 1 destroyer (9), exact: one hit destroys either', () => {
    // Per round the Eidolon hits with 1 − 0.7² = 0.51, the destroyer with 0.2; a round with no hit repeats.
    const settled = 1 - 0.49 * 0.8;
    const p = exact({ attacker: { faction: 'naaz-rokha', units: { mech: 1 } }, defender: { units: { destroyer: 1 } } });
    expect(p(OUTCOME_ATTACKER_WIN)).toBeCloseTo((0.51 * 0.8) / settled, 12);
    expect(p(OUTCOME_DRAW)).toBeCloseTo((0.51 * 0.2) / settled, 12);
    expect(p(OUTCOME_DEFENDER_WIN)).toBeCloseTo((0.49 * 0.2) / settled, 12);
  });

  it('on the ground the Eidolon keeps its SUSTAIN DAMAGE: 1 hit of the infantry only damages it', () => {
    const { tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { units: { infantry: 1 } }, defender: { faction: 'naaz-rokha', units: { mech: 1 } } },
      [10, 1, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(0);
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
  });
});

describe('Disable: "Your opponents\' PDS units lose PLANETARY SHIELD and SPACE CANNON during this invasion"', () => {
  it('the Xxcha mech (Indomitus, SPACE CANNON 8) still fires space cannon defense, exact against the closed form', () => {
    // Cannon defense: the Indomitus hits the infantry with 0.3 (the PDS is disabled). Ground combat,
    // infantry (8: 0.3) against the mech (6: 0.5) with its sustain: the infantry must hit twice in
    // rounds where the mech misses (0.15 each of the settled 0.65); a draw when both hit in the second.
    const p = exact({ place: 'ground', attacker: { units: { infantry: 1 }, effects: ['disable'] }, defender: { faction: 'xxcha', units: { mech: 1, pds: 1 } } });
    const step = 0.15 / 0.65;
    expect(p(OUTCOME_ATTACKER_WIN)).toBeCloseTo(0.7 * step * step, 12);
    expect(p(OUTCOME_DRAW)).toBeCloseTo(0.7 * step * step, 12);
  });

  it("the Letani Behemoth's (Arborec mech) PLANETARY SHIELD stays: no bombardment", () => {
    // No bombardment die: the ground round is infantry 1, mech 1.
    const { tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 }, effects: ['disable'] }, defender: { faction: 'arborec', units: { mech: 1, pds: 1 } } },
      [1, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
  });

  it('with the PDS alone, its shield and cannon are gone: the dreadnought bombards, no cannon die', () => {
    // Bombardment: 10 destroys the infantry; the attacking infantry lands unopposed.
    const { tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 }, effects: ['disable'] }, defender: { units: { infantry: 1, pds: 1 } } },
      [10],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(1);
  });
});

describe('policy defaults that a legal play beats', () => {
  it('Tellurian ("Before a hit would be assigned: … cancel that hit") cancels a space cannon hit on the cruiser', () => {
    // Space cannon offense: the PDS rolls 10, Tellurian cancels it. Round 1: cruiser 1, destroyer 1.
    const { plan, tally } = scriptedTally(
      { options: { maxRounds: 1 }, attacker: { units: { cruiser: 1 }, effects: ['tellurian'] }, defender: { units: { destroyer: 1, pds: 1 } } },
      [10, 1, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    expect(survivors(plan, tally, 0, 'cruiser')).toBe(1);
  });

  it('against Direct Hit ("After another player\'s ship uses SUSTAIN DAMAGE …"), the Quantum Manipulator sustains before the dreadnought', () => {
    // Round 1: the dreadnought misses (1); the cruiser hits (10). The mech, not a ship, sustains it:
    // Direct Hit has no target, the dreadnought is untouched.
    const { plan, tally } = scriptedTally(
      { options: { maxRounds: 1 }, attacker: { faction: 'nomad', units: { dreadnought: 1, mech: 1 } }, defender: { units: { cruiser: 1 }, effects: ['direct-hit'] } },
      [1, 10],
    );
    expect(survivors(plan, tally, 0, 'dreadnought')).toBe(1);
    expect(survivors(plan, tally, 0, 'mech')).toBe(1);
    expect(tally[plan.sides[0].lostSlot]).toBe(0);
  });

  it('without Direct Hit the mech still sustains after the ships (it lands undamaged when the dreadnought can take the hit)', () => {
    const compiled = compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { faction: 'nomad', units: { dreadnought: 1, mech: 1 } }, defender: { units: { cruiser: 1 } } }, 'test'));
    const first = compiled.sides[0].space.sequence[0];
    expect(compiled.unitTypes[compiled.sides[0].type[first >> 1]]).toBe('dreadnought');
  });
});

describe('Iconoclast: the current printing (Codex III) is "Other players cannot use ANTI-FIGHTER BARRAGE against your units in this system"', () => {
  it('1 destroyer against a Naalu fighter and mech, exact: no barrage, so destroyer (9) against fighter (8)', () => {
    // Per round the destroyer hits with 0.2, the Hybrid Crystal Fighter with 0.3; a round with no hit repeats.
    const settled = 1 - 0.8 * 0.7;
    const p = exact({ attacker: { units: { destroyer: 1 } }, defender: { faction: 'naalu', units: { fighter: 1, mech: 1 } } });
    expect(p(OUTCOME_ATTACKER_WIN)).toBeCloseTo((0.2 * 0.7) / settled, 12);
    expect(p(OUTCOME_DRAW)).toBeCloseTo((0.2 * 0.3) / settled, 12);
  });

  it('the first printing is the variant iconoclast@original (+2 to the mech\'s combat rolls)', () => {
    const { tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'naalu', units: { mech: 1 }, effects: ['iconoclast@original'] }, defender: { units: { infantry: 1 } } },
      [4, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(1);
  });
});
