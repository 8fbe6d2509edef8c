import { fleetsFileHead, fleetsFileOf, type FleetsFile } from '../../analysis/fleets-file.js';
import { loadDataFile } from '../../core/load.js';
import { configPath } from '../../core/paths.js';
import type { GameId } from '../../games/game.js';
import { getGame } from '../../games/registry.js';
import { loadAnalysisAdapter } from './analysis-adapter.js';
import { expectFileKind } from './file-kind.js';
import { commandLinePath } from './references.js';

/**
 * Reads a fleets file for `salvo matrix` (and the tour): its shape checked, its `catalog:` read
 * (relative to the file; the game's default when absent), every fleet checked by its game.
 * A file of another kind is named as such, with what `command` takes.
 * @throws ConfigError naming the file and the fleet.
 */
export function loadFleetsFile(given: string, expectedGame?: string, command = 'salvo matrix'): FleetsFile {
  const file = commandLinePath(given);
  const raw = loadDataFile(file);
  expectFileKind(raw, file, 'fleets', command);
  const head = fleetsFileHead(raw, file, expectedGame);
  const adapter = loadAnalysisAdapter(head.game, head.catalog, { game: `${file}: game`, catalog: `${file}: catalog` }, file);
  return fleetsFileOf(head, file, adapter);
}

/** The bundled matchup fleets a game's balance baseline tracks (its `analysis.trackedFleets`), or undefined. */
export function loadTrackedFleets(game: GameId): FleetsFile | undefined {
  const file = getGame(game).analysis?.trackedFleets;
  return file === undefined ? undefined : loadFleetsFile(configPath('fleets', file), game);
}
