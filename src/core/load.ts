import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { isConfigError } from './errors.js';
import { coreErrors } from './messages.js';

/** The largest data file salvo reads (scenarios, catalogs, results and shards are far smaller). */
export const MAX_DATA_FILE_BYTES = 16 * 1024 * 1024;
/** The most YAML aliases a file may expand, so an "alias bomb" cannot exhaust memory. */
export const MAX_YAML_ALIASES = 1000;

/**
 * Reads a YAML or JSON file (JSON is YAML) into plain data. A missing file or a syntax error is a
 * ConfigError naming the file, and for syntax errors the line and column. Only regular files of at
 * most MAX_DATA_FILE_BYTES are read: a FIFO, a device (/dev/zero) or a huge file is refused before
 * reading, so it can neither block nor exhaust memory.
 */
export function loadDataFile(file: string): unknown {
  return parseDataText(readDataText(file), file);
}

function readDataText(file: string): string {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; a regular file ignores the flag.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw coreErrors.isAFolder(file);
    if (!stat.isFile()) throw coreErrors.notARegularFile(file);
    if (stat.size > MAX_DATA_FILE_BYTES) throw coreErrors.fileTooLarge(file, stat.size, MAX_DATA_FILE_BYTES);
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    while (read < stat.size) {
      const n = readSync(fd, buffer, read, stat.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.toString('utf8', 0, read);
  } catch (error) {
    if (isConfigError(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw coreErrors.fileNotFound(file);
    if (code === 'EISDIR') throw coreErrors.isAFolder(file);
    throw coreErrors.unreadable(file, code ?? String(error));
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Parses YAML/JSON text; `source` names it in errors. */
export function parseDataText(text: string, source: string): unknown {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const pos = error.linePos?.[0];
    const where = pos ? `${source}:${pos.line}:${pos.col}` : source;
    const what = error.message.split('\n')[0].replace(/ at line \d+, column \d+.*$/, '');
    throw coreErrors.yamlSyntax(where, pos ? `at line ${pos.line}, column ${pos.col}` : undefined, what);
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    // The yaml package throws a ReferenceError for an alias expanding too much (or to nothing).
    if (error instanceof ReferenceError) throw coreErrors.tooManyAliases(source, error.message);
    throw error;
  }
}
