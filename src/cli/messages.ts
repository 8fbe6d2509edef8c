import { basename } from 'node:path';
import { ConfigError, unknownName } from '../core/errors.js';

const failure = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? String(error);

/**
 * The command line's user-facing errors (options, files the CLI reads and writes), one function
 * each, built from the factories in core/errors.ts, so tests compare against the same functions.
 * Each returns a ConfigError: main.ts prints it and exits 2.
 */
export const cliErrors = {
  /** `salvo cost <game> --card`: whole-game card values exist for Titanium Wars only. */
  cardOnlyTitanium: (game: string) =>
    new ConfigError({ where: '--card', what: 'prices cards of Titanium Wars (credits, over whole games) and TI: Armada (points, on a host ship) only', got: game, expected: 'salvo cost titanium --card <name> or salvo cost armada --card <id>' }),

  /** --scenario of `salvo cost` without --card. */
  needsCard: (option: string) =>
    new ConfigError({ where: `--${option}`, what: 'goes with --card', hint: `For example salvo cost titanium --card destroyer --${option} <file>` }),

  /** --arsenal or --deck for a game whose scenarios read no such file. */
  fileOptionNotForGame: (option: string, game: string, games: readonly string[]) =>
    new ConfigError({ where: `--${option}`, what: `is not a file ${game} reads`, got: game, expected: games.length > 0 ? games.join(' or ') : 'a game with such a file', hint: `Leave --${option} out for ${game}` }),

  /** `salvo cost titanium --card --scenario`: not a whole-game scenario. */
  notAWholeGame: (got: string) =>
    new ConfigError({ where: '--scenario', what: 'is not a whole-game Titanium Wars scenario', got, expected: 'a file with game: titanium-game', hint: 'See configs/games/titanium-three-players.yaml' }),

  /** An option whose value breaks its rule, e.g. `--battles: must be a whole number of at least 1 — got 0.` */
  badOptionValue: (option: string, rule: string, got: unknown, hint?: string) =>
    new ConfigError({ where: option, what: rule, got: String(got), ...(hint !== undefined ? { hint } : {}) }),

  givenTwice: (flag: string, values: readonly unknown[]) =>
    new ConfigError({ where: `--${flag}`, what: 'given more than once', got: values.join(', '), hint: `Give --${flag} once` }),

  battlesAndPrecision: () =>
    new ConfigError({ where: '--battles/--precision', what: 'give one of the two, not both', hint: '--battles fixes the count; --precision runs until the intervals are narrow enough' }),

  tooManyBattles: (battles: number, max: number, time: string) =>
    new ConfigError({ where: '--battles', what: 'too many battles for one run', got: battles.toExponential(1).replace('e+', 'e'), expected: `at most ${max.toExponential(0).replace('e+', 'e')} per process (${time} on one machine)`, hint: 'Use --precision to stop when the intervals are narrow enough, or split the run over machines with --shard i/n and salvo merge' }),

  outputIsInput: (option: string, file: string, input: string) =>
    new ConfigError({ where: `${option} ${file}`, what: 'is also an input of this command', got: input, hint: 'Writing it would destroy the input; choose another output file' }),

  unknownResultGame: (source: string, game: string, games: readonly string[]) =>
    unknownName(`${source}: game`, 'game', game, games, { expected: `one of ${games.join(', ')} (a result file salvo wrote)` }),

  badResultValue: (where: string, got: string, expected: string) =>
    new ConfigError({ where, what: 'is not a valid result', got, expected, hint: 'The file was edited or damaged; write it again with salvo' }),

  emptySeed: () => new ConfigError({ where: '--seed', what: 'must not be empty', hint: 'For example --seed 42' }),

  precisionInAnalysis: (defaultBattles: number) =>
    new ConfigError({ where: '--precision', what: 'analysis commands take --battles (per measured point), not --precision', hint: `For example --battles ${defaultBattles}` }),

  /** An output path that cannot be written; `what` says why (folder missing, is a folder…). */
  unwritablePath: (option: string, file: string, what: string, hint: string) =>
    new ConfigError({ where: `${option} ${file}`, what, hint }),

  writeFailed: (file: string, error: unknown, hint = 'Choose a path you can write to') =>
    new ConfigError({ where: file, what: `cannot be written (${failure(error)})`, hint }),

  folderNotCreated: (option: string, folder: string, error: unknown) =>
    new ConfigError({ where: option, what: `cannot create folder ${folder} (${failure(error)})`, hint: 'Choose a folder you can write to' }),

  notAScenario: (file: string, raw: unknown) =>
    new ConfigError({ where: file, what: 'is not a scenario', got: Array.isArray(raw) ? 'a list' : JSON.stringify(raw), expected: 'a mapping with game, attacker, defender…', hint: 'See configs/scenarios/ for examples' }),

  noGameLine: (file: string, games: readonly string[]) =>
    new ConfigError({ where: `${file}: game`, what: 'missing or not a name', expected: `game: ${games.join(' | ')}`, hint: 'Add a "game:" line at the top' }),

  noExactSolver: (source: string, gameId: string, solvable: readonly string[] = []) =>
    new ConfigError({ where: `${source}: --exact`, what: `there is no exact solver for ${gameId}`, hint: `Run without --exact (Monte Carlo with intervals)${solvable.length > 0 ? `; exact solvers exist for ${solvable.join(', ')}` : ''}` }),

  methodConflict: (method: string) =>
    new ConfigError({ where: '--exact', what: `contradicts --method ${method}`, got: `--exact and --method ${method}`, expected: 'one of them', hint: 'Use --method exact, --method monte-carlo or --method auto alone' }),

  shardNeedsOut: () =>
    new ConfigError({ where: '--shard', what: 'needs --out and a fixed --battles (not --precision or --exact)', hint: 'salvo run s.yaml --battles 10000000 --seed 7 --shard 1/4 --out part-1.json' }),

  writeBaselineNeedsOut: () =>
    new ConfigError({ where: '--write-baseline', what: 'needs --out FILE', hint: 'salvo check --write-baseline --game ti4 --out baseline.json' }),

  writeBaselineNeedsGame: (games: readonly string[]) =>
    new ConfigError({ where: '--write-baseline', what: 'needs --game', expected: `one of ${games.join(', ')}` }),

  noBaseline: () =>
    new ConfigError({ where: 'salvo check', what: 'give --baseline FILE, or --write-baseline to create one' }),

  /** A file named by `reference` (in `referringFile`, or on the command line) does not exist at `path`. */
  referenceNotFound: (where: string, reference: string, path: string, referringFile?: string) =>
    new ConfigError({
      where,
      what: 'file not found',
      got: `"${reference}" (${path})`,
      expected: 'an existing YAML or JSON file',
      hint: referringFile !== undefined
        ? `A path is relative to the folder of ${basename(referringFile)}, or under configs/`
        : 'A path is relative to the working folder, or under configs/',
    }),

  /** A baseline written before salvo tracked cards and fleet legality (no `field`). */
  baselineTooOld: (file: string, field: string) =>
    new ConfigError({
      where: file,
      what: `has no ${field}: it was written before salvo check tracked every card and the tracked fleets' legality`,
      hint: 'Write it again from the catalog it was made from: salvo check --write-baseline --game GAME --catalog CATALOG --out FILE',
    }),

  notABaseline: (file: string) =>
    new ConfigError({ where: file, what: 'is not a baseline file', expected: 'the --out file of salvo check --write-baseline' }),

  unknownCritical: (word: string, known: readonly string[]) => unknownName('--crits', 'critical', word, known),

  illegalFleet: (file: string, violations: number) =>
    new ConfigError({ where: file, what: `illegal fleet (${violations} violation${violations === 1 ? '' : 's'})`, hint: 'See the list above' }),

  notAnArmadaScenario: (gameId: string) =>
    new ConfigError({ where: '--scenario', what: `not an Armada scenario (game: ${gameId})`, expected: 'game: armada' }),

  /** `shown` is the faction as typed; `name` is its lower-case form looked up in `known`. */
  unknownFaction: (shown: string, name: string, known: readonly string[]) => unknownName('--faction', 'faction', shown, known, { lookup: name }),


  whatIfCostTooLow: (text: string, min: number) =>
    new ConfigError({ where: '--what-if', what: 'a cost must be positive: cost ratios divide by it', got: text, expected: `a cost of at least ${min}`, hint: 'To see an item as free, price it low (e.g. dreadnought.cost=0.5) and compare' }),

  badWhatIf: (text: string) =>
    new ConfigError({ where: '--what-if', what: 'must be item.field=value', got: text, hint: 'For example --what-if dreadnought.cost=3.5' }),
};
