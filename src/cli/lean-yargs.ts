/**
 * yargs without its help renderer at start-up. `import 'yargs'` loads cliui and string-width, the
 * help text's layout, whose module set up Unicode segmentation on import: half of yargs' cost for
 * a command that prints no help (measured: ~45 % of yargs' CPU at start-up). Here yargs is built
 * from its own factory and a platform object equal to yargs' ESM one
 * (node_modules/yargs/lib/platform-shims/esm.mjs, yargs 18) except that `cliui` and `stringWidth`
 * are required when the help text is first laid out (usage.js's help(), the only place that uses
 * them). yargs' modules are required (require(esm)), not imported: the bundled command line
 * (bundled-cli.ts) can import only names known when it is built. This reaches into files yargs
 * does not export, so it is guarded: when they are not where yargs 18 keeps them, plain
 * `import('yargs')` is used and nothing else changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import type { Argv } from 'yargs';
import { requireYargsFile, type YARGS_FILES } from './yargs-files.js';

/** What `yargs(argv)` is: yargs' default export. */
export type YargsFactory = (processArgs?: readonly string[] | string, cwd?: string) => Argv;

/** A module's callable export, whether it was required as CommonJS or as an ES module (its namespace). */
const callable = <F>(module: unknown): F => ((module as { default?: F }).default ?? module) as F;

/** The platform object of yargs' ESM entry, with the help layout's modules required on first use. */
function leanPlatform(yargsRoot: string, requireFromYargs: NodeJS.Require): object {
  // The packages yargs' own shim imports, as yargs resolves them.
  const dependency = <F>(name: (typeof YARGS_FILES)[number]): F => callable<F>(requireYargsFile(requireFromYargs, name));
  const { getProcessArgvBin } = requireYargsFile(requireFromYargs, './build/lib/utils/process-argv.js') as { getProcessArgvBin: () => string };
  const Parser = dependency<object>('yargs-parser');
  const y18n = dependency<(options: object) => object>('y18n');
  const escalade = dependency<object>('escalade/sync');
  const getCallerFile = dependency<(position: number) => string>('get-caller-file');
  let cliui: ((options: object) => unknown) | undefined;
  let stringWidth: ((text: string) => number) | undefined;
  const layout = () => (cliui ??= callable<(options: object) => unknown>(requireFromYargs('cliui')));
  const width = () => (stringWidth ??= callable<(text: string) => number>(requireFromYargs('string-width')));
  // node:assert is required here, not imported: a plain `salvo run` (quick-run.ts) never builds yargs, and loading it cost ~3 ms CPU.
  const { notStrictEqual, strictEqual } = createRequire(import.meta.url)('node:assert') as typeof import('node:assert');
  const shimFile = join(yargsRoot, 'lib', 'platform-shims', 'esm.mjs');
  const mainFilename = shimFile.substring(0, shimFile.lastIndexOf('node_modules'));
  return {
    assert: { notStrictEqual, strictEqual },
    cliui: (options: object) => layout()(options),
    findUp: escalade,
    getEnv: (key: string) => process.env[key],
    inspect,
    getProcessArgvBin,
    mainFilename: mainFilename || process.cwd(),
    Parser,
    path: { basename, dirname, extname, relative, resolve, join },
    process: {
      argv: () => process.argv,
      cwd: process.cwd,
      emitWarning: (warning: string, type: string) => process.emitWarning(warning, type),
      execPath: () => process.execPath,
      exit: (code: number) => process.exit(code),
      nextTick: process.nextTick,
      stdColumns: typeof process.stdout.columns !== 'undefined' ? process.stdout.columns : null,
    },
    readFileSync,
    readdirSync,
    require: requireFromYargs,
    getCallerFile: () => {
      const callerFile = getCallerFile(3);
      return /^file:\/\//.test(callerFile) ? fileURLToPath(callerFile) : callerFile;
    },
    stringWidth: (text: string) => width()(text),
    y18n: y18n({ directory: resolve(shimFile, '../../../locales'), updateFiles: false }),
  };
}

/**
 * yargs built from its factory with the lean platform, or undefined when yargs' files are not
 * where yargs 18 keeps them or this Node cannot require an ES module.
 */
export async function leanYargs(): Promise<YargsFactory | undefined> {
  // yargs' modules are ES modules, required (a bundled command line cannot import() a computed
  // name: bundled-cli.ts): Node must support require(esm).
  if ((process.features as { require_module?: boolean }).require_module !== true) return undefined;
  try {
    const entry = createRequire(import.meta.url).resolve('yargs');
    const yargsRoot = dirname(entry);
    const requireFromYargs = createRequire(entry);
    const factory = requireYargsFile(requireFromYargs, './build/lib/yargs-factory.js') as { YargsFactory?: (platform: object) => YargsFactory };
    if (typeof factory.YargsFactory !== 'function') return undefined;
    return factory.YargsFactory(leanPlatform(yargsRoot, requireFromYargs));
  } catch {
    return undefined;
  }
}

let chosen: Promise<YargsFactory> | undefined;

/** `yargs(argv)` for the command line: the lean build when available, else yargs' own entry. */
export function loadYargs(): Promise<YargsFactory> {
  chosen ??= leanYargs().then(async (lean) => lean ?? ((await import('yargs')).default as unknown as YargsFactory));
  return chosen;
}
