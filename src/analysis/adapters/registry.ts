import { ConfigError, unknownNameHint } from '../../core/errors.js';
import { unresolvedReference, type LoadedDocument } from '../../games/loaded-document.js';
import type { AnalysisAdapter } from './adapter.js';
import { armadaAdapter } from './armada.js';
import { ti4Adapter } from './ti4.js';
import { titaniumAdapter } from './titanium.js';
import { ti4OverridesFromDocument } from './ti4-catalog-file.js';

const GAMES = ['ti4', 'armada', 'titanium'];

/** The files an adapter is built from, read by the CLI loader (src/cli/load/analysis-adapter.ts). */
export interface AdapterData {
  /** A catalog file given with `--catalog` or a fleets file's `catalog:` (Armada: a disk catalog; TI4: unit overrides). */
  catalog?: LoadedDocument;
  /**
   * What a scenario of the game reads when it names nothing, by key (Game.fileReferences of
   * `{ game }`): Armada's sample catalog; Titanium Wars' arsenal and sample tactic deck.
   */
  defaults: Readonly<Record<string, LoadedDocument>>;
}

/**
 * The analysis adapter of a game, from the files the loader read: `catalog` is a catalog file
 * (Armada: a catalog in the sample's schema, else the sample; TI4: a YAML of unit overrides, e.g.
 * `units: { dreadnought: { cost: 3.5 } }`; Titanium Wars: none, its arsenal is the printed one).
 */
export function analysisAdapter(game: string, data: AdapterData, where = 'game'): AnalysisAdapter {
  switch (game) {
    case 'ti4':
      return ti4Adapter(data.catalog ? ti4OverridesFromDocument(data.catalog) : {});
    case 'armada': {
      const catalog = data.catalog ?? data.defaults.catalog;
      if (!catalog) throw unresolvedReference('--catalog', undefined, 'the Armada catalog file');
      return armadaAdapter(catalog);
    }
    case 'titanium':
      if (data.catalog) throw new ConfigError({ where: '--catalog', what: 'titanium uses the printed arsenal', got: data.catalog.reference, hint: 'Leave out --catalog for titanium' });
      return titaniumAdapter(data.defaults);
    default:
      throw new ConfigError({ where, what: `unknown game "${game}"`, expected: `one of ${GAMES.join(', ')}`, hint: unknownNameHint(game, GAMES) });
  }
}
