/**
 * The common `salvo run <scenario>` command line read without yargs (issue 17, start-up): a
 * 10,000-battle run is mostly start-up, and yargs' first parse — the run command's builder with its
 * sixteen options, the parser, strict checks, all on cold code — took about a tenth of it. A
 * command line of only a scenario and the plain simulation options below is turned into exactly
 * the argv yargs gives the run command's handler (same keys, aliases and defaults, in the same
 * order: quick-run.test.ts compares the two); anything else — any other command or option,
 * `--name=value`, a repeated option, a value yargs could read differently, --help, --version — is
 * left to yargs, as before.
 */

/** The run options read here: long name, one-letter alias, and how the value is read. */
const QUICK_OPTIONS: readonly { name: string; alias?: string; kind: 'count' | 'text' | 'flag' | 'method' }[] = [
  { name: 'battles', alias: 'n', kind: 'count' },
  { name: 'seed', alias: 's', kind: 'text' },
  { name: 'threads', alias: 't', kind: 'count' },
  { name: 'chunk-size', kind: 'count' },
  { name: 'json', kind: 'flag' },
  { name: 'method', kind: 'method' },
];

/** `--method`'s choices (run-method.ts RUN_METHODS). */
const METHODS = new Set(['auto', 'monte-carlo', 'exact']);

/** `chunk-size` → `chunkSize`: the camel-case key yargs adds for a hyphenated option. */
const camelCase = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A value yargs reads the same way as here: a count is digits only (yargs' number), a seed digits
 * or a word, a scenario a word — not an option, a number or empty (yargs could read those otherwise).
 */
const plainCount = (value: string): boolean => /^\d{1,15}$/.test(value);
const plainWord = (value: string): boolean =>
  value !== '' && !value.startsWith('-') && !/^0x[0-9a-f]+$/i.test(value) && !/^(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(value);

/**
 * The argv yargs would hand `salvo run`'s handler for `argv` (without "node salvo"), or undefined
 * when `argv` is not a plain run command line and yargs must parse it.
 * @example quickRunArgv(['run', 'fight.yaml', '--battles', '10000'])
 * // { _: ['run'], battles: 10000, n: 10000, json: false, exact: false, $0: 'salvo', scenario: 'fight.yaml' }
 */
export function quickRunArgv(argv: readonly string[]): Record<string, unknown> | undefined {
  if (argv.length < 2 || argv[0] !== 'run' || !plainWord(argv[1])) return undefined;
  const parsed: Record<string, unknown> = { _: ['run'] };
  const given = new Set<string>();
  for (let i = 2; i < argv.length; i++) {
    const word = argv[i];
    const option = QUICK_OPTIONS.find((o) => word === `--${o.name}` || (o.alias !== undefined && word === `-${o.alias}`));
    if (option === undefined || given.has(option.name)) return undefined;
    given.add(option.name);
    let value: unknown = true;
    if (option.kind !== 'flag') {
      const text = argv[++i];
      if (text === undefined) return undefined;
      if (option.kind === 'count' && !plainCount(text)) return undefined;
      if (option.kind === 'text' && !plainWord(text) && !plainCount(text)) return undefined;
      if (option.kind === 'method' && !METHODS.has(text)) return undefined;
      value = option.kind === 'count' ? Number(text) : text;
    }
    // yargs sets the word as typed first, then its alias (or camel-case twin).
    const twin = option.alias ?? (option.name.includes('-') ? camelCase(option.name) : undefined);
    const keys = word.startsWith('--') ? [option.name, twin] : [option.alias, option.name];
    for (const key of keys) if (key !== undefined) parsed[key] = value;
  }
  if (!given.has('json')) parsed.json = false;
  parsed.exact = false;
  parsed.$0 = 'salvo';
  parsed.scenario = argv[1];
  return parsed;
}
