import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cliErrors } from './messages.js';

/**
 * Writes a file atomically (a temporary file renamed into place), so a failed or interrupted write
 * never leaves a half-written file behind and never loses the previous one.
 */
export function writeFileAtomic(file: string, text: string): void {
  const path = resolve(file);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw cliErrors.writeFailed(file, error);
  }
}

/** JSON as written to result files: two-space indentation, a final newline. */
export const toJsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
