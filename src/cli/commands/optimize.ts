import type { Argv, CommandModule } from 'yargs';
import { defaultOptimizeSettings, optimizeFleets, type OptimizeJob } from '../../analysis/optimizer/optimize.js';
import { armadaSpace } from '../../analysis/optimizer/armada-space.js';
import { armadaFieldFleets, ti4FieldFleets, titaniumFieldFleets } from '../../analysis/optimizer/field-file.js';
import { formatOptimizeResult } from '../../analysis/optimizer/format.js';
import { optimizerErrors } from '../../analysis/optimizer/messages.js';
import { ti4Space } from '../../analysis/optimizer/ti4-space.js';
import { titaniumSpace } from '../../analysis/optimizer/titanium-space.js';
import { unknownNameHint, ConfigError } from '../../core/errors.js';
import { DEFAULT_CHUNK_SIZE } from '../../engine/chunks.js';
import { silentProgress, stderrProgress } from '../../engine/progress.js';
import { createRunner, defaultThreads } from '../../engine/runners.js';
import { FACTIONS as ARMADA_FACTIONS, type Faction as ArmadaFaction } from '../../games/armada/catalog-types.js';
import { catalogFromDocument, SAMPLE_CATALOG, SAMPLE_NOTICE } from '../../games/armada/catalog.js';
import { FACTIONS as TI4_FACTIONS, hasLevelTwo, UNIT_KEYS, type Faction as Ti4Faction, type UnitKey } from '../../games/ti4/catalog.js';
import { arsenalFromDocument } from '../../games/titanium/arsenal.js';
import { tacticDeckFrom } from '../../games/titanium/deck.js';
import { SAMPLE_DECK_NOTICE } from '../../games/titanium/result.js';
import { readFieldFile } from '../load/field-file.js';
import { gameDefaults } from '../load/game-defaults.js';
import { readReference } from '../load/references.js';
import { checkWritable, parseSeed } from '../run-options.js';
import { printResult } from './run.js';

type Args = Record<string, unknown>;

/** The options every `optimize` subcommand takes. */
function withCommonOptions<T>(yargs: Argv<T>) {
  return yargs
    .option('top', { alias: 'k', type: 'number', default: defaultOptimizeSettings.top, describe: 'fleets to report' })
    .option('field', { type: 'string', describe: 'a field file: "game: <game>" and "fleets: [...]" (default: a generated field)' })
    .option('field-size', { type: 'number', default: defaultOptimizeSettings.fieldSize, describe: 'fleets in a generated field' })
    .option('seed', { alias: 's', type: 'string', describe: 'seed of the search, the field and the battles (default 1)' })
    .option('threads', { alias: 't', type: 'number', describe: `worker threads (default: the machine's cores, ${defaultThreads()})` })
    .option('json', { type: 'boolean', default: false, describe: 'print the result as JSON' })
    .option('out', { alias: 'o', type: 'string', describe: 'also write the result JSON to this file' })
    .option('progress', { type: 'boolean', describe: 'show progress on stderr (default: when stderr is a terminal)' });
}

/** A whole number of at least `min` (and at most `max`) given to `option`, or a ConfigError naming it. */
function wholeOption(argv: Args, key: string, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = argv[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw optimizerErrors.badOption(option, Array.isArray(value) ? value.join(', ') : value, `a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ' up'}`);
  }
  return value;
}

/** Options given as a repeatable string (`--vs a --vs b`). */
const listOption = (value: unknown): string[] => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String));

/** Qualifies the common options, builds the job with `make`, runs it on one shared runner, prints the result. */
async function runOptimize(argv: Args, make: (common: { top: number; fieldSize: number; seed: number | string }) => Omit<OptimizeJob<unknown>, 'settings' | 'runner' | 'chunkSize' | 'progress'> & { notice?: string }): Promise<void> {
  const top = wholeOption(argv, 'top', '--top', 1, 50);
  const fieldSize = wholeOption(argv, 'fieldSize', '--field-size', 1, 64);
  const threads = argv.threads === undefined ? defaultThreads() : wholeOption(argv, 'threads', '--threads', 1, 256);
  const seed = parseSeed(argv.seed);
  const out = argv.out as string | undefined;
  if (out !== undefined) checkWritable(out, '--out');
  const job = make({ top, fieldSize, seed });
  const showProgress = (argv.progress as boolean | undefined) ?? Boolean(process.stderr.isTTY);
  const runner = createRunner(threads);
  try {
    const result = await optimizeFleets({
      ...job, settings: { ...defaultOptimizeSettings, top, fieldSize, seed }, runner, chunkSize: DEFAULT_CHUNK_SIZE,
      progress: showProgress ? stderrProgress(`optimize ${job.space.game}`) : silentProgress,
    });
    printResult(formatOptimizeResult(result), result, { json: Boolean(argv.json), ...(out !== undefined ? { out } : {}) });
  } finally {
    await runner.close();
  }
}

