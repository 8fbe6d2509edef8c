import { analysisAdapter } from '../../analysis/adapter-of.js';
import type { AnalysisAdapter } from '../../games/analysis-adapter.js';
import { isGameId } from '../../games/registry.js';
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
export function loadAnalysisAdapter(gameId: string, catalog: string | undefined, where: AdapterWhere, referringFile?: string): AnalysisAdapter {
  const known = isGameId(gameId);
  return analysisAdapter(gameId, {
    ...(catalog !== undefined && known ? { catalog: readReference(catalog, where.catalog, referringFile) } : {}),
    defaults: gameDefaults(gameId),
  }, where.game);
}
