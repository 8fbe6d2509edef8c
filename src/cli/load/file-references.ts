import { LoadedDocument, type FileReference } from '../../games/loaded-document.js';
import { readBundled } from './bundled.js';
import { readReference } from './references.js';

/** A copy of `target` with `value` at `path` (objects along the path copied, never changed). */
function withValueAt(target: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const record = target !== null && typeof target === 'object' && !Array.isArray(target) ? (target as Record<string, unknown>) : {};
  return { ...record, [path[0]]: withValueAt(record[path[0]], path.slice(1), value) };
}

/** Reads one reference: a bundled default, or a file named in `file` (relative to it). */
export function readFileReference(reference: FileReference, file: string): LoadedDocument {
  return reference.bundled !== undefined
    ? readBundled(reference.bundled, reference.reference)
    : readReference(reference.reference, `${file}: ${reference.at.join('.')}`, file);
}

/**
 * A raw document (a scenario, a fleet file) with every reference a game declares read and put in
 * its place (docs/architecture.md, "Layers": parsing then reads no file). `file` is the document's own
 * file: references are relative to it and missing files are named by it and the key.
 */
export function withFilesRead(raw: unknown, references: readonly FileReference[], file: string): unknown {
  let resolved = raw;
  for (const reference of references) resolved = withValueAt(resolved, reference.at, readFileReference(reference, file));
  return resolved;
}

/** A document read for a scenario, as plain data (what a shard file records, so `salvo merge` reads no other file). */
export interface RecordedDocument {
  at: string[];
  reference: string;
  source: string;
  data: unknown;
}

/** The documents a raw scenario's references name, read (see withFilesRead), as plain data. */
export function recordFilesRead(raw: unknown, references: readonly FileReference[], file: string): RecordedDocument[] {
  return references.map((reference) => {
    const document = readFileReference(reference, file);
    return { at: [...reference.at], reference: document.reference, source: document.source, data: document.data };
  });
}

/** A raw scenario with recorded documents put back in place, as withFilesRead would have. */
export function withRecordedFiles(raw: unknown, documents: readonly RecordedDocument[]): unknown {
  let resolved = raw;
  for (const { at, reference, source, data } of documents) resolved = withValueAt(resolved, at, new LoadedDocument(reference, source, data));
  return resolved;
}
