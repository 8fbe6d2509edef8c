import type { Game } from '../game.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { formatTitaniumResult } from './format.js';
import type { TitaniumPlan } from './plan.js';
import { summarizeTitanium, type TitaniumResult } from './result.js';
import { parseTitaniumScenario, titaniumFileReferences, type TitaniumScenario } from './scenario.js';

/** Titanium Wars: one Conquest between 2-4 fleets (rules 004, "Conquest"). */
export const titanium: Game<TitaniumScenario, TitaniumPlan, TitaniumResult> = {
  id: 'titanium',
  fileReferences: titaniumFileReferences,
  parseScenario: parseTitaniumScenario,
  compile: compileTitanium,
  createSimulator: (plan) => new ConquestSimulator(plan),
  summarize: summarizeTitanium,
  formatResult: formatTitaniumResult,
};
