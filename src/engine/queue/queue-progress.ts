import type { ProgressSink } from '../progress.js';
import type { QueueRunStatus } from './queue-runner.js';

/**
 * A progress sink that adds a queue run's figures to every update: chunks done (of the total when
 * it is known), battles per second and live workers, e.g.
 * `chunks 120/1000 · 1.85M/s · 2 workers, 4 threads` (compact: it follows the bar on one line).
 */
export function withQueueProgress(sink: ProgressSink, runner: { status(): QueueRunStatus }, chunkTotal?: number): ProgressSink {
  return {
    update(done, total, note) {
      const s = runner.status();
      const queue = [
        `chunks ${s.chunksDone}${chunkTotal !== undefined ? `/${chunkTotal}` : ''}`,
        `${(s.battlesPerSecond / 1e6).toFixed(2)}M/s`,
        `${s.workers} worker${s.workers === 1 ? '' : 's'}, ${s.workerThreads} thread${s.workerThreads === 1 ? '' : 's'}`,
      ].join(' · ');
      sink.update(done, total, note ? `${note} · ${queue}` : queue);
    },
    stop() {
      sink.stop();
    },
  };
}
