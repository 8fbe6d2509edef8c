import { InProcessRunner, type ChunkRunner } from '../src/engine/runners.js';
import { gameSimulators } from './game-simulators.js';
import { createPoolRunner } from './pool-runner.js';

export { createPoolRunner, simWorkerFile } from './pool-runner.js';

/** A runner of salvo's games in the calling thread: for tests, replay and tiny runs. */
export function createInProcessRunner(): InProcessRunner {
  return new InProcessRunner(gameSimulators);
}

/** The runner for a thread count (`--threads`): in-process for one thread, a pool otherwise. */
export function createRunner(threads: number): ChunkRunner {
  return threads === 1 ? createInProcessRunner() : createPoolRunner(threads);
}
