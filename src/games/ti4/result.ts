import { meanSe, wilson, type Estimate, type MeanSe } from '../../core/stats.js';
import { BATTLES_SLOT, OUTCOME_BASE, type Tally } from '../../core/tally.js';
import { provenanceOf, type Provenance } from '../../core/provenance.js';
import type { RunInfo } from '../game.js';
import { SIDE_NAMES, type SideName, type Ti4Scenario } from './scenario.js';
import type { Ti4Plan } from './plan.js';
import { effectiveKillOrder } from './policies/hit-assignment.js';

/** The policies a side played with, recorded in every result. */
export interface Ti4SidePolicies {
  hitAssignment: { killOrder: string[]; sustainFirst: boolean; keepAlive: string[] };
}

/** The TI4 result JSON (a contract: other tools read these names). */
export interface Ti4Result {
  game: 'ti4';
  name?: string;
  scenario: Ti4Scenario;
  method: 'monte-carlo';
  battles: number;
  seed: number | string;
  chunkSize: number;
  chunks: number;
  precision?: number;
  outcomes: Record<'attackerWin' | 'draw' | 'defenderWin' | 'roundCap', Estimate>;
  /** Per side and unit type: the probability of each count left (index = count). */
  survivors: Record<SideName, Record<string, number[]>>;
  /** Per side: resources lost, mean with its standard error. */
  lost: Record<SideName, MeanSe>;
  /** Number of combat rounds: mean and probability of each count (index = rounds). */
  rounds: { mean: number; histogram: number[] };
  policies: Record<SideName, Ti4SidePolicies>;
  provenance: Provenance;
}


/** Builds the result JSON from a run's merged tally. */
export function summarizeTi4(scenario: Ti4Scenario, plan: Ti4Plan, tally: Tally, run: RunInfo): Ti4Result {
  const n = tally[BATTLES_SLOT];
  const estimate = (i: number) => wilson(tally[OUTCOME_BASE + i], n);
  const survivors = {} as Ti4Result['survivors'];
  const lost = {} as Ti4Result['lost'];
  const policies = {} as Ti4Result['policies'];
  SIDE_NAMES.forEach((name, s) => {
    const side = plan.sides[s];
    survivors[name] = {};
    plan.unitTypes.forEach((type, t) => {
      const slot = side.survivorSlot[t];
      if (slot < 0) return;
      survivors[name][type] = Array.from({ length: side.typeCount[t] + 1 }, (_, k) => tally[slot + k] / n);
    });
    const half = meanSe(tally[side.lostSlot], tally[side.lostSlot + 1], n);
    lost[name] = { mean: half.mean / 2, se: half.se / 2 };
    const input = scenario[name];
    policies[name] = {
      hitAssignment: {
        killOrder: effectiveKillOrder(input),
        sustainFirst: input.sustainFirst,
        keepAlive: [...input.keepAlive],
      },
    };
  });
  const histogram: number[] = [];
  let meanRounds = 0;
  for (let r = 0; r <= plan.maxRounds; r++) {
    const p = tally[plan.roundsSlot + r] / n;
    histogram.push(p);
    meanRounds += r * p;
  }
  while (histogram.length > 1 && histogram[histogram.length - 1] === 0) histogram.pop();
  return {
    game: 'ti4',
    ...(scenario.name !== undefined ? { name: scenario.name } : {}),
    scenario,
    method: 'monte-carlo',
    battles: n,
    seed: run.seed,
    chunkSize: run.chunkSize,
    chunks: run.chunks,
    ...(run.precision !== undefined ? { precision: run.precision } : {}),
    outcomes: { attackerWin: estimate(0), draw: estimate(1), defenderWin: estimate(2), roundCap: estimate(3) },
    survivors,
    lost,
    rounds: { mean: meanRounds, histogram },
    policies,
    provenance: provenanceOf(run),
  };
}

/** Re-exported for game modules written against the earlier location. */
export { salvoVersion } from '../../core/provenance.js';
