import { assertLastStarshipTableFits, assertMovementFitsFleet } from './table/table-checks.js';
import { validateWithSchema } from '../../core/validate.js';
import { asWritten, LoadedDocument, unresolvedReference, type FileReference } from '../loaded-document.js';
import type { Catalog } from './catalog-types.js';
import { catalogFromDocument, SAMPLE_CATALOG } from './catalog.js';
import { resolveFleet, type Fleet, type RawFleet } from './fleet.js';
import { fleetViolations, formatViolations, sharedUniqueShips } from './legality.js';
import { armadaErrors } from './messages.js';
import { DEFAULT_POLICIES, type SidePolicies } from './policies/names.js';
import { DEFAULT_RULES, type ArmadaRules } from './rule-options.js';
import { tableMeasures } from './table/measures.js';
import { DEFAULT_MOVEMENT, type SideMovement } from './table/policies/names.js';
import { assertFindersKeepersTableFits } from './table/deployment.js';
import { DEFAULT_TABLE_HEIGHT, DEFAULT_TABLE_WIDTH, type ArmadaModel, type TableScenario, type TableSettings } from './table/settings.js';

/** The Last Starship point value (000, "Appendix Two: Scenarios"). */
export const LAST_STARSHIP_POINTS = 30;
/** The Finders Keepers point value (000, "Appendix Two: Scenarios": "Point Value: 100 per team"). */
export const FINDERS_KEEPERS_POINTS = 100;
/** the docs/ pages, Armada: no drop measurement is published, so 0.5 until calibrated. */
export const DEFAULT_P_EXPLOSION = 0.5;
/** the docs/ pages, Armada ("brawl"): a torpedo strikes in its phase's torpedo segment. */
export const DEFAULT_TORPEDO_HIT = 1;
/** the docs/ pages, "Common to all games": 50 turns, reported separately. */
export const DEFAULT_MAX_TURNS = 50;

export const ARMADA_SIDES = ['first', 'second'] as const;
export type ArmadaSideName = (typeof ARMADA_SIDES)[number];

/** One fleet of a scenario, resolved and legal, with its policies. */
export interface ArmadaSide {
  fleet: Fleet;
  policies: SidePolicies;
}

/** A validated Armada scenario (the file format is a contract; see configs/armada-scenario.schema.json). */
export interface ArmadaScenario {
  game: 'armada';
  name?: string;
  catalog: string;
  sample: boolean;
  pointLimit: number;
  pExplosion: number;
  torpedoHit: number;
  maxTurns: number;
  /** Rule options (rule-options.ts), every default filled in (what results record). */
  rules: ArmadaRules;
  /** The combat model (table/settings.ts): brawl unless the scenario says `model: table`. */
  model: ArmadaModel;
  /** The table model's settings (model: table only). */
  table?: TableSettings;
  first: ArmadaSide;
  second: ArmadaSide;
}

