export { titaniumGame } from './game.js';
export type { GameScenario, GamePlayer, GamePolicies } from './scenario.js';
export type { GamePlan } from './plan.js';
export type { TitaniumGameResult } from './result.js';
