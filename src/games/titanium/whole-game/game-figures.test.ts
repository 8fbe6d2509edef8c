/**
 * A whole-game result's end-of-game figures (docs/titanium.md, "Results") recomputed game by game:
 * games are played one at a time into one tally, and after each the state holds every player's
 * fleet and the credits its units lost and destroyed over the game; the result must report, per
 * player, the share of games ending with 0, 1, 2 … units of each type, and the mean credits lost
 * and destroyed.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { titaniumGame } from './game.js';
import { CREDIT_UNIT } from '../plan.js';

describe('a whole-game result, recomputed game by game', () => {
  it('units held at the end per type, credits lost and destroyed', () => {
    const names = ['A', 'B'];
    const scenario = readGame({ players: names.map((name) => ({ name, policies: { purchase: 'fleet-first' } })), length: 'quick', maxTurns: 12 });
    const sim = simulatorOf(scenario);
    const { plan, state } = sim;
    const UNIT_SLOTS = plan.fleetSlots;
    const tally = createTally(plan.tallySize);
    const rng = chunkStream(31, 0);
    const games = 6;
    const held: number[][][] = names.map(() => Array.from({ length: plan.unitKinds }, () => new Array<number>(UNIT_SLOTS + 1).fill(0)));
    const lost = [0, 0];
    const destroyed = [0, 0];
    for (let g = 0; g < games; g++) {
      sim.run(rng, tally, 1, null);
      for (let p = 0; p < 2; p++) {
        for (let k = 0; k < plan.unitKinds; k++) {
          let n = 0;
          for (let s = 0; s < UNIT_SLOTS; s++) if (state.fleet[p * UNIT_SLOTS + s] === k) n++;
          held[p][k][n]++;
        }
        lost[p] += state.lostUnits[p];
        destroyed[p] += state.destroyedUnits[p];
      }
    }
    const result = titaniumGame.summarize(scenario, plan, tally, { seed: 31, chunkSize: games, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' });
    for (const [p, name] of names.entries()) {
      for (let k = 0; k < plan.unitKinds; k++) {
        const key = plan.itemKeys[k];
        expect([name, key, result.survivors[name][key]]).toEqual([name, key, held[p][k].map((c) => c / games)]);
      }
      expect(result.lost[name].mean).toBeCloseTo((lost[p] * CREDIT_UNIT) / games, 9);
      expect(result.destroyed[name].mean).toBeCloseTo((destroyed[p] * CREDIT_UNIT) / games, 9);
    }
    // The games were fought: units were lost.
    expect(lost[0] + lost[1]).toBeGreaterThan(0);
  });
});
