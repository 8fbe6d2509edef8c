import { gameIds, getGame } from '../games/registry.js';
import type { AnalysisAdapter, NamedFleet } from '../games/analysis-adapter.js';
import { analysisErrors } from './messages.js';

/** A fleets file: `game`, `fleets: [{ name, …the game's side fields }]`, optional `options` and `catalog`. */
export interface FleetsFile {
  adapter: AnalysisAdapter;
  fleets: NamedFleet[];
  options: Record<string, unknown>;
  name?: string;
}

/** What a fleets file says before its game's adapter is built: the game and the catalog file it names. */
export interface FleetsFileHead {
  game: string;
  /** The catalog file named by `catalog:` (relative to the fleets file), for the loader to read. */
  catalog?: string;
  fleets: unknown[];
  options: Record<string, unknown>;
  name?: string;
}

/**
 * Checks the shape of a fleets file for `salvo matrix` (and the optimizer's field): a mapping with
 * a `game` (the expected one, when given) and at least two fleets.
 * @throws ConfigError naming the file.
 */
export function fleetsFileHead(raw: unknown, file: string, expectedGame?: string): FleetsFileHead {
  const input = raw as { game?: unknown; fleets?: unknown; options?: unknown; catalog?: unknown; name?: unknown } | null;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw analysisErrors.notAFleetsFile(file);
  if (typeof input.game !== 'string') throw analysisErrors.noGame(file, gameIds());
  if (expectedGame !== undefined && input.game !== expectedGame) throw analysisErrors.otherGame(file, input.game, expectedGame);
  const fleets = input.fleets;
  if (!Array.isArray(fleets) || fleets.length < 2) throw analysisErrors.tooFewFleets(file, fleets);
  return {
    game: input.game,
    ...(typeof input.catalog === 'string' ? { catalog: input.catalog } : {}),
    fleets,
    options: (input.options ?? {}) as Record<string, unknown>,
    ...(typeof input.name === 'string' ? { name: input.name } : {}),
  };
}

/**
 * The fleets of a fleets file, with the adapter built from its files: each fleet named, each name
 * once, each a valid side of its game (checked by building a battle of it).
 * @throws ConfigError naming the file and the fleet.
 */
export function fleetsFileOf(head: FleetsFileHead, file: string, adapter: AnalysisAdapter): FleetsFile {
  const named: NamedFleet[] = head.fleets.map((entry, i) => {
    const where = `${file}: fleets.${i}`;
    if (entry === null || typeof entry !== 'object' || typeof (entry as { name?: unknown }).name !== 'string') throw analysisErrors.unnamedFleet(where);
    const { name, ...fleet } = entry as { name: string } & Record<string, unknown>;
    return { name, fleet };
  });
  const names = new Set<string>();
  const game = getGame(adapter.game);
  named.forEach((fleet, i) => {
    if (names.has(fleet.name)) throw analysisErrors.fleetNameTwice(`${file}: fleets.${i}.name`, fleet.name);
    names.add(fleet.name);
    game.parseScenario(adapter.matchup(fleet, fleet, 0, head.options), `${file}: fleets.${i} (${fleet.name})`);
    adapter.checkFleet?.(fleet, head.options, `${file}: fleets.${i} (${fleet.name})`);
  });
  return { adapter, fleets: named, options: head.options, ...(head.name !== undefined ? { name: head.name } : {}) };
}
