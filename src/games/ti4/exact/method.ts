import { compileTi4 } from '../compile.js';
import type { Ti4Plan, Ti4SidePlan } from '../plan.js';
import type { Ti4Scenario } from '../scenario.js';
import { exactUnsupported } from './support.js';

/**
 * The most pairs of side states `--method auto` lets the exact solver take on: about 50 ms of
 * dynamic programming (bench/scenarios/ti4-exact-20-units.yaml is some 40,000 pairs), less than a
 * million Monte Carlo battles take even on state tables.
 */
export const AUTO_EXACT_MAX_PAIRS = 50_000;

/**
 * States one side can reach in a theatre under its hit-assignment policy: a position down its
 * absorption sequence, in space also after k fighters lost to anti-fighter barrage (rules 003).
 */
function sideStates(side: Ti4SidePlan, theatre: 'space' | 'ground'): number {
  if (theatre === 'ground') return side.ground.sequence.length + 1;
  const fighters = side.isFighter.reduce((sum, f) => sum + f, 0);
  return (fighters + 1) * (side.space.sequence.length + 1);
}

/**
 * An estimate of the pairs of side states the exact solver visits (solve.ts): the product of the
 * two sides' reachable states in each theatre the battle has, summed over the theatres.
 * @example
 * exactPairEstimate(compileTi4(duel)); // 9: 3 states (undamaged, damaged, lost) per dreadnought
 */
export function exactPairEstimate(plan: Ti4Plan): number {
  const [a, d] = plan.sides;
  const space = plan.place === 'ground' ? 0 : sideStates(a, 'space') * sideStates(d, 'space');
  const ground = plan.place === 'space' ? 0 : sideStates(a, 'ground') * sideStates(d, 'ground');
  return space + ground;
}

/**
 * `--method auto` (issue 17, item 2): true when the exact solver supports the scenario
 * (exact/support.ts) and its estimated state pairs are at most AUTO_EXACT_MAX_PAIRS, so an exact
 * answer is both cheaper and better than a simulation.
 */
export function ti4ExactIsCheaper(scenario: Ti4Scenario): boolean {
  if (exactUnsupported(scenario).length > 0) return false;
  // Only the exact solver plays hitAssignment: optimal.
  if (scenario.attacker.hitAssignment === 'optimal' || scenario.defender.hitAssignment === 'optimal') return true;
  return exactPairEstimate(compileTi4(scenario)) <= AUTO_EXACT_MAX_PAIRS;
}
