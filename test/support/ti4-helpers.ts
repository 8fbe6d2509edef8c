import { chunkStream } from '../../src/core/rng.js';
import { createTally, OUTCOME_BASE } from '../../src/core/tally.js';
import { ti4 } from '../../src/games/ti4/game.js';

/** Simulates a raw TI4 scenario in this thread; returns outcome frequencies and the battle count. */
export function simulateTi4(raw: object, battles: number, seed: number | string = 1) {
  const scenario = ti4.parseScenario({ game: 'ti4', ...raw }, 'test');
  const plan = ti4.compile(scenario);
  const tally = createTally(plan.tallySize);
  ti4.createSimulator(plan).run(chunkStream(seed, 0), tally, battles, null);
  const freq = (i: number) => tally[OUTCOME_BASE + i] / battles;
  return { attackerWin: freq(0), draw: freq(1), defenderWin: freq(2), roundCap: freq(3), battles, tally, plan, scenario };
}

/** Standard error of a frequency estimate of p from n trials. */
export const standardError = (p: number, n: number): number => Math.sqrt(Math.max(p * (1 - p), 1e-12) / n);
