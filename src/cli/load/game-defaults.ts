import type { LoadedDocument } from '../../games/loaded-document.js';
import { getGame, isGameId } from '../../games/registry.js';
import { readBundled } from './bundled.js';

/**
 * The files a scenario of a game reads when it names none (the bundled defaults its
 * Game.fileReferences declares for `{ game }`), by key: Armada's sample catalog, Titanium Wars'
 * arsenal and sample deck; none for TI4 or an unknown game.
 *
 * @example gameDefaults('armada').catalog.reference // 'armada/sample-catalog.yaml'
 */
export function gameDefaults(gameId: string): Record<string, LoadedDocument> {
  if (!isGameId(gameId)) return {};
  const references = getGame(gameId).fileReferences?.({ game: gameId }) ?? [];
  const defaults: Record<string, LoadedDocument> = {};
  for (const reference of references) {
    if (reference.bundled !== undefined) defaults[reference.at.join('.')] = readBundled(reference.bundled, reference.reference);
  }
  return defaults;
}
