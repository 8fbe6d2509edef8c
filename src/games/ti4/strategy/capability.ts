import type { StrategyCapability, StrategyDimension } from '../../strategy-capability.js';
import { namedSeats } from '../../strategy-seats.js';
import { EFFECTS } from '../effects/registry.js';
import { exactTi4Result } from '../exact/result.js';
import { exactUnsupported } from '../exact/support.js';
import type { Ti4Scenario, Ti4Side } from '../scenario.js';
import { SIDE_NAMES } from '../scenario.js';

/**
 * The strategy space of a TI4 combat (docs/strategy.md, "TI4"): each side's hit assignment (003,
 * "ASSIGN HITS": the player chooses which units take the hits — sustain first or not, which unit
 * type is lost first, which types are kept to the last) and the play policy of every effect in play
 * that leaves a choice (when a card is played). Retreat is not searched: a retreat ends the combat
 * without a winner, which the search's score (a draw counts ½) would reward beyond its worth.
 */

/** The unit types a side fields (the types its hit assignment can order). */
const fielded = (side: Ti4Side): string[] => Object.entries(side.units).flatMap(([unit, count]) => ((count ?? 0) > 0 ? [unit] : []));

/** Every dimension of one side of a validated scenario. */
export function ti4Dimensions(scenario: Ti4Scenario, seat: number): StrategyDimension[] {
  const side = scenario[SIDE_NAMES[seat]];
  const units = fielded(side);
  const dims: StrategyDimension[] = [
    { key: 'sustainFirst', describe: 'use every Sustain Damage before losing a unit', kind: 'choice', values: [true, false], default: true },
  ];
  if (units.length > 1) {
    dims.push({ key: 'killOrder', describe: 'the unit type lost first', kind: 'choice', values: [[], ...units.map((u) => [u])], default: [] });
    dims.push({ key: 'keepAlive', describe: 'unit types lost last', kind: 'subset', values: units, default: [] });
  }
  if (side.effects.some((e) => e.id.startsWith('duranium-armor'))) {
    dims.push({ key: 'keepRepairable', describe: 'with Duranium Armor, keep the damaged unit it can repair', kind: 'choice', values: [true, false], default: true });
  }
  for (const id of new Set(side.effects.map((e) => e.id))) {
    const policies = EFFECTS.get(id)?.policies;
    if (policies && policies.length > 1) {
      dims.push({ key: `effectPolicies.${id}`, describe: `when ${EFFECTS.get(id)!.name} is played`, kind: 'choice', values: policies, default: policies[0] });
    }
  }
  return dims;
}

/** Each side's score under the exact solver (a win 1, any other end ½), or undefined where it cannot solve the scenario. */
export function ti4ExactScores(scenario: Ti4Scenario): number[] | undefined {
  if (exactUnsupported(scenario).length > 0) return undefined;
  const { outcomes } = exactTi4Result(scenario);
  const attacker = outcomes.attackerWin.p;
  const defender = outcomes.defenderWin.p;
  const undecided = 1 - attacker - defender;
  return [attacker + undecided / 2, defender + undecided / 2];
}

export const ti4Strategy: StrategyCapability = {
  symmetry: 'sides',
  ...namedSeats(SIDE_NAMES.map((field) => ({ field, name: field }))),
  dimensions: (scenario, seat) => ti4Dimensions(scenario as Ti4Scenario, seat),
  exactScores: (scenario) => ti4ExactScores(scenario as Ti4Scenario),
};
