export { armada } from './game.js';
export type { ArmadaScenario, ArmadaSide } from './scenario.js';
export type { ArmadaPlan } from './plan.js';
export type { ArmadaResult } from './result.js';
