/**
 * Determinism (docs/architecture.md, "Determinism and parallelism"): the same seed gives byte-identical
 * tallies on 1, 2 and 4 threads; different seeds differ; a replayed battle has the outcome the run
 * counted for it. Uses the compiled worker (npm test builds first).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { chunkStream } from '../src/core/rng.js';
import { createTally, OUTCOME_BASE } from '../src/core/tally.js';
import { runPlan } from '../src/engine/run.js';
import { replayBattle } from '../src/engine/replay.js';
import type { ChunkRunner } from '../src/engine/runners.js';
import { createInProcessRunner, createPoolRunner } from '../workers/runners.js';
import { ti4 } from '../src/games/ti4/game.js';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { configPath } from '../src/core/paths.js';

const scenario = ti4.parseScenario(
  { game: 'ti4', attacker: { units: { dreadnought: 2, carrier: 1, fighter: 4 } }, defender: { units: { warsun: 1, destroyer: 2, pds: 1 } } },
  'test',
);
const plan = ti4.compile(scenario);
/**
 * One runner of each kind for the whole file (a pool reruns any plan): starting worker threads
 * costs more than the few thousand battles each test needs. What the tests check — chunks split
 * across threads and put back in order, a last chunk shorter than the others — depends on the
 * number of chunks, not on their size, so the chunks are small.
 */
const single = createInProcessRunner();
const pool2 = createPoolRunner(2);
const pool4 = createPoolRunner(4);
afterAll(async () => Promise.all([single, pool2, pool4].map((r) => r.close())));

/** 23 chunks: more than 4 threads' worth, the last one short. */
async function tallyWith(runner: ChunkRunner, seed: number, battles = 23_000, chunkSize = 1_000) {
  const output = await runPlan({ plan, seed, chunkSize, battles, runner });
  return output.tally;
}

describe('same seed, any thread count', () => {
  it('gives byte-identical tallies (and so outcomes) on 1, 2 and 4 threads', async () => {
    const one = await tallyWith(single, 42);
    const two = await tallyWith(pool2, 42);
    const four = await tallyWith(pool4, 42);
    expect(Buffer.from(two.buffer).equals(Buffer.from(one.buffer))).toBe(true);
    expect(Buffer.from(four.buffer).equals(Buffer.from(one.buffer))).toBe(true);
    expect(one[0]).toBe(23_000);
  });

  it('gives identical summaries apart from provenance', async () => {
    const a = await tallyWith(single, 7, 5_000);
    const b = await tallyWith(pool2, 7, 5_000);
    const info = { seed: 7, chunkSize: 1_000, chunks: 5, threads: 1, wallSeconds: 0, startedAt: '' };
    expect(JSON.stringify(ti4.summarize(scenario, plan, b, info).outcomes)).toBe(JSON.stringify(ti4.summarize(scenario, plan, a, info).outcomes));
  });

  it('different seeds give different tallies', async () => {
    const a = await tallyWith(single, 1, 5_000);
    const b = await tallyWith(single, 2, 5_000);
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(false);
  });

  it('a precision run stops at the same battle count for any thread count', async () => {
    const run = (runner: ChunkRunner) => runPlan({ plan, seed: 5, chunkSize: 500, precision: 0.0125, runner });
    const [a, b] = [await run(single), await run(pool2)];
    expect(a.battles).toBe(b.battles);
    expect(Buffer.from(a.tally.buffer).equals(Buffer.from(b.tally.buffer))).toBe(true);
  });
});

describe('replay', () => {
  it('reproduces the outcome the run counted for each replayed battle', () => {
    const chunkSize = 1_000;
    const seed = 99;
    // The run's own record of battle k: the outcome slot that battle k+1 added to the tally.
    const recorded = (battle: number) => {
      const chunk = Math.floor(battle / chunkSize);
      const before = createTally(plan.tallySize);
      const after = createTally(plan.tallySize);
      ti4.createSimulator(plan).run(chunkStream(seed, chunk), before, battle % chunkSize, null);
      ti4.createSimulator(plan).run(chunkStream(seed, chunk), after, (battle % chunkSize) + 1, null);
      return plan.outcomes.find((_, i) => after[OUTCOME_BASE + i] - before[OUTCOME_BASE + i] === 1);
    };
    for (const battle of [0, 1, 17, 999, 1000, 2345]) {
      const replay = replayBattle(ti4, scenario, seed, chunkSize, battle);
      // An outcome neither counted nor replayed would read undefined on both sides.
      expect(plan.outcomes).toContain(replay.outcome);
      expect(replay.outcome).toBe(recorded(battle));
      expect(replay.lines.at(-3)).toMatch(/^Result: /);
    }
  });
});

describe('every game: same seed, same tally on 1 and 2 threads', () => {
  for (const file of ['armada-sol-vs-letnev.yaml', 'armada-carriers-squadrons.yaml', 'titanium-three-vs-three.yaml', 'titanium-four-way.yaml', 'ti4-tactical-take-planet.yaml']) {
    it(file, async () => {
      const { game, scenario } = loadScenarioFile(configPath('scenarios', file));
      const gamePlan = game.compile(scenario);
      // 7 chunks, the last one half as long.
      const run = (runner: ChunkRunner) => runPlan({ plan: gamePlan, seed: 21, chunkSize: 200, battles: 1_300, runner });
      const [a, b] = [await run(single), await run(pool2)];
      expect(Buffer.from(b.tally.buffer).equals(Buffer.from(a.tally.buffer))).toBe(true);
      const c = await runPlan({ plan: gamePlan, seed: 22, chunkSize: 200, battles: 1_300, runner: single });
      expect(Buffer.from(c.tally.buffer).equals(Buffer.from(a.tally.buffer))).toBe(false);
    });
  }
});
