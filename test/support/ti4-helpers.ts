import { chunkStream } from '../../src/core/rng.js';
import { createTally, OUTCOME_BASE, type Tally } from '../../src/core/tally.js';
import { expect } from 'vitest';
import { Trace } from '../../src/games/game.js';
import { Ti4Simulator } from '../../src/games/ti4/battle.js';
import { compileTi4 } from '../../src/games/ti4/compile.js';
import { ti4 } from '../../src/games/ti4/game.js';
import type { Ti4Plan } from '../../src/games/ti4/plan.js';
import { parseTi4Scenario } from '../../src/games/ti4/scenario.js';
import { ScriptedDice } from './scripted-dice.js';

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

/** The plan's round sampling forced die by die, so each scripted face is one die of the trace. */
export const DIE_BY_DIE = { combat: ['dice', 'dice'], barrage: ['dice', 'dice'], reasons: ['forced by the test'] } as Ti4Plan['roundSampling'];

/**
 * One traced battle of a raw TI4 scenario on scripted d10 faces, die by die; fails unless every face
 * was used. Returns the trace lines (what `salvo run --trace` shows).
 */
export function tracedLines(raw: object, d10: number[]): string[] {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  new Ti4Simulator(plan).run(dice, createTally(plan.tallySize), 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return trace.lines;
}

/**
 * One untraced battle of a raw TI4 scenario on scripted d10 faces, die by die; fails unless every
 * face was used. Returns the plan and the battle's tally (outcome, survivors, losses).
 */
export function scriptedTally(raw: object, d10: number[]): { plan: Ti4Plan; tally: Tally } {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const tally = createTally(plan.tallySize);
  new Ti4Simulator(plan).run(dice, tally, 1, null);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return { plan, tally };
}
