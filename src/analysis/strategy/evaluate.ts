import { runPlan } from '../../engine/run.js';
import type { ChunkRunner } from '../../engine/runners.js';
import type { Game, PlanBase } from '../../games/game.js';
import type { Strategy, StrategyCapability, StrategyDimension } from '../../games/strategy-capability.js';
import { blockWith, strategyKey } from './space.js';

/**
 * Playing strategy profiles on the engine (docs/strategy.md, "How a strategy is scored"): a
 * profile (one strategy per seat) is written into the scenario, validated and compiled by the
 * game, and played with `runPlan` — the same engine, chunks and seeds as `salvo run`, so a
 * profile's counts depend only on its plan, seed and game count, never on the thread count.
 *
 * A seat's **score** in a game is 1 for a win, 1/n of a game nobody wins (a draw, a cap), else 0:
 * the scores of a game add up to 1, so every game here is constant-sum and a seat's fair share is 1/n.
 */

/** Games per chunk of every strategy run: fixed, so the chunks (and their seeds) never depend on the machine. */
export const STRATEGY_CHUNK = 250;

/** What the search plays on: the scenario, its game and strategy capability, and the runner. */
export interface StrategyContext {
  game: Game<unknown, PlanBase, unknown>;
  capability: StrategyCapability;
  /** The scenario as read from its file (before validation). */
  raw: object;
  /** Validates a raw scenario (the loader puts the files it names in place), or throws a ConfigError. */
  parse(raw: object): unknown;
  /** Seats in outcome order, and each one's dimensions. */
  seats: number;
  dimensions: StrategyDimension[][];
  runner: ChunkRunner;
  seed: string;
  /** Called after each profile run with the games played so far by this context. */
  onGames?: (games: number) => void;
  /** Games played so far (updated by playProfile). */
  played: { games: number };
  /** Compiled plans by profile key (a small cache: the search plays the same profiles round after round). */
  plans: Map<string, { plan: PlanBase; wins: number[] }>;
}

/** Per chunk (in chunk order, rotations one after another): its games and each seat's score. */
export interface ProfileRecord {
  games: number[];
  /** scores[chunk][seat]. */
  scores: number[][];
  /** wins[chunk][seat]: the games each seat won outright. */
  wins: number[][];
}

const MAX_CACHED_PLANS = 256;

/**
 * The block a strategy of seat `seat` is written into: the seat's own, or for a seat that plays a
 * mix, its first strategy's block (the mix itself dropped: a profile is pure).
 */
export function baseBlock(ctx: Pick<StrategyContext, 'capability' | 'raw'>, seat: number): Record<string, unknown> {
  return ctx.capability.seatMix?.(ctx.raw, seat)?.[0]?.block ?? ctx.capability.seatBlock(ctx.raw, seat);
}

/** The raw scenario of a profile (seat i plays profile[i]), before any rotation. */
export function profileScenario(ctx: StrategyContext, profile: readonly Strategy[]): object {
  const blocks = profile.map((s, seat) => blockWith(baseBlock(ctx, seat), s, ctx.dimensions[seat]));
  return ctx.capability.withSeatBlocks(ctx.raw, blocks);
}

/** The compiled plan of a profile at a rotation, from the cache or compiled now. */
function compiledPlan(ctx: StrategyContext, profile: readonly Strategy[], rotation: number): { plan: PlanBase; wins: number[] } {
  const key = `${rotation}|${profile.map(strategyKey).join('|')}`;
  const cached = ctx.plans.get(key);
  if (cached) return cached;
  const written = profileScenario(ctx, profile);
  const raw = rotation === 0 || !ctx.capability.rotate ? written : ctx.capability.rotate(written, rotation);
  const plan = ctx.game.compile(ctx.parse(raw));
  const entry = { plan, wins: ctx.game.wins(plan) };
  if (ctx.plans.size >= MAX_CACHED_PLANS) ctx.plans.delete(ctx.plans.keys().next().value as string);
  ctx.plans.set(key, entry);
  return entry;
}

/**
 * Plays a profile for about `games` games on the seed `<context seed>:<tag>`: the same tag gives
 * every profile the same seeds (common random numbers). A symmetric game is played in each
 * rotation of its seats for an equal share of the games (seat i at position (i + r) mod n), so no
 * strategy keeps a position's advantage.
 */
export async function playProfile(ctx: StrategyContext, profile: readonly Strategy[], tag: string, games: number): Promise<ProfileRecord> {
  const rotations = ctx.capability.symmetry === 'symmetric' && ctx.capability.rotate ? ctx.seats : 1;
  const perRotation = Math.max(STRATEGY_CHUNK, Math.ceil(games / rotations / STRATEGY_CHUNK) * STRATEGY_CHUNK);
  const record: ProfileRecord = { games: [], scores: [], wins: [] };
  // The rotations run at once (the pool stays busy); their chunks are recorded in rotation order.
  const outputs = await Promise.all(
    Array.from({ length: rotations }, (_, r) => {
      const { plan, wins } = compiledPlan(ctx, profile, r);
      return runPlan({ plan, seed: `${ctx.seed}:${tag}:r${r}`, chunkSize: STRATEGY_CHUNK, battles: perRotation, runner: ctx.runner, keepChunkOutcomes: true }).then((output) => ({ output, wins }));
    }),
  );
  for (let r = 0; r < rotations; r++) {
    const { output, wins } = outputs[r];
    for (const chunk of output.chunkOutcomes ?? []) {
      const seatWins = Array.from({ length: ctx.seats }, (_, seat) => chunk.outcomes[wins[(seat + r) % ctx.seats]] ?? 0);
      const undecided = chunk.battles - seatWins.reduce((a, b) => a + b, 0);
      record.games.push(chunk.battles);
      record.scores.push(seatWins.map((w) => w + undecided / ctx.seats));
      record.wins.push(seatWins);
    }
    ctx.played.games += output.battles;
    ctx.onGames?.(ctx.played.games);
  }
  return record;
}
