import { chunkStream } from '../../../core/rng.js';
import { createTally, OUTCOME_BASE } from '../../../core/tally.js';
import { locateBattle } from '../../../engine/chunks.js';
import type { Replay } from '../../../engine/replay.js';
import { Trace } from '../../game.js';
import { compileArmada } from '../compile.js';
import type { ArmadaScenario } from '../scenario.js';
import type { Frame } from './frames.js';
import { TableSimulator } from './simulator.js';

/**
 * Replays one battle of a table run (the engine's replayBattle, keeping the simulator so the
 * frames of every orders phase come back with the trace): the stream is advanced through the
 * battles before it, so the outcome is the one the run counted.
 */
export function replayTableBattle(scenario: ArmadaScenario, seed: number | string, chunkSize: number, battle: number): Replay & { frames: Frame[] } {
  const plan = compileArmada(scenario);
  const simulator = new TableSimulator(plan, plan.table!);
  const { chunk, offset } = locateBattle(battle, chunkSize);
  const rng = chunkStream(seed, chunk);
  simulator.run(rng, createTally(plan.tallySize), offset, null);
  const tally = createTally(plan.tallySize);
  const trace = new Trace();
  simulator.run(rng, tally, 1, trace);
  const outcome = plan.outcomes.findIndex((_, i) => tally[OUTCOME_BASE + i] === 1);
  return { battle, chunk, offset, outcome: plan.outcomes[outcome], lines: trace.lines, frames: simulator.frames?.frames ?? [] };
}
