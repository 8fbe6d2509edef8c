import { loadDataFile } from '../core/load.js';
import { gameIds, getGame } from '../games/registry.js';
import type { Game, PlanBase } from '../games/game.js';
import type { RecordedDocument } from './load/file-references.js';
import { withRecordedFiles } from './load/file-references.js';
import { commandLinePath } from './load/references.js';
import { scenarioFilesRead } from './load/scenario-files.js';
import { cliErrors } from './messages.js';

/** A scenario file loaded, its game found from its `game:` field, and validated. */
export interface LoadedScenario {
  game: Game<unknown, PlanBase, unknown>;
  scenario: unknown;
  file: string;
  /** The scenario as written and the documents it names, read: what a shard file records, so merge parses it again. */
  input: { raw: unknown; files: RecordedDocument[] };
}

/**
 * Loads and validates a scenario file of any game (a path from the working folder, or a bundled
 * one under configs/, see commandLinePath): the loader reads the files it names (catalogs,
 * fleet files, decks, relative to it) and its game's defaults, then the game parses it.
 */
export function loadScenarioFile(given: string): LoadedScenario {
  const file = commandLinePath(given);
  const raw = loadDataFile(file);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw cliErrors.notAScenario(file, raw);
  }
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId !== 'string') {
    throw cliErrors.noGameLine(file, gameIds());
  }
  const game = getGame(gameId, `${file}: game`);
  const files = scenarioFilesRead(game, raw, file);
  return { game, scenario: game.parseScenario(withRecordedFiles(raw, files), file), file, input: { raw, files } };
}
