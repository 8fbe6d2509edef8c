/**
 * The page's Web Worker (one per core): runs chunks of compiled plans exactly as the CLI's piscina
 * workers do (src/engine/simulate-chunk.ts, the same chunk streams), keeping prepared plans by key,
 * and solves TI4 scenarios exactly with the same solver as `--exact`. Nothing leaves the browser.
 */
import { ConfigError } from '../../core/errors.js';
import { PreparedPlans } from '../../engine/prepared-plans.js';
import { simulateChunk } from '../../engine/simulate-chunk.js';
import { getGame } from '../../games/registry.js';
import { gameSimulators } from '../../../workers/game-simulators.js';
import type { WorkerReply, WorkerRequest } from './messages.js';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
}
const scope = self as unknown as WorkerScope;
const plans = new PreparedPlans(gameSimulators);

function answer(request: WorkerRequest): WorkerReply {
  if (request.kind === 'chunk') {
    const { job } = request;
    const prepared = plans.get(job.planKey, () => {
      if (job.plan === undefined) throw new Error(`chunk worker: plan ${job.planKey} was never sent to this worker`);
      return job.plan;
    });
    return { id: request.id, kind: 'chunk', tally: simulateChunk(prepared, job.seed, job.chunk, job.battles) };
  }
  const game = getGame(request.game);
  if (!game.exact) throw new Error(`chunk worker: ${game.title} has no exact solver; the page asks only games that have one`);
  return { id: request.id, kind: 'exact', result: game.exact(game.parseScenario(request.raw, request.source), request.source) };
}

scope.onmessage = (event) => {
  try {
    scope.postMessage(answer(event.data));
  } catch (error) {
    scope.postMessage({ id: event.data.id, kind: 'failed', failure: { message: error instanceof Error ? error.message : String(error), isConfigError: error instanceof ConfigError } });
  }
};
