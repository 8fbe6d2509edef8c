import { wilson, Z95, type Estimate } from '../../core/stats.js';

/**
 * The first-seat advantage of a Titanium Wars result (issue 14, "Seat order"): the win rate of the
 * player in the 1st seat (the 1st Player token; 004, "Player Order") minus the other seats' mean,
 * with the 95% interval of that difference for multinomial seat-win counts `wins` over `n` games
 * or Conquests (the counts are one draw: Var(p1 − m) = Var p1 + Var m − 2 Cov, Cov = −p1·pk/n).
 */
export function firstSeatAdvantage(wins: readonly number[], n: number): Estimate {
  const P = wins.length;
  const p1 = wins[0] / n;
  const others = wins.slice(1).reduce((a, b) => a + b, 0) / n;
  const d = p1 - others / (P - 1);
  const variance = (p1 * (1 - p1) + (others * (1 - others)) / (P - 1) ** 2 + (2 * p1 * others) / (P - 1)) / n;
  const half = Z95 * Math.sqrt(variance);
  return { p: d, lo: d - half, hi: d + half };
}

/** Win rate by seat (1-based), each with its Wilson interval. */
export function winsBySeat(wins: readonly number[], n: number): (Estimate & { seat: number })[] {
  return wins.map((w, k) => ({ seat: k + 1, ...wilson(w, n) }));
}
