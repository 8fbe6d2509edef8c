import type { StrategyCapability, StrategyDimension } from '../../strategy-capability.js';
import { namedSeats } from '../../strategy-seats.js';
import {
  BOARDINGS,
  CREW_CASUALTIES,
  CRIT_CANCELS,
  DEFAULT_POLICIES,
  ESCORT_TARGETINGS,
  INITIATIVE_PLACEMENTS,
  ORDER_PLANS,
  SQUADRON_LOSSES,
  SQUADRON_TARGETINGS,
  TARGETINGS,
  WEAPONS,
} from '../policies/names.js';
import type { ArmadaScenario } from '../scenario.js';
import { AVOIDANCES, DEFAULT_MOVEMENT, MOVEMENTS, TABLE_ORDERS } from '../table/policies/names.js';

/**
 * The strategy space of an Armada battle (docs/strategy.md, "TI: Armada"): each fleet's named
 * policies (orders and when to recharge shields, targeting, weapons, initiative counters, critical
 * hits, boarding, crew and squadron losses, the speed kept) and, on the table, its movement goal,
 * torpedo avoidance and order choice (the planner or the overlay). A custom speed list is not searched (it names ships one by one).
 */

/** The recharge thresholds searched (legal: 0 to 1 of the maximum shields). */
const RECHARGE_GRID = [0, 0.25, 0.5, 0.75, 1];

const choice = <T extends string | boolean>(key: keyof typeof DEFAULT_POLICIES, describe: string, values: readonly T[]): StrategyDimension => ({
  key: `policies.${key}`,
  describe,
  kind: 'choice',
  values,
  default: DEFAULT_POLICIES[key] as T,
});

/** Every dimension of one fleet of a validated scenario. */
export function armadaDimensions(scenario: ArmadaScenario): StrategyDimension[] {
  const dims: StrategyDimension[] = [
    choice('orders', 'the order plan', ORDER_PLANS),
    { key: 'policies.rechargeBelow', describe: 'recharge shields below this share of the maximum', kind: 'number', values: RECHARGE_GRID, range: { min: 0, max: 1 }, default: DEFAULT_POLICIES.rechargeBelow },
    choice('targeting', 'which enemy ship to shoot', TARGETINGS),
    choice('squadronTargeting', 'what squadrons attack', SQUADRON_TARGETINGS),
    choice('initiative', 'initiative counter placement', INITIATIVE_PLACEMENTS),
    choice('flagshipSwap', 'the flagship swaps counters', [true, false]),
    choice('critCancel', 'when to cancel a critical hit', CRIT_CANCELS),
    choice('boarding', 'when to board', BOARDINGS),
    choice('speed', 'the speed each ship keeps', ['max', 'match-initiative']),
    choice('weapon', "a ship's attack", WEAPONS),
    choice('bomberWeapon', "a bomber's attack", WEAPONS),
    choice('escortTargeting', 'what escorts fire at', ESCORT_TARGETINGS),
    choice('crewCasualty', 'the crew lost after a lost crew combat', CREW_CASUALTIES),
    choice('squadronLoss', 'the squadrons removed beyond capacity', SQUADRON_LOSSES),
  ];
  if (scenario.model === 'table') {
    dims.push({ key: 'movement.policy', describe: 'the movement goal', kind: 'choice', values: MOVEMENTS, default: DEFAULT_MOVEMENT.policy });
    dims.push({ key: 'movement.avoidance', describe: 'torpedo avoidance', kind: 'choice', values: AVOIDANCES, default: DEFAULT_MOVEMENT.avoidance });
    dims.push({ key: 'movement.orders', describe: 'how ships choose their orders on the table', kind: 'choice', values: TABLE_ORDERS, default: DEFAULT_MOVEMENT.orders });
  }
  return dims;
}

export const armadaStrategy: StrategyCapability = {
  symmetry: 'sides',
  ...namedSeats([
    { field: 'first', name: 'first fleet' },
    { field: 'second', name: 'second fleet' },
  ]),
  dimensions: (scenario) => armadaDimensions(scenario as ArmadaScenario),
};