/** A side as the loader hands it over: a fleet file arrives as its LoadedDocument. */
interface RawSide {
  fleet: string | RawFleet | LoadedDocument;
  policies?: Partial<SidePolicies>;
  movement?: Partial<SideMovement>;
}
/** A scenario as the loader hands it over: `catalog` is the catalog file read (the sample when absent). */
interface RawScenario {
  game: 'armada';
  name?: string;
  catalog?: string | LoadedDocument;
  pointLimit?: number;
  pExplosion?: number;
  torpedoHit?: number;
  maxTurns?: number;
  scenario?: string;
  rules?: Partial<ArmadaRules>;
  model?: ArmadaModel;
  table?: { width?: number; height?: number };
  first: RawSide;
  second: RawSide;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The `catalog` of a scenario or fleet file: the file written, or the bundled sample when absent. */
function catalogReferences(raw: Record<string, unknown>): FileReference[] {
  if (raw.catalog === undefined) return [{ at: ['catalog'], reference: SAMPLE_CATALOG, bundled: SAMPLE_CATALOG }];
  return typeof raw.catalog === 'string' && raw.catalog !== '' ? [{ at: ['catalog'], reference: raw.catalog }] : [];
}

/**
 * The files an Armada scenario reads (Game.fileReferences): its `catalog` (the bundled sample when
 * absent: 000 publishes no disk statistics) and each side's fleet file.
 */
export function armadaFileReferences(raw: unknown): FileReference[] {
  if (!isRecord(raw)) return [];
  const references = catalogReferences(raw);
  for (const name of ARMADA_SIDES) {
    const side = raw[name];
    if (isRecord(side) && typeof side.fleet === 'string' && side.fleet !== '') references.push({ at: [name, 'fleet'], reference: side.fleet });
  }
  return references;
}

/** The file a fleet file for `salvo armada check` reads: its `catalog` (the bundled sample when absent). */
export const fleetFileReferences = (raw: unknown): FileReference[] => (isRecord(raw) ? catalogReferences(raw) : []);

/** The scenario as the user wrote it (loaded documents back to their references), for the schema. */
function asWrittenScenario(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const view: Record<string, unknown> = { ...raw };
  if ('catalog' in raw) view.catalog = asWritten(raw.catalog);
  for (const name of ARMADA_SIDES) {
    const side = raw[name];
    if (isRecord(side) && 'fleet' in side) view[name] = { ...side, fleet: asWritten(side.fleet) };
  }
  return view;
}

/** A fleet file as read by `salvo armada check` (fleet fields plus optional catalog and point limit). */
export interface FleetFile {
  fleet: Fleet;
  catalog: Catalog;
  pointLimit: number;
}

/**
 * A fleet file the loader read, validated (configs/armada-fleet.schema.json) and resolved against
 * `catalog` (a scenario's catalog wins over the file's own); legality is left to the caller.
 * @throws ConfigError naming the file.
 */
export function fleetFromDocument(document: LoadedDocument, catalog: Catalog): Fleet {
  validateWithSchema('armada-fleet.schema.json', document.data, document.source);
  return resolveFleet(document.data as RawFleet, catalog, document.source);
}

/**
 * A fleet file for `salvo armada check` (000, "2. Build your Fleet"), its `catalog` read by the
 * loader (the sample when absent); legality is left to the caller.
 * @throws ConfigError naming `source` and the path.
 */
export function parseFleetFile(raw: unknown, source: string): FleetFile {
  const written = isRecord(raw) && 'catalog' in raw ? { ...raw, catalog: asWritten(raw.catalog) } : raw;
  validateWithSchema('armada-fleet.schema.json', written, source);
  const input = raw as RawFleet & { catalog?: string | LoadedDocument; pointLimit?: number };
  if (!(input.catalog instanceof LoadedDocument)) throw unresolvedReference(`${source}: catalog`, input.catalog, 'the catalog file');
  const catalog = catalogFromDocument(input.catalog);
  return { fleet: resolveFleet(input, catalog, source), catalog, pointLimit: input.pointLimit ?? LAST_STARSHIP_POINTS };
}

/** Throws a ConfigError listing every violation of a fleet (000, "2. Build your Fleet"). */
export function assertLegalFleet(fleet: Fleet, pointLimit: number, where: string): void {
  const violations = fleetViolations(fleet, pointLimit, 'fleet');
  if (violations.length > 0) throw armadaErrors.illegalFleet(where, formatViolations(violations));
}

/** `speeds` goes with `speed: custom` and names ships of the fleet by label (policies/speed-choice.ts). */
function checkSpeeds(policies: SidePolicies, fleet: Fleet, where: string): void {
  if (policies.speeds === undefined) return;
  if (policies.speed !== 'custom') throw armadaErrors.speedsWithoutCustom(`${where}.speeds`, policies.speed);
  const labels = fleet.ships.map((s) => s.label);
  for (const label of Object.keys(policies.speeds)) {
    if (!labels.includes(label)) throw armadaErrors.unknownSpeedShip(`${where}.speeds`, label, labels);
  }
}

/**
 * Validates a raw Armada scenario, its files read by the loader (Game.fileReferences): the JSON
 * Schema, the scenario type (Finders Keepers only under model: table, where its table must hold
 * the set-up; its point limit defaults to 100), the catalog ids (with "did you
 * mean"), fleet legality for the point limit, then unique ships once per game. Throws a
 * ConfigError naming `source` and the path. Reads no file.
 */
export function parseArmadaScenario(raw: unknown, source: string): ArmadaScenario {
  validateWithSchema('armada-scenario.schema.json', asWrittenScenario(raw), source);
  const input = raw as RawScenario;
  if (!(input.catalog instanceof LoadedDocument)) throw unresolvedReference(`${source}: catalog`, input.catalog, 'the catalog file');
  const model = input.model ?? 'brawl';
  if (model === 'brawl' && (input.table !== undefined || input.first.movement !== undefined || input.second.movement !== undefined)) {
    throw armadaErrors.tableSettingsWithoutTable(`${source}: ${input.table !== undefined ? 'table' : input.first.movement !== undefined ? 'first.movement' : 'second.movement'}`);
  }
  const type = (input.scenario ?? 'last-starship') as TableScenario;
  if (model === 'brawl' && type !== 'last-starship') throw armadaErrors.unmodelledScenario(`${source}: scenario`, type);
  const catalog = catalogFromDocument(input.catalog);
  const pointLimit = input.pointLimit ?? (type === 'finders-keepers' ? FINDERS_KEEPERS_POINTS : LAST_STARSHIP_POINTS);
  const rules: ArmadaRules = { ...DEFAULT_RULES, ...(input.rules ?? {}) };
  const side = (name: ArmadaSideName): ArmadaSide => {
    const entry = input[name];
    const where = `${source}: ${name}.fleet`;
    if (typeof entry.fleet === 'string') throw unresolvedReference(where, entry.fleet, 'the fleet file');
    const fleet = entry.fleet instanceof LoadedDocument ? fleetFromDocument(entry.fleet, catalog) : resolveFleet(entry.fleet, catalog, where);
    assertLegalFleet(fleet, pointLimit, where);
    const policies: SidePolicies = { ...DEFAULT_POLICIES, ...(entry.policies ?? {}) };
    checkSpeeds(policies, fleet, `${source}: ${name}.policies`);
    return { fleet, policies };
  };
  const first = side('first');
  const second = side('second');
  const shared = rules.uniqueShips === 'per-game' ? sharedUniqueShips(first.fleet, second.fleet) : [];
  if (shared.length > 0) throw armadaErrors.sharedUniqueShip(`${source}: second.fleet`, shared);
  const table = model === 'table' ? tableSettings(input, type, catalog.table) : undefined;
  if (table !== undefined && type === 'finders-keepers') assertFindersKeepersTableFits(table, [first.fleet, second.fleet], `${source}: table.height`);
  if (table !== undefined && type !== 'finders-keepers') assertLastStarshipTableFits(table, [first.fleet, second.fleet], `${source}: table`);
  if (table !== undefined) {
    assertMovementFitsFleet(input.first.movement?.policy, first.fleet, `${source}: first.movement.policy`);
    assertMovementFitsFleet(input.second.movement?.policy, second.fleet, `${source}: second.movement.policy`);
  }
  return {
    game: 'armada',
    ...(input.name !== undefined ? { name: input.name } : {}),
    catalog: input.catalog.reference,
    sample: catalog.sample,
    pointLimit,
    pExplosion: input.pExplosion ?? DEFAULT_P_EXPLOSION,
    torpedoHit: input.torpedoHit ?? DEFAULT_TORPEDO_HIT,
    maxTurns: input.maxTurns ?? DEFAULT_MAX_TURNS,
    rules,
    model,
    ...(table !== undefined ? { table } : {}),
    first,
    second,
  };
}

/** The table settings of a `model: table` scenario, every default filled in. */
function tableSettings(input: RawScenario, scenario: TableScenario, measures: Catalog['table']): TableSettings {
  return {
    scenario,
    width: input.table?.width ?? DEFAULT_TABLE_WIDTH,
    height: input.table?.height ?? DEFAULT_TABLE_HEIGHT,
    measures: tableMeasures(measures),
    movement: [{ ...DEFAULT_MOVEMENT, ...(input.first.movement ?? {}) }, { ...DEFAULT_MOVEMENT, ...(input.second.movement ?? {}) }],
  };
}
