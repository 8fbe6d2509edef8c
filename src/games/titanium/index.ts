export { titanium } from './game.js';
export type { TitaniumScenario, TitaniumPlayer, TitaniumPolicies } from './scenario.js';
export type { TitaniumPlan } from './plan.js';
export type { TitaniumResult } from './result.js';
