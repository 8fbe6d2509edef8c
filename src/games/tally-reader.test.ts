/**
 * The tally reader turns a Monte Carlo tally of counts and an exact solver's tally of probability
 * masses (same layout) into the same figures: Wilson intervals and standard errors for counts,
 * zero-width intervals and zero standard errors for masses. Exact expectations, by hand.
 */
import { describe, expect, it } from 'vitest';
import { wilson } from '../core/stats.js';
import { countReader, massReader } from './tally-reader.js';

// Layout: slot 0 battles; 1-2 outcomes; 3-4 Σx, Σx² of a loss; 5-7 a histogram of counts 0..2.
// Four battles with outcomes A, A, A, B, losses x = 0, 1, 2, 3 and counts left 0, 1, 1, 2.
const counts = Float64Array.from([4, 3, 1, 6, 14, 1, 2, 1]);
// The same battles as probability masses: each had probability 1/4.
const masses = Float64Array.from([1, 0.75, 0.25, 1.5, 3.5, 0.25, 0.5, 0.25]);
const run = { seed: 7, chunkSize: 4, chunks: 1, threads: 1, wallSeconds: 0.5, startedAt: '2026-01-01T00:00:00.000Z' };

describe('countReader (Monte Carlo)', () => {
  const reader = countReader(counts, run);
  it('gives Wilson intervals, means with standard errors, shares and run fields', () => {
    expect(reader.method).toBe('monte-carlo');
    expect(reader.battles).toBe(4);
    expect(reader.runFields).toEqual({ method: 'monte-carlo', battles: 4, seed: 7, chunkSize: 4, chunks: 1 });
    expect(reader.estimate(1)).toEqual(wilson(3, 4));
    // x = 0..3: mean 1.5, sample variance 5/3, se √(5/12); in half units (unit 0.5): 0.75 and half the se.
    expect(reader.mean(3, 0.5).mean).toBe(0.75);
    expect(reader.mean(3, 0.5).se).toBeCloseTo(Math.sqrt(5 / 12) / 2, 15);
    expect(reader.distribution(5, 3)).toEqual([0.25, 0.5, 0.25]);
    expect(reader.length('rounds', 5, 3)).toEqual({ unit: 'rounds', mean: 1, histogram: [0.25, 0.5, 0.25] });
  });
});

describe('massReader (exact)', () => {
  const reader = massReader(masses, { wallSeconds: 0.01, startedAt: '2026-01-01T00:00:00.000Z', meanLength: 2.5 });
  it('gives the same point figures with zero-width intervals, zero standard errors and no battle count', () => {
    expect(reader.method).toBe('exact');
    expect(reader.battles).toBe(0);
    expect(reader.runFields).toEqual({ method: 'exact', battles: 0 });
    expect(reader.estimate(1)).toEqual({ p: 0.75, lo: 0.75, hi: 0.75 });
    expect(reader.mean(3, 0.5)).toEqual({ mean: 0.75, se: 0 });
    expect(reader.distribution(5, 3)).toEqual(countReader(counts, run).distribution(5, 3));
    expect(reader.provenance.threads).toBe(1);
  });
  it('reports only the mean length when that is all the solver knows, else the histogram of its masses', () => {
    expect(reader.length('rounds', 5, 3)).toEqual({ unit: 'rounds', mean: 2.5, histogram: [] });
    expect(massReader(masses, { wallSeconds: 0, startedAt: '' }).length('turns', 5, 3)).toEqual({ unit: 'turns', mean: 1, histogram: [0.25, 0.5, 0.25] });
  });
});
