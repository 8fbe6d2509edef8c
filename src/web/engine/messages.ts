import type { ChunkJob } from '../../engine/simulate-chunk.js';
import type { Tally } from '../../core/tally.js';

/** What the page asks a worker: run one chunk (the plan attached only the first time a worker meets its key), or solve a scenario exactly. */
export type WorkerRequest =
  | { id: number; kind: 'chunk'; job: Omit<ChunkJob, 'plan'> & { plan?: ChunkJob['plan'] } }
  | { id: number; kind: 'exact'; game: string; raw: unknown; source: string };

/** A failure crossing the worker boundary: a ConfigError keeps its message (the user's mistake), anything else is a bug. */
export interface WorkerFailure {
  message: string;
  isConfigError: boolean;
}

/** A worker's answer to request `id`. */
export type WorkerReply =
  | { id: number; kind: 'chunk'; tally: Tally }
  | { id: number; kind: 'exact'; result: unknown }
  | { id: number; kind: 'failed'; failure: WorkerFailure };
