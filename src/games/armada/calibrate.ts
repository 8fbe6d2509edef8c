import { wilson, type Estimate } from '../../core/stats.js';
import { armadaErrors } from './messages.js';

/**
 * The estimate of `pExplosion` from a drop test (docs, model notes: Armada, "Damage counters": no
 * measurement is published): K explosions among N dropped counters, with its 95% Wilson interval.
 * @throws ConfigError naming the option when N or K is not a whole number, or K > N.
 * @example estimatePExplosion(1000, 480) // { p: 0.48, lo: 0.449…, hi: 0.511… }
 */
export function estimatePExplosion(drops: number, explosions: number): Estimate {
  if (!Number.isInteger(drops) || drops < 1) throw armadaErrors.badDrops(drops);
  if (!Number.isInteger(explosions) || explosions < 0 || explosions > drops) throw armadaErrors.badExplosions(explosions, drops);
  return wilson(explosions, drops);
}

/**
 * The pExplosion values a calibration checks a scenario at: the interval's ends and the estimate,
 * kept strictly inside (0, 1) where the simulator needs them.
 */
export function calibrationPoints(estimate: Estimate): number[] {
  const clamp = (p: number) => Math.min(0.999, Math.max(0.001, p));
  return [clamp(estimate.lo), clamp(estimate.p), clamp(estimate.hi)];
}
