import type { GameId } from '../../games/game.js';
import type { FieldInput } from '../../games/optimizer-capability.js';
import { optimizerErrors } from './messages.js';

/**
 * The fleets of a field file the loader read (docs/optimizer.md, "Field files"): `game:` must be
 * the game being optimized — a file of another game (a field or a scenario) is refused — and
 * `fleets:` a non-empty list. Returns the raw entries with the file's optional `pointLimit`; the
 * game's optimizer checks each entry (`OptimizerCapability.setup`).
 *
 * @throws ConfigError naming the file.
 */
export function fieldFileEntries(data: unknown, file: string, game: GameId): FieldInput {
  const raw = data as Record<string, unknown> | null;
  const named = raw !== null && typeof raw === 'object' ? raw.game : undefined;
  if (named !== game) throw optimizerErrors.fieldOfAnotherGame(file, named, game);
  const fleets = raw!.fleets;
  if (!Array.isArray(fleets) || fleets.length === 0) throw optimizerErrors.fieldWithoutFleets(file);
  const pointLimit = raw!.pointLimit;
  return { file, entries: fleets, ...(typeof pointLimit === 'number' ? { pointLimit } : {}) };
}
