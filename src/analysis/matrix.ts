import { wilson } from '../core/stats.js';
import type { AnalysisAdapter, NamedFleet } from '../games/analysis-adapter.js';
import { scoreScenarios, type SimulationContext } from './duel.js';
import { solveZeroSum } from './equilibrium.js';
import type { MatrixResult } from './types.js';

/**
 * The matchup matrix of a list of fleets (docs, model notes: Analysis: "Matchup matrix"): every ordered
 * pair (i, j) is simulated with i as attacker / first player (in both seats when seats matter),
 * giving P(i beats j), P(draw) and i's score (wins + ½ draws). The equilibrium is the maximin mix
 * of the zero-sum game whose payoff is the seat-averaged score ½·(sᵢⱼ + 1 − sⱼᵢ), solved exactly.
 * A pairing the rules forbid (Armada: a shared unique ship) is played with the unique rule per fleet
 * for that pairing and listed in `notes`, so every fleet meets every other.
 */
export async function matchupMatrix(
  adapter: AnalysisAdapter,
  fleets: NamedFleet[],
  options: Record<string, unknown>,
  ctx: SimulationContext,
  onPair?: (done: number, total: number) => void,
): Promise<Omit<MatrixResult, 'provenance' | 'seed' | 'battlesPerPair' | 'kind' | 'game'>> {
  const n = fleets.length;
  const winRate: MatrixResult['winRate'] = [];
  const draw: number[][] = [];
  const score: MatrixResult['score'] = [];
  let done = 0;
  const notes: string[] = [];
  // A pairing the rules forbid (the same unique ship on both sides) is played with the unique rule
  // applied per fleet for that pairing, and noted: no fleet is ranked on fewer opponents than another.
  const perFleet = { ...options, rules: { ...((options.rules ?? {}) as Record<string, unknown>), uniqueShips: 'per-fleet' } };
  for (let i = 0; i < n; i++) {
    winRate.push([]);
    draw.push([]);
    score.push([]);
    for (let j = 0; j < n; j++) {
      const forbidden = i === j ? undefined : adapter.forbiddenPairing?.(fleets[i], fleets[j], options);
      if (forbidden !== undefined && i < j) notes.push(`${fleets[i].name} vs ${fleets[j].name}: ${forbidden} — played with unique ships per fleet for this pairing`);
      const played = forbidden === undefined ? options : perFleet;
      const s = await scoreScenarios(adapter, (seat) => adapter.matchup(fleets[i], fleets[j], seat, played), ctx);
      winRate[i].push(wilson(s.wins, s.battles));
      draw[i].push(s.draws / s.battles);
      score[i].push(s.score);
      onPair?.(++done, n * n);
    }
  }
  const payoff = score.map((row, i) => row.map((s, j) => (s.p + 1 - score[j][i].p) / 2));
  const policies = adapter.writtenPolicies ? Object.fromEntries(fleets.map((f) => [f.name, adapter.writtenPolicies!(f)])) : undefined;
  const equilibrium = solveZeroSum(payoff);
  const caveats = adapter.caveats?.(options) ?? [];
  return {
    ...(caveats.length > 0 ? { caveats } : {}),
    fleets: fleets.map((f) => f.name),
    winRate,
    draw,
    score,
    equilibrium: { mix: equilibrium.mix, value: equilibrium.value, support: equilibrium.support.map((i) => fleets[i].name) },
    ...(policies ? { policies } : {}),
    ...(notes.length > 0 ? { notes } : {}),
  };
}
