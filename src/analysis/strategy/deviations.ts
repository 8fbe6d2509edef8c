import type { Strategy } from '../../games/strategy-capability.js';
import { blended, evaluate, gainOf, winRateOf, type Interval, type MixEntry } from './contest.js';
import { playProfile, STRATEGY_CHUNK, type StrategyContext } from './evaluate.js';
import { mixKey } from './mix.js';
import { writtenMixes, writtenStrategies } from './search.js';
import { describeChange, neighbours, strategyKey } from './space.js';

/**
 * The one-line deviations of a scenario (docs/strategy.md, "Reading the result"): every strategy
 * one decision away from a seat's written one (another policy, any other threshold of the searched
 * grid, one card added to or removed from the avoid list), each played by that seat alone while the
 * others keep theirs, all on the same seeds. A profile is stable when no deviation wins clearly more.
 * A seat that plays a mix is measured as its mix (its strategies blended by weight on the same
 * seeds); its deviations are every strategy of the mix alone and every one-line change of each.
 */

export interface DeviationRow {
  seat: string;
  /** The deviation in words ("policies.participation: 0.3"), or "(as written)". */
  change: string;
  strategy: Strategy;
  /** The deviating seat's win rate, and how far above the table's share (the written profile's mean win rate per seat) it is. */
  winRate: Interval;
  aboveShare: Interval;
  /** Score gain over the written strategy, paired. */
  gain: Interval;
}

export interface DeviationCheck {
  /** The written profile's mean win rate per seat (its games won by anybody, divided by the seats). */
  share: number;
  rows: DeviationRow[];
  games: number;
}

/** Seats to check: every seat, but one of a symmetric game whose seats all write the same strategy (or mix). */
function seatsToCheck(ctx: StrategyContext, mixes: readonly (readonly MixEntry[])[]): number[] {
  const same = mixes.every((m) => mixKey(m) === mixKey(mixes[0]));
  return ctx.capability.symmetry === 'symmetric' && same ? [0] : mixes.map((_, seat) => seat);
}

/** A seat's entrants: its written strategies, then every one-line change of each, once; with the strategy each changes. */
function entrantsOf(mix: readonly MixEntry[], dimensions: StrategyContext['dimensions'][number]): { strategy: Strategy; from: number }[] {
  const seen = new Set<string>();
  const out: { strategy: Strategy; from: number }[] = [];
  const add = (strategy: Strategy, from: number) => {
    const key = strategyKey(strategy);
    if (!seen.has(key)) (seen.add(key), out.push({ strategy, from }));
  };
  mix.forEach((m, i) => add(m.strategy, i));
  mix.forEach((m, i) => neighbours(m.strategy, dimensions, true).forEach((s) => add(s, i)));
  return out;
}

/** Plays every one-line deviation of every seat to check for `games` games (common seeds per seat). */
export async function checkDeviations(ctx: StrategyContext, games: number): Promise<DeviationCheck> {
  const mixes = writtenMixes(ctx);
  const current = writtenStrategies(ctx);
  const names = ctx.capability.seats(ctx.raw).map((s) => s.name);
  const anyMix = mixes.some((m) => m.length > 1);
  const rows: DeviationRow[] = [];
  const shares: number[] = [];
  let share = 0;
  for (const seat of seatsToCheck(ctx, mixes)) {
    const mix = mixes[seat];
    const entrants = entrantsOf(mix, ctx.dimensions[seat]);
    const tag = `deviations:seat${seat}`;
    const records = await Promise.all(entrants.map((e) => evaluate(ctx, seat, e.strategy, mixes, games, tag)));
    const written = mix.length > 1 ? blended(records.slice(0, mix.length), mix.map((m) => m.weight)) : records[0];
    if (anyMix) shares.push(winRateOf(written).mean);
    else share = await tableShare(ctx, current, games, tag);
    const rowOf = (change: string, strategy: Strategy, winRate: Interval, gain: Interval) => ({ seat: names[seat], change, strategy, winRate, gain });
    const seatRows = [rowOf(mix.length > 1 ? `(as written: a mix of ${mix.length})` : '(as written)', current[seat], winRateOf(written), { mean: 0, lo: 0, hi: 0 })];
    entrants.forEach((e, i) => {
      if (i === 0 && mix.length === 1) return;
      const change = i < mix.length ? `strategy ${i + 1} of the mix alone` : `${mix.length > 1 ? `strategy ${e.from + 1}, ` : ''}${describeChange(mix[e.from].strategy, e.strategy, ctx.dimensions[seat])}`;
      seatRows.push(rowOf(change, e.strategy, winRateOf(records[i]), gainOf(records[i], written)));
    });
    rows.push(...seatRows.map((r) => ({ ...r, aboveShare: { mean: 0, lo: 0, hi: 0 } })));
  }
  // The table's share: with mixes, the seats' own mixes' mean win rate (by symmetry, one checked seat stands for all).
  if (anyMix) share = shares.reduce((a, b) => a + b, 0) / shares.length;
  for (const row of rows) row.aboveShare = { mean: row.winRate.mean - share, lo: row.winRate.lo - share, hi: row.winRate.hi - share };
  rows.sort((a, b) => b.gain.mean - a.gain.mean);
  return { share, rows, games: ctx.played.games };
}

/**
 * The written profile's mean win rate per seat: its games won by anybody, divided by the seats. On
 * the seeds of the written strategy's own stratum (`<tag>:o0`), so these are the same games.
 */
async function tableShare(ctx: StrategyContext, current: readonly Strategy[], games: number, tag: string): Promise<number> {
  const record = await playProfile(ctx, current, `${tag}:o0`, Math.max(STRATEGY_CHUNK, Math.round(games / STRATEGY_CHUNK) * STRATEGY_CHUNK));
  const won = record.wins.reduce((sum, w) => sum + w.reduce((a, b) => a + b, 0), 0);
  return won / ctx.seats / record.games.reduce((a, b) => a + b, 0);
}
