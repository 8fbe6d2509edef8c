import type { StrategyCapability, StrategyDimension } from '../../../strategy-capability.js';
import { listedSeats } from '../../../strategy-seats.js';
import { DEFAULT_GAME_POLICIES, LEADER_CHOICES, PURCHASE_POLICIES, type GameScenario } from '../scenario.js';

/**
 * The strategy space of a Titanium Wars whole game (docs/strategy.md, "Titanium Wars"): every
 * player decision the scenario's `policies:` block names — the purchase policy and the cards it
 * avoids, the participation threshold, the Leader choice, and the Conquest policies (damage
 * allocation, tactic choice and its priority weight, discards, Minefields, Blast Shields, repairs).
 * The seats are interchangeable (every player may play any strategy; 004, "Setup" deals them alike),
 * so the search rotates them. A player may write a mixed strategy (`mix:`, drawn each game).
 */

/** The participation thresholds searched (legal: any share from 0 to 1). */
const PARTICIPATION_GRID = [0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6];
/** The priority weights searched (legal: 0 to 10). */
const PRIORITY_WEIGHT_GRID = [0, 0.5, 1, 2, 4];

const choice = (key: string, describe: string, values: readonly string[]): StrategyDimension => ({
  key: `policies.${key}`,
  describe,
  kind: 'choice',
  values,
  default: (DEFAULT_GAME_POLICIES as unknown as Record<string, string>)[key],
});

/** Every dimension of a player of `scenario` (the avoid list names the scenario's arsenal). */
export function titaniumGameDimensions(scenario: GameScenario): StrategyDimension[] {
  const { arsenal } = scenario;
  const cards = [...arsenal.units, ...arsenal.upgrades, ...arsenal.buildings].map((c) => c.key);
  return [
    choice('purchase', 'what to buy in Outfitting', PURCHASE_POLICIES),
    { key: 'policies.participation', describe: 'join and stay in a Conquest at this estimated win chance', kind: 'number', values: PARTICIPATION_GRID, range: { min: 0, max: 1 }, default: DEFAULT_GAME_POLICIES.participation },
    choice('leader', 'which of the two Leaders drawn to keep', LEADER_CHOICES),
    { key: 'policies.avoid', describe: 'Arsenal cards never bought', kind: 'subset', values: cards, default: [] },
    choice('allocation', 'damage allocation in Conquests', ['optimal', 'greedy', 'spread']),
    choice('value', 'what damage allocation maximises', ['cost', 'attack']),
    choice('tactic', 'tactic choice', ['random', 'greedy']),
    { key: 'policies.priorityWeight', describe: 'extra weight of early priorities in tactic choice', kind: 'number', values: PRIORITY_WEIGHT_GRID, range: { min: 0, max: 10 }, default: DEFAULT_GAME_POLICIES.priorityWeight },
    choice('discard', 'extra discards after an Offensive', ['none', 'free', 'dead-cards']),
    choice('minefield', 'trigger a Minefield when allowed', ['always', 'never']),
    choice('blastShield', 'which ships Blast Shields protect', ['doomed-first', 'dearest-first']),
    choice('repair', 'which damaged ships Repair Drones repair first', ['dearest-first', 'nearest-destruction']),
  ];
}

export const titaniumGameStrategy: StrategyCapability = {
  symmetry: 'symmetric',
  ...listedSeats('players', { mix: 'mix', strategy: 'policies' }),
  dimensions: (scenario) => titaniumGameDimensions(scenario as GameScenario),
};
