import { analysisErrors } from './messages.js';
import type { AdapterData, AnalysisAdapter } from '../games/analysis-adapter.js';
import { gamesWith, getGame } from '../games/registry.js';

/**
 * The analysis adapter of a game of the registry (its `analysis` capability), built from the files
 * the CLI loader read (`data`): a catalog file the game reads in its own way (Armada: a catalog in
 * the sample's schema; TI4: a YAML of unit overrides, e.g. `units: { dreadnought: { cost: 3.5 } }`)
 * and the game's bundled defaults.
 * @throws ConfigError naming `where` for an unknown game or a game without balance analysis.
 */
export function analysisAdapter(id: string, data: AdapterData, where = 'game'): AnalysisAdapter {
  const game = getGame(id, where);
  if (!game.analysis) {
    const known = gamesWith('analysis').map((g) => g.id);
    throw analysisErrors.noBalanceAnalysis(where, id, known);
  }
  return game.analysis.adapter(data, where);
}
