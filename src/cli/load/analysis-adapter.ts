import { analysisAdapter } from '../../analysis/adapter-of.js';
import type { AnalysisAdapter } from '../../games/analysis-adapter.js';
import type { LoadedDocument } from '../../games/loaded-document.js';
import { gamesWith, isGameId } from '../../games/registry.js';
import { cliErrors } from '../messages.js';
import { gameDefaults } from './game-defaults.js';
import { readReference } from './references.js';

/** How messages name the game and the catalog of an analysis: options, or keys of a file. */
export interface AdapterWhere {
  game: string;
  catalog: string;
}

/**
 * The analysis adapter of a game with its files read: the catalog file named (on the command line,
 * relative to the working folder; in a fleets file or baseline, relative to `referringFile`) and
 * the game's defaults (gameDefaults). An unknown game is reported before any file is read.
 */
export function loadAnalysisAdapter(
  gameId: string, catalog: string | undefined, where: AdapterWhere, referringFile?: string, files: DefaultFileOptions = {},
): AnalysisAdapter {
  const known = isGameId(gameId);
  return analysisAdapter(gameId, {
    ...(catalog !== undefined && known ? { catalog: readReference(catalog, where.catalog, referringFile) } : {}),
    defaults: known ? defaultsWithFiles(gameId, files, referringFile) : {},
  }, where.game);
}

/** Files given in place of a game's default files, by default key: Titanium Wars' `--arsenal` and `--deck`. */
export type DefaultFileOptions = Partial<Record<(typeof DEFAULT_FILE_OPTIONS)[number], string>>;

/** The options that replace one of a game's default files (the key of gameDefaults they replace). */
export const DEFAULT_FILE_OPTIONS = ['arsenal', 'deck'] as const;

/** The default file options given in `argv` (as strings). */
export function defaultFileOptions(argv: Readonly<Record<string, unknown>>): DefaultFileOptions {
  const files: DefaultFileOptions = {};
  for (const option of DEFAULT_FILE_OPTIONS) if (argv[option] !== undefined) files[option] = String(argv[option]);
  return files;
}

/**
 * A game's default files (gameDefaults) with those named in `files` read in their place (relative
 * to `referringFile` when a baseline names them, else the working folder). A file the game does not
 * read (`--arsenal` for ti4) is a ConfigError.
 */
export function defaultsWithFiles(gameId: string, files: DefaultFileOptions, referringFile?: string): Record<string, LoadedDocument> {
  const defaults = gameDefaults(gameId);
  for (const option of DEFAULT_FILE_OPTIONS) {
    const file = files[option];
    if (file === undefined) continue;
    if (defaults[option] === undefined) throw cliErrors.fileOptionNotForGame(option, gameId, gamesReading(option));
    defaults[option] = readReference(file, referringFile === undefined ? `--${option}` : `${referringFile}: files.${option}`, referringFile);
  }
  return defaults;
}

/** The games whose scenarios read a default file under `key`. */
function gamesReading(key: string): string[] {
  return gamesWith('analysis').map((game) => game.id).filter((id) => gameDefaults(id)[key] !== undefined);
}
