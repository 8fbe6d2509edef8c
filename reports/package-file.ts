import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path of a file inside an installed package (`vega`, `build/vega.min.js`), found the way Node
 * finds packages: in node_modules of this folder or any folder above. Package `exports` maps do not
 * list these build files, so `require.resolve` cannot be used.
 *
 * @throws Error (a bug or a broken install: exit 1) when the package or file is missing.
 * @example packageFile('vega-lite', 'build/vega-lite-schema.json') // '/…/node_modules/vega-lite/build/vega-lite-schema.json'
 */
export function packageFile(name: string, file: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', name, file);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`packageFile: ${name}/${file} not found in any node_modules above ${import.meta.url}; run npm ci`);
    dir = parent;
  }
}
