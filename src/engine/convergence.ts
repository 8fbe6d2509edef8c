import { wilson, type ConvergencePoint } from '../core/stats.js';
import type { RunOutput } from './run.js';

/** Checkpoints of a convergence series at most. */
const MAX_POINTS = 40;

/**
 * Each outcome's estimate and 95% interval as battles accumulate, in chunk order (deterministic:
 * the same for any thread count), at up to 40 roughly log-spaced checkpoints.
 */
export function convergenceOf(output: Pick<RunOutput, 'chunkOutcomes'>, outcomes: readonly string[]): Record<string, ConvergencePoint[]> {
  const chunks = output.chunkOutcomes ?? [];
  const series: Record<string, ConvergencePoint[]> = Object.fromEntries(outcomes.map((name) => [name, []]));
  if (chunks.length === 0) return series;
  const checkpoints = new Set<number>();
  for (let i = 0; i < MAX_POINTS; i++) checkpoints.add(Math.max(1, Math.round(chunks.length ** ((i + 1) / MAX_POINTS))));
  const counts = new Array<number>(outcomes.length).fill(0);
  let battles = 0;
  chunks.forEach((chunk, k) => {
    battles += chunk.battles;
    chunk.outcomes.forEach((c, i) => (counts[i] += c));
    if (!checkpoints.has(k + 1)) return;
    outcomes.forEach((name, i) => series[name].push({ battles, ...wilson(counts[i], battles) }));
  });
  return series;
}
