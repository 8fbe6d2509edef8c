/**
 * The command line as one bundled file (`npm run build` writes it: src/cli/build/bundle-cli.ts),
 * run with the V8 code cache the build wrote next to it. Start-up of a small run is mostly Node
 * resolving, reading and compiling salvo's ~170 modules and yaml's ~70; the bundle is one file, and
 * its code cache spares the compilation of the functions a run calls. The bundle is CommonJS
 * because only a script (`vm.Script`) takes a code cache on Node 20; V8 rejects a cache made by
 * another V8 version or with other flags and compiles the source instead, so a stale cache only
 * costs the time it would have saved.
 *
 * This module imports only Node built-ins: main.ts loads it before anything else.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';

/** What the bundle exports: cli.ts's entry point. */
export interface BundledCli {
  runCli(argv: readonly string[]): Promise<number>;
}

/** The build's output folder: this module is built to dist/src/cli/bundled-cli.js. */
const distDir = (): string => join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where `npm run build` writes the bundled command line. */
export const bundleFile = (): string => join(distDir(), 'bundle', 'salvo.cjs');

/** Where `npm run build` writes the bundle's V8 code cache. */
export const bundleCacheFile = (file = bundleFile()): string => `${file}.v8-cache`;

/**
 * The name under which the bundle calls `import()`: a script compiled by `vm.Script` cannot import
 * an ES module itself on Node 20 (it needs --experimental-vm-modules), so the build rewrites the
 * bundle's dynamic imports (npm packages loaded on demand, the `report` command) into calls of this
 * parameter, which imports as this module would.
 */
export const BUNDLE_IMPORT = '__salvoImport';

/** The name under which the bundle reads what its modules' `import.meta.url` was. */
export const BUNDLE_URL = '__salvoBundleUrl';

/**
 * Imports `specifier` for the bundle: an npm package by its name, one of salvo's compiled
 * modules by its path under dist/ (as the build writes it, e.g. `src/cli/commands/report.js`).
 */
function importForBundle(specifier: string): Promise<unknown> {
  return import(specifier.startsWith('src/') ? pathToFileURL(join(distDir(), specifier)).href : specifier);
}

/**
 * Runs the bundle `file` as CommonJS, compiled with the code cache `cachedData` when given; returns
 * its exports and the script, whose `createCachedData()` is the cache to write. The bundle is ASCII
 * (the build escapes every other character), read as one-byte text: no UTF-8 decoding.
 */
export function runBundle(file: string, cachedData?: Buffer): { cli: BundledCli; script: Script } {
  const wrapper = `(function (exports, require, module, __filename, __dirname, ${BUNDLE_URL}, ${BUNDLE_IMPORT}) {${readFileSync(file, 'latin1')}\n})`;
  const script = new Script(wrapper, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(file), module, file, dirname(file), pathToFileURL(file).href, importForBundle);
  return { cli: module.exports as BundledCli, script };
}

/**
 * The bundled command line, or undefined when there is none or it is older than the compiled
 * `compiledCli` (tsc ran again after the last `npm run build`: the bundle would run old code).
 * Then the caller imports cli.js as before.
 */
export function bundledCli(file = bundleFile(), compiledCli = join(distDir(), 'src', 'cli', 'cli.js')): BundledCli | undefined {
  if (!existsSync(file)) return undefined;
  if (existsSync(compiledCli) && statSync(compiledCli).mtimeMs > statSync(file).mtimeMs) return undefined;
  const cache = bundleCacheFile(file);
  return runBundle(file, existsSync(cache) ? readFileSync(cache) : undefined).cli;
}
