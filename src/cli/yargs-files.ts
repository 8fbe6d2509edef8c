/**
 * The files of yargs that lean-yargs.ts builds yargs from, required as yargs itself resolves them
 * (`requireFromYargs` is a require from yargs' entry file). One module on purpose: the bundled
 * command line (src/cli/build/cli-bundle.ts) replaces it by one that requires the same files by
 * their paths at build time, so that they are compiled into the bundle instead of being resolved
 * and compiled one by one at every start (a fifth of a small run's start-up).
 */

/** yargs' factory and the modules its ESM platform shim imports, as specifiers from yargs' entry. */
export const YARGS_FILES = [
  './build/lib/yargs-factory.js',
  './build/lib/utils/process-argv.js',
  'yargs-parser',
  'y18n',
  'escalade/sync',
  'get-caller-file',
] as const;

/** One of YARGS_FILES's modules (its CommonJS exports or its ES module namespace). */
export function requireYargsFile(requireFromYargs: NodeJS.Require, specifier: (typeof YARGS_FILES)[number]): unknown {
  return requireFromYargs(specifier);
}
