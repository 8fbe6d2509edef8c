import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { loadDataFile } from '../../core/load.js';
import { configPath } from '../../core/paths.js';
import { LoadedDocument } from '../../games/loaded-document.js';
import { cliErrors } from '../messages.js';
import { expectFileKind } from './file-kind.js';

/**
 * The file a reference names. In a file (a scenario, a fleets file) it is looked for beside that
 * file, then under configs/ (so `armada/sample-catalog.yaml` always finds the bundled sample), then
 * in the working folder; on the command line, in the working folder, then under configs/. When
 * none exists, the first place (where the user most likely meant it).
 */
export function referencePath(reference: string, referringFile?: string): string {
  if (isAbsolute(reference)) return reference;
  const places = referringFile !== undefined
    ? [resolve(dirname(referringFile), reference), configPath(reference), resolve(reference)]
    : [resolve(reference), configPath(reference)];
  return places.find((place) => existsSync(place)) ?? places[0];
}

/**
 * Reads the file a reference names (see referencePath) into a LoadedDocument whose source is the
 * file's path. A missing file is a ConfigError naming `where`: the referring file and its key
 * (`s.yaml: catalog`) or the option (`--catalog`); so is a file of another kind (a scenario, a result…).
 */
export function readReference(reference: string, where: string, referringFile?: string): LoadedDocument {
  const path = referencePath(reference, referringFile);
  if (!existsSync(path)) throw cliErrors.referenceNotFound(where, reference, path, referringFile);
  const data = loadDataFile(path);
  expectFileKind(data, `${where} ${path}`, ['catalog', 'fleet'], where);
  return new LoadedDocument(reference, path, data);
}

/**
 * A file named on the command line: as given when it exists, else the bundled file it names under
 * configs/ (with or without the leading "configs/"), so the README's examples
 * (`salvo run configs/scenarios/ti4-dreadnought-duel.yaml`) work from any folder once salvo is
 * installed (npm link, npm install -g). A path that is neither is returned as given, for the
 * "file not found" message.
 *
 * @example commandLinePath('configs/fleets/ti4-equal-cost.yaml') // '<package>/configs/fleets/ti4-equal-cost.yaml' outside the repository
 */
export function commandLinePath(file: string): string {
  if (isAbsolute(file) || existsSync(file)) return file;
  const bundled = configPath(file.replace(/^(\.\/)?configs\//, ''));
  return existsSync(bundled) ? bundled : file;
}
