import type { Strategy } from '../../games/strategy-capability.js';
import { solveZeroSum } from '../equilibrium.js';
import { bestResponse, type BestResponse, type Budget, type SearchSettings } from './best-response.js';
import type { Interval, MixEntry } from './contest.js';
import { playProfile, type StrategyContext } from './evaluate.js';
import { strategyKey } from './space.js';
import { solveSymmetric } from './symmetric-equilibrium.js';

/**
 * The meta-game (docs/strategy.md, "The meta-game"): a small population of strategies grown by
 * best responses, double-oracle style. Each iteration measures the population's payoffs on common
 * seeds, solves them for an equilibrium mix (a symmetric mix for symmetric games, the LP of the
 * zero-sum matrix for two sides), searches each seat's best response to that mix, and adds every
 * response that gains more than the tolerance; it stops when none does or the budget ends.
 */

export interface MetaSettings {
  /** Games of each payoff cell (a population profile). */
  cellGames: number;
  /** Most double-oracle iterations. */
  maxIterations: number;
  /** A best response must gain more than this (in score) over the mix's value to join the population. */
  tolerance: number;
  /** Most strategies per population. */
  maxPopulation: number;
}

/** One double-oracle iteration: the mix's value per population and each searched response's gain over it. */
export interface MetaIteration {
  sizes: number[];
  values: number[];
  gains: Interval[];
  added: number;
}

export interface MetaGameResult {
  /** Symmetric games: one population every seat draws from; two sides: one per side. */
  populations: Strategy[][];
  /** The equilibrium mix of each population (weights in population order). */
  mixes: number[][];
  /** Each population's score under the mixes (1/n for a symmetric game). */
  values: number[];
  /**
   * The payoff matrix shown in reports: two sides, side 0's score for population 0 row i against
   * population 1 column j; symmetric, the score of row i when every other seat plays column j.
   */
  payoffs: number[][];
  /** The last best responses to the final mixes (one per population). */
  responses: BestResponse[];
  /**
   * The largest gain any seat's best response found against the final mixes, paired against the
   * mix's leading strategy on fresh seeds (a lower bound on the mixes' exploitability).
   */
  exploitability: Interval;
  /** The double oracle stopped because the budget was spent, not because no response gained. */
  stoppedByBudget: boolean;
  iterations: MetaIteration[];
  /** The symmetric solution's remaining regret inside the population (0 for the exact LP of two sides). */
  regret: number;
}

/** Strategies of a population with their weights, zero weights dropped. */
export const mixOf = (population: readonly Strategy[], weights: readonly number[]): MixEntry[] =>
  population.flatMap((strategy, i) => (weights[i] > 1e-9 ? [{ strategy, weight: weights[i] }] : []));

/** Adds a strategy to a population unless an equal one is there; true when added. */
function addTo(population: Strategy[], strategy: Strategy, cap: number): boolean {
  if (population.length >= cap || population.some((s) => strategyKey(s) === strategyKey(strategy))) return false;
  population.push(strategy);
  return true;
}

/** Sorted multisets of `size` indices out of k. */
export function multisets(k: number, size: number, from = 0): number[][] {
  if (size === 0) return [[]];
  const out: number[][] = [];
  for (let i = from; i < k; i++) for (const rest of multisets(k, size - 1, i)) out.push([i, ...rest]);
  return out;
}

/**
 * The seats of a multiset of strategies in a canonical order (by strategy key), and its key: the
 * same strategies, whatever order they come in, are played and stored once, in this order.
 */
export function canonicalSet(population: readonly Strategy[], indices: readonly number[]): { key: string; order: number[] } {
  const order = [...indices].sort((x, y) => {
    const a = strategyKey(population[x]);
    const b = strategyKey(population[y]);
    return a < b ? -1 : a > b ? 1 : x - y;
  });
  return { key: order.map((i) => strategyKey(population[i])).join('|'), order };
}

/**
 * The payoffs of a symmetric population: every multiset of n strategies played once by `play`
 * (seats in canonical order; it returns each seat's mean score); `payoff(a, others)` is the mean
 * score of the seats playing a in the multiset {a} ∪ others.
 */
export async function symmetricPayoffs(
  population: readonly Strategy[],
  seats: number,
  play: (profile: Strategy[]) => Promise<number[]>,
  cache: Map<string, number[]>,
): Promise<(a: number, others: readonly number[]) => number> {
  for (const set of multisets(population.length, seats)) {
    const { key, order } = canonicalSet(population, set);
    if (!cache.has(key)) cache.set(key, await play(order.map((i) => population[i])));
  }
  // The solver asks for the same payoffs thousands of times: answered from a table by indices.
  const keys = population.map(strategyKey);
  const answered = new Map<string, number>();
  return (a: number, others: readonly number[]): number => {
    const asked = `${a}|${[...others].sort((x, y) => x - y).join(',')}`;
    const known = answered.get(asked);
    if (known !== undefined) return known;
    const { key, order } = canonicalSet(population, [a, ...others]);
    const scores = cache.get(key)!;
    const mine = order.flatMap((i, seat) => (keys[i] === keys[a] ? [scores[seat]] : []));
    const value = mine.reduce((sum, v) => sum + v, 0) / mine.length;
    answered.set(asked, value);
    return value;
  };
}

