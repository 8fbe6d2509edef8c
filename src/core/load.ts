import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { ConfigError } from './errors.js';

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
    if (code === 'ENOENT') throw new ConfigError({ where: file, what: 'file not found', expected: 'an existing YAML or JSON file', hint: 'Check the path; bundled scenarios live in configs/scenarios/' });
    if (code === 'EISDIR') throw new ConfigError({ where: file, what: 'is a folder, not a file', expected: 'a .yaml or .json file' });
    throw new ConfigError({ where: file, what: `cannot be read (${code ?? String(error)})` });
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
    throw new ConfigError({ where, what: `YAML syntax error${pos ? ` at line ${pos.line}, column ${pos.col}` : ''}: ${what}`, hint: 'Check indentation, colons after keys, and matching brackets and quotes' });
  }
  return doc.toJS();
}
