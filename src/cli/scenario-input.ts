import { loadDataFile } from '../core/load.js';
import type { Game, PlanBase } from '../games/game.js';
import { lazyGameIds, loadGame } from '../games/lazy-registry.js';
import type { RecordedDocument } from './load/file-references.js';
import { withRecordedFiles } from './load/file-references.js';
import { expectFileKind } from './load/file-kind.js';
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

/** A scenario file read (not yet validated) and the game its `game:` field names. */
export interface ScenarioInput {
  file: string;
  raw: object;
  gameId: string;
}

/**
 * Reads a scenario file (a path from the working folder, or a bundled one under configs/, see
 * commandLinePath) and its `game:` field, before any game's code is loaded; a ConfigError when it
 * is no mapping or names no game, or a file of another kind (a fleets file, a result…), named as such
 * with what `command` takes.
 */
export function readScenarioInput(given: string, command = 'salvo run'): ScenarioInput {
  const file = commandLinePath(given);
  const raw = loadDataFile(file);
  expectFileKind(raw, file, 'scenario', command);
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw cliErrors.notAScenario(file, raw);
  }
  const gameId = (raw as { game?: unknown }).game;
  if (typeof gameId !== 'string') {
    throw cliErrors.noGameLine(file, lazyGameIds());
  }
  return { file, raw, gameId };
}

/**
 * Validates a scenario read by readScenarioInput with its game: the loader reads the files it
 * names (catalogs, fleet files, decks, relative to it) and its game's defaults, then the game parses it.
 */
export function parseScenarioInput(game: Game<unknown, PlanBase, unknown>, { file, raw }: ScenarioInput): LoadedScenario {
  const files = scenarioFilesRead(game, raw, file);
  return { game, scenario: game.parseScenario(withRecordedFiles(raw, files), file), file, input: { raw, files } };
}

/**
 * Loads and validates a scenario file of any game, importing only that game's module (the lazy
 * registry): the start-up of `salvo run`. loadScenarioFile (scenario-file.ts) does the same with
 * every game already imported, for callers that need them all anyway.
 * @example (await loadScenarioWithItsGame('configs/scenarios/ti4-dreadnought-duel.yaml')).game.id // 'ti4'
 */
export async function loadScenarioWithItsGame(given: string, command = 'salvo run'): Promise<LoadedScenario> {
  const input = readScenarioInput(given, command);
  return parseScenarioInput(await loadGame(input.gameId, `${input.file}: game`), input);
}
