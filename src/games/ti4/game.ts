import type { Game } from '../game.js';
import { Ti4Simulator } from './battle.js';
import { compileTi4 } from './compile.js';
import { formatTi4Result } from './format.js';
import type { Ti4Plan } from './plan.js';
import { summarizeTi4, type Ti4Result } from './result.js';
import { parseTi4Scenario, type Ti4Scenario } from './scenario.js';

/** Twilight Imperium 4: space combat, invasion and tactical actions of one system (rules 002 and 003). */
export const ti4: Game<Ti4Scenario, Ti4Plan, Ti4Result> = {
  id: 'ti4',
  parseScenario: parseTi4Scenario,
  compile: compileTi4,
  createSimulator: (plan) => new Ti4Simulator(plan),
  summarize: summarizeTi4,
  formatResult: formatTi4Result,
};
