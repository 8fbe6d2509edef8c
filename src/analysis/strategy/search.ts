import type { Strategy } from '../../games/strategy-capability.js';
import { bestResponse, type BestResponse, type Budget, type SearchSettings } from './best-response.js';
import type { Interval, MixEntry, Opponents } from './contest.js';
import type { StrategyContext } from './evaluate.js';
import { metaGame, type MetaGameResult, type MetaSettings } from './meta-game.js';
import { mixKey } from './mix.js';
import { strategyKey, strategyOf } from './space.js';

/**
 * `salvo strategy` (docs/strategy.md): the scenario's strategies measured. First each seat's best
 * response to the others as written (the scenario's exploitability: the largest gain any seat
 * found), then the meta-game grown from the written strategies and those responses.
 */

export interface StrategySearchSettings {
  search: SearchSettings;
  meta: MetaSettings;
  /** Games the whole search may play (the meta-game gets what the best responses leave, at least half). */
  budget: number;
}

/** Defaults: about a minute of Titanium whole games on two threads; seconds for TI4 and Armada brawls. */
export const DEFAULT_STRATEGY_SETTINGS: StrategySearchSettings = {
  search: { firstGames: 2_000, rounds: 4, maxSteps: 6, confirmGames: 20_000 },
  meta: { cellGames: 10_000, maxIterations: 3, tolerance: 0.005, maxPopulation: 8 },
  budget: 3_000_000,
};

export interface StrategySearchResult {
  current: Strategy[];
  responses: BestResponse[];
  /** The largest gain of a seat's best response over its written strategy (paired, fresh seeds). */
  exploitability: Interval;
  meta: MetaGameResult;
  budget: Budget;
}

/** Each seat's written strategy as a mix: its strategies with their weights (one of weight 1 for a pure seat). */
export function writtenMixes(ctx: Pick<StrategyContext, 'capability' | 'raw' | 'seats' | 'dimensions'>): MixEntry[][] {
  return Array.from({ length: ctx.seats }, (_, seat) => {
    const mix = ctx.capability.seatMix?.(ctx.raw, seat);
    if (mix === undefined) return [{ strategy: strategyOf(ctx.capability.seatBlock(ctx.raw, seat), ctx.dimensions[seat]), weight: 1 }];
    return mix.map((m) => ({ strategy: strategyOf(m.block, ctx.dimensions[seat]), weight: m.weight }));
  });
}

/** Each seat's written strategy: for a mixed seat, its heaviest (the first of equal weight). */
export function writtenStrategies(ctx: Pick<StrategyContext, 'capability' | 'raw' | 'seats' | 'dimensions'>): Strategy[] {
  return writtenMixes(ctx).map((mix) => mix.reduce((a, b) => (b.weight > a.weight ? b : a)).strategy);
}


/** The pure opponents of a profile: every seat plays its strategy with weight 1. */
export const pureOpponents = (profile: readonly Strategy[]): Opponents => profile.map((strategy) => [{ strategy, weight: 1 }]);

/**
 * True when seat b's best-response question is seat a's in a symmetric game: the profile seen from
 * b (its own strategy, then the others clockwise) is the one seen from a, so with the seats rotated
 * the two searches would play the same games.
 */
export function sameQuestion(profile: readonly Strategy[] | readonly (readonly MixEntry[])[], a: number, b: number): boolean {
  const n = profile.length;
  const keyOf = (x: Strategy | readonly MixEntry[]) => (Array.isArray(x) ? mixKey(x as readonly MixEntry[]) : strategyKey(x as Strategy));
  const from = (seat: number) => Array.from({ length: n }, (_, i) => keyOf(profile[(seat + i) % n])).join('|');
  return from(a) === from(b);
}

export async function searchStrategies(ctx: StrategyContext, settings: StrategySearchSettings): Promise<StrategySearchResult> {
  const mixes = writtenMixes(ctx);
  const current = writtenStrategies(ctx);
  const budget: Budget = { limit: Math.floor(settings.budget / 2), used: 0 };
  const symmetric = ctx.capability.symmetry === 'symmetric';
  const responses: BestResponse[] = [];
  for (let seat = 0; seat < ctx.seats; seat++) {
    // In a symmetric game (seats rotated) two seats writing the same strategy ask the same question: searched once.
    const twin = symmetric ? responses.find((r) => sameQuestion(mixes, r.seat, seat)) : undefined;
    if (twin) {
      responses.push({ ...twin, seat });
      continue;
    }
    // A symmetric game's seat may also start from any other written strategy; a mixed seat's gain is over its mix.
    const written = mixes.flat().map((m) => m.strategy);
    const extra = symmetric ? written.filter((s) => s !== current[seat]) : mixes[seat].map((m) => m.strategy).filter((s) => s !== current[seat]);
    responses.push(await bestResponse(ctx, seat, current[seat], mixes, settings.search, budget, `respond:seat${seat}`, extra, mixes[seat]));
  }
  const exploitability = responses.map((r) => r.gain).reduce((a, b) => (b.mean > a.mean ? b : a));
  budget.limit = settings.budget;
  const starts = symmetric
    ? [[...mixes.flat().map((m) => m.strategy), ...responses.map((r) => r.best)]]
    : mixes.map((mix, seat) => [...mix.map((m) => m.strategy), responses[seat].best]);
  const meta = await metaGame(ctx, starts, settings.search, settings.meta, budget);
  return { current, responses, exploitability, meta, budget };
}
