/**
 * Cost verdicts against an equivalence band (`salvo cost --fair-within`): a significance test alone
 * calls a 0.3 % gap on a million battles "under-costed"; a designer asks whether the price is right
 * within what a reprice could change. The band is in the game's cost unit, around the listed cost.
 */
export type CostVerdict = 'fair' | 'under-costed' | 'over-costed' | 'inconclusive';

/**
 * The verdict on an item listed at `listed` whose equivalent cost has the 95% interval [lo, hi]:
 * "fair" when the interval lies within listed ± band; "under-costed" when it lies entirely above
 * listed + band (worth more than it costs), "over-costed" entirely below listed − band; otherwise
 * "inconclusive" (the interval crosses an edge of the band: more battles, or a wider band, decide).
 *
 * @example costVerdict(4, 3.91, 4.02, 0.25) // 'fair'; costVerdict(0.5, 1.38, 1.41, 0.25) // 'under-costed'
 */
export function costVerdict(listed: number, lo: number, hi: number, band: number): CostVerdict {
  if (lo >= listed - band && hi <= listed + band) return 'fair';
  if (lo > listed + band) return 'under-costed';
  if (hi < listed - band) return 'over-costed';
  return 'inconclusive';
}

/** A verdict as the tables print it. */
export function verdictText(verdict: CostVerdict): string {
  return verdict === 'inconclusive' ? 'inconclusive (interval crosses the band)' : verdict;
}

/** The line under a cost table that says what the verdicts mean, with the band and its unit. */
export function bandLine(band: number, unit: string): string {
  return `verdicts: fair = the 95% interval lies within listed ± ${band} ${unit} (--fair-within); under-/over-costed = entirely above/below that band; otherwise inconclusive.`;
}
