import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/** The package root (the folder with package.json), found from this file in src/ or dist/src/. */
export function packageRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`packageRoot: no package.json above ${import.meta.url}`);
    dir = parent;
  }
  cachedRoot = dir;
  return dir;
}

/** A file shipped under configs/. */
export function configPath(...parts: string[]): string {
  return join(packageRoot(), 'configs', ...parts);
}