/** A faction name checked against a list, with "did you mean". */
function factionOption<T extends string>(value: unknown, known: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  const name = String(value).toLowerCase();
  if (!(known as readonly string[]).includes(name)) {
    throw new ConfigError({ where: '--faction', what: `unknown faction "${String(value)}"`, expected: `one of ${known.join(', ')}`, hint: unknownNameHint(name, known) });
  }
  return name as T;
}

const armadaOptimize: CommandModule = {
  command: 'armada',
  describe: 'the best legal Armada fleets for a point limit',
  builder: (y) =>
    withCommonOptions(y)
      .option('points', { type: 'number', default: 30, describe: 'the point limit (Last Starship: 30)' })
      .option('faction', { type: 'string', describe: `only fleets of this faction (${ARMADA_FACTIONS.join(', ')}); the field spans every faction` })
      .option('catalog', { type: 'string', describe: `the disk catalog (default: the sample, ${SAMPLE_CATALOG})` })
      .example('$0 optimize armada --points 30 --top 5', 'the top 5 fleets against a generated field')
      .example('$0 optimize armada --faction sol --field my-meta.yaml', 'the best Sol fleets against your own field'),
  handler: (argv) =>
    runOptimize(argv, () => {
      const points = wholeOption(argv, 'points', '--points', 0);
      const faction = factionOption<ArmadaFaction>(argv.faction, ARMADA_FACTIONS);
      const catalogFile = argv.catalog === undefined ? gameDefaults('armada').catalog : readReference(String(argv.catalog), '--catalog');
      const catalog = catalogFromDocument(catalogFile);
      const catalogRef = catalogFile.reference;
      const space = armadaSpace({ catalog, catalogRef, points, factions: faction ? [faction] : ARMADA_FACTIONS });
      const fieldSpace = faction ? armadaSpace({ catalog, catalogRef, points, factions: ARMADA_FACTIONS }) : space;
      const file = argv.field as string | undefined;
      const given = file === undefined ? undefined : readFieldFile(file, 'armada');
      return {
        space, fieldSpace, budgetOption: `--points ${points}${faction ? ` --faction ${faction}` : ''}`, costUnit: 'points',
        ...(given ? { field: { fleets: armadaFieldFleets(given.entries, file!, catalog, given.pointLimit ?? points), description: `from ${file}` } } : {}),
        ...(catalog.sample ? { notice: SAMPLE_NOTICE } : {}),
      };
    }),
};

/** `--upgrades "dreadnought, fighter"` (or repeated) as unit keys that have a level II. */
function ti4Upgrades(value: unknown, faction: Ti4Faction | undefined): UnitKey[] {
  const words = listOption(value).flatMap((w) => w.split(/[,\s]+/)).map((w) => w.trim().toLowerCase()).filter(Boolean);
  return [...new Set(words)].map((w) => {
    const key = (w === 'war-sun' ? 'warsun' : w) as UnitKey;
    if (!(UNIT_KEYS as readonly string[]).includes(key)) {
      throw new ConfigError({ where: '--upgrades', what: `unknown unit "${w}"`, expected: `unit types such as ${UNIT_KEYS.slice(0, 6).join(', ')}`, hint: unknownNameHint(w, UNIT_KEYS) });
    }
    if (!hasLevelTwo(key, faction)) throw new ConfigError({ where: '--upgrades', what: `"${key}" has no level II`, hint: 'Remove it from --upgrades' });
    return key;
  });
}

