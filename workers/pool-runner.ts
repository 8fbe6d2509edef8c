import { join } from 'node:path';
import { packageRoot } from '../src/core/paths.js';
import { PoolRunner } from '../src/engine/runners.js';

/** The compiled piscina entry, found from the package root (works from src/ under vitest and from dist/). */
export function simWorkerFile(): string {
  return join(packageRoot(), 'dist', 'workers', 'sim-worker.js');
}

/**
 * A runner of salvo's games on a pool of exactly `threads` worker threads (needs `npm run build`).
 * Its own module, apart from runners.ts: the pool's threads load the games, so the caller does not
 * have to (`salvo run` imports only its scenario's game).
 */
export function createPoolRunner(threads: number): PoolRunner {
  return new PoolRunner(threads, simWorkerFile());
}
