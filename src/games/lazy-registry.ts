import { gameErrors } from './messages.js';
import type { AnyGame, Capability, GameId } from './registry.js';

/** What the command line needs to know of a game before its code is loaded. */
export interface GameEntry {
  /** The game's name in usage text, as its module's `title`. */
  title: string;
  /** The optional members its module has (`exact`, `analysis`, …), as the module declares them. */
  capabilities: readonly Capability[];
  /** Imports the game's module (its rules, compiler, simulator and capabilities). */
  load(): Promise<AnyGame>;
}

/**
 * Every game of the registry (registry.ts, same ids, same order) with its title and capabilities,
 * its module imported only when asked for: `salvo run` of a TI4 scenario never loads the other
 * games' code, which would cost a fifth of its start-up. The type makes an entry compulsory for
 * every registered game; lazy-registry.test.ts checks that titles and capabilities match the modules.
 */
const ENTRIES: Record<GameId, GameEntry> = {
  ti4: { title: 'TI4', capabilities: ['exact', 'analysis', 'optimizer', 'strategy', 'tour'], load: async () => (await import('./ti4/game.js')).ti4 as AnyGame },
  titanium: { title: 'Titanium Wars', capabilities: ['analysis', 'optimizer', 'tour'], load: async () => (await import('./titanium/game.js')).titanium as AnyGame },
  armada: { title: 'TI: Armada', capabilities: ['analysis', 'optimizer', 'strategy', 'tour'], load: async () => (await import('./armada/game.js')).armada as AnyGame },
  'titanium-game': { title: 'Titanium Wars games', capabilities: ['strategy'], load: async () => (await import('./titanium/whole-game/game.js')).titaniumGame as AnyGame },
};

/** The game ids, in registry order, without loading any game. */
export const lazyGameIds = (): GameId[] => Object.keys(ENTRIES) as GameId[];

/** The titles of the games, in registry order, without loading any game. */
export const gameTitlesUnloaded = (): string[] => Object.values(ENTRIES).map((entry) => entry.title);

/** The ids of the games that have a capability, in registry order, without loading any game. */
export const gameIdsWith = (capability: Capability): GameId[] =>
  lazyGameIds().filter((id) => ENTRIES[id].capabilities.includes(capability));

/**
 * The game module of `id`, imported on first use; a ConfigError that lists the known games when
 * there is no such game (`where` names the field, e.g. "my.yaml: game").
 * @example (await loadGame('ti4')).title // 'TI4'
 */
export async function loadGame(id: string, where = 'game'): Promise<AnyGame> {
  if (!Object.hasOwn(ENTRIES, id)) throw gameErrors.unknownGame(where, id, lazyGameIds());
  return ENTRIES[id as GameId].load();
}

