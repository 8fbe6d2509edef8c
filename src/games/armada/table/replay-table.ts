import { replayOnSimulator, type Replay } from '../../../engine/replay.js';
import { compileArmada } from '../compile.js';
import type { ArmadaScenario } from '../scenario.js';
import type { Frame } from './frames.js';
import { TableSimulator } from './simulator.js';

/**
 * Replays one battle of a table run (the engine's replayOnSimulator, keeping the simulator so the
 * frames of every orders phase come back with the trace): the stream is advanced through the
 * battles before it, so the outcome is the one the run counted.
 */
export function replayTableBattle(scenario: ArmadaScenario, seed: number | string, chunkSize: number, battle: number): Replay & { frames: Frame[] } {
  const plan = compileArmada(scenario);
  const simulator = new TableSimulator(plan, plan.table!);
  return { ...replayOnSimulator(plan, simulator, seed, chunkSize, battle), frames: simulator.frames?.frames ?? [] };
}
