import { chunkStream } from '../core/rng.js';
import { createTally, type Tally } from '../core/tally.js';
import type { PlanBase, Simulator } from '../games/game.js';
import { getGame } from '../games/registry.js';

/** What a worker (or the in-process runner) receives for one chunk. */
export interface ChunkJob {
  planKey: string;
  plan: PlanBase;
  seed: number | string;
  chunk: number;
  battles: number;
}

const simulators = new Map<string, Simulator>();
const MAX_CACHED_PLANS = 64;

/** The simulator for a plan, prepared once per thread and cached by the plan's key. */
export function simulatorFor(planKey: string, plan: PlanBase): Simulator {
  let simulator = simulators.get(planKey);
  if (!simulator) {
    if (simulators.size >= MAX_CACHED_PLANS) simulators.clear();
    simulator = getGame(plan.game).createSimulator(plan);
    simulators.set(planKey, simulator);
  }
  return simulator;
}

/** Runs one chunk: its own seeded stream, a fresh tally, `battles` battles. */
export function simulateChunk(job: ChunkJob): Tally {
  const tally = createTally(job.plan.tallySize);
  simulatorFor(job.planKey, job.plan).run(chunkStream(job.seed, job.chunk), tally, job.battles, null);
  return tally;
}
