import type { Game } from '../../game.js';
import { compileGame } from './compile.js';
import { formatGameResult } from './format.js';
import type { GamePlan } from './plan.js';
import { GAME_COST_UNIT, summarizeGame, type TitaniumGameResult } from './result.js';
import { gameFileReferences, parseGameScenario, type GameScenario } from './scenario.js';
import { gameSimulatorFor } from './mixed-simulator.js';
import { titaniumGameStrategy } from './strategy/capability.js';

/** Titanium Wars, whole games (rules 004, "How to Play"): 2-4 players until one holds the target Titanium deposits. */
export const titaniumGame: Game<GameScenario, GamePlan, TitaniumGameResult> = {
  id: 'titanium-game',
  title: 'Titanium Wars games',
  costUnit: GAME_COST_UNIT,
  fileReferences: gameFileReferences,
  parseScenario: parseGameScenario,
  compile: compileGame,
  createSimulator: gameSimulatorFor,
  summarize: summarizeGame,
  formatResult: formatGameResult,
  // A player's win is its own outcome: plan.outcomes starts with the player names.
  wins: (plan) => plan.playerNames.map((_, g) => g),
  strategy: titaniumGameStrategy,
};
