import { loadDataFile } from '../core/load.js';
import { gameIds, getGame } from '../games/registry.js';
import type { Game, PlanBase } from '../games/game.js';
import { withScenarioFilesRead } from './load/scenario-files.js';
import { cliErrors } from './messages.js';

/** A scenario file loaded, its game found from its `game:` field, and validated. */
export interface LoadedScenario {
  game: Game<unknown, PlanBase, unknown>;
  scenario: unknown;
  file: string;
}

/**
 * Loads and validates a scenario file of any game: the loader reads the files it names (catalogs,
 * fleet files, decks, relative to it) and its game's defaults, then the game parses it.
 */
export function loadScenarioFile(file: string): LoadedScenario {
  const raw = loadDataFile(file);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw cliErrors.notAScenario(file, raw);
  }
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId !== 'string') {
    throw cliErrors.noGameLine(file, gameIds());
  }
  const game = getGame(gameId, `${file}: game`);
  return { game, scenario: game.parseScenario(withScenarioFilesRead(game, raw, file), file), file };
}
