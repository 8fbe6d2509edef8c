import { describe, expect, it } from 'vitest';
import { exactRunFields, histogramOf, runFields } from './result-fields.js';

describe('result run fields (docs/architecture.md, "Results")', () => {
  const run = { seed: 7, chunkSize: 500, chunks: 4, threads: 2, wallSeconds: 1.5, startedAt: '2026-01-01T00:00:00Z' };

  it('a Monte Carlo run reports its method, battles, seed and chunking, and its precision only when it had one', () => {
    expect(runFields(run, 2000)).toEqual({ method: 'monte-carlo', battles: 2000, seed: 7, chunkSize: 500, chunks: 4 });
    expect(runFields({ ...run, precision: 0.01 }, 2000)).toEqual({ method: 'monte-carlo', battles: 2000, seed: 7, chunkSize: 500, chunks: 4, precision: 0.01 });
    expect(exactRunFields()).toEqual({ method: 'exact', battles: 0 });
    expect(Object.keys(runFields(run, 2000))).not.toContain('precision');
  });

  it('a count histogram is the slots over the battles, trailing zeros trimmed, with its mean', () => {
    // Slots 1..5 count battles with 0..4 of something: 2 with none, 6 with two, of 8 battles.
    const tally = [8, 2, 0, 6, 0, 0, 99];
    expect(histogramOf(tally, 1, 5, 8)).toEqual({ mean: 1.5, histogram: [0.25, 0, 0.75] });
    expect(histogramOf([0, 0, 0], 0, 3, 4)).toEqual({ mean: 0, histogram: [0] });
    expect(histogramOf([1, 3], 0, 2, 4)).toEqual({ mean: 0.75, histogram: [0.25, 0.75] });
  });
});
