/**
 * What the build step bundle-cli.ts does (`npm run build`, after tsc and the schemas): bundles the
 * compiled command line (dist/src/cli/cli.js) into one CommonJS file, dist/bundle/salvo.cjs, and
 * writes its V8 code cache after one small run (src/cli/bundled-cli.ts loads both). A 10,000-battle
 * `salvo run` is mostly start-up, and most of start-up was Node resolving, reading and compiling
 * ~250 modules.
 *
 * esbuild bundles: it is maintained, fast (a second for the whole command line, so `npm run build`
 * stays quick), needs no configuration file and bundles the tsc output as it is, so the bundle runs
 * exactly the code the tests run. Bundled are salvo's modules, the small pure-JS packages a run
 * loads (yaml, seedrandom, …) with their dependencies, and yargs' core (yargsFilesPlugin); the
 * other npm packages stay outside and load from node_modules on demand, as before (native code,
 * worker files, packages that find their own files). The `report`
 * command stays outside too: Vega's modules use top-level await, which a CommonJS bundle cannot
 * load, so it is imported from dist/src like any ES module (and `tour`, which uses it).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { packageRoot } from '../../core/paths.js';
import { BUNDLE_IMPORT, BUNDLE_URL, bundleCacheFile, bundleFile, runBundle } from '../bundled-cli.js';
import { YARGS_FILES } from '../yargs-files.js';

/** The npm packages compiled into the bundle: pure JavaScript, loaded by `salvo run`, no files of their own to find. */
const BUNDLED_PACKAGES = new Set(['yaml', 'seedrandom', 'simple-statistics', 'yalps', 'fastest-levenshtein']);

/**
 * salvo's modules the bundle imports from dist/ instead of containing them: the `report` command
 * (see the top of this file) and `tour`, which imports it. cli.ts imports both dynamically.
 */
const OUTSIDE_MODULES = ['src/cli/commands/report.js', 'src/cli/commands/tour.js'];

/** The prefix that marks a dynamic import the bundle makes through BUNDLE_IMPORT. */
const IMPORT_MARK = 'salvo-bundle-import:';

const packageName = (specifier: string): string => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * Keeps npm packages (except BUNDLED_PACKAGES) and OUTSIDE_MODULES out of the bundle; a dynamic
 * import of one is marked, to become a BUNDLE_IMPORT call.
 */
function outsidePlugin(distDir: string): Plugin {
  return {
    name: 'salvo-outside',
    setup(plugin) {
      plugin.onResolve({ filter: /.*/ }, (args) => {
        if (args.path.startsWith('node:')) return undefined;
        const mark = args.kind === 'dynamic-import' ? IMPORT_MARK : '';
        if (args.path.startsWith('.')) {
          const target = relative(distDir, join(args.resolveDir, args.path)).split('\\').join('/');
          if (!OUTSIDE_MODULES.includes(target)) return undefined;
          // A static import would be a require(), which cannot load an ES module that awaits at top level.
          if (mark === '') return { errors: [{ text: `${target} is kept out of the bundle, so it must be imported dynamically (add its importer to OUTSIDE_MODULES)` }] };
          return { path: `${mark}${target}`, external: true };
        }
        // A bundled package's own dependencies are bundled with it, found from it as Node would.
        if (args.path.startsWith('/') || BUNDLED_PACKAGES.has(packageName(args.path)) || args.importer.includes('/node_modules/')) return undefined;
        return { path: `${mark}${args.path}`, external: true };
      });
    },
  };
}

/**
 * Replaces yargs-files.js by a module that requires each of YARGS_FILES by the path yargs resolves
 * it to here, so that esbuild compiles yargs' factory, parser and helpers into the bundle (yargs'
 * help layout, cliui and string-width, is still required from node_modules when help is printed).
 */
