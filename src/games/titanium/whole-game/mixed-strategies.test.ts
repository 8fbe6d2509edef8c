/**
 * Mixed strategies (docs/strategy.md, "Mixed strategies"): a player who writes `mix:` draws one of
 * its strategies before each game with its weight, independently of the others.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { ConfigError } from '../../../core/errors.js';
import { Trace } from '../../game.js';
import { readGame } from '../../../../test/support/titanium-game.js';
import { compileGame } from './compile.js';
import { gameSimulatorFor } from './mixed-simulator.js';

const strong = { purchase: 'fleet-first' };
const weak = { purchase: 'economy-first' };
const others = [{ name: 'East', policies: strong }, { name: 'West', policies: strong }];
const scenarioOf = (north: object) => readGame({ players: [{ name: 'North', ...north }, ...others] });

/** North's wins in `games` games on one chunk's stream. */
function northWins(north: object, games: number, seed: number): number {
  const plan = compileGame(scenarioOf(north));
  const tally = createTally(plan.tallySize);
  gameSimulatorFor(plan).run(chunkStream(seed, 0), tally, games, null);
  return tally[OUTCOME_BASE];
}

describe('mixed strategies in whole games', () => {
  it('compiles every combination of the mixes with the product of their weights', () => {
    const plan = compileGame(readGame({
      players: [
        { name: 'North', mix: [{ weight: 0.25, policies: weak }, { weight: 0.75, policies: strong }] },
        { name: 'East', mix: [{ weight: 0.5, policies: { participation: 0.2 } }, { weight: 0.5, policies: { participation: 0.4 } }] },
        { name: 'West', policies: strong },
      ],
    }));
    const mixture = plan.mixture!;
    expect(mixture.draws).toEqual([[0, 0, 0], [0, 1, 0], [1, 0, 0], [1, 1, 0]]);
    expect(mixture.cumulative).toEqual([0.125, 0.25, 0.625, 1]);
    expect(mixture.plans.map((p) => [p.purchase[0], p.participation[1]])).toEqual([[3, 0.2], [3, 0.4], [2, 0.2], [2, 0.4]]);
    // Labels and tables use the heaviest strategy.
    expect(plan.purchase[0]).toBe(2);
  });

  it('a player without a mix compiles as before (no mixture)', () => {
    expect(compileGame(scenarioOf({ policies: strong })).mixture).toBeUndefined();
  });

  it('draws each game: a 50/50 mix of a strong and a weak purchase policy wins as their mean (4 standard errors)', () => {
    const n = 3000;
    const pStrong = northWins({ policies: strong }, n, 11) / n;
    const pWeak = northWins({ policies: weak }, n, 12) / n;
    const pMix = northWins({ mix: [{ weight: 0.5, policies: strong }, { weight: 0.5, policies: weak }] }, n, 13) / n;
    // The two pure strategies differ by far more than the test's bound, so a mix that always drew one would fail.
    expect(pStrong - pWeak).toBeGreaterThan(0.15);
    const se = Math.sqrt((pMix * (1 - pMix)) / n + (pStrong * (1 - pStrong)) / (4 * n) + (pWeak * (1 - pWeak)) / (4 * n));
    expect(Math.abs(pMix - (pStrong + pWeak) / 2)).toBeLessThan(4 * se);
  });

  it('the trace names the strategy drawn, about as often as its weight (4 standard errors)', () => {
    const plan = compileGame(scenarioOf({ mix: [{ weight: 0.3, policies: weak }, { weight: 0.7, policies: strong }] }));
    const trace = new Trace();
    const games = 400;
    gameSimulatorFor(plan).run(chunkStream(5, 0), createTally(plan.tallySize), games, trace);
    const drawn = trace.lines.filter((l) => l.startsWith('Strategies drawn:'));
    expect(drawn).toHaveLength(games);
    const first = drawn.filter((l) => l === 'Strategies drawn: North plays strategy 1 of its mix').length;
    expect(Math.abs(first / games - 0.3)).toBeLessThan(4 * Math.sqrt((0.3 * 0.7) / games));
  });

  it('refuses a player with both policies and a mix, and weights that do not add up to 1', () => {
    expect(() => scenarioOf({ policies: strong, mix: [{ weight: 1, policies: weak }] })).toThrow(ConfigError);
    expect(() => scenarioOf({ policies: strong, mix: [{ weight: 1, policies: weak }] })).toThrow(/players\.0: a player writes both policies and mix/);
    expect(() => scenarioOf({ mix: [{ weight: 0.5, policies: weak }, { weight: 0.4, policies: strong }] })).toThrow(/players\.0\.mix: the mix's weights do not add up to 1 — got 0\.9,/);
    expect(() => scenarioOf({ mix: [{ weight: 1, policies: { avoid: ['warp-gate'] } }] })).toThrow(/players\.0\.mix\.0\.policies\.avoid\.0: unknown Arsenal card "warp-gate"/);
  });
});
