import type { Strategy } from '../../games/strategy-capability.js';
import { blended, evaluate, gainOf, gamesOf, joined, scoreOf, type Evaluation, type Interval, type MixEntry, type Opponents } from './contest.js';
import type { StrategyContext } from './evaluate.js';
import { neighbours, strategyKey } from './space.js';

/**
 * Best-response search (docs/strategy.md, "Best responses"): for one seat, a local search over its
 * strategy space against the other seats' fixed mixes. Each step races the incumbent and every
 * strategy one decision away (plus, on the first step, the given starting points) by successive
 * halving on common random numbers — round r plays each survivor `firstGames · 2^r` games on the
 * same seeds — and moves to the winner when its paired gain over the incumbent is clearly positive.
 * The result's gain is measured again on fresh seeds, so the selection does not inflate it.
 */

/** How hard a best-response search works (docs/strategy.md gives the defaults and what they cost). */
export interface SearchSettings {
  /** Games per candidate in a race's first round; each later round doubles it. */
  firstGames: number;
  /** Rounds of a race. */
  rounds: number;
  /** Most moves of the local search. */
  maxSteps: number;
  /** Games of the final, fresh-seed measurement of the best strategy against the starting one. */
  confirmGames: number;
}

/** A shared allowance of games: a search stops starting races once it is spent. */
export interface Budget {
  limit: number;
  used: number;
}

/** One candidate's standing in the search's last race it played. */
export interface Tried {
  strategy: Strategy;
  score: Interval;
  games: number;
}

/** What a best-response search found. */
export interface BestResponse {
  seat: number;
  start: Strategy;
  best: Strategy;
  /** The best's score against the mixes, on the confirmation seeds. */
  bestScore: Interval;
  /** The start's score on the same seeds (the seat's written mix's, when it was given one). */
  startScore: Interval;
  /** best − start (or − the written mix), paired, on the confirmation seeds. */
  gain: Interval;
  /** Distinct strategies raced. */
  tried: number;
  /** The moves made: each step's winner and its paired gain over the incumbent in the race. */
  steps: { strategy: Strategy; gain: Interval }[];
  /** The strongest strategies of the last races, best first (up to 12). */
  leaders: Tried[];
  games: number;
  /** True when the search stopped because the budget ran out. */
  budgetSpent: boolean;
}

/** A race between strategies: successive halving with paired elimination against the leader. */
async function race(
  ctx: StrategyContext,
  seat: number,
  entrants: readonly Strategy[],
  opponents: Opponents,
  settings: SearchSettings,
  budget: Budget,
  tag: string,
): Promise<{ records: (Evaluation | undefined)[]; alive: number[]; spent: boolean }> {
  const records: (Evaluation | undefined)[] = entrants.map(() => undefined);
  let alive = entrants.map((_, i) => i);
  let spent = false;
  for (let round = 0; round < settings.rounds; round++) {
    const games = settings.firstGames * 2 ** round;
    if (budget.used + games * alive.length > budget.limit && round > 0) {
      spent = true;
      break;
    }
    // Every survivor at once, so the pool stays busy; each record depends only on its own seeds.
    const before = ctx.played.games;
    const fresh = await Promise.all(alive.map((i) => evaluate(ctx, seat, entrants[i], opponents, games, `${tag}:round${round}`)));
    alive.forEach((i, j) => (records[i] = joined(records[i], fresh[j])));
    budget.used += ctx.played.games - before;
    if (round === settings.rounds - 1) break;
    alive = survivors(alive, records as Evaluation[]);
    if (alive.length <= 1) break;
  }
  return { records, alive, spent };
}

/**
 * After a round: ranked by score, the leader's paired gain over each other decides — a candidate
 * clearly below the leader (the gain's interval above 0) goes; then the lower half goes while more
 * than half remain. Entrant 0 (the incumbent) always stays: it is the reference of the step.
 */
export function survivors(alive: readonly number[], records: readonly Evaluation[]): number[] {
  const ranked = [...alive].sort((a, b) => scoreOf(records[b]).mean - scoreOf(records[a]).mean || a - b);
  const leader = ranked[0];
  const kept = ranked.filter((c, i) => i === 0 || c === 0 || gainOf(records[leader], records[c]).lo <= 0);
  const target = Math.max(2, Math.ceil(alive.length / 2));
  const trimmed = kept.filter((c, i) => i < target || c === 0);
  return trimmed;
}

/**
 * A best response of `seat` against `opponents`: local search from `start` (the seat's current
 * strategy), with `extraStarts` raced on the first step too. With `written` (the seat's own mix of
 * several strategies), the gain is measured over that mix: each of its strategies is played on the
 * confirmation seeds and their records blended by weight.
 */
export async function bestResponse(
  ctx: StrategyContext,
  seat: number,
  start: Strategy,
  opponents: Opponents,
  settings: SearchSettings,
  budget: Budget,
  tag: string,
  extraStarts: readonly Strategy[] = [],
  written?: readonly MixEntry[],
): Promise<BestResponse> {
  const dimensions = ctx.dimensions[seat];
  const seen = new Set<string>([strategyKey(start)]);
  const leaders = new Map<string, Tried>();
  const steps: BestResponse['steps'] = [];
  const gamesBefore = ctx.played.games;
  let incumbent = start;
  let budgetSpent = false;
  for (let step = 0; step < settings.maxSteps; step++) {
    const fresh = [...(step === 0 ? extraStarts : []), ...neighbours(incumbent, dimensions)].filter((s) => {
      const key = strategyKey(s);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length === 0) break;
    const entrants = [incumbent, ...fresh];
    const { records, alive, spent } = await race(ctx, seat, entrants, opponents, settings, budget, `${tag}:step${step}`);
    budgetSpent ||= spent;
    records.forEach((r, i) => {
      if (r) leaders.set(strategyKey(entrants[i]), { strategy: entrants[i], score: scoreOf(r), games: gamesOf(r) });
    });
    const winner = [...alive].sort((a, b) => scoreOf(records[b]!).mean - scoreOf(records[a]!).mean || a - b)[0];
    if (winner === 0) break;
    const gain = gainOf(records[winner]!, records[0]!);
    if (gain.lo <= 0) break;
    steps.push({ strategy: entrants[winner], gain });
    incumbent = entrants[winner];
    if (budgetSpent || budget.used >= budget.limit) {
      budgetSpent = true;
      break;
    }
  }
  const confirmTag = `${tag}:confirm`;
  const same = strategyKey(incumbent) === strategyKey(start);
  const mixed = written !== undefined && written.length > 1;
  const references = mixed ? written.map((m) => m.strategy) : [start];
  const [bestRecord, ...referenceRecords] = await Promise.all([
    same && !mixed ? undefined : evaluate(ctx, seat, incumbent, opponents, settings.confirmGames, confirmTag),
    ...references.map((s) => evaluate(ctx, seat, s, opponents, settings.confirmGames, confirmTag)),
  ]).then(([b, ...refs]) => [b ?? refs[0], ...refs]);
  const startRecord = mixed ? blended(referenceRecords, written.map((m) => m.weight)) : referenceRecords[0];
  const ranked = [...leaders.values()].sort((a, b) => b.score.mean - a.score.mean).slice(0, 12);
  return {
    seat,
    start,
    best: incumbent,
    bestScore: scoreOf(bestRecord),
    startScore: scoreOf(startRecord),
    gain: gainOf(bestRecord, startRecord),
    tried: seen.size,
    steps,
    leaders: ranked,
    games: ctx.played.games - gamesBefore,
    budgetSpent,
  };
}
