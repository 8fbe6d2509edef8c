/**
 * Where the rules get their randomness. The seeded stream (`RandomStream`, src/core/rng.ts)
 * implements it for every run; tests implement it with scripted faces
 * (test/support/scripted-dice.ts) so a hot loop can be checked against hand-computed results.
 *
 * Rules take a `DiceSource`, never a concrete stream, and never an unseeded global generator.
 */
export interface DiceSource {
  /** A fair ten-sided die, 1..10. */
  d10(): number;
  /** A uniform number in [0, 1). */
  uniform(): number;
  /**
   * One uniform number u in [0, 1) (the draw `uniform` makes) inverted through the CDF starting at
   * `cdf[start]`: the count of leading entries with u >= entry (the CDF must end with an entry above
   * every u, such as 1). An integer, so that no double crosses a call V8 may not inline: a double
   * returned from a call that is not inlined is boxed, an allocation in the hot loop.
   */
  inverseCdf(cdf: Float64Array, start: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A uniform integer in [0, n). */
  below(n: number): number;
}
