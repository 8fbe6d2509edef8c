import { BATTLES_SLOT, createTally, OUTCOME_BASE, type Tally } from '../../../core/tally.js';
import { massReader } from '../../tally-reader.js';
import { compileTi4 } from '../compile.js';
import { ti4Errors } from '../messages.js';
import type { Ti4Plan } from '../plan.js';
import { ti4ResultOf, type Ti4Result } from '../result.js';
import { SIDE_NAMES, type Ti4Scenario } from '../scenario.js';
import { optimalPlay } from './optimal-result.js';
import { solveExact, type ExactSolution } from './solve.js';
import { exactUnsupported } from './support.js';

/**
 * The solution as a tally of probability masses in the plan's layout: slot 0 holds 1, each outcome
 * slot its probability, each survivor slot P(that count left), the loss slots E[lost half-cost],
 * E[(lost half-cost)²] and E[attacker's · defender's]. The rounds histogram stays empty (the
 * solver knows only the mean number of rounds).
 */
export function exactTally(plan: Ti4Plan, solution: ExactSolution): Tally {
  const tally = createTally(plan.tallySize);
  tally[BATTLES_SLOT] = 1;
  solution.outcomes.forEach((p, i) => (tally[OUTCOME_BASE + i] = p));
  plan.sides.forEach((side, s) => {
    plan.unitTypes.forEach((_, t) => {
      const slot = side.survivorSlot[t];
      if (slot < 0) return;
      for (const terminal of solution.terminals) {
        const node = s === 0 ? terminal.a : terminal.b;
        let left = 0;
        for (let u = 0; u < side.unitCount; u++) if (side.type[u] === t && node.alive[u] === 1) left++;
        tally[slot + left] += terminal.p;
      }
    });
  });
  for (const terminal of solution.terminals) {
    const lost = plan.sides.map((side, s) => {
      const node = s === 0 ? terminal.a : terminal.b;
      let halfCost = 0;
      for (let u = 0; u < side.unitCount; u++) if (node.alive[u] === 0) halfCost += side.halfCost[u];
      return halfCost;
    });
    plan.sides.forEach((side, s) => {
      tally[side.lostSlot] += terminal.p * lost[s];
      tally[side.lostSlot + 1] += terminal.p * lost[s] * lost[s];
    });
    tally[plan.lostCrossSlot] += terminal.p * lost[0] * lost[1];
  }
  return tally;
}

/**
 * The exact TI4 result (`--exact`): the solver's probabilities fill the Monte Carlo tally layout
 * and go through the same summarizer, so the result has the same shape with `method: "exact"`,
 * `battles: 0` (nothing was simulated), `lo = hi = p` and standard errors 0.
 * @throws ConfigError naming what the solver cannot handle.
 */
export function exactTi4Result(scenario: Ti4Scenario, source = 'scenario'): Ti4Result {
  const unsupported = exactUnsupported(scenario);
  if (unsupported.length > 0) throw ti4Errors.exactCannotHandle(source, unsupported);
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const plan = compileTi4(scenario);
  const solution = solveExact(plan);
  const tally = exactTally(plan, solution);
  const wallSeconds = (performance.now() - t0) / 1000;
  const result = ti4ResultOf(scenario, plan, massReader(tally, { wallSeconds, startedAt, meanLength: solution.meanRounds }));
  // hitAssignment: optimal on a side: the outcomes above are the written policies'; the optimal play's value is beside them.
  const choosing = SIDE_NAMES.filter((name) => scenario[name].hitAssignment === 'optimal');
  return choosing.length > 0 ? { ...result, optimalPlay: optimalPlay(scenario, source, choosing) } : result;
}
