import { stringify } from 'yaml';
import type { GameId } from '../../games/game.js';
import type { Strategy, StrategyDimension } from '../../games/strategy-capability.js';
import type { Interval } from './contest.js';
import type { StrategyContext } from './evaluate.js';
import { profileScenario } from './evaluate.js';
import type { StrategySearchResult, StrategySearchSettings } from './search.js';
import { describeChange, writtenStrategy } from './space.js';

/**
 * What `salvo strategy --json` writes (`kind: "strategy"`, docs/strategy.md, "Reading the result"):
 * scores are a seat's expected share of games (a win 1, a game nobody wins 1/n), gains are score
 * differences; every figure carries its 95% interval. Strategies are printed as the YAML a user writes
 * in the seat's block (only what differs from the defaults).
 */
export interface StrategyResultFile {
  kind: 'strategy';
  game: GameId;
  scenario: string;
  name?: string;
  seed: string;
  budget: number;
  games: number;
  threads: number;
  wallSeconds: number;
  settings: StrategySearchSettings;
  seats: StrategySeatResult[];
  /** The scenario's exploitability: the largest gain any seat's best response found over its written strategy. */
  exploitability: Interval & { seat: string };
  equilibrium: {
    /** Symmetric games: one population every seat draws from; two sides: one per side. */
    populations: { seats: string; strategies: { strategy: Record<string, unknown>; weight: number }[] }[];
    /** Each population's score under the mixes. */
    values: number[];
    payoffs: number[][];
    payoffsMeaning: string;
    /** The mixes' exploitability found by the last best responses (a lower bound). */
    exploitability: Interval;
    /** The symmetric solution's remaining regret inside its population. */
    regret: number;
    /** The last best responses to the mixes: what each population's seat could still gain, and how. */
    responses: { seats: string; change: string; strategy: Record<string, unknown>; gain: Interval }[];
    iterations: { sizes: number[]; gains: Interval[]; added: number }[];
  };
  /** The scenario with the seat of largest gain playing its best response, as YAML that `salvo run` takes. */
  bestResponseScenario: string;
  /** The scenario with every seat on the equilibrium's most-weighted strategy, as YAML. */
  equilibriumScenario: string;
  /** The search stopped early because the budget was spent. */
  budgetSpent: boolean;
}

export interface StrategySeatResult {
  name: string;
  where: string;
  current: Record<string, unknown>;
  currentScore: Interval;
  bestResponse: Record<string, unknown>;
  change: string;
  bestScore: Interval;
  gain: Interval;
  tried: number;
  games: number;
  steps: { change: string; gain: Interval }[];
  leaders: { change: string; score: Interval; games: number }[];
  /** The exact solver's scores of the written strategy and of the best response (games with one, where it applies). */
  exact?: { written: number; best: number; gain: number };
}

/** The exact scores of seat `seat` under the written profile and with its best response, where the game's solver applies. */
function exactCheck(ctx: StrategyContext, current: readonly Strategy[], seat: number, best: Strategy): StrategySeatResult['exact'] {
  const solve = ctx.capability.exactScores;
  if (!solve) return undefined;
  const written = solve(ctx.parse(profileScenario(ctx, current)));
  const responded = solve(ctx.parse(profileScenario(ctx, current.map((s, i) => (i === seat ? best : s)))));
  if (!written || !responded) return undefined;
  return { written: +written[seat].toFixed(9), best: +responded[seat].toFixed(9), gain: +(responded[seat] - written[seat]).toFixed(9) };
}

const round = (i: Interval): Interval => ({ mean: +i.mean.toFixed(6), lo: +i.lo.toFixed(6), hi: +i.hi.toFixed(6) });

/** The YAML of a profile's scenario (the scenario as written, with the profile's seat blocks), headed by a comment. */
function scenarioYaml(ctx: StrategyContext, profile: readonly Strategy[], header: string): string {
  return `# ${header}\n${stringify(profileScenario(ctx, profile))}`;
}

