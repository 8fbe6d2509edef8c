/**
 * Where the rules get their randomness. The seeded stream (`RandomStream`, src/core/rng.ts)
 * implements it for every run; tests implement it with scripted faces
 * (test/support/scripted-dice.ts) so a hot loop can be checked against hand-computed results.
 *
 * Rules take a `DiceSource`, never a concrete stream, and never call `Math.random()`.
 */
export interface DiceSource {
  /** A fair ten-sided die, 1..10. */
  d10(): number;
  /** A uniform number in [0, 1). */
  uniform(): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A uniform integer in [0, n). */
  below(n: number): number;
}
