import { wilson, type Estimate } from '../core/stats.js';
import { runPlan } from '../engine/run.js';
import type { ChunkRunner } from '../engine/runners.js';
import { getGame } from '../games/registry.js';
import type { AnalysisAdapter, DuelSpec } from '../games/analysis-adapter.js';

/** How analysis runs simulate: one shared runner, one seed for every comparison (common random numbers). */
export interface SimulationContext {
  runner: ChunkRunner;
  seed: number | string;
  /** Battles per evaluation (per seat). */
  battles: number;
  chunkSize: number;
  /** Counts every battle simulated, for reports. */
  spent: { battles: number };
}

/** Side A's score in a duel: P(A wins) + ½·P(neither wins), overall and per chunk (paired across duels). */
export interface DuelScore {
  score: Estimate;
  /** Per chunk index: [score sum, battles], summed over seats. */
  chunks: [number, number][];
  battles: number;
  /** Battles side A won, and battles neither side won. */
  wins: number;
  draws: number;
}

/**
 * Simulates one matchup scenario per seat (the adapter says whether seats matter) and scores side
 * A, reading who won from the game's outcome roles (`Game.wins`). Every duel of an analysis uses the same seed, so chunk k of one duel and chunk k of another
 * share their random streams — differences between duels are measured on the same dice.
 */
export async function scoreScenarios(adapter: AnalysisAdapter, rawBySeat: (seat: 0 | 1) => unknown, ctx: SimulationContext): Promise<DuelScore> {
  const game = getGame(adapter.game);
  const chunks: [number, number][] = [];
  let total = 0;
  let battles = 0;
  let wins = 0;
  let draws = 0;
  for (let seat = 0 as 0 | 1; seat < adapter.seats; seat = (seat + 1) as 0 | 1) {
    const scenario = game.parseScenario(rawBySeat(seat), `${adapter.game} analysis`);
    const plan = game.compile(scenario);
    // Outcome roles: side A sits in `seat`, side B in the other seat.
    const roles = game.wins(plan);
    const winners = { a: roles[seat], b: roles[1 - seat] };
    const output = await runPlan({ plan, seed: ctx.seed, chunkSize: ctx.chunkSize, battles: ctx.battles, runner: ctx.runner, keepChunkOutcomes: true });
    for (const c of output.chunkOutcomes!) {
      const a = c.outcomes[winners.a];
      const b = c.outcomes[winners.b];
      const score = a + 0.5 * (c.battles - a - b);
      const slot = (chunks[c.index] ??= [0, 0]);
      slot[0] += score;
      slot[1] += c.battles;
      total += score;
      wins += a;
      draws += c.battles - a - b;
    }
    battles += output.battles;
    ctx.spent.battles += output.battles;
  }
  return { score: wilson(total, battles), chunks, battles, wins, draws };
}

/** Scores a cost duel (baseline + copies × item against references × reference). */
export function scoreDuel(adapter: AnalysisAdapter, spec: Omit<DuelSpec, 'seat'>, ctx: SimulationContext): Promise<DuelScore> {
  return scoreScenarios(adapter, (seat) => adapter.duel({ ...spec, seat }), ctx);
}

