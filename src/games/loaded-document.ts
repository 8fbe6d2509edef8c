import { gameErrors } from './messages.js';

/**
 * A data file that a scenario or a command refers to (a catalog, a fleet file, a tactic deck, a
 * bundled default), read by the CLI loader (src/cli/load/) and put in place of the reference, so
 * that parsing and analysis never read files (docs/architecture.md, "Layers"). Its data is deep-frozen:
 * one bundled document is shared by every scenario that uses it.
 */
export class LoadedDocument {
  /** The parsed YAML or JSON, frozen. */
  readonly data: unknown;

  /**
   * @param reference what the scenario wrote (`my-catalog.yaml`), or the default's name
   *   (`armada/sample-catalog.yaml`, `sample`): results record this.
   * @param source what messages call the document: the file's path (`configs/…` when bundled).
   * @param data the parsed YAML or JSON (frozen here; pass a copy to keep a mutable one).
   */
  constructor(readonly reference: string, readonly source: string, data: unknown) {
    this.data = deepFreeze(data);
    Object.freeze(this);
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as object)) deepFreeze(inner);
  }
  return value;
}

/**
 * A file reference in a raw scenario, for the loader to read (Game.fileReferences): the document
 * goes at `at`. A reference the user wrote is read relative to the scenario file; a default is
 * the file `bundled` under configs/.
 */
export interface FileReference {
  /** Where the reference is (or goes) in the raw scenario, e.g. ['first', 'fleet']. */
  at: readonly string[];
  /** The reference as written, or the default's name; becomes the document's `reference`. */
  reference: string;
  /** For a default: its file under configs/, e.g. 'armada/sample-catalog.yaml'. */
  bundled?: string;
}

/** A value as the user wrote it: a loaded document stands for its reference. */
export const asWritten = (value: unknown): unknown => (value instanceof LoadedDocument ? value.reference : value);

/**
 * The error of a game that receives a file reference (or nothing) where the loader puts the
 * file's contents: a program calling `parseScenario` without the loader (the message is in the
 * games catalog, games/messages.ts).
 */
export const unresolvedReference = gameErrors.unresolvedReference;
