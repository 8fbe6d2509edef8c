/** Whole Titanium Wars games for tests: scenarios read as the CLI reads them, arsenals with what-ifs. */
import { gameDefaults } from '../../src/cli/load/game-defaults.js';
import { withScenarioFilesRead } from '../../src/cli/load/scenario-files.js';
import { LoadedDocument } from '../../src/games/loaded-document.js';
import { getGame } from '../../src/games/registry.js';
import { compileGame } from '../../src/games/titanium/whole-game/compile.js';
import { parseGameScenario, type GameScenario } from '../../src/games/titanium/whole-game/scenario.js';
import { GameSimulator } from '../../src/games/titanium/whole-game/simulator.js';

/** A whole-game scenario for tests: `raw` with its catalogs read as the CLI reads them. */
export function readGame(raw: object, file = 'game.yaml'): GameScenario {
  return parseGameScenario(withScenarioFilesRead(getGame('titanium-game'), { game: 'titanium-game', ...raw }, file), file);
}

/** The bundled arsenal's data with some cards' fields changed, as a document a scenario can carry. */
export function arsenalWith(changes: Record<string, Record<string, number>>): LoadedDocument {
  const data = structuredClone(gameDefaults('titanium').arsenal.data) as Record<string, { key: string }[]>;
  for (const list of Object.values(data)) for (const card of list) Object.assign(card, changes[card.key] ?? {});
  return new LoadedDocument('test arsenal', 'test-arsenal.yaml', data);
}

/** A compiled game and its simulator. */
export function simulatorOf(scenario: GameScenario): GameSimulator {
  return new GameSimulator(compileGame(scenario));
}

/**
 * Two players A and B on fixed leaders, their leaders dealt, at the start of the Outfitting of
 * `turn` (default 1; no Event): the simulator of a test of the rules of buying. `credits` sets A's.
 */
export function twoPlayerOutfitting(leaders: [string, string], options: { credits?: number; turn?: number; raw?: object } = {}): GameSimulator {
  const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: leaders[0] }, { name: 'B', leader: leaders[1] }], ...options.raw }));
  const { plan, state, rules } = sim;
  state.reset();
  state.leader[0] = plan.fixedLeader[0];
  state.leader[1] = plan.fixedLeader[1];
  if (options.credits !== undefined) state.credits[0] = options.credits;
  rules.startTurn(options.turn ?? 1, -1);
  return sim;
}
