import { solveZeroSum } from '../equilibrium.js';
import { runMatchups, type BattleSettings, type MatchupTask } from './run-matchups.js';
import type { FleetSpace } from '../../games/fleet-space.js';

/** The finalists' round robin: a constant-sum score matrix and its equilibrium mix. */
export interface RoundRobin {
  /** score[i][j]: the share fleet i takes against fleet j — wins plus half of the other outcomes, both seats; score[i][j] + score[j][i] = 1. */
  score: number[][];
  mix: number[];
  /** The score the equilibrium mix guarantees (0.5 for a symmetric game). */
  value: number;
  support: number[];
  battlesPerPair: number;
  battles: number;
}

/**
 * Plays every ordered pair of finalists (i as the candidate against j, in every seat), scores
 * v(i, j) = (wins + ½ · neither) / battles, makes the matrix constant-sum with
 * score[i][j] = ½ (v(i, j) + 1 − v(j, i)), sets the diagonal to ½ (a mirror match), and solves the
 * zero-sum game exactly (`solveZeroSum`).
 */
export async function roundRobin<F>(space: FleetSpace<F>, finalists: readonly F[], battlesPerPair: number, seed: number | string, settings: BattleSettings): Promise<RoundRobin> {
  const n = finalists.length;
  const tasks: MatchupTask[] = [];
  const where: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      for (let seat = 0; seat < space.seats; seat++) {
        tasks.push({ matchup: () => space.matchup(finalists[i], finalists[j], seat), seed: `${seed}:robin:${i}:${j}:s${seat}`, battles: Math.ceil(battlesPerPair / space.seats) });
        where.push([i, j]);
      }
    }
  }
  const results = await runMatchups(tasks, settings);
  const wins = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const losses = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const played = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  let battles = 0;
  results.forEach((r, k) => {
    const [i, j] = where[k];
    wins[i][j] += r.wins;
    losses[i][j] += r.losses;
    played[i][j] += r.battles;
    battles += r.battles;
  });
  const v = (i: number, j: number) => (played[i][j] === 0 ? 0.5 : (wins[i][j] + (played[i][j] - wins[i][j] - losses[i][j]) / 2) / played[i][j]);
  const score = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0.5 : (v(i, j) + 1 - v(j, i)) / 2)));
  const equilibrium = solveZeroSum(score);
  return { score, mix: equilibrium.mix, value: equilibrium.value, support: equilibrium.support, battlesPerPair, battles };
}
