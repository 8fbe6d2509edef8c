import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { InProcessRunner, PoolRunner, type ChunkRunner } from '../src/engine/runners.js';
import { gameSimulators } from './game-simulators.js';

/** The compiled piscina entry, found from the package root (works from src/ under vitest and from dist/). */
export function simWorkerFile(): string {
  return join(packageRoot(), 'dist', 'workers', 'sim-worker.js');
}

/** A runner of salvo's games in the calling thread: for tests, replay and tiny runs. */
export function createInProcessRunner(): InProcessRunner {
  return new InProcessRunner(gameSimulators);
}

/** A runner of salvo's games on a pool of exactly `threads` worker threads (needs `npm run build`). */
export function createPoolRunner(threads: number): PoolRunner {
  return new PoolRunner(threads, simWorkerFile());
}

/** The runner for a thread count (`--threads`): in-process for one thread, a pool otherwise. */
export function createRunner(threads: number): ChunkRunner {
  return threads === 1 ? createInProcessRunner() : createPoolRunner(threads);
}
