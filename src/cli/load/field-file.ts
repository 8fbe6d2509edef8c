import { fieldFileEntries } from '../../analysis/optimizer/field-file.js';
import { loadDataFile } from '../../core/load.js';
import type { GameId } from '../../games/game.js';

/**
 * Reads an optimizer field file (docs/optimizer.md, "Field files"): its raw fleets, checked to be
 * of `game`, and its optional `pointLimit`.
 * @throws ConfigError naming the file.
 */
export function readFieldFile(file: string, game: GameId): { entries: unknown[]; pointLimit?: number } {
  return fieldFileEntries(loadDataFile(file), file, game);
}
