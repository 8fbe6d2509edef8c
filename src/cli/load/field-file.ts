import { fieldFileEntries } from '../../analysis/optimizer/field-file.js';
import { loadDataFile } from '../../core/load.js';
import type { GameId } from '../../games/game.js';
import type { FieldInput } from '../../games/optimizer-capability.js';

/**
 * Reads an optimizer field file (docs/optimizer.md, "Field files"): its raw fleets, checked to be
 * of `game`, and its optional `pointLimit`.
 * @throws ConfigError naming the file.
 */
export function readFieldFile(file: string, game: GameId): FieldInput {
  return fieldFileEntries(loadDataFile(file), file, game);
}
