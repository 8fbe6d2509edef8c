/**
 * The flat statistics record of a set of samples (as tinybench and mitata report them): count,
 * mean, standard deviation, extremes and quartiles. Here a sample is a rate (battles per second
 * of one chunk, or of one whole run).
 */
export interface SampleStats {
  samples: number;
  mean: number;
  sd: number;
  min: number;
  p25: number;
  p50: number;
  p75: number;
  max: number;
}

/** The q-quantile (0..1) of ascending `sorted`, linearly interpolated between ranks. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/**
 * Statistics of `values` (the sample standard deviation, n − 1; 0 for one sample), rounded to
 * whole units as battle rates are.
 * @throws RangeError when there are no values.
 * @example
 * sampleStats([10, 20, 30, 40]); // { samples: 4, mean: 25, sd: 13, min: 10, p25: 18, p50: 25, p75: 33, max: 40 }
 */
export function sampleStats(values: readonly number[]): SampleStats {
  if (values.length === 0) throw new RangeError('sampleStats: values must hold at least one sample');
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / n;
  const sd = n > 1 ? Math.sqrt(sorted.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1)) : 0;
  const round = Math.round;
  return { samples: n, mean: round(mean), sd: round(sd), min: round(sorted[0]), p25: round(quantile(sorted, 0.25)), p50: round(quantile(sorted, 0.5)), p75: round(quantile(sorted, 0.75)), max: round(sorted[n - 1]) };
}
