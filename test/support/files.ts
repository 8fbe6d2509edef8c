/** File helpers for tests beside pure code, which itself reads and writes no file. */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configPath } from '../../src/core/paths.js';

/** The bundled scenario files (configs/scenarios/) whose names match, sorted. */
export const bundledScenarios = (pattern: RegExp): string[] => readdirSync(configPath('scenarios')).filter((f) => pattern.test(f)).sort();

/** A new temporary folder and a function that writes a file in it (returns its path). */
export function tempFolder(prefix: string): { path: string; write(name: string, text: string): string } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return {
    path,
    write(name, text) {
      const file = join(path, name);
      writeFileSync(file, text);
      return file;
    },
  };
}
