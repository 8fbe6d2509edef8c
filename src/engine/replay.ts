import { chunkStream } from '../core/rng.js';
import { createTally, OUTCOME_BASE } from '../core/tally.js';
import { locateBattle } from './chunks.js';
import type { PlanBase, Simulator } from './simulator.js';
import { Trace } from './trace.js';

/** One battle replayed: its trace and its outcome. */
export interface Replay {
  battle: number;
  chunk: number;
  offset: number;
  outcome: string;
  lines: string[];
}

/** What a replay needs of a game: compiling its scenario and preparing the plan's hot loop (a Game has both). */
export interface ReplaySource<S, P extends PlanBase> {
  compile(scenario: S): P;
  createSimulator(plan: P): Simulator;
}

/**
 * Replays battle `battle` (0-based) of a run with `seed` and `chunkSize`: its chunk's stream is
 * advanced through the battles before it, then the battle runs with a trace. The rolls are the
 * very ones the run drew, so the outcome is the one the run counted.
 */
export function replayBattle<S, P extends PlanBase>(source: ReplaySource<S, P>, scenario: S, seed: number | string, chunkSize: number, battle: number): Replay {
  const plan = source.compile(scenario);
  return replayOnSimulator(plan, source.createSimulator(plan), seed, chunkSize, battle);
}

/**
 * replayBattle on a simulator the caller keeps, for a game whose simulator records more than the
 * trace while it plays (e.g. the Armada table model's frames of every orders phase).
 */
export function replayOnSimulator(plan: PlanBase, simulator: Simulator, seed: number | string, chunkSize: number, battle: number): Replay {
  const { chunk, offset } = locateBattle(battle, chunkSize);
  const rng = chunkStream(seed, chunk);
  simulator.run(rng, createTally(plan.tallySize), offset, null);
  const tally = createTally(plan.tallySize);
  const trace = new Trace();
  simulator.run(rng, tally, 1, trace);
  const outcome = plan.outcomes.findIndex((_, i) => tally[OUTCOME_BASE + i] === 1);
  return { battle, chunk, offset, outcome: plan.outcomes[outcome], lines: trace.lines };
}
