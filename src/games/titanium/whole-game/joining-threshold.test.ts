/**
 * The participation threshold at its edge (004_dd1e7b8f2e4bcb57.txt, "Conquest": "You choose
 * whether to engage in the Conquest"; without a Ship no part in it): the total a player's share
 * is taken of is the cost of every fleet with a ship — a player without one adds nothing to it.
 * A joins when its fleet's cost is at least threshold × total (whole-game/policies/participation.ts).
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { Trace } from '../../game.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { conquestPhaseInPlace } from './conquest-phase.js';

/** A, B, C with the fleets and thresholds given; B holds the 1st Player token. The trace of the Conquest phase. */
function joining(fleets: string[][], participation: number[]): string[] {
  const players = ['A', 'B', 'C'].map((name, p) => ({ name, leader: ['lord-john', 'general-hox', 'tyx'][p], policies: { participation: participation[p] } }));
  const { plan, state, rules, parts } = simulatorOf(readGame({ firstPlayer: 'listed', players }));
  state.reset();
  for (let p = 0; p < 3; p++) state.leader[p] = plan.fixedLeader[p];
  rules.startTurn(0, -1);
  fleets.forEach((fleet, p) => {
    for (const key of fleet) rules.buyInPlace(p, plan.itemKeys.indexOf(key), null, 0);
  });
  state.first = 1;
  for (let pos = 0; pos < 3; pos++) parts.plan.handLimit[pos] = 3;
  parts.deck.reset(chunkStream(9, 0));
  const trace = new Trace();
  conquestPhaseInPlace(plan, state, parts, rules, -1, new Int32Array(3), new Int32Array(parts.plan.unitCount), chunkStream(9, 1), trace);
  return trace.lines;
}

describe('the participation threshold at its edge', () => {
  // A's Destroyer 900, B's Fighter Squadron 150, C's Minefield: no ship. Total 1050: B's share 150 / 1050 = 0.142857…
  const fleets = [['destroyer'], ['fighter-squadron'], ['minefield']];

  it('B needs 0.14295 × 1050 = 150.1 > 150: it stays out (C, without a ship, does not lower the total)', () => {
    expect(joining(fleets, [0.25, 0.14295, 0.25]).slice(0, 2)).toEqual(['B stays out of the Conquest', 'C stays out of the Conquest (no ships)']);
  });

  it('B needs 0.1428 × 1050 = 149.94 ≤ 150: it joins', () => {
    expect(joining(fleets, [0.25, 0.1428, 0.25])[0]).toBe('C stays out of the Conquest (no ships)');
  });

  it('nobody with a ship (a total of 0): all stay out, none joins only to withdraw', () => {
    expect(joining([[], ['minefield'], []], [0, 0, 0])).toEqual(['B stays out of the Conquest (no ships)', 'C stays out of the Conquest (no ships)', 'A stays out of the Conquest (no ships)']);
  });
});
