import { Z95 } from '../../core/stats.js';
import type { Strategy } from '../../games/strategy-capability.js';
import { playProfile, STRATEGY_CHUNK, type StrategyContext } from './evaluate.js';
import type { MixEntry } from './mix.js';

/**
 * One seat's strategy against the others' mixes (docs/strategy.md, "How a strategy is scored"):
 * every combination of the other seats' strategies is a stratum, weighted by the product of their
 * weights and played on its own seeds; the seat's expected score is the weighted sum of the strata's
 * means. Two strategies played with the same tag meet the same strata on the same seeds, so their
 * difference is estimated chunk by chunk (paired), with an interval from the chunks' spread.
 */

export type { MixEntry } from './mix.js';

/** The mix each seat plays; the focal seat's entry is ignored. */
export type Opponents = readonly (readonly MixEntry[])[];

/** One combination of the other seats' strategies, as the focal seat met it: per chunk its games, score and wins. */
export interface Stratum {
  weight: number;
  games: number[];
  scores: number[];
  wins: number[];
}

/** A strategy's record against opponents: its strata in a fixed order (the same for every strategy so played). */
export interface Evaluation {
  strata: Stratum[];
}

/** A mean with a 95% interval. */
export interface Interval {
  mean: number;
  lo: number;
  hi: number;
}

/**
 * Strategies of a mix below this weight are not played (the rest renormalised): each stratum costs
 * at least a chunk per seat rotation, and a 2 % strategy moves a score by less than the search's noise.
 */
const MIN_WEIGHT = 0.02;

/** Every combination of the other seats' strategies with its weight (seat order; the focal seat's own slot left as its strategy). */
export function combinations(focal: number, opponents: Opponents, strategy: Strategy): { weight: number; profile: Strategy[] }[] {
  let out: { weight: number; profile: Strategy[] }[] = [{ weight: 1, profile: [] }];
  opponents.forEach((mix, seat) => {
    const choices = seat === focal ? [{ strategy, weight: 1 }] : mix.filter((m) => m.weight >= MIN_WEIGHT);
    out = out.flatMap((c) => choices.map((m) => ({ weight: c.weight * m.weight, profile: [...c.profile, m.strategy] })));
  });
  const total = out.reduce((sum, c) => sum + c.weight, 0);
  return out.map((c) => ({ weight: c.weight / total, profile: c.profile }));
}

/**
 * Plays `strategy` in seat `focal` against the opponents' mixes for about `games` games (each
 * stratum gets its weight's share, at least one chunk per seat rotation), on seeds `<tag>:o<k>`
 * for stratum k. Stratified, not drawn game by game even where the game could (a plan per
 * combination of the opponents' strategies would keep a simulator, and its memos, for each in
 * every worker's cache of plans): large mixes cost at least a chunk per combination.
 */
export async function evaluate(ctx: StrategyContext, focal: number, strategy: Strategy, opponents: Opponents, games: number, tag: string): Promise<Evaluation> {
  const combos = combinations(focal, opponents, strategy);
  const strata = await Promise.all(
    combos.map(async ({ weight, profile }, k): Promise<Stratum> => {
      const share = Math.max(STRATEGY_CHUNK, Math.round((games * weight) / STRATEGY_CHUNK) * STRATEGY_CHUNK);
      const record = await playProfile(ctx, profile, `${tag}:o${k}`, share);
      return { weight, games: record.games, scores: record.scores.map((s) => s[focal]), wins: record.wins.map((w) => w[focal]) };
    }),
  );
  return { strata };
}

/** Two records of the same strategy on later seeds, joined (the strata must be the same). */
export function joined(a: Evaluation | undefined, b: Evaluation): Evaluation {
  if (!a) return b;
  return {
    strata: a.strata.map((s, k) => ({
      weight: s.weight,
      games: [...s.games, ...b.strata[k].games],
      scores: [...s.scores, ...b.strata[k].scores],
      wins: [...s.wins, ...b.strata[k].wins],
    })),
  };
}

/**
 * The record of a seat playing a mix of strategies, from each strategy's record on the same tag
 * (the same strata, chunks and seeds): per chunk, the weighted sum of their scores and wins. Paired
 * with another strategy's record on that tag, it gives the gain over the mix.
 */
export function blended(records: readonly Evaluation[], weights: readonly number[]): Evaluation {
  const total = weights.reduce((a, b) => a + b, 0);
  return {
    strata: records[0].strata.map((s, k) => {
      const chunks = Math.min(...records.map((r) => r.strata[k].games.length));
      const sum = (pick: (st: Stratum) => number[], c: number) => records.reduce((acc, r, i) => acc + (weights[i] / total) * pick(r.strata[k])[c], 0);
      return {
        weight: s.weight,
        games: s.games.slice(0, chunks),
        scores: Array.from({ length: chunks }, (_, c) => sum((st) => st.scores, c)),
        wins: Array.from({ length: chunks }, (_, c) => sum((st) => st.wins, c)),
      };
    }),
  };
}

/** Games in an evaluation. */
export const gamesOf = (e: Evaluation): number => e.strata.reduce((sum, s) => sum + s.games.reduce((a, b) => a + b, 0), 0);

/**
 * The t quantile for a two-sided 95% interval with `df` degrees of freedom (Cornish-Fisher
 * expansion around the normal's; within 0.3 % of the table from 5 degrees up).
 */
export function t95(df: number): number {
  const z = Z95;
  if (df <= 0) return Infinity;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

/** Weighted mean of per-stratum chunk samples, with the stratified standard error and a t interval. */
function stratified(samples: readonly { weight: number; values: number[] }[]): Interval {
  let mean = 0;
  let variance = 0;
  let df = Infinity;
  for (const { weight, values } of samples) {
    const n = values.length;
    if (n === 0) continue;
    const m = values.reduce((a, b) => a + b, 0) / n;
    mean += weight * m;
    if (n > 1) {
      const v = values.reduce((sum, x) => sum + (x - m) ** 2, 0) / (n - 1);
      variance += (weight * weight * v) / n;
      df = Math.min(df, n - 1);
    } else df = 0;
  }
  const half = variance === 0 ? 0 : t95(df) * Math.sqrt(variance);
  return { mean, lo: mean - half, hi: mean + half };
}

/** The focal seat's expected score against the mixes, with its 95% interval (chunk rates within each stratum). */
export function scoreOf(e: Evaluation): Interval {
  return stratified(e.strata.map((s) => ({ weight: s.weight, values: s.scores.map((x, c) => x / s.games[c]) })));
}

/** The focal seat's expected win rate (undecided games not counted), with its 95% interval. */
export function winRateOf(e: Evaluation): Interval {
  return stratified(e.strata.map((s) => ({ weight: s.weight, values: s.wins.map((x, c) => x / s.games[c]) })));
}

/**
 * Score of `a` minus score of `b`, paired chunk by chunk (both played with the same tags, so the
 * same strata and seeds), with its 95% interval.
 */
export function gainOf(a: Evaluation, b: Evaluation): Interval {
  return stratified(
    a.strata.map((s, k) => {
      const other = b.strata[k];
      const n = Math.min(s.games.length, other.games.length);
      const values = Array.from({ length: n }, (_, c) => s.scores[c] / s.games[c] - other.scores[c] / other.games[c]);
      return { weight: s.weight, values };
    }),
  );
}
