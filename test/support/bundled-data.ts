/**
 * Bundled data for tests of pure code (games, analysis), read the way the CLI reads it: through
 * the loader (src/cli/load/), since games and analysis read no file themselves.
 */
import type { AnalysisAdapter } from '../../src/games/analysis-adapter.js';
import { gameDefaults } from '../../src/cli/load/game-defaults.js';
import { loadAnalysisAdapter } from '../../src/cli/load/analysis-adapter.js';
import { withScenarioFilesRead } from '../../src/cli/load/scenario-files.js';
import type { Catalog } from '../../src/games/armada/catalog-types.js';
import { catalogFromDocument } from '../../src/games/armada/catalog.js';
import { fileURLToPath } from 'node:url';
import { loadDataFile } from '../../src/core/load.js';
import { LoadedDocument } from '../../src/games/loaded-document.js';
import { getGame } from '../../src/games/registry.js';
import { arsenalFromDocument, type Arsenal } from '../../src/games/titanium/arsenal.js';
import { tacticDeckFrom, type TacticDeck } from '../../src/games/titanium/deck.js';

/** A raw scenario of `gameId` with the files it names (relative to `file`) and its defaults read in place. */
export const withFiles = (gameId: string, raw: unknown, file = 'test'): unknown => withScenarioFilesRead(getGame(gameId), raw, file);

/** The bundled sample Armada catalog as the loader reads it (configs/armada/sample-catalog.yaml). */
export const sampleCatalogFile = (): LoadedDocument => gameDefaults('armada').catalog;

/**
 * The frozen catalog of the hand-computed Armada rule tests (test/support/armada-rules-catalog.yaml:
 * the sample's numbers when those tests were written), read like a scenario's `catalog:`.
 */
export const rulesCatalogFile = (): LoadedDocument =>
  new LoadedDocument('armada-rules-catalog.yaml', 'test/support/armada-rules-catalog.yaml', loadDataFile(fileURLToPath(new URL('./armada-rules-catalog.yaml', import.meta.url))));

/** The bundled sample Armada catalog, validated. */
export const sampleCatalog = (): Catalog => catalogFromDocument(sampleCatalogFile());

/** The bundled Titanium Wars arsenal (configs/titanium/arsenal.yaml), validated. */
export const bundledArsenal = (): Arsenal => arsenalFromDocument(gameDefaults('titanium').arsenal);

/** The bundled sample tactic deck (configs/titanium/tactic-deck.yaml), validated against the arsenal. */
export const sampleDeck = (arsenal: Arsenal = bundledArsenal()): TacticDeck => tacticDeckFrom(gameDefaults('titanium').deck, 'test', arsenal);

/** A game's analysis adapter with its default files (no --catalog). */
export const defaultAdapter = (gameId: string): AnalysisAdapter => loadAnalysisAdapter(gameId, undefined, { game: 'game', catalog: '--catalog' });
