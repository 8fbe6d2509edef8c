import type { Game } from '../game.js';
import { ti4Analysis } from './analysis/capability.js';
import { Ti4Simulator } from './battle.js';
import { compileTi4 } from './compile.js';
import { ti4Errors } from './messages.js';
import { ti4ExactIsCheaper } from './exact/method.js';
import { exactTi4Result } from './exact/result.js';
import { formatTi4Result } from './format.js';
import { ti4Optimizer } from './optimizer/capability.js';
import type { Ti4Plan } from './plan.js';
import { summarizeTi4, TI4_COST_UNIT, TI4_WINS, type Ti4Result } from './result.js';
import { parseTi4Scenario, type Ti4Scenario } from './scenario.js';
import { ti4Strategy } from './strategy/capability.js';

/** Twilight Imperium 4: space combat, invasion and tactical actions of one system (rules 002 and 003). */
export const ti4: Game<Ti4Scenario, Ti4Plan, Ti4Result> = {
  id: 'ti4',
  title: 'TI4',
  costUnit: TI4_COST_UNIT,
  parseScenario: parseTi4Scenario,
  compile: (scenario) => {
    // Monte Carlo cannot play the optimal assignment (it is a table of the exact solver's states).
    const optimal = (['attacker', 'defender'] as const).find((name) => scenario[name].hitAssignment === 'optimal');
    if (optimal !== undefined) throw ti4Errors.optimalNeedsExact(`${scenario.name ?? 'scenario'}: ${optimal}.hitAssignment`);
    return compileTi4(scenario);
  },
  createSimulator: (plan) => new Ti4Simulator(plan),
  summarize: summarizeTi4,
  formatResult: formatTi4Result,
  wins: () => TI4_WINS,
  exact: exactTi4Result,
  exactIsCheaper: ti4ExactIsCheaper,
  analysis: ti4Analysis,
  optimizer: ti4Optimizer,
  strategy: ti4Strategy,
  tour: { scenarios: true, cost: true },
};
