import type { Game } from '../game.js';
import { armadaAnalysis } from './analysis/capability.js';
import { BrawlSimulator } from './brawl.js';
import { ARMADA_MODELS } from './table/settings.js';
import { TableSimulator } from './table/simulator.js';
import { compileArmada } from './compile.js';
import { formatArmadaResult } from './format.js';
import { armadaOptimizer } from './optimizer/capability.js';
import { armadaStrategy } from './strategy/capability.js';
import type { ArmadaPlan } from './plan.js';
import { ARMADA_COST_UNIT, ARMADA_WINS, summarizeArmada, type ArmadaResult } from './result.js';
import { armadaFileReferences, parseArmadaScenario, type ArmadaScenario } from './scenario.js';

/** Twilight Imperium: Armada, Last Starship fleet battles in the "brawl" or the "table" model (rules 000; the docs/ pages). */
export const armada: Game<ArmadaScenario, ArmadaPlan, ArmadaResult> = {
  id: 'armada',
  fileReferences: armadaFileReferences,
  title: 'TI: Armada',
  costUnit: ARMADA_COST_UNIT,
  parseScenario: parseArmadaScenario,
  compile: compileArmada,
  createSimulator: (plan) => (plan.table !== null ? new TableSimulator(plan, plan.table) : new BrawlSimulator(plan)),
  summarize: summarizeArmada,
  formatResult: formatArmadaResult,
  wins: () => ARMADA_WINS,
  analysis: armadaAnalysis,
  optimizer: armadaOptimizer,
  strategy: armadaStrategy,
  tour: { matrix: true, matrixModels: ARMADA_MODELS },
};
