import type { Tally } from '../../core/tally.js';
import type { ChunkRunner } from '../../engine/runners.js';
import type { ChunkJob } from '../../engine/simulate-chunk.js';
import ChunkWorker from './chunk-worker.js?worker&inline';
import type { WorkerFailure, WorkerReply, WorkerRequest } from './messages.js';

/** Raised into a run that was cancelled because its inputs changed (the page then starts a new one). */
export class CancelledRun extends Error {
  constructor() {
    super('run cancelled: the fight changed');
    this.name = 'CancelledRun';
  }
}

/** A worker's failure on the page's side: `isConfigError` marks the user's mistake, shown as a message. */
export class WorkerError extends Error {
  readonly isConfigError: boolean;
  constructor(failure: WorkerFailure) {
    super(failure.message);
    this.name = failure.isConfigError ? 'ConfigError' : 'WorkerError';
    this.isConfigError = failure.isConfigError;
  }
}

interface Pending {
  request: WorkerRequest;
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy?: Pending;
  /** The plan keys this worker has prepared: a plan is posted to a worker only once. */
  plans: Set<string>;
}

/**
 * The engine's ChunkRunner on Web Workers (src/engine/runners.ts): `threads` workers, each running
 * one chunk at a time with the chunk's own stream, so a run has the same tally as the CLI's for the
 * same seed and chunk size, whatever the number of cores. `cancel` drops every queued chunk (a
 * running one finishes and is ignored), so editing a fight never waits for the previous run.
 */
export class WebRunner implements ChunkRunner {
  private readonly slots: Slot[];
  private queue: Pending[] = [];
  private nextId = 1;

  constructor(readonly threads: number) {
    if (!Number.isInteger(threads) || threads < 1) throw new RangeError(`WebRunner: threads must be a positive integer, got ${threads}`);
    this.slots = Array.from({ length: threads }, () => this.createSlot());
  }

  private createSlot(): Slot {
    const slot: Slot = { worker: new ChunkWorker(), plans: new Set() };
    slot.worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const done = slot.busy;
      slot.busy = undefined;
      if (done) {
        const reply = event.data;
        if (reply.kind === 'failed') done.reject(new WorkerError(reply.failure));
        else done.resolve(reply);
      }
      this.dispatch();
    };
    slot.worker.onerror = (event) => {
      const done = slot.busy;
      slot.busy = undefined;
      done?.reject(new Error(`chunk worker: ${event.message}`));
      this.dispatch();
    };
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy || this.queue.length === 0) continue;
      const pending = this.queue.shift()!;
      const request = pending.request;
      if (request.kind === 'chunk') {
        if (slot.plans.has(request.job.planKey)) request.job = { ...request.job, plan: undefined };
        else slot.plans.add(request.job.planKey);
      }
      slot.busy = pending;
      slot.worker.postMessage(request);
    }
  }

  private ask(request: WorkerRequest): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /** Runs one chunk on the first free worker. */
  async run(job: ChunkJob): Promise<Tally> {
    const reply = await this.ask({ id: this.nextId++, kind: 'chunk', job });
    if (reply.kind !== 'chunk') throw new Error(`WebRunner: a chunk was answered with ${reply.kind}`);
    return reply.tally;
  }

  /** Drops every queued request with a CancelledRun; requests already running finish unseen. */
  cancel(): void {
    const dropped = this.queue;
    this.queue = [];
    for (const pending of dropped) pending.reject(new CancelledRun());
    for (const slot of this.slots) {
      if (!slot.busy) continue;
      const busy = slot.busy;
      slot.busy = { ...busy, resolve: () => undefined, reject: () => undefined };
      busy.reject(new CancelledRun());
    }
  }

  async close(): Promise<void> {
    this.cancel();
    for (const slot of this.slots) slot.worker.terminate();
  }
}

/**
 * Solves a scenario exactly in a worker of its own (`game.exact`, the CLI's `--exact`), so a
 * solve that takes too long can be stopped by ending the worker without touching the chunk
 * workers. Resolves with the result, or rejects with a WorkerError (a ConfigError's message when
 * the solver cannot solve the fight) or CancelledRun.
 */
export class ExactSolver {
  private worker: Worker | undefined;
  private reject: ((error: Error) => void) | undefined;

  solve(game: string, raw: unknown, source: string): Promise<unknown> {
    this.cancel();
    const worker = new ChunkWorker();
    this.worker = worker;
    return new Promise((resolve, reject) => {
      this.reject = reject;
      worker.onmessage = (event: MessageEvent<WorkerReply>) => {
        const reply = event.data;
        this.finish(worker);
        if (reply.kind === 'exact') resolve(reply.result);
        else if (reply.kind === 'failed') reject(new WorkerError(reply.failure));
      };
      worker.onerror = (event) => {
        this.finish(worker);
        reject(new Error(`exact worker: ${event.message}`));
      };
      worker.postMessage({ id: 0, kind: 'exact', game, raw, source } satisfies WorkerRequest);
    });
  }

  private finish(worker: Worker): void {
    worker.terminate();
    if (this.worker === worker) {
      this.worker = undefined;
      this.reject = undefined;
    }
  }

  /** Stops the solve in progress, if any (its promise rejects with CancelledRun). */
  cancel(): void {
    if (this.worker) this.worker.terminate();
    this.reject?.(new CancelledRun());
    this.worker = undefined;
    this.reject = undefined;
  }
}
