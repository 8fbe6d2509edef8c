import { ConfigError } from '../core/errors.js';
import { loadDataFile } from '../core/load.js';
import { getGame } from '../games/registry.js';
import type { Game, PlanBase } from '../games/game.js';
import { withScenarioFilesRead } from './load/scenario-files.js';

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
    throw new ConfigError({ where: file, what: 'is not a scenario', got: Array.isArray(raw) ? 'a list' : JSON.stringify(raw), expected: 'a mapping with game, attacker, defender…', hint: 'See configs/scenarios/ for examples' });
  }
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId !== 'string') {
    throw new ConfigError({ where: `${file}: game`, what: 'missing or not a name', expected: 'game: ti4 | armada | titanium', hint: 'Add a "game:" line at the top' });
  }
  const game = getGame(gameId, `${file}: game`);
  return { game, scenario: game.parseScenario(withScenarioFilesRead(game, raw, file), file), file };
}
