import { loadDataFile } from '../../core/load.js';
import { configPath } from '../../core/paths.js';
import { LoadedDocument } from '../../games/loaded-document.js';

const cache = new Map<string, LoadedDocument>();

/**
 * A file shipped under configs/ (a game's default: the sample catalog, the arsenal, the sample
 * deck), read once per process: its source is `configs/<file>`, its reference `reference`.
 */
export function readBundled(file: string, reference: string): LoadedDocument {
  const key = `${file}\n${reference}`;
  let document = cache.get(key);
  if (!document) {
    document = new LoadedDocument(reference, `configs/${file}`, loadDataFile(configPath(file)));
    cache.set(key, document);
  }
  return document;
}
