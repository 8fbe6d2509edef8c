import { withReferencesRead } from '../../../cli/scenario-references.js';
import { loadDataFile } from '../../../core/load.js';
import { configPath } from '../../../core/paths.js';
import { LoadedDocument } from '../../loaded-document.js';
import { compileGame } from './compile.js';
import { titaniumGame } from './game.js';
import { parseGameScenario, type GameScenario } from './scenario.js';
import { GameSimulator } from './simulator.js';

/** A whole-game scenario for tests: `raw` with its catalogs read as the CLI reads them. */
export function readGame(raw: object, file = 'game.yaml'): GameScenario {
  return parseGameScenario(withReferencesRead(titaniumGame, { game: 'titanium-game', ...raw }, file), file);
}

/** The bundled arsenal's data with some cards' fields changed, as a document a scenario can carry. */
export function arsenalWith(changes: Record<string, Record<string, number>>): LoadedDocument {
  const data = structuredClone(loadDataFile(configPath('titanium', 'arsenal.yaml'))) as Record<string, { key: string }[]>;
  for (const list of Object.values(data)) for (const card of list) Object.assign(card, changes[card.key] ?? {});
  return new LoadedDocument('test arsenal', 'test-arsenal.yaml', data);
}

/** A compiled game and its simulator. */
export function simulatorOf(scenario: GameScenario): GameSimulator {
  return new GameSimulator(compileGame(scenario));
}
