import { describe, expect, it, vi } from 'vitest';
import { battlesSoFar, countingRunner, progressDisplay, type ProgressOutput } from './progress-display.js';

/** A display's output with a hand-moved clock (milliseconds). */
function fakeOutput(tty: boolean) {
  const output = { text: '', time: 0, tty, write: (t: string) => void (output.text += t), now: () => output.time };
  return output satisfies ProgressOutput;
}

describe('progressDisplay', () => {
  it('without a terminal: nothing for a short command, then a line every 5 seconds and a closing line', () => {
    const out = fakeOutput(false);
    const bar = progressDisplay('matrix', 'pairs', out);
    out.time = 1000;
    bar.update(1, 10);
    expect(out.text).toBe('');
    out.time = 5000;
    bar.update(3, 10);
    expect(out.text).toBe('salvo: matrix 3 of 10 pairs (30%) ETA 0:11\n');
    out.time = 7000;
    bar.update(4, 10);
    expect(out.text.split('\n')).toHaveLength(2);
    out.time = 10_000;
    bar.update(5, 10);
    bar.stop();
    expect(out.text.split('\n').slice(1)).toEqual(['salvo: matrix 5 of 10 pairs (50%) ETA 0:10', 'salvo: matrix 5 of 10 pairs (50%) ETA 0:10', '']);
  });

  it('a command quicker than 5 seconds writes nothing at all', () => {
    const out = fakeOutput(false);
    const bar = progressDisplay('cost', 'items', out);
    out.time = 4000;
    bar.update(10, 10);
    bar.stop();
    expect(out.text).toBe('');
  });

  it('the total and the count never run backwards', () => {
    const out = fakeOutput(false);
    const bar = progressDisplay('optimize', 'battles', out);
    bar.update(2_000_000, 4_000_000);
    bar.update(500_000, 1_000_000);
    out.time = 5000;
    bar.update(2_500_000, 3_000_000);
    expect(out.text).toMatch(/^salvo: optimize 2\.50M of 4\.00M battles \(62%\) ETA 0:03 500,000\/s\n$/);
  });

  it('on a terminal: one bar redrawn in place, cleared at the end', () => {
    const out = fakeOutput(true);
    const bar = progressDisplay('run s.yaml', 'battles', out);
    out.time = 1000;
    bar.update(500_000, 1_000_000);
    expect(out.text).toBe(`\r\x1b[Ksalvo: run s.yaml [${'█'.repeat(12)}${'░'.repeat(12)}] 500,000 of 1.00M battles (50%) ETA 0:01 500,000/s`);
    bar.stop();
    expect(out.text.endsWith('\r\x1b[K')).toBe(true);
  });

  it('a precision run (no total) shows its count and the half-width against the target', () => {
    const out = fakeOutput(false);
    const bar = progressDisplay('run', 'battles', out);
    out.time = 5000;
    bar.update(2_000_000, undefined, '(±0.150 pts, target ±0.100)');
    expect(out.text).toBe('salvo: run 2.00M battles so far 400,000/s (±0.150 pts, target ±0.100)\n');
  });
});

describe('a display with a live figure', () => {
  it('writes its line on time even when no update comes (a matrix whose pairs all end together)', () => {
    vi.useFakeTimers();
    try {
      const out = fakeOutput(false);
      let battles = 0;
      const bar = progressDisplay('matrix', 'pairs', out, battlesSoFar({ battles: () => battles }));
      bar.update(2, 36);
      out.time = 6000;
      battles = 1_234_567;
      vi.advanceTimersByTime(1000);
      expect(out.text).toBe('salvo: matrix 2 of 36 pairs (5%) ETA 1:42 (1.23M battles)\n');
      bar.stop();
      vi.advanceTimersByTime(10_000);
      expect(out.text.split('\n')).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('countingRunner', () => {
  it('counts the battles of the chunks it returns', async () => {
    const inner = { threads: 2, run: async () => new Float64Array([7, 1, 2]), close: async () => {} };
    const runner = countingRunner(inner as never);
    await runner.run({} as never);
    await runner.run({} as never);
    expect(runner.battles()).toBe(14);
    expect(runner.threads).toBe(2);
  });
});
