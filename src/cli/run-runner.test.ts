import { describe, expect, it } from 'vitest';
import { AdaptiveRunner } from '../engine/adaptive-runner.js';
import { InProcessRunner, PoolRunner } from '../engine/runners.js';
import type { SimulatorFactory } from '../engine/simulator.js';
import { runnerForRun } from './run-runner.js';
import type { SimulationArgs } from './run-options.js';
import { ti4 } from '../games/ti4/game.js';

const simulators: SimulatorFactory = (plan) => ti4.createSimulator(plan as Parameters<typeof ti4.createSimulator>[0]);

const args = (battles: number | undefined, threads: number): SimulationArgs => ({ ...(battles !== undefined ? { battles } : {}), seed: 1, threads, chunkSize: 20_000, json: true });

describe('runnerForRun', () => {
  it('answers a one-chunk run in this thread, whatever --threads says', async () => {
    const runner = await runnerForRun(args(10_000, 8), 'test', simulators);
    expect(runner).toBeInstanceOf(InProcessRunner);
    expect(runner.threads).toBe(1);
    await runner.close();
  });

  it('starts no more threads than the run has chunks (and a pool only when the run proves long enough)', async () => {
    const three = await runnerForRun(args(50_000, 8), 'test', simulators);
    expect(three).toBeInstanceOf(AdaptiveRunner);
    expect(three.threads).toBe(3);
    const all = await runnerForRun(args(1_000_000, 4), 'test', simulators);
    expect(all.threads).toBe(4);
    const precision = await runnerForRun(args(undefined, 4), 'test', simulators);
    expect(precision).toBeInstanceOf(PoolRunner);
    expect(precision.threads).toBe(4);
    await Promise.all([three.close(), all.close(), precision.close()]);
  });
});
