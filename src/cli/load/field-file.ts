import { fieldFileEntries } from '../../analysis/optimizer/field-file.js';
import { loadDataFile } from '../../core/load.js';
import type { GameId } from '../../games/game.js';
import type { FieldInput } from '../../games/optimizer-capability.js';
import { expectFileKind } from './file-kind.js';

/**
 * Reads an optimizer field file (docs/optimizer.md, "Field files"): its raw fleets, checked to be
 * of `game`, and its optional `pointLimit`.
 * @throws ConfigError naming the file.
 */
export function readFieldFile(file: string, game: GameId): FieldInput {
  const raw = loadDataFile(file);
  // A matrix fleets file is a field too (its fleets' names are dropped by the game's field reader).
  expectFileKind(raw, `--field ${file}`, ['field', 'fleets'], 'salvo optimize --field');
  return fieldFileEntries(raw, file, game);
}
