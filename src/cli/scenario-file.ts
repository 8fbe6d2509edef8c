import { getGame } from '../games/registry.js';
import { parseScenarioInput, readScenarioInput, type LoadedScenario } from './scenario-input.js';

export type { LoadedScenario } from './scenario-input.js';

/**
 * Loads and validates a scenario file of any game (a path from the working folder, or a bundled
 * one under configs/, see commandLinePath): the loader reads the files it names (catalogs,
 * fleet files, decks, relative to it) and its game's defaults, then the game parses it. Imports
 * every game (the registry); `command` names the command in a wrong-kind message. `salvo run` uses loadScenarioWithItsGame, which imports only its own.
 */
export function loadScenarioFile(given: string, command = 'salvo run'): LoadedScenario {
  const input = readScenarioInput(given, command);
  return parseScenarioInput(getGame(input.gameId, `${input.file}: game`), input);
}
