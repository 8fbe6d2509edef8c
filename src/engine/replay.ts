import { chunkStream } from '../core/rng.js';
import { createTally, OUTCOME_BASE } from '../core/tally.js';
import { Trace, type Game, type PlanBase } from '../games/game.js';
import { locateBattle } from './chunks.js';

/** One battle replayed: its trace and its outcome. */
export interface Replay {
  battle: number;
  chunk: number;
  offset: number;
  outcome: string;
  lines: string[];
}

/**
 * Replays battle `battle` (0-based) of a run with `seed` and `chunkSize`: its chunk's stream is
 * advanced through the battles before it, then the battle runs with a trace. The rolls are the
 * very ones the run drew, so the outcome is the one the run counted.
 */
export function replayBattle<S, P extends PlanBase>(game: Game<S, P, unknown>, scenario: S, seed: number | string, chunkSize: number, battle: number): Replay {
  const plan = game.compile(scenario);
  const simulator = game.createSimulator(plan);
  const { chunk, offset } = locateBattle(battle, chunkSize);
  const rng = chunkStream(seed, chunk);
  simulator.run(rng, createTally(plan.tallySize), offset, null);
  const tally = createTally(plan.tallySize);
  const trace = new Trace();
  simulator.run(rng, tally, 1, trace);
  const outcome = plan.outcomes.findIndex((_, i) => tally[OUTCOME_BASE + i] === 1);
  return { battle, chunk, offset, outcome: plan.outcomes[outcome], lines: trace.lines };
}
