import { BATTLES_SLOT } from '../core/tally.js';
import type { ProgressSink } from '../engine/progress.js';
import type { ChunkRunner } from '../engine/runners.js';

/** Seconds between progress lines when stderr is not a terminal (a log, CI): the first comes after as long. */
export const LOG_EVERY_SECONDS = 5;
/** Redraws of the terminal bar per second at most. */
const REDRAWS_PER_SECOND = 5;
const BAR_WIDTH = 24;

/** Where a display writes and how it learns the time (tests give their own). */
export interface ProgressOutput {
  write(text: string): void;
  /** True for a terminal: one bar redrawn in place; else a line every LOG_EVERY_SECONDS. */
  tty: boolean;
  now(): number;
}

const stderrOutput = (): ProgressOutput => ({ write: (text) => void process.stderr.write(text), tty: Boolean(process.stderr.isTTY), now: () => performance.now() });

/** 1234567 → "1.23M", 12345 → "12,345": a count as the display shows it. */
const count = (n: number, unit: string) => (unit === 'battles' && n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : Math.round(n).toLocaleString('en-US'));

/** "1:05", "0:07": an ETA. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * The progress of a long command on stderr (issue 18): on a terminal a bar redrawn in place, else a
 * line every LOG_EVERY_SECONDS (nothing for a command that ends sooner), so a log or CI job shows
 * that work goes on. The bar's total never runs backwards and neither does its count (the largest
 * seen is kept, should a command report sub-runs), and a run without a known total (--precision)
 * shows its count and the note the engine gives it: the worst half-width against the target.
 * `extra` adds a live figure (battles so far) redrawn every second even between updates.
 *
 * @example progressDisplay('matrix', 'pairs').update(3, 10) // "salvo: matrix [███…] 3 of 10 pairs (30%) …"
 */
export function progressDisplay(label: string, unit = 'battles', output: ProgressOutput = stderrOutput(), extra?: () => string): ProgressSink {
  const started = output.now();
  let total = 0;
  let done = 0;
  let note = '';
  let lastDrawn = Number.NEGATIVE_INFINITY;
  let drawnOnce = false;
  let stopped = false;

  const line = (): string => {
    const seconds = Math.max((output.now() - started) / 1000, 1e-3);
    const rate = done / seconds;
    const parts = [`salvo: ${label}`];
    if (total > 0) {
      const share = Math.min(done / total, 1);
      if (output.tty) parts.push(`[${'█'.repeat(Math.round(share * BAR_WIDTH)).padEnd(BAR_WIDTH, '░')}]`);
      parts.push(`${count(done, unit)} of ${count(total, unit)} ${unit} (${Math.floor(share * 100)}%)`);
      if (done > 0 && done < total) parts.push(`ETA ${clock((total - done) / rate)}`);
    } else {
      parts.push(`${count(done, unit)} ${unit} so far`);
    }
    if (unit === 'battles' && done > 0) parts.push(`${count(rate, unit)}/s`);
    if (note !== '') parts.push(note);
    const more = extra?.() ?? '';
    if (more !== '') parts.push(more);
    return parts.join(' ');
  };

  const draw = (force: boolean) => {
    const now = output.now();
    if (output.tty) {
      if (!force && now - lastDrawn < 1000 / REDRAWS_PER_SECOND) return;
      output.write(`\r\x1b[K${line()}`);
    } else {
      const since = drawnOnce ? now - lastDrawn : now - started;
      if (!force && since < LOG_EVERY_SECONDS * 1000) return;
      output.write(`${line()}\n`);
    }
    lastDrawn = now;
    drawnOnce = true;
  };

  // Between updates (a matrix's pairs finish together at the end) the line is still drawn on time.
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    update(newDone, newTotal, newNote = '') {
      if (stopped) return;
      if (timer === undefined && extra !== undefined) {
        timer = setInterval(() => draw(false), 1000);
        timer.unref();
      }
      done = Math.max(done, newDone);
      if (newTotal !== undefined) total = Math.max(total, newTotal);
      note = newNote;
      draw(false);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      // The terminal bar is cleared; a log that had progress lines gets the closing count.
      if (output.tty && drawnOnce) output.write('\r\x1b[K');
      else if (!output.tty && drawnOnce) output.write(`${line()}\n`);
    },
  };
}

/**
 * A runner that counts the battles of the chunks it returns, for a command made of many runs
 * (tour, check) whose progress is "battles so far": `battles()` reads the count. It delegates
 * everything else to `runner`.
 */
export function countingRunner(runner: ChunkRunner): ChunkRunner & { battles(): number } {
  let battles = 0;
  return {
    threads: runner.threads,
    async run(job) {
      const tally = await runner.run(job);
      battles += tally[BATTLES_SLOT];
      return tally;
    },
    close: () => runner.close(),
    battles: () => battles,
  };
}

/** "(1.20M battles)": a counting runner's battles so far, as the `extra` of a display. */
export const battlesSoFar = (runner: { battles(): number }) => (): string =>
  `(${runner.battles() >= 1e6 ? `${(runner.battles() / 1e6).toFixed(2)}M` : runner.battles().toLocaleString('en-US')} battles)`;

/**
 * Shows a counting runner's battles so far on `sink` every second until the returned stop is
 * called (which also stops the sink).
 */
export function pollProgress(sink: ProgressSink, runner: { battles(): number }, note: () => string = () => ''): () => void {
  const timer = setInterval(() => sink.update(runner.battles(), undefined, note()), 1000);
  timer.unref();
  return () => {
    clearInterval(timer);
    sink.update(runner.battles(), undefined, note());
    sink.stop();
  };
}
