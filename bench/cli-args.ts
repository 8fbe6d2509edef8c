/**
 * Command-line options of the bench scripts (`npm run bench`, `npm run mutation`, the rule-removal
 * table): node:util's parseArgs, but an unknown option or a missing value prints what was wrong and
 * the script's options, and exits 2 without a stack trace; `--help` prints the options and exits 0.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** One line per option: `--name VALUE (default …)`, or just `--name` for a flag. */
export function optionsUsage(options: Options): string {
  return Object.entries(options)
    .map(([name, o]) => {
      const value = o.type === 'string' ? ` ${name.toUpperCase().replace(/-/g, '_')}` : '';
      const repeat = o.multiple === true ? ' (repeatable)' : '';
      const fallback = o.type === 'string' && typeof o.default === 'string' ? ` (default ${o.default})` : '';
      return `  --${name}${value}${repeat}${fallback}`;
    })
    .join('\n');
}

/** Parses `argv` against `options` (strict, no positionals); see the module doc for errors and --help. */
export function benchArgs<T extends Options>(script: string, purpose: string, options: T, argv = process.argv.slice(2)) {
  const usage = `${script}: ${purpose}\n\noptions:\n${optionsUsage(options)}\n  --help`;
  if (argv.includes('--help')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    process.stderr.write(`${script}: ${(error as Error).message}\n\n${usage}\n`);
    process.exit(2);
  }
}
