/**
 * The page's src/core/paths.ts (swapped in by src/web/build/browser-platform.ts): the package has
 * no folder in a browser, so paths are the bundled files' names (platform/bundled-files.ts).
 */
export function packageRoot(): string {
  return '';
}

/** A file shipped under configs/, by its bundled name. */
export function configPath(...parts: string[]): string {
  return ['configs', ...parts].join('/');
}
