/**
 * Both players assign the hits of one roll at once (003, "ASSIGN HITS": "Each player must choose
 * and destroy one of his ships for each hit his opponent produced"): a unit that forbids sustain
 * (Fourth Moon, Moll Terminus) and is destroyed in a round still forbids it in that round, and
 * ships a hero places during the assignment (Ipswitch) absorb none of its hits. Scripted dice, one
 * round (maxRounds 1), die by die; units roll in catalog order, the attacker first.
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../core/tally.js';
import { scriptedTally, simulateTi4, standardError } from '../../../test/support/ti4-helpers.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP, type Ti4Plan } from './plan.js';
import type { Tally } from '../../core/tally.js';

/** Survivors of a unit type on a side in a one-battle tally. */
function survivors(plan: Ti4Plan, tally: Tally, s: 0 | 1, type: string): number {
  const side = plan.sides[s];
  const slot = side.survivorSlot[plan.unitTypes.indexOf(type)];
  for (let k = 0; k <= side.typeCount[plan.unitTypes.indexOf(type)]; k++) if (tally[slot + k] === 1) return k;
  return -1;
}

describe('simultaneous hit assignment (003, "ASSIGN HITS")', () => {
  it('a damaged Fourth Moon destroyed in the round still forbids the attacker\'s sustain that round: both sides are gone, a draw', () => {
    // Attacker dreadnought hits (10); the Fourth Moon rolls 10, 1: one hit each way.
    const { plan, tally } = scriptedTally(
      { options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1 } }, defender: { faction: 'mentak', units: { flagship: 1 }, damaged: { flagship: 1 } } },
      [10, 10, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_DRAW]).toBe(1);
    expect(survivors(plan, tally, 0, 'dreadnought')).toBe(0);
  });

  it('the same round with the Fourth Moon surviving it (undamaged, it sustains): the dreadnought is still lost', () => {
    const { tally } = scriptedTally(
      { options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1 } }, defender: { faction: 'mentak', units: { flagship: 1 } } },
      [10, 10, 1],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_ATTACKER_WIN]).toBe(0);
    expect(tally[OUTCOME_BASE + OUTCOME_ROUND_CAP] + tally[OUTCOME_BASE + 2]).toBe(1);
  });

  it('a damaged Moll Terminus destroyed in a ground round still forbids the attacking mech\'s sustain that round: a draw', () => {
    // Ground round: the attacking mech rolls 10, the Mentak mech 10.
    const { tally } = scriptedTally(
      { place: 'ground', options: { maxRounds: 1 }, attacker: { units: { mech: 1 } }, defender: { faction: 'mentak', units: { mech: 1 }, damaged: { mech: 1 } } },
      [10, 10],
    );
    expect(tally[OUTCOME_BASE + OUTCOME_DRAW]).toBe(1);
  });

  it('Ipswitch: the destroyer placed for the destroyed one absorbs none of the round\'s hits; the dreadnought sustains one and is lost to the other', () => {
    // Attacker dreadnought hits (10); the 2 destroyers hit (10, 10). The defender loses a destroyer,
    // Ipswitch places one for the Mentak attacker after the round's assignment.
    const { plan, tally } = scriptedTally(
      {
        options: { maxRounds: 1 },
        attacker: { faction: 'mentak', units: { dreadnought: 1 }, effects: ['ipswitch-loose-cannon'] },
        defender: { units: { destroyer: 2 } },
      },
      [10, 10, 10],
    );
    expect(survivors(plan, tally, 0, 'dreadnought')).toBe(0);
    expect(survivors(plan, tally, 0, 'destroyer')).toBe(1);
    expect(survivors(plan, tally, 1, 'destroyer')).toBe(1);
  });

  it('a whole fight, closed form: 1 dreadnought (5) against the Fourth Moon (7 x2), which forbids its sustain in every round it begins alive', () => {
    // Per round the dreadnought hits with 0.6, the Fourth Moon with 1 - 0.6² = 0.64; rounds with no
    // hit at all (0.4 · 0.36 = 0.144) repeat. The Fourth Moon sustains its first hit; the
    // dreadnought never sustains. Draw: the undamaged Fourth Moon is damaged in a round with no
    // hit on the dreadnought, then both hit in the same round.
    const settled = 1 - 0.4 * 0.36;
    const damagedFirst = (0.6 * 0.36) / settled;
    const attackerWin = damagedFirst * damagedFirst;
    const draw = damagedFirst * ((0.6 * 0.64) / settled);
    const n = 40_000;
    const r = simulateTi4({ attacker: { units: { dreadnought: 1 } }, defender: { faction: 'mentak', units: { flagship: 1 } } }, n, 32);
    expect(Math.abs(r.draw - draw)).toBeLessThan(5 * standardError(draw, n));
    expect(Math.abs(r.attackerWin - attackerWin)).toBeLessThan(5 * standardError(attackerWin, n));
  });
});
