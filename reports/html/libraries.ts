import { readFileSync } from 'node:fs';
import { packageFile } from '../package-file.js';
import { scriptSource } from './escape.js';

/** The browser builds the report inlines, in load order (vega-lite and vega-embed need vega). */
const LIBRARIES = [
  { name: 'vega', file: 'build/vega.min.js' },
  { name: 'vega-lite', file: 'build/vega-lite.min.js' },
  { name: 'vega-embed', file: 'build/vega-embed.min.js' },
] as const;

let cached: string | undefined;

/**
 * `<script>` elements holding vega, vega-lite and vega-embed, read from node_modules, so the
 * report opens offline (no CDN). About 0.8 MB; read once per process.
 */
export function inlineLibraries(): string {
  cached ??= LIBRARIES.map(({ name, file }) => {
    const version = (JSON.parse(readFileSync(packageFile(name, 'package.json'), 'utf8')) as { version: string }).version;
    return `<script data-library="${name}@${version}">\n${scriptSource(readFileSync(packageFile(name, file), 'utf8'))}\n</script>`;
  }).join('\n');
  return cached;
}
