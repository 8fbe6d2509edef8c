import { describe, expect, it } from 'vitest';
import type { ProgressSink } from '../progress.js';
import { withQueueProgress } from './queue-progress.js';
import type { QueueRunStatus } from './queue-runner.js';

describe('withQueueProgress', () => {
  const status: QueueRunStatus = { runId: 'r-1', chunksDone: 120, chunksReused: 0, battlesDone: 2_400_000, battlesPerSecond: 1_850_000, workers: 2, workerThreads: 4, duplicatesIgnored: 0 };
  const recorded = () => {
    const calls: [number, number | undefined, string | undefined][] = [];
    const sink: ProgressSink & { stopped: number } = { stopped: 0, update: (done, total, note) => void calls.push([done, total, note]), stop: () => void sink.stopped++ };
    return { calls, sink };
  };

  it('adds chunks done of the total, the rate and the live workers to every update, after the run\'s own note', () => {
    const { calls, sink } = recorded();
    const progress = withQueueProgress(sink, { status: () => status }, 1000);
    progress.update(2_400_000, 20_000_000, '');
    progress.update(2_400_000, undefined, '(±0.1 pts)');
    progress.stop();
    expect(calls).toEqual([
      [2_400_000, 20_000_000, 'chunks 120/1000 · 1.85M/s · 2 workers, 4 threads'],
      [2_400_000, undefined, '(±0.1 pts) · chunks 120/1000 · 1.85M/s · 2 workers, 4 threads'],
    ]);
    expect(sink.stopped).toBe(1);
  });

  it('shows chunks done alone when the total is not known, and one worker in the singular', () => {
    const { calls, sink } = recorded();
    withQueueProgress(sink, { status: () => ({ ...status, workers: 1, workerThreads: 1 }) }).update(5, 10, 'items');
    expect(calls[0][2]).toBe('items · chunks 120 · 1.85M/s · 1 worker, 1 thread');
  });
});
