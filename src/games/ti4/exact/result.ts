import { provenanceOf } from '../../../core/provenance.js';
import { compileTi4 } from '../compile.js';
import { ti4Errors } from '../messages.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, sideCost, TI4_OUTCOMES } from '../plan.js';
import { policiesOf, survivalOf, type Ti4Result } from '../result.js';
import { SIDE_NAMES, type Ti4Scenario } from '../scenario.js';
import { solveExact } from './solve.js';
import { exactUnsupported } from './support.js';

/**
 * The exact TI4 result (`--exact`): the same result JSON as a Monte Carlo run, with
 * `method: "exact"`, `lo = hi = p`, standard errors 0 and `battles: 0`.
 * @throws ConfigError naming what the solver cannot handle.
 */
export function exactTi4Result(scenario: Ti4Scenario, source = 'scenario'): Ti4Result {
  const unsupported = exactUnsupported(scenario);
  if (unsupported.length > 0) throw ti4Errors.exactCannotHandle(source, unsupported);
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const plan = compileTi4(scenario);
  const solution = solveExact(plan);
  const wallSeconds = (performance.now() - t0) / 1000;
  const outcomes = {} as Ti4Result['outcomes'];
  TI4_OUTCOMES.forEach((name, i) => {
    const p = solution.outcomes[i];
    outcomes[name] = { p, lo: p, hi: p };
  });
  const survivors = {} as Ti4Result['survivors'];
  const survival = {} as Ti4Result['survival'];
  const lost = {} as Ti4Result['lost'];
  SIDE_NAMES.forEach((name, s) => {
    const side = plan.sides[s];
    survivors[name] = {};
    let lostMean = 0;
    plan.unitTypes.forEach((type, t) => {
      if (side.survivorSlot[t] < 0) return;
      const dist = new Array<number>(side.typeCount[t] + 1).fill(0);
      for (const terminal of solution.terminals) {
        const node = s === 0 ? terminal.a : terminal.b;
        let left = 0;
        for (let u = 0; u < side.unitCount; u++) if (side.type[u] === t && node.alive[u] === 1) left++;
        dist[left] += terminal.p;
      }
      survivors[name][type] = dist;
    });
    for (const terminal of solution.terminals) {
      const node = s === 0 ? terminal.a : terminal.b;
      for (let u = 0; u < side.unitCount; u++) if (node.alive[u] === 0) lostMean += (terminal.p * side.halfCost[u]) / 2;
    }
    survival[name] = survivalOf(survivors[name], 0);
    lost[name] = { mean: lostMean, se: 0 };
  });
  const efficiency = {} as Ti4Result['efficiency'];
  SIDE_NAMES.forEach((name, s) => {
    const cost = sideCost(plan.sides[s]);
    const destroyed = lost[SIDE_NAMES[1 - s]].mean;
    const ratio = lost[name].mean === 0 ? (destroyed === 0 ? 1 : Infinity) : destroyed / lost[name].mean;
    const win = cost > 0 ? solution.outcomes[s === 0 ? OUTCOME_ATTACKER_WIN : OUTCOME_DEFENDER_WIN] / cost : 0;
    efficiency[name] = { cost, exchangeRatio: { p: ratio, lo: ratio, hi: ratio }, winRatePerPoint: { p: win, lo: win, hi: win } };
  });
  return {
    game: 'ti4',
    ...(scenario.name !== undefined ? { name: scenario.name } : {}),
    scenario,
    method: 'exact',
    battles: 0,
    outcomes,
    survivors,
    survival,
    lost,
    efficiency,
    rounds: { mean: solution.meanRounds, histogram: [] },
    policies: policiesOf(scenario),
    provenance: provenanceOf({ threads: 1, wallSeconds, startedAt }),
  };
}
