/**
 * The page's stand-in for `node:fs` (src/web/build/browser-platform.ts): the files under configs/
 * that the games read at run time (their JSON Schemas, through src/core/validate.ts) and the
 * sample Armada catalog, bundled as text. Paths are the ones src/web/platform/paths.ts builds,
 * `configs/<file>`.
 */
const SCHEMAS = import.meta.glob('../../../configs/*.schema.json', { eager: true, query: '?raw', import: 'default' }) as Record<string, string>;
const CATALOGS = import.meta.glob('../../../configs/armada/*.yaml', { eager: true, query: '?raw', import: 'default' }) as Record<string, string>;

const FILES = new Map<string, string>(Object.entries({ ...SCHEMAS, ...CATALOGS }).map(([path, text]) => [path.replace('../../../', ''), text]));

/** The text of a bundled file, as `readFileSync(path, 'utf8')` would read it. */
export function readFileSync(path: string): string {
  const text = FILES.get(path.replace(/^\/+/, ''));
  if (text === undefined) throw new Error(`${path}: not bundled into the page (src/web/platform/bundled-files.ts bundles ${[...FILES.keys()].join(', ')})`);
  return text;
}

/** True for a bundled file. */
export function existsSync(path: string): boolean {
  return FILES.has(path.replace(/^\/+/, ''));
}

export default { readFileSync, existsSync };
