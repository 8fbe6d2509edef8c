import type { SimulatorFactory } from '../src/engine/simulator.js';
import { getGame } from '../src/games/registry.js';

/**
 * The engine's simulator factory for salvo's games: a plan's `game` picks the game module from the
 * registry, which prepares the hot loop (docs/architecture.md, "Layers": workers/ is where the game
 * registry is wired into the engine, so the engine itself imports no game).
 */
export const gameSimulators: SimulatorFactory = (plan) => getGame(plan.game, 'plan.game').createSimulator(plan);
