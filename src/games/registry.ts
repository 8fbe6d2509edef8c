import { ConfigError, unknownNameHint } from '../core/errors.js';
import type { Game, GameId, PlanBase } from './game.js';
import { armada } from './armada/game.js';
import { ti4 } from './ti4/game.js';
import { titanium } from './titanium/game.js';
import { titaniumGame } from './titanium/whole-game/game.js';

/** Every game salvo simulates, by id. */
const GAMES: Partial<Record<GameId, Game<any, any, any>>> = { ti4, titanium, armada, 'titanium-game': titaniumGame };

/** The game ids available in this build. */
export const gameIds = (): string[] => Object.keys(GAMES);

/** The game module for an id, or a ConfigError that lists the known games. */
export function getGame(id: string, where = 'game'): Game<unknown, PlanBase, unknown> {
  const game = GAMES[id as GameId];
  if (!game) {
    throw new ConfigError({ where, what: `unknown game "${id}"`, expected: `one of ${gameIds().join(', ')}`, hint: unknownNameHint(id, gameIds()) });
  }
  return game;
}
