/**
 * The TI4 table sampler (issue 17, item 1; src/games/ti4/sampling/): on every bundled TI4
 * scenario the exact solver supports, the simulated outcome frequencies lie within 4 standard
 * errors of the exact probabilities (SE from the exact p and the sample size; fixed seed), and a
 * chunk's tally does not depend on what the worker's tables cached before it (same seed, same
 * result on any thread count).
 */
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { configPath } from '../src/core/paths.js';
import { chunkStream } from '../src/core/rng.js';
import { createTally, OUTCOME_BASE } from '../src/core/tally.js';
import { exactTi4Result } from '../src/games/ti4/exact/result.js';
import { exactUnsupported } from '../src/games/ti4/exact/support.js';
import type { Ti4Plan } from '../src/games/ti4/plan.js';
import type { Ti4Scenario } from '../src/games/ti4/scenario.js';
import { bundledScenarios } from './support/files.js';
import { standardError } from './support/ti4-helpers.js';

const BATTLES = 60_000;
const load = (file: string) => {
  const { game, scenario } = loadScenarioFile(configPath('scenarios', file));
  return { game, scenario: scenario as Ti4Scenario, plan: game.compile(scenario) as Ti4Plan };
};
const solvable = bundledScenarios(/^ti4-.*\.ya?ml$/).filter((file) => exactUnsupported(load(file).scenario).length === 0);

describe(`table sampler vs the exact solver, ${BATTLES.toLocaleString('en')} battles per bundled scenario`, () => {
  it('covers at least 12 bundled scenarios, most of them sampled from tables on both sides', () => {
    expect(solvable.length).toBeGreaterThanOrEqual(12);
    const tables = solvable.filter((file) => load(file).plan.roundSampling.combat.every((path) => path === 'tables'));
    expect(tables.length).toBeGreaterThanOrEqual(12);
  });

  solvable.forEach((file, i) => {
    it(file, () => {
      const { game, scenario, plan } = load(file);
      const exact = exactTi4Result(scenario);
      const tally = createTally(plan.tallySize);
      game.createSimulator(plan).run(chunkStream(4000 + i, 0), tally, BATTLES, null);
      ['attackerWin', 'draw', 'defenderWin'].forEach((outcome, o) => {
        const p = exact.outcomes[outcome as 'attackerWin'].p;
        expect(Math.abs(tally[OUTCOME_BASE + o] / BATTLES - p), outcome).toBeLessThanOrEqual(4 * standardError(p, BATTLES));
      });
    });
  });
});

describe('what a worker cached never changes a chunk', () => {
  for (const file of ['ti4-fleet-vs-warsun.yaml', 'ti4-tactical-take-planet.yaml', 'ti4-sol-vs-l1z1x.yaml']) {
    it(`${file}: chunk 9 on a fresh simulator = chunk 9 after chunks 0..8 on the same one`, () => {
      const { game, plan } = load(file);
      const chunk = (simulator: ReturnType<typeof game.createSimulator>, k: number) => {
        const tally = createTally(plan.tallySize);
        simulator.run(chunkStream(11, k), tally, 2_000, null);
        return Array.from(tally);
      };
      const warm = game.createSimulator(plan);
      for (let k = 0; k < 9; k++) chunk(warm, k);
      expect(chunk(warm, 9)).toEqual(chunk(game.createSimulator(plan), 9));
    });
  }
});
