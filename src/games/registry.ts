import type { Game, GameId, PlanBase } from './game.js';
import { armada } from './armada/game.js';
import { ti4 } from './ti4/game.js';
import { gameErrors } from './messages.js';
import { titanium } from './titanium/game.js';

/** Every game salvo simulates, by id. */
const GAMES: Partial<Record<GameId, Game<any, any, any>>> = { ti4, titanium, armada };

/** The game ids available in this build. */
export const gameIds = (): string[] => Object.keys(GAMES);

/** The game module for an id, or a ConfigError that lists the known games. */
export function getGame(id: string, where = 'game'): Game<unknown, PlanBase, unknown> {
  const game = GAMES[id as GameId];
  if (!game) throw gameErrors.unknownGame(where, id, gameIds());
  return game;
}
