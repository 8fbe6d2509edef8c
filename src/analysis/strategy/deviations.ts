import type { Strategy } from '../../games/strategy-capability.js';
import { evaluate, gainOf, winRateOf, type Interval } from './contest.js';
import { playProfile, STRATEGY_CHUNK, type StrategyContext } from './evaluate.js';
import { writtenStrategies, pureOpponents } from './search.js';
import { describeChange, neighbours, strategyKey } from './space.js';

/**
 * The one-line deviations of a scenario (docs/strategy.md, "Reading the result"): every strategy
 * one decision away from a seat's written one (another policy, any other threshold of the searched
 * grid, one card added to or removed from the avoid list), each played by that seat alone while the
 * others keep theirs, all on the same seeds. A profile is stable when no deviation wins clearly more.
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

/** Seats to check: every seat, but one of a symmetric game whose seats all write the same strategy. */
function seatsToCheck(ctx: StrategyContext, current: readonly Strategy[]): number[] {
  const same = current.every((s) => strategyKey(s) === strategyKey(current[0]));
  return ctx.capability.symmetry === 'symmetric' && same ? [0] : current.map((_, seat) => seat);
}

/** Plays every one-line deviation of every seat to check for `games` games (common seeds per seat). */
export async function checkDeviations(ctx: StrategyContext, games: number): Promise<DeviationCheck> {
  const current = writtenStrategies(ctx);
  const names = ctx.capability.seats(ctx.raw).map((s) => s.name);
  const opponents = pureOpponents(current);
  const rows: DeviationRow[] = [];
  let share = 0;
  for (const seat of seatsToCheck(ctx, current)) {
    const entrants = [current[seat], ...neighbours(current[seat], ctx.dimensions[seat], true)];
    const tag = `deviations:seat${seat}`;
    const records = await Promise.all(entrants.map((s) => evaluate(ctx, seat, s, opponents, games, tag)));
    const written = records[0];
    share = await tableShare(ctx, current, games, tag);
    records.forEach((record, i) => {
      const winRate = winRateOf(record);
      rows.push({
        seat: names[seat],
        change: i === 0 ? '(as written)' : describeChange(current[seat], entrants[i], ctx.dimensions[seat]),
        strategy: entrants[i],
        winRate,
        aboveShare: { mean: winRate.mean - share, lo: winRate.lo - share, hi: winRate.hi - share },
        gain: i === 0 ? { mean: 0, lo: 0, hi: 0 } : gainOf(record, written),
      });
    });
  }
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