export function strategyResult(
  ctx: StrategyContext,
  found: StrategySearchResult,
  meta: { scenario: string; name?: string; seed: string; threads: number; wallSeconds: number; settings: StrategySearchSettings; gameId: GameId },
): StrategyResultFile {
  const seats = ctx.capability.seats(ctx.raw);
  const dims = (seat: number): StrategyDimension[] => ctx.dimensions[seat];
  const seatResults = found.responses.map((r): StrategySeatResult => {
    const exact = exactCheck(ctx, found.current, r.seat, r.best);
    return {
    name: seats[r.seat].name,
    where: seats[r.seat].where,
    current: writtenStrategy(r.start, dims(r.seat)),
    currentScore: round(r.startScore),
    bestResponse: writtenStrategy(r.best, dims(r.seat)),
    change: describeChange(r.start, r.best, dims(r.seat)),
    bestScore: round(r.bestScore),
    gain: round(r.gain),
    tried: r.tried,
    games: r.games,
    steps: r.steps.map((s, i) => ({ change: describeChange(i === 0 ? r.start : r.steps[i - 1].strategy, s.strategy, dims(r.seat)), gain: round(s.gain) })),
    leaders: r.leaders.map((l) => ({ change: describeChange(r.start, l.strategy, dims(r.seat)), score: round(l.score), games: l.games })),
    ...(exact ? { exact } : {}),
    };
  });
  const worst = found.responses.reduce((a, b) => (b.gain.mean > a.gain.mean ? b : a));
  const symmetric = ctx.capability.symmetry === 'symmetric';
  const { populations, mixes } = found.meta;
  const top = populations.map((p, i) => p[mixes[i].indexOf(Math.max(...mixes[i]))]);
  const equilibriumProfile = Array.from({ length: ctx.seats }, (_, seat) => (symmetric ? top[0] : top[seat]));
  const bestProfile = found.current.map((s, seat) => (seat === worst.seat ? worst.best : s));
  return {
    kind: 'strategy',
    game: meta.gameId,
    scenario: meta.scenario,
    ...(meta.name !== undefined ? { name: meta.name } : {}),
    seed: meta.seed,
    budget: meta.settings.budget,
    games: ctx.played.games,
    threads: meta.threads,
    wallSeconds: +meta.wallSeconds.toFixed(2),
    settings: meta.settings,
    seats: seatResults,
    exploitability: { ...round(worst.gain), seat: seats[worst.seat].name },
    equilibrium: {
      populations: populations.map((p, i) => ({
        seats: symmetric ? 'every seat' : seats[i].name,
        strategies: p.map((s, j) => ({ strategy: writtenStrategy(s, dims(symmetric ? 0 : i)), weight: +mixes[i][j].toFixed(4) })),
      })),
      values: found.meta.values.map((v) => +v.toFixed(6)),
      payoffs: found.meta.payoffs.map((row) => row.map((v) => +v.toFixed(6))),
      payoffsMeaning: symmetric
        ? 'score of the row strategy when every other seat plays the column strategy (seats rotated)'
        : `score of ${seats[0].name} playing the row strategy against ${seats[1]?.name ?? 'the other side'} playing the column strategy`,
      exploitability: round(found.meta.exploitability),
      regret: +found.meta.regret.toFixed(6),
      responses: found.meta.responses.map((response, i) => ({
        seats: symmetric ? 'every seat' : seats[i].name,
        change: describeChange(response.start, response.best, dims(response.seat)),
        strategy: writtenStrategy(response.best, dims(response.seat)),
        gain: round(response.gain),
      })),
      iterations: found.meta.iterations.map((it) => ({ sizes: it.sizes, gains: it.gains.map(round), added: it.added })),
    },
    bestResponseScenario: scenarioYaml(ctx, bestProfile, `${meta.scenario} with ${seats[worst.seat].name} on its best response (salvo strategy, seed ${meta.seed})`),
    equilibriumScenario: scenarioYaml(ctx, equilibriumProfile, `${meta.scenario} with every seat on the equilibrium's leading strategy (salvo strategy, seed ${meta.seed})`),
    budgetSpent: found.meta.stoppedByBudget || found.responses.some((r) => r.budgetSpent),
  };
}

/** What `salvo strategy --deviations --json` writes: the one-line deviations table (docs/strategy.md). */
export interface DeviationResultFile {
  kind: 'strategy';
  mode: 'deviations';
  game: GameId;
  scenario: string;
  name?: string;
  seed: string;
  gamesPerDeviation: number;
  games: number;
  threads: number;
  wallSeconds: number;
  /** The written profile's mean win rate per seat. */
  share: number;
  /** The largest win rate above the share any deviation reached (its estimate). */
  largestAboveShare: number;
  rows: { seat: string; change: string; strategy: Record<string, unknown>; winRate: Interval; aboveShare: Interval; gain: Interval }[];
}
