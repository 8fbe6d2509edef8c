/**
 * The normal quantile for a two-sided 95% interval, Φ⁻¹(0.975). A constant rather than
 * simple-statistics' `probit(0.975)`, which is a table approximation (1.9572) too coarse here.
 */
export const Z95 = 1.959963984540054;

/** A probability with its 95% interval. */
export interface Estimate {
  p: number;
  lo: number;
  hi: number;
}

/** Estimate and interval of one outcome as battles accumulate (in chunk order: deterministic). */
export interface ConvergencePoint {
  battles: number;
  p: number;
  lo: number;
  hi: number;
}

/** A mean with its standard error. */
export interface MeanSe {
  mean: number;
  se: number;
}

/**
 * Wilson score interval for k successes in n trials — simple-statistics has no interval for a
 * proportion. Unlike the Wald interval it stays inside [0, 1] and behaves at p = 0 or 1.
 *
 * @throws RangeError when n < 1 or k is outside 0..n.
 * @example wilson(50, 100) // { p: 0.5, lo: 0.4038…, hi: 0.5961… }
 */
export function wilson(k: number, n: number, z: number = Z95): Estimate {
  if (!(n >= 1)) throw new RangeError(`wilson: n must be at least 1, got ${n}`);
  if (!(k >= 0 && k <= n)) throw new RangeError(`wilson: k must be in 0..n, got ${k} of ${n}`);
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At k = 0 or k = n the bound is exactly 0 or 1; floating point would leave it a hair off.
  const lo = k === 0 ? 0 : Math.min(p, Math.max(0, centre - half));
  const hi = k === n ? 1 : Math.max(p, Math.min(1, centre + half));
  return { p, lo, hi };
}

/** Half-width of the 95% Wilson interval for k of n: the precision a run has reached. */
export function wilsonHalfWidth(k: number, n: number): number {
  const e = wilson(k, n);
  return (e.hi - e.lo) / 2;
}

/**
 * Mean and standard error of the mean from a sum and a sum of squares over n samples.
 * @example meanSe(6, 14, 3) // samples 1,2,3: { mean: 2, se: 0.577… }
 */
export function meanSe(sum: number, sumSquares: number, n: number): MeanSe {
  if (n < 1) return { mean: 0, se: 0 };
  const mean = sum / n;
  if (n < 2) return { mean, se: 0 };
  const variance = Math.max(0, (sumSquares - n * mean * mean) / (n - 1));
  return { mean, se: Math.sqrt(variance / n) };
}
