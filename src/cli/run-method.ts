import type { Argv } from 'yargs';
import { cliErrors } from './messages.js';

/** How a run is answered (issue 17, item 2): by simulation, by the game's exact solver, or whichever is better. */
export const RUN_METHODS = ['auto', 'monte-carlo', 'exact'] as const;
export type RunMethod = (typeof RUN_METHODS)[number];

/** Options only a simulation uses: giving one asks for Monte Carlo, so `auto` keeps to it. */
const SIMULATION_ONLY = ['battles', 'precision', 'seed', 'chunkSize', 'shard', 'redis', 'resume'] as const;

/** Adds --method (and --exact, its shorthand for `--method exact`) to a command that runs scenarios. */
export function withMethodOption<T>(yargs: Argv<T>, solvable: readonly string[]) {
  return yargs
    .option('method', {
      type: 'string',
      choices: RUN_METHODS,
      requiresArg: true,
      describe: `how to answer: exact solver (${solvable.join(', ')}), simulation, or auto — exact when the game's solver supports the scenario and is cheaper, unless a simulation option (--battles, --precision, --seed, --chunk-size, --shard, --redis) is given`,
    })
    .option('exact', { type: 'boolean', default: false, describe: 'same as --method exact' });
}

/**
 * The method a run uses: `--method` (default auto) or `--exact`. `auto` answers exactly when the
 * game says its solver is cheaper for this scenario (Game.exactIsCheaper) and no simulation-only
 * option was given; the result's `method` says which answered.
 * @throws ConfigError when --exact and --method disagree.
 */
export function chooseMethod(game: { exactIsCheaper?: (scenario: never) => boolean }, scenario: unknown, raw: Record<string, unknown>): 'monte-carlo' | 'exact' {
  const asked = raw.method as RunMethod | undefined;
  if (Array.isArray(raw.method)) throw cliErrors.givenTwice('method', raw.method as unknown[]);
  if (raw.exact === true && asked !== undefined && asked !== 'exact') throw cliErrors.methodConflict(asked);
  const method: RunMethod = raw.exact === true ? 'exact' : (asked ?? 'auto');
  if (method !== 'auto') return method;
  if (SIMULATION_ONLY.some((option) => raw[option] !== undefined) || (process.env.SALVO_REDIS ?? '') !== '') return 'monte-carlo';
  return game.exactIsCheaper?.(scenario as never) === true ? 'exact' : 'monte-carlo';
}
