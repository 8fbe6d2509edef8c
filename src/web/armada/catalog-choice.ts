import { parse } from 'yaml';
import { catalogFromDocument, SAMPLE_CATALOG } from '../../games/armada/catalog.js';
import type { Catalog } from '../../games/armada/catalog-types.js';
import { LoadedDocument } from '../../games/loaded-document.js';
import sampleCatalogText from '../../../configs/armada/sample-catalog.yaml?raw';

/** A catalog the page builds fleets over: its document (what a scenario's `catalog` reads) and the parsed catalog. */
export interface PageCatalog {
  document: LoadedDocument;
  catalog: Catalog;
}

/** The bundled sample catalog (configs/armada/sample-catalog.yaml), as the CLI reads it when a scenario names none. */
export function sampleCatalog(): PageCatalog {
  const document = new LoadedDocument(SAMPLE_CATALOG, `configs/${SAMPLE_CATALOG}`, parse(sampleCatalogText));
  return { document, catalog: catalogFromDocument(document) };
}

/**
 * A catalog file the user opened in the page, validated like the CLI validates it
 * (configs/armada-catalog.schema.json); a scenario then names it `catalog: <file name>`.
 * @throws ConfigError naming the file and the path inside it.
 */
export function catalogFromText(text: string, file: string): PageCatalog {
  const document = new LoadedDocument(file, file, parse(text));
  return { document, catalog: catalogFromDocument(document) };
}
