import { loadDataFile } from '../core/load.js';
import { getGame } from '../games/registry.js';
import type { AnalysisAdapter, NamedFleet } from './adapters/adapter.js';
import { analysisAdapter } from './adapters/registry.js';
import { analysisErrors } from './messages.js';

/** A fleets file: `game`, `fleets: [{ name, …the game's side fields }]`, optional `options` and `catalog`. */
export interface FleetsFile {
  adapter: AnalysisAdapter;
  fleets: NamedFleet[];
  options: Record<string, unknown>;
  name?: string;
}

/**
 * Loads and checks a fleets file for `salvo matrix` (and the optimizer's field): at least two
 * fleets, each named, each a valid side of its game (checked by building a battle of it).
 * @throws ConfigError naming the file and the fleet.
 */
export function loadFleetsFile(file: string, expectedGame?: string): FleetsFile {
  const raw = loadDataFile(file) as { game?: unknown; fleets?: unknown; options?: unknown; catalog?: unknown; name?: unknown } | null;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw analysisErrors.notAFleetsFile(file);
  if (typeof raw.game !== 'string') throw analysisErrors.noGame(file);
  if (expectedGame !== undefined && raw.game !== expectedGame) throw analysisErrors.otherGame(file, raw.game, expectedGame);
  const fleets = raw.fleets;
  if (!Array.isArray(fleets) || fleets.length < 2) throw analysisErrors.tooFewFleets(file, fleets);
  const catalog = typeof raw.catalog === 'string' ? raw.catalog : undefined;
  const adapter = analysisAdapter(raw.game, catalog, `${file}: game`);
  const options = (raw.options ?? {}) as Record<string, unknown>;
  const named: NamedFleet[] = fleets.map((entry, i) => {
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
    game.parseScenario(adapter.matchup(fleet, fleet, 0, options), `${file}: fleets.${i} (${fleet.name})`);
  });
  return { adapter, fleets: named, options, ...(typeof raw.name === 'string' ? { name: raw.name } : {}) };
}