/** Each seat's mean score in a profile played for `games` games on the seeds of `tag` (the meta-game's by default). */
export async function meanScores(ctx: StrategyContext, profile: Strategy[], games: number, tag = 'meta'): Promise<number[]> {
  const record = await playProfile(ctx, profile, tag, games);
  const total = record.games.reduce((a, b) => a + b, 0);
  return Array.from({ length: ctx.seats }, (_, seat) => record.scores.reduce((sum, s) => sum + s[seat], 0) / total);
}

/** Side 0's score for every pair of the two populations, on the same seeds. */
async function sidePayoffs(ctx: StrategyContext, populations: readonly Strategy[][], games: number, cache: Map<string, number>): Promise<number[][]> {
  const matrix: number[][] = [];
  for (const a of populations[0]) {
    const row: number[] = [];
    for (const b of populations[1]) {
      const key = `${strategyKey(a)}|${strategyKey(b)}`;
      if (!cache.has(key)) {
        const record = await playProfile(ctx, [a, b], 'meta', games);
        cache.set(key, record.scores.reduce((sum, s) => sum + s[0], 0) / record.games.reduce((x, y) => x + y, 0));
      }
      row.push(cache.get(key)!);
    }
    matrix.push(row);
  }
  return matrix;
}

/** The equilibrium of the current populations, and the payoff matrix for reports. */
async function solvePopulations(ctx: StrategyContext, populations: Strategy[][], settings: MetaSettings, caches: { symmetric: Map<string, number[]>; sides: Map<string, number> }) {
  if (ctx.capability.symmetry === 'symmetric') {
    const population = populations[0];
    const payoff = await symmetricPayoffs(population, ctx.seats, (profile) => meanScores(ctx, profile, settings.cellGames), caches.symmetric);
    const solution = solveSymmetric(population.length, ctx.seats, payoff);
    const payoffs = population.map((_, a) => population.map((__, b) => payoff(a, Array.from({ length: ctx.seats - 1 }, () => b))));
    return { mixes: [solution.mix], values: [1 / ctx.seats], payoffs, regret: solution.regret };
  }
  const payoffs = await sidePayoffs(ctx, populations, settings.cellGames, caches.sides);
  const first = solveZeroSum(payoffs);
  const second = solveZeroSum(payoffs[0].map((_, j) => payoffs.map((row) => 1 - row[j])));
  return { mixes: [first.mix, second.mix], values: [first.value, second.value], payoffs, regret: 0 };
}

/**
 * Runs the double oracle from `starts` (symmetric: one population; two sides: one per side).
 * Stops when no response gains more than the tolerance, at `maxIterations`, or when the budget is spent.
 */
export async function metaGame(ctx: StrategyContext, starts: Strategy[][], search: SearchSettings, settings: MetaSettings, budget: Budget): Promise<MetaGameResult> {
  const populations = starts.map((p) => {
    const unique: Strategy[] = [];
    for (const s of p) addTo(unique, s, settings.maxPopulation);
    return unique;
  });
  const caches = { symmetric: new Map<string, number[]>(), sides: new Map<string, number>() };
  const iterations: MetaIteration[] = [];
  for (let iteration = 0; ; iteration++) {
    const solved = await solvePopulations(ctx, populations, settings, caches);
    // The seat searched for each population: symmetric, seat 0 (the others draw from the mix); sides, each side.
    const seats = populations.map((_, p) => p);
    const responses: BestResponse[] = [];
    for (const seat of seats) {
      const opponents = Array.from({ length: ctx.seats }, (_, s) => mixOf(populations[ctx.capability.symmetry === 'symmetric' ? 0 : s], solved.mixes[ctx.capability.symmetry === 'symmetric' ? 0 : s]));
      const population = populations[seat];
      const weights = solved.mixes[seat];
      const start = population[weights.indexOf(Math.max(...weights))];
      responses.push(await bestResponse(ctx, seat, start, opponents, search, budget, `meta${iteration}:seat${seat}`, population.filter((s) => s !== start)));
    }
    // A response's gain is paired against the mix's leading strategy on fresh seeds (0 when the search found nothing better).
    const gains = responses.map((r) => r.gain);
    const budgetSpent = budget.used >= budget.limit || responses.some((r) => r.budgetSpent);
    const done = iteration + 1 >= settings.maxIterations || budgetSpent;
    let added = 0;
    if (!done) responses.forEach((r, p) => (gains[p].lo > settings.tolerance && addTo(populations[p], r.best, settings.maxPopulation) ? added++ : 0));
    iterations.push({ sizes: populations.map((p) => p.length), values: solved.values, gains, added });
    if (done || added === 0) {
      const worst = gains.reduce((a, b) => (b.mean > a.mean ? b : a));
      const converged = added === 0 && gains.every((g) => g.lo <= settings.tolerance);
      return { populations, mixes: solved.mixes, values: solved.values, payoffs: solved.payoffs, responses, exploitability: worst, iterations, regret: solved.regret, stoppedByBudget: budgetSpent && !converged };
    }
  }
}