function yargsFilesPlugin(distDir: string): Plugin {
  const module = join(distDir, 'src', 'cli', 'yargs-files.js');
  return {
    name: 'salvo-yargs-files',
    setup(plugin) {
      plugin.onLoad({ filter: /yargs-files\.js$/ }, (args) => {
        if (args.path !== module) return undefined;
        const requireFromYargs = createRequire(createRequire(module).resolve('yargs'));
        const cases = YARGS_FILES.map((specifier) => `    case ${JSON.stringify(specifier)}: return require(${JSON.stringify(requireFromYargs.resolve(specifier))});`);
        const contents = [
          `export const YARGS_FILES = ${JSON.stringify(YARGS_FILES)};`,
          'export function requireYargsFile(requireFromYargs, specifier) {',
          '  switch (specifier) {',
          ...cases,
          '    default: return requireFromYargs(specifier);',
          '  }',
          '}',
        ].join('\n');
        return { contents, loader: 'js', resolveDir: join(distDir, 'src', 'cli') };
      });
    },
  };
}

/**
 * The bundle's text with every marked dynamic import made a BUNDLE_IMPORT call; throws when any
 * other `import(` is left, which a vm.Script could not run (a dynamic import of a computed name).
 */
export function routeDynamicImports(code: string): string {
  const routed = code.split(`import("${IMPORT_MARK}`).join(`${BUNDLE_IMPORT}("`);
  const left = /(?<![\w$.])import\s*\(/.exec(routed);
  if (left) throw new Error(`bundle-cli: the bundle has a dynamic import it cannot route: …${routed.slice(left.index - 80, left.index + 80)}…`);
  return routed;
}

/**
 * `code` with every character outside ASCII written as its `\uXXXX` escape (UTF-16 code units, so
 * a pair stays a pair). esbuild escapes them in strings, templates and names already (`charset:
 * 'ascii'`) but not in regular expression literals, where the escape means the same character
 * with or without the `u` flag. An ASCII file is read as one-byte (latin1) text, without decoding.
 */
export function asciiOnly(code: string): string {
  return code.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Bundles dist/src/cli/cli.js into bundleFile(); returns the file. */
export async function bundleCli(): Promise<string> {
  const distDir = join(packageRoot(), 'dist');
  const file = bundleFile();
  const result = await build({
    entryPoints: [join(distDir, 'src', 'cli', 'cli.js')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    write: false,
    outfile: file,
    define: { 'import.meta.url': BUNDLE_URL },
    // Without whitespace and comments, and with non-ASCII characters escaped, the bundle is half
    // the size and one-byte text: quicker to read. Names stay as they are, for stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    plugins: [outsidePlugin(distDir), yargsFilesPlugin(distDir)],
    logLevel: 'warning',
  });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, asciiOnly(routeDynamicImports(result.outputFiles[0].text)));
  return file;
}

/**
 * Writes the bundle's code cache, made after a small `salvo run` of the start-up bench's scenario
 * (output discarded) so that it holds the functions a run compiles, not only the bundle's outer
 * code; returns the file. The run is made twice: as the plain command line that skips yargs
 * (quick-run.ts), and with an option that goes through yargs, so that yargs' functions are in the
 * cache too for every other command line.
 */
export async function writeBundleCodeCache(file = bundleFile()): Promise<string> {
  const cache = bundleCacheFile(file);
  rmSync(cache, { force: true });
  const { cli, script } = runBundle(file);
  const scenario = join(packageRoot(), 'bench', 'scenarios', 'ti4-fleet-vs-warsun.yaml');
  const write = process.stdout.write;
  process.stdout.write = (() => true) as typeof process.stdout.write;
  const runs = [['run', scenario, '--battles', '1000'], ['run', scenario, '--battles', '1000', '--no-progress']];
  try {
    for (const argv of runs) {
      const code = await cli.runCli(argv);
      if (code !== 0) throw new Error(`bundle-cli: the bundled "salvo ${argv.join(' ')}" exited with ${code}`);
    }
  } finally {
    process.stdout.write = write;
  }
  writeFileSync(cache, script.createCachedData());
  return cache;
}
