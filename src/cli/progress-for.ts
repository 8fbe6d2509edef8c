import { silentProgress, type ProgressSink } from '../engine/progress.js';
import { withQueueProgress } from '../engine/queue/queue-progress.js';
import { QueueRunner } from '../engine/queue/queue-runner.js';
import type { ChunkRunner } from '../engine/runners.js';
import { progressDisplay } from './progress-display.js';

/**
 * The progress display of a command on stderr when `show` (progressDisplay: `unit` is what it
 * counts), with the queue's figures (chunks done of `chunkTotal`, battles/s, live workers) when
 * the runner is a queue. `extra` adds a live figure (e.g. battles so far of a counting runner).
 */
export function progressFor(show: boolean, label: string, runner: ChunkRunner, chunkTotal?: number, unit = 'battles', extra?: () => string): ProgressSink {
  if (!show) return silentProgress;
  const bar = progressDisplay(label, unit, undefined, extra);
  return runner instanceof QueueRunner ? withQueueProgress(bar, runner, chunkTotal) : bar;
}
