/**
 * The TI4 round engine on scripted dice (test/support/scripted-dice.ts), with hand-computed
 * expectations (issue 15, item 2): the die-by-die path — its sampling forced to `dice` — and the
 * state-table path, whose rolls are one uniform number per side through the hit CDF. One round
 * (maxRounds 1) so every face is accounted for. Rules 003: "ANTI-FIGHTER BARRAGE", "ASSIGN HITS",
 * "SUSTAIN DAMAGE".
 */
import { describe, expect, it } from 'vitest';
import { createTally, OUTCOME_BASE } from '../../core/tally.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { Ti4Simulator } from './battle.js';
import { compileTi4 } from './compile.js';
import { OUTCOME_ROUND_CAP } from './plan.js';
import { parseTi4Scenario } from './scenario.js';
import { DIE_BY_DIE } from '../../../test/support/ti4-helpers.js';

/** One battle of one round on scripted dice; returns the simulator (its sides hold the end state) and the tally. */
function oneRound(raw: object, script: ConstructorParameters<typeof ScriptedDice>[0], dieByDie = true) {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', options: { maxRounds: 1 }, ...raw }, 'test'));
  if (dieByDie) plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice(script);
  const sim = new Ti4Simulator(plan);
  const tally = createTally(plan.tallySize);
  sim.run(dice, tally, 1, null);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  const living = (s: 0 | 1, type: string) => {
    const side = sim.sides[s];
    let n = 0;
    for (let u = 0; u < side.n; u++) if (plan.unitTypes[side.type[u]] === type && side.alive[u] === 1) n++;
    return n;
  };
  const damaged = (s: 0 | 1, type: string) => sim.sides[s].damaged[plan.sides[s].type.indexOf(plan.unitTypes.indexOf(type))] === 1;
  return { plan, tally, living, damaged };
}

// Units roll in catalog order: carrier, cruiser, destroyer, dreadnought, fighter, …
const FLEET = { dreadnought: 1, fighter: 2 };
const MISS_ALL = [1, 1, 1];

describe('die by die: hit assignment with sustain', () => {
  it('two hits on dreadnought + 2 fighters, sustainFirst: the dreadnought sustains, one fighter is lost', () => {
    const r = oneRound({ attacker: { units: FLEET, sustainFirst: true }, defender: { units: { cruiser: 2 } } }, { d10: [...MISS_ALL, 7, 10] });
    expect(r.tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    expect(r.damaged(0, 'dreadnought')).toBe(true);
    expect(r.living(0, 'fighter')).toBe(1);
    expect(r.tally[r.plan.sides[0].lostSlot]).toBe(1);
  });

  it('the same dice with sustainFirst false give a different answer (the test above depends on the policy)', () => {
    const r = oneRound({ attacker: { units: FLEET, sustainFirst: false }, defender: { units: { cruiser: 2 } } }, { d10: [...MISS_ALL, 7, 10] });
    expect(r.damaged(0, 'dreadnought')).toBe(false);
    expect(r.living(0, 'fighter')).toBe(0);
    expect(r.tally[r.plan.sides[0].lostSlot]).toBe(2);
  });

  it('three hits on fighter, fighter, dreadnought (sustainFirst): both fighters lost and the dreadnought damaged', () => {
    const r = oneRound({ attacker: { units: FLEET }, defender: { units: { cruiser: 3 } } }, { d10: [...MISS_ALL, 8, 9, 10] });
    expect(r.living(0, 'fighter')).toBe(0);
    expect(r.living(0, 'dreadnought')).toBe(1);
    expect(r.damaged(0, 'dreadnought')).toBe(true);
  });
});

describe('die by die: anti-fighter barrage', () => {
  it('4 barrage hits against 1 fighter destroy it; the other 3 are lost, not assigned to the carrier', () => {
    // Barrage: 2 destroyers × 2 dice on 9; then combat: destroyers 1 die each, the carrier 1 die.
    const r = oneRound({ attacker: { units: { destroyer: 2 } }, defender: { units: { carrier: 1, fighter: 1 } } }, { d10: [9, 10, 9, 10, 1, 1, 1] });
    expect(r.living(1, 'fighter')).toBe(0);
    expect(r.living(1, 'carrier')).toBe(1);
    expect(r.living(0, 'destroyer')).toBe(2);
  });
});

describe('die by die: hits restricted to non-fighter ships (L1Z1X flagship)', () => {
  it('2 flagship hits against carrier + 2 fighters: the carrier first, then — no non-fighter left — a fighter', () => {
    // The flagship rolls 2 dice on 5; the carrier and the 2 fighters miss.
    const r = oneRound({ attacker: { faction: 'l1z1x', units: { flagship: 1 } }, defender: { units: { carrier: 1, fighter: 2 } } }, { d10: [5, 6, 1, 1, 1] });
    expect(r.living(1, 'carrier')).toBe(0);
    expect(r.living(1, 'fighter')).toBe(1);
  });

  it('without the restriction (a plain flagship) the same hits take the 2 fighters, cheapest first', () => {
    const r = oneRound({ attacker: { faction: 'sol', units: { flagship: 1 } }, defender: { units: { carrier: 1, fighter: 2 } } }, { d10: [5, 6, 1, 1, 1] });
    expect(r.living(1, 'carrier')).toBe(1);
    expect(r.living(1, 'fighter')).toBe(0);
  });
});

// The table battle leaves the sides' arrays in the end state of its last battle.
describe('state tables: one uniform per round through the joint hit CDF of both sides (sampling/joint-table.ts)', () => {
  it('dreadnought duel: entries (1, 1) 0.36, (0, 1) 0.24, (1, 0) 0.24, (0, 0) 0.16 — u = 0.5 is the defender\'s lone hit, the attacker sustains', () => {
    // Each side hits with p = 0.6; pairs (hits on the defender, hits on the attacker) by falling probability, ties in hit order.
    const r = oneRound({ attacker: { units: { dreadnought: 1 } }, defender: { units: { dreadnought: 1 } } }, { uniform: [0.5] }, false);
    expect(r.plan.roundSampling.combat).toEqual(['tables', 'tables']);
    expect(r.tally[OUTCOME_BASE + OUTCOME_ROUND_CAP]).toBe(1);
    expect(r.damaged(0, 'dreadnought')).toBe(true);
    expect(r.damaged(1, 'dreadnought')).toBe(false);
  });

  it('the same duel at u = 0.1: both hit (the most likely pair, first), both dreadnoughts sustain', () => {
    const r = oneRound({ attacker: { units: { dreadnought: 1 } }, defender: { units: { dreadnought: 1 } } }, { uniform: [0.1] }, false);
    expect(r.damaged(0, 'dreadnought')).toBe(true);
    expect(r.damaged(1, 'dreadnought')).toBe(true);
  });

  it('barrage from tables: round 1 (barrage, then combat) is one draw; u = 0 is its likeliest entry — 1 barrage hit kills the fighter, no combat hits', () => {
    // Barrage (4 dice on 9): P(0) = P(1) = 0.4096. Combat after 0 barrage hits: no hits either way 0.64 · 0.64;
    // after 1 (the fighter dead): 0.64 · 0.8 = 0.512. The likeliest entry: 0.4096 · 0.512 = 0.2097 (next: 0.4096 · 0.4096).
    const r = oneRound({ attacker: { units: { destroyer: 2 } }, defender: { units: { carrier: 1, fighter: 1 } } }, { uniform: [0] }, false);
    expect(r.living(1, 'fighter')).toBe(0);
    expect(r.living(1, 'carrier')).toBe(1);
    expect(r.living(0, 'destroyer')).toBe(2);
  });
});