const ti4Optimize: CommandModule = {
  command: 'ti4',
  describe: 'the best TI4 fleets for a number of resources and a fleet supply',
  builder: (y) =>
    withCommonOptions(y)
      .option('resources', { alias: 'r', type: 'number', demandOption: true, describe: 'resources to spend (fighters cost ½)' })
      .option('fleet-supply', { alias: 'f', type: 'number', demandOption: true, describe: 'fleet supply: the most non-fighter ships' })
      .option('faction', { type: 'string', describe: 'faction: unit variants and its flagship as an option' })
      .option('upgrades', { type: 'string', describe: 'unit types you have at level II, e.g. "dreadnought, fighter"; "warsun" lets you build war suns' })
      .option('vs', { type: 'string', describe: 'an opponent in plain words, e.g. "2 dreadnought, carrier, 4 fighter, pds" (repeatable: a field); default: a generated field' })
      .example('$0 optimize ti4 --resources 12 --fleet-supply 4', 'best fleets against a generated field of the same budget')
      .example('$0 optimize ti4 -r 16 -f 5 --upgrades "fighter, destroyer" --vs "warsun, 2 destroyer, 2 pds"', 'best attack on one defence'),
  handler: (argv) =>
    runOptimize(argv, () => {
      const resources = wholeOption(argv, 'resources', '--resources', 0);
      const fleetSupply = wholeOption(argv, 'fleetSupply', '--fleet-supply', 0);
      const faction = factionOption<Ti4Faction>(argv.faction, TI4_FACTIONS);
      const upgrades = ti4Upgrades(argv.upgrades, faction);
      const space = ti4Space({ resources, fleetSupply, upgrades, ...(faction ? { faction } : {}) });
      const vs = listOption(argv.vs);
      const file = argv.field as string | undefined;
      const fleets = [...ti4FieldFleets(vs, '--vs'), ...(file ? ti4FieldFleets(readFieldFile(file, 'ti4').entries, `${file}: fleets`) : [])];
      return {
        space, fieldSpace: space, budgetOption: `--resources ${resources} --fleet-supply ${fleetSupply}`, costUnit: 'resources',
        ...(fleets.length > 0 ? { field: { fleets, description: [vs.length > 0 ? `--vs (${vs.length})` : '', file ? `from ${file}` : ''].filter(Boolean).join(' and ') } } : {}),
      };
    }),
};

const titaniumOptimize: CommandModule = {
  command: 'titanium',
  describe: 'the best Titanium Wars fleets for credits, a fleet limit and a technological level',
  builder: (y) =>
    withCommonOptions(y)
      .option('credits', { alias: 'c', type: 'number', demandOption: true, describe: 'credits to spend on units and upgrades' })
      .option('fleet-limit', { alias: 'n', type: 'number', default: 3, describe: 'the most units (starting fleet limit: 3)' })
      .option('tech', { type: 'number', default: 0, describe: 'technological level 0-3: no card above it' })
      .option('vs', { type: 'string', describe: 'an opponent, e.g. "2 cruiser+laser-cannon, destroyer" (repeatable: a field); default: a generated field' })
      .example('$0 optimize titanium --credits 1500 --fleet-limit 3 --tech 0', 'best fleets against a generated field')
      .example('$0 optimize titanium -c 2000 -n 4 --tech 2 --vs "destroyer+armor, 2 cruiser"', 'best answer to one fleet'),
  handler: (argv) =>
    runOptimize(argv, () => {
      const credits = wholeOption(argv, 'credits', '--credits', 0);
      const fleetLimit = wholeOption(argv, 'fleetLimit', '--fleet-limit', 0);
      const tech = wholeOption(argv, 'tech', '--tech', 0, 3);
      const files = gameDefaults('titanium');
      const arsenal = arsenalFromDocument(files.arsenal);
      const space = titaniumSpace({ credits, fleetLimit, tech, arsenal, deck: tacticDeckFrom(files.deck, 'optimizer', arsenal) });
      const vs = listOption(argv.vs);
      const file = argv.field as string | undefined;
      const fleets = [...titaniumFieldFleets(vs, '--vs', fleetLimit, arsenal), ...(file ? titaniumFieldFleets(readFieldFile(file, 'titanium').entries, `${file}: fleets`, fleetLimit, arsenal) : [])];
      return {
        space, fieldSpace: space, budgetOption: `--credits ${credits} --fleet-limit ${fleetLimit} --tech ${tech}`, costUnit: 'credits', notice: SAMPLE_DECK_NOTICE,
        ...(fleets.length > 0 ? { field: { fleets, description: [vs.length > 0 ? `--vs (${vs.length})` : '', file ? `from ${file}` : ''].filter(Boolean).join(' and ') } } : {}),
      };
    }),
};

/** `salvo optimize armada|ti4|titanium …`: the best legal fleets for a budget (issue 7, items 1-2; docs/optimizer.md). */
export const optimizeCommand: CommandModule = {
  command: 'optimize',
  describe: 'find the best legal fleets for a budget: race them against a field, then a round robin of the best',
  builder: (y) =>
    y.command(armadaOptimize).command(ti4Optimize).command(titaniumOptimize)
      .demandCommand(1, 'Give a game: "salvo optimize armada", "salvo optimize ti4" or "salvo optimize titanium".'),
  handler: () => {},
};
