import type { Game, PlanBase } from './game.js';
import { armada } from './armada/game.js';
import { ti4 } from './ti4/game.js';
import { gameErrors } from './messages.js';
import { titanium } from './titanium/game.js';
import { titaniumGame } from './titanium/whole-game/game.js';

/**
 * Every game salvo simulates, by id: the one list of games. A new game is its folder, one line
 * here and its scenario's JSON Schema (docs/architecture.md, "How to add a game"); the CLI's
 * choices, subcommands and messages, and every result's labels, derive from it.
 */
const GAMES = { ti4, titanium, armada, 'titanium-game': titaniumGame };

/** A game's id: a key of the registry. */
export type GameId = keyof typeof GAMES;

/** A registered game, typed loosely (its scenario, plan and result are the game's own). */
export type AnyGame = Game<unknown, PlanBase, unknown>;

/** The optional capabilities of a game module. */
export type Capability = 'exact' | 'analysis' | 'optimizer' | 'strategy' | 'tour';

/** The game ids available in this build, in registry order. */
export const gameIds = (): GameId[] => Object.keys(GAMES) as GameId[];

/** True when `id` names a game of the registry. */
export const isGameId = (id: string): id is GameId => Object.hasOwn(GAMES, id);

/** Every registered game, in registry order. */
export const allGames = (): AnyGame[] => Object.values(GAMES) as AnyGame[];

/** The games that have a capability, in registry order. */
export function gamesWith<C extends Capability>(capability: C): (AnyGame & Required<Pick<AnyGame, C>>)[] {
  return allGames().filter((game): game is AnyGame & Required<Pick<AnyGame, C>> => game[capability] !== undefined);
}

/** The game module for an id, or a ConfigError that lists the known games. */
export function getGame(id: string, where = 'game'): AnyGame {
  const game = (GAMES as Record<string, AnyGame>)[id];
  if (!game) throw gameErrors.unknownGame(where, id, gameIds());
  return game;
}
