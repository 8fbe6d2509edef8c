import { gameErrors } from '../../games/messages.js';
import { titaniumErrors } from '../../games/titanium/messages.js';
import type { AnalysisAdapter } from './adapter.js';
import { armadaAdapter } from './armada.js';
import { ti4Adapter } from './ti4.js';
import { titaniumAdapter } from './titanium.js';
import { loadTi4Overrides } from './ti4-catalog-file.js';

const GAMES = ['ti4', 'armada', 'titanium'];

/**
 * The analysis adapter of a game; `catalog` is a catalog file (Armada: a catalog in the sample's
 * schema; TI4: a YAML of unit overrides, e.g. `units: { dreadnought: { cost: 3.5 } }`).
 */
export function analysisAdapter(game: string, catalog?: string, where = 'game'): AnalysisAdapter {
  switch (game) {
    case 'ti4':
      return ti4Adapter(catalog ? loadTi4Overrides(catalog) : {});
    case 'armada':
      return catalog ? armadaAdapter(catalog) : armadaAdapter();
    case 'titanium':
      if (catalog) throw titaniumErrors.noCatalogOption(catalog);
      return titaniumAdapter();
    default:
      throw gameErrors.unknownGame(where, game, GAMES);
  }
}
