/**
 * The lazy registry must say of each game what its module says (titles in usage text, the
 * `--method` choices of `salvo run`), in the registry's order, and load the very module object
 * the registry holds.
 */
import { describe, expect, it } from 'vitest';
import { isConfigError } from '../core/errors.js';
import { gameIdsWith, gameTitlesUnloaded, lazyGameIds, loadGame } from './lazy-registry.js';
import { allGames, gameIds, getGame, type Capability } from './registry.js';

const CAPABILITIES: Capability[] = ['exact', 'analysis', 'optimizer', 'strategy', 'tour'];

describe('lazy registry', () => {
  it('lists the registry\'s games in its order, with their titles', () => {
    expect(lazyGameIds()).toEqual(gameIds());
    expect(gameTitlesUnloaded()).toEqual(allGames().map((game) => game.title));
  });

  it('declares exactly the capabilities each module has', () => {
    for (const capability of CAPABILITIES) {
      expect(gameIdsWith(capability), capability).toEqual(allGames().filter((game) => game[capability] !== undefined).map((game) => game.id));
    }
  });

  it('loads the module the registry holds', async () => {
    for (const id of gameIds()) {
      expect(await loadGame(id)).toBe(getGame(id));
    }
  });

  it('refuses an unknown game with a ConfigError that lists the games', async () => {
    const error = await loadGame('ti5', 'my.yaml: game').catch((e: unknown) => e);
    expect(isConfigError(error)).toBe(true);
    expect((error as Error).message).toMatch(/^my\.yaml: game: unknown game "ti5"/);
    expect((error as Error).message).toContain('ti4');
  });
});
