import { ConfigError, unknownNameHint } from '../../core/errors.js';
import type { AnalysisAdapter } from '../../games/analysis-adapter.js';
import { armadaAdapter } from '../../games/armada/analysis/adapter.js';
import { ti4Adapter } from '../../games/ti4/analysis/adapter.js';
import { titaniumAdapter } from '../../games/titanium/analysis/adapter.js';
import { loadTi4Overrides } from '../../games/ti4/analysis/catalog-file.js';

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
      if (catalog) throw new ConfigError({ where: '--catalog', what: 'titanium uses the printed arsenal', got: catalog, hint: 'Leave out --catalog for titanium' });
      return titaniumAdapter();
    default:
      throw new ConfigError({ where, what: `unknown game "${game}"`, expected: `one of ${GAMES.join(', ')}`, hint: unknownNameHint(game, GAMES) });
  }
}
