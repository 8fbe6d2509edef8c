export { ti4 } from './game.js';
export type { Ti4Scenario, Ti4Side } from './scenario.js';
export type { Ti4Plan } from './plan.js';
export type { Ti4Result } from './result.js';
