import { compileTi4 } from '../compile.js';
import { ti4Errors } from '../messages.js';
import { OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN } from '../plan.js';
import { SIDE_NAMES, type SideName, type Ti4Scenario } from '../scenario.js';
import { solveOptimal } from './optimal.js';
import { solveExact } from './solve.js';
import { exactUnsupported } from './support.js';

/** How draws count in the optimal-play value: the game is constant-sum in these terms. */
export const OPTIMAL_DRAW_RULE = 'each choosing side maximises its P(win) + 1/2 P(draw); a battle where no side can hit counts as a draw';

/** Win / draw / loss from the attacker's side, and its value P(win) + ½ P(draw). */
export interface SideOutcomes {
  attackerWin: number;
  draw: number;
  defenderWin: number;
  /** The attacker's value; the defender's is 1 − value. */
  attackerValue: number;
}

/**
 * The value of the battle when the sides with `hitAssignment: optimal` choose every assignment
 * (exact/optimal.ts), next to the value under the sides' written policies.
 */
export interface OptimalPlay {
  draws: string;
  /** The sides that choose; the others keep their policy. */
  choosing: SideName[];
  retreat: 'not modelled';
  optimal: SideOutcomes;
  policy: SideOutcomes;
  /** The attacker's value under optimal play minus its value under the policies (the defender's difference is its negative). */
  difference: number;
  /**
   * Both sides choosing: the attacker's value when the attacker commits first to each roll's
   * assignment and when the defender does; the simultaneous game's value is between them (equal: exact).
   */
  commitOrder?: { attackerFirst: number; defenderFirst: number };
  states: number;
  wallSeconds: number;
}

const outcomes = (win: number, loss: number): SideOutcomes => ({ attackerWin: win, draw: 1 - win - loss, defenderWin: loss, attackerValue: win + (1 - win - loss) / 2 });

/**
 * Solves the battle with the given sides choosing their hit assignment (`hitAssignment: optimal`
 * in the scenario, or `choosing`).
 * @throws ConfigError naming what the exact solver cannot express (retreat, an effect).
 */
export function optimalPlay(scenario: Ti4Scenario, where: string, choosing?: readonly SideName[]): OptimalPlay {
  const sides = choosing ?? SIDE_NAMES.filter((name) => scenario[name].hitAssignment === 'optimal');
  const unsupported = exactUnsupported(scenario);
  if (unsupported.length > 0) throw ti4Errors.optimalCannotHandle(where, unsupported);
  const t0 = performance.now();
  const plan = compileTi4(scenario);
  const fixed = solveExact(plan).outcomes;
  const policy = outcomes(fixed[OUTCOME_ATTACKER_WIN], fixed[OUTCOME_DEFENDER_WIN]);
  const choosers = [sides.includes('attacker'), sides.includes('defender')] as const;
  const first = solveOptimal(plan, choosers, 'attacker-first');
  const both = choosers[0] && choosers[1];
  // Every choice had a saddle point: the defender-first order has the same value (no second solve).
  const second = both && first.saddleGap > 1e-12 ? solveOptimal(plan, choosers, 'defender-first') : undefined;
  const optimal = outcomes(first.win, first.loss);
  const difference = optimal.attackerValue - policy.attackerValue;
  return {
    draws: OPTIMAL_DRAW_RULE, choosing: [...sides], retreat: 'not modelled', optimal, policy, difference,
    ...(both ? { commitOrder: { attackerFirst: first.value, defenderFirst: second?.value ?? first.value } } : {}),
    states: first.states + (second?.states ?? 0), wallSeconds: (performance.now() - t0) / 1000,
  };
}

const pct = (p: number) => `${(100 * p).toFixed(2)} %`;

/** The optimal-play answer in words (`salvo ti4 … --assign optimal`). */
export function formatOptimalPlay(play: OptimalPlay): string {
  const line = (label: string, o: SideOutcomes) => `${label.padEnd(34)} attacker ${pct(o.attackerWin)}, draw ${pct(o.draw)}, defender ${pct(o.defenderWin)}; attacker value ${o.attackerValue.toFixed(6)}`;
  const lines = [
    `Hit assignment chosen after every roll by: ${play.choosing.join(' and ')} (${play.draws}; retreat not modelled).`,
    line('Optimal play:', play.optimal),
    line('Written policies (default):', play.policy),
  ];
  const signed = (d: number) => `${d >= 0 ? '+' : ''}${(100 * d).toFixed(4)}`;
  if (play.choosing.length === 1) {
    const own = play.choosing[0] === 'attacker' ? play.difference : -play.difference;
    lines.push(`Gain for the ${play.choosing[0]} from choosing: ${signed(own)} points of its P(win) + 1/2 P(draw).`);
  } else {
    lines.push(`Difference (optimal − policies) in the attacker's value: ${signed(play.difference)} points.`);
  }
  if (play.commitOrder) {
    const { attackerFirst, defenderFirst } = play.commitOrder;
    const exact = Math.abs(attackerFirst - defenderFirst) < 1e-12;
    lines.push(exact
      ? 'Who commits first to a roll\'s assignment does not change the value: it is the value of the simultaneous choice.'
      : `Attacker committing first: ${attackerFirst.toFixed(6)}; defender first: ${defenderFirst.toFixed(6)} (the simultaneous value lies between).`);
  }
  lines.push(`Exact: ${play.states} state pairs solved in ${play.wallSeconds.toFixed(3)} s.`);
  return lines.join('\n');
}
