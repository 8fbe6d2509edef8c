import { createRequire } from 'node:module';

/** cli-progress, loaded on the first bar: most runs (--json, pipes, tests) never show one. */
const loadCliProgress = () => createRequire(import.meta.url)('cli-progress') as typeof import('cli-progress');

/** Receives progress of a run: battles done so far, and the total when it is known. */
export interface ProgressSink {
  update(done: number, total: number | undefined, note?: string): void;
  stop(): void;
}

/** A sink that shows nothing. */
export const silentProgress: ProgressSink = { update() {}, stop() {} };

/**
 * A progress bar with rate and ETA on stderr (cli-progress: a well-kept bar that handles TTY
 * redraws and ETA smoothing, which is why it is used rather than hand-written escape codes).
 * Battle counts are shown in millions.
 */
export function stderrProgress(label: string): ProgressSink {
  const cliProgress = loadCliProgress();
  const bar = new cliProgress.SingleBar(
    {
      stream: process.stderr,
      format: `${label} [{bar}] {percentage}% | {doneM}M/{totalM}M battles | {rate}M/s | ETA {eta_formatted} {note}`,
      hideCursor: false,
      clearOnComplete: true,
      noTTYOutput: true,
      notTTYSchedule: 2000,
      etaBuffer: 20,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  const started = Date.now();
  let running = false;
  return {
    update(done, total, note = '') {
      const goal = total ?? Math.max(done * 2, 1);
      const seconds = Math.max((Date.now() - started) / 1000, 1e-3);
      const fields = {
        doneM: (done / 1e6).toFixed(2),
        totalM: total === undefined ? '?' : (total / 1e6).toFixed(2),
        rate: (done / seconds / 1e6).toFixed(2),
        note,
      };
      if (!running) {
        bar.start(goal, done, fields);
        running = true;
      } else {
        bar.setTotal(goal);
        bar.update(done, fields);
      }
    },
    stop() {
      if (running) bar.stop();
      running = false;
    },
  };
}
