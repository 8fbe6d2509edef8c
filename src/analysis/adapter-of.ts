import { ConfigError, unknownNameHint } from '../core/errors.js';
import type { AnalysisAdapter } from '../games/analysis-adapter.js';
import { gamesWith, getGame } from '../games/registry.js';

/**
 * The analysis adapter of a game of the registry (its `analysis` capability); `catalog` is a
 * catalog file the game reads in its own way (Armada: a catalog in the sample's schema; TI4: a YAML
 * of unit overrides, e.g. `units: { dreadnought: { cost: 3.5 } }`).
 * @throws ConfigError naming `where` for an unknown game or a game without balance analysis.
 */
export function analysisAdapter(id: string, catalog?: string, where = 'game'): AnalysisAdapter {
  const game = getGame(id, where);
  if (!game.analysis) {
    const known = gamesWith('analysis').map((g) => g.id);
    throw new ConfigError({ where, what: `${id} has no balance analysis`, expected: `one of ${known.join(', ')}`, hint: unknownNameHint(id, known) });
  }
  return game.analysis.adapter(catalog, where);
}
