/**
 * The traced path draws what the fast path draws (docs/architecture.md, "Determinism and parallelism":
 * any single battle can be replayed with a step-by-step log; src/engine/replay.ts relies on it).
 * For every bundled scenario, the same battles run on two fresh simulators from the same stream,
 * once with a trace and once without: the tallies must be identical to the byte, and both streams
 * must stand at the same place afterwards.
 */
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { configPath } from '../src/core/paths.js';
import { chunkStream } from '../src/core/rng.js';
import { createTally } from '../src/core/tally.js';
import { Trace } from '../src/games/game.js';
import { bundledScenarios } from './support/files.js';

const BATTLES = 400;
const scenarioFiles = bundledScenarios(/\.(ya?ml|json)$/);

describe(`${BATTLES} traced and ${BATTLES} untraced battles give the same tally`, () => {
  it('finds the bundled scenarios of every game', () => {
    expect(new Set(scenarioFiles.map((f) => f.split('-')[0]))).toEqual(new Set(['ti4', 'armada', 'titanium']));
  });

  for (const file of scenarioFiles) {
    it(file, () => {
      const { game, scenario } = loadScenarioFile(configPath('scenarios', file));
      const plan = game.compile(scenario);
      const run = (trace: Trace | null) => {
        const rng = chunkStream(5, 2);
        const tally = createTally(plan.tallySize);
        game.createSimulator(plan).run(rng, tally, BATTLES, trace);
        return { tally, next: rng.uniform() };
      };
      const trace = new Trace();
      const traced = run(trace);
      const fast = run(null);
      expect(trace.lines.length).toBeGreaterThanOrEqual(BATTLES);
      expect(Buffer.from(traced.tally.buffer).equals(Buffer.from(fast.tally.buffer)), 'tallies differ').toBe(true);
      expect(Array.from(traced.tally)).toEqual(Array.from(fast.tally));
      expect(traced.next).toBe(fast.next);
    });
  }
});
