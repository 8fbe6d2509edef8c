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
  const skipped = (i: number, j: number) => i !== j && adapter.forbiddenPairing?.(fleets[i], fleets[j], options) !== undefined;
  for (let i = 0; i < n; i++) {
    winRate.push([]);
    draw.push([]);
    score.push([]);
    for (let j = 0; j < n; j++) {
      if (skipped(i, j)) {
        if (i < j) notes.push(`${fleets[i].name} vs ${fleets[j].name}: ${adapter.forbiddenPairing!(fleets[i], fleets[j], options)} — not played, scored ½ in the equilibrium`);
        winRate[i].push({ p: NaN, lo: NaN, hi: NaN });
        draw[i].push(NaN);
        score[i].push({ p: 0.5, lo: 0, hi: 1 });
        onPair?.(++done, n * n);
        continue;
      }
      const s = await scoreScenarios(adapter, (seat) => adapter.matchup(fleets[i], fleets[j], seat, options), ctx);
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
