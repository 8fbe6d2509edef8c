import type { SideEfficiency } from './result-contract.js';
import { wilson, Z95, type Estimate } from './stats.js';

/** Per-battle sums of one side's loss and the other's: Σx, Σx², Σy, Σy², Σxy over n battles. */
export interface LossSums {
  own: number;
  ownSquares: number;
  other: number;
  otherSquares: number;
  cross: number;
  battles: number;
}

/**
 * Point efficiency of a side (docs, model notes: Analysis: "Point efficiency"): the exchange ratio
 * E[cost destroyed] / E[cost lost] with a 95% interval by the delta method (using the covariance
 * of the two losses, from the Σxy tally), and the win rate per point of the side's listed cost.
 * The ratio is +Infinity when the side never loses anything.
 */
export function sideEfficiency(cost: number, sums: LossSums, wins: number): SideEfficiency {
  const n = sums.battles;
  const meanOwn = sums.own / n;
  const meanOther = sums.other / n;
  const ratio = meanOther / meanOwn;
  let exchangeRatio: Estimate;
  if (meanOwn === 0) {
    exchangeRatio = { p: meanOther === 0 ? 1 : Infinity, lo: meanOther === 0 ? 1 : Infinity, hi: meanOther === 0 ? 1 : Infinity };
  } else {
    const varOwn = Math.max(0, sums.ownSquares / n - meanOwn * meanOwn);
    const varOther = Math.max(0, sums.otherSquares / n - meanOther * meanOther);
    const cov = sums.cross / n - meanOwn * meanOther;
    const varRatio = Math.max(0, (varOther - 2 * ratio * cov + ratio * ratio * varOwn) / (meanOwn * meanOwn * n));
    const half = Z95 * Math.sqrt(varRatio);
    exchangeRatio = { p: ratio, lo: Math.max(0, ratio - half), hi: ratio + half };
  }
  const win = wilson(wins, n);
  const perPoint = cost > 0 ? { p: win.p / cost, lo: win.lo / cost, hi: win.hi / cost } : { p: 0, lo: 0, hi: 0 };
  return { cost, exchangeRatio, winRatePerPoint: perPoint };
}
