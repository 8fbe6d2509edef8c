import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from '../core/errors.js';
import { loadDataFile } from '../core/load.js';
import { configPath } from '../core/paths.js';
import type { Game, PlanBase } from '../games/game.js';
import { LoadedDocument } from '../games/loaded-document.js';

/**
 * A raw scenario with the files its game declares (Game.fileReferences) read and put in place as
 * LoadedDocuments: a bundled default from configs/, a reference relative to the scenario `file`.
 * Games without fileReferences get the raw scenario back. (The loader of issue 10, src/cli/load/,
 * does the same for every game; this is the part the whole Titanium Wars game needs.)
 */
export function withReferencesRead(game: Game<unknown, PlanBase, unknown>, raw: unknown, file: string): unknown {
  const references = game.fileReferences?.(raw) ?? [];
  if (references.length === 0) return raw;
  const copy = { ...(raw as Record<string, unknown>) };
  for (const ref of references) {
    let document: LoadedDocument;
    if (ref.bundled !== undefined) document = new LoadedDocument(ref.reference, `configs/${ref.bundled}`, loadDataFile(configPath(ref.bundled)));
    else {
      const path = resolve(dirname(file), ref.reference);
      if (!existsSync(path)) throw new ConfigError({ where: `${file}: ${ref.at.join('.')}`, what: 'file not found', got: `"${ref.reference}" (${path})`, expected: 'an existing YAML or JSON file', hint: 'A path is relative to the scenario file' });
      document = new LoadedDocument(ref.reference, path, loadDataFile(path));
    }
    copy[ref.at[0]] = document;
  }
  return copy;
}
