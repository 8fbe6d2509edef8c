import type { Game } from '../game.js';
import { titaniumAnalysis } from './analysis/capability.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { formatTitaniumResult } from './format.js';
import { titaniumOptimizer } from './optimizer/capability.js';
import type { TitaniumPlan } from './plan.js';
import { summarizeTitanium, TITANIUM_COST_UNIT, type TitaniumResult } from './result.js';
import { parseTitaniumScenario, titaniumFileReferences, type TitaniumScenario } from './scenario.js';

/** Titanium Wars: one Conquest between 2-4 fleets (rules 004, "Conquest"). */
export const titanium: Game<TitaniumScenario, TitaniumPlan, TitaniumResult> = {
  id: 'titanium',
  fileReferences: titaniumFileReferences,
  title: 'Titanium Wars',
  costUnit: TITANIUM_COST_UNIT,
  parseScenario: parseTitaniumScenario,
  compile: compileTitanium,
  createSimulator: (plan) => new ConquestSimulator(plan),
  summarize: summarizeTitanium,
  formatResult: formatTitaniumResult,
  // A player's win is its own outcome: plan.outcomes starts with the player names.
  wins: (plan) => plan.playerNames.map((_, p) => p),
  analysis: titaniumAnalysis,
  optimizer: titaniumOptimizer,
  tour: { cost: true },
};
