import type { RunFields } from './result-contract.js';

/** Facts about a finished run that every result reports. */
export interface RunInfo {
  seed: number | string;
  chunkSize: number;
  chunks: number;
  threads: number;
  wallSeconds: number;
  startedAt: string;
  /** Set when the run stopped on a precision target. */
  precision?: number;
  /** Set when the run is one shard of a larger run. */
  shard?: { index: number; count: number };
}

export type { RunFields } from './result-contract.js';

/** The run fields of a Monte Carlo result of `battles` battles. */
export function runFields(run: RunInfo, battles: number): RunFields {
  return {
    method: 'monte-carlo',
    battles,
    seed: run.seed,
    chunkSize: run.chunkSize,
    chunks: run.chunks,
    ...(run.precision !== undefined ? { precision: run.precision } : {}),
  };
}

/** The run fields of an exact result: no battle was simulated. */
export function exactRunFields(): RunFields {
  return { method: 'exact', battles: 0 };
}

/**
 * A count histogram from `size` tally slots as probabilities (index = count, trailing zeros
 * trimmed) with its mean.
 */
export function histogramOf(tally: ArrayLike<number>, slot: number, size: number, battles: number): { mean: number; histogram: number[] } {
  const histogram: number[] = [];
  let mean = 0;
  for (let k = 0; k < size; k++) {
    const p = tally[slot + k] / battles;
    histogram.push(p);
    mean += k * p;
  }
  while (histogram.length > 1 && histogram[histogram.length - 1] === 0) histogram.pop();
  return { mean, histogram };
}
