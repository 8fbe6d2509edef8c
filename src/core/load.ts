import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { coreErrors } from './messages.js';

/**
 * Reads a YAML or JSON file (JSON is YAML) into plain data. A missing file or a syntax error is a
 * ConfigError naming the file, and for syntax errors the line and column.
 */
export function loadDataFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw coreErrors.fileNotFound(file);
    if (code === 'EISDIR') throw coreErrors.isAFolder(file);
    throw coreErrors.unreadable(file, code ?? String(error));
  }
  return parseDataText(text, file);
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
  return doc.toJS();
}
