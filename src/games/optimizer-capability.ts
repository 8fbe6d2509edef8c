import type { AdapterData } from './analysis-adapter.js';
import type { FleetSpace } from './fleet-space.js';

/**
 * A command-line option a game declares for `salvo optimize <game>`: the CLI turns it into a
 * yargs option and qualifies its value once (a whole number in range, a known name, a list)
 * before `setup` sees it, so every mistake is a ConfigError naming the option.
 */
export interface OptionSpec {
  type: 'number' | 'string';
  alias?: string;
  describe: string;
  default?: number | string;
  /** The option must be given. */
  required?: boolean;
  /** A whole number from `min` (to `max`, when given). */
  whole?: { min: number; max?: number };
  /** One of these names, case-insensitive, with "did you mean" (e.g. factions); `noun` names them in messages. */
  oneOf?: { names: readonly string[]; noun: string };
  /** May be given more than once: `setup` gets a list (empty when absent). */
  repeatable?: boolean;
}

/** The fleets of a field file (`--field`), read and checked for the game by the CLI (docs/optimizer.md). */
export interface FieldInput {
  file: string;
  entries: unknown[];
  /** The file's optional `pointLimit`. */
  pointLimit?: number;
}

/** What an optimization of a game runs on: its fleet spaces, an optional given field, the budget for messages. */
export interface OptimizerSetup<F> {
  /** The candidates' space. */
  space: FleetSpace<F>;
  /** The space a generated field is drawn from (Armada: every faction, whatever `--faction` says). */
  fieldSpace: FleetSpace<F>;
  /** A given field (a file or `--vs`) with its description; otherwise one is generated. */
  field?: { fleets: F[]; description: string };
  /** The budget options as given, for the "nothing fits" message (e.g. "--points 3"). */
  budgetOption: string;
  notice?: string;
  /** The policies candidates and a generated field play, as written (games with per-side policies). */
  policies?: Record<string, unknown>;
}

/** A game's fleet optimizer capability (`Game.optimizer`): the `salvo optimize <game>` subcommand. */
export interface OptimizerCapability<F = unknown> {
  describe: string;
  /** The game's own options by flag name (kebab-case), in the order they are checked. */
  options: Record<string, OptionSpec>;
  examples: [command: string, description: string][];
  /** The setup from qualified option values (by flag name) and the `--field` file, if any. */
  setup(options: Record<string, unknown>, field: FieldInput | undefined, files: AdapterData): OptimizerSetup<F>;
}

/** Where a field entry is: `file: fleets.2` in a file, `--vs #2` among several options, `--vs` alone. */
export const fieldEntryWhere = (where: string, i: number, count: number): string => (where.endsWith('fleets') ? `${where}.${i}` : count > 1 ? `${where} #${i + 1}` : where);

/** "--vs (2) and from my-field.yaml": where a given field came from. */
export function fieldDescription(vs: readonly string[], file: string | undefined): string {
  return [vs.length > 0 ? `--vs (${vs.length})` : '', file ? `from ${file}` : ''].filter(Boolean).join(' and ');
}
