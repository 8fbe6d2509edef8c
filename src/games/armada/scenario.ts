import { loadDataFile } from '../../core/load.js';
import { validateWithSchema } from '../../core/validate.js';
import type { Catalog } from './catalog-types.js';
import { loadCatalog, resolveCatalogPath, SAMPLE_CATALOG } from './catalog.js';
import { resolveFleet, type Fleet, type RawFleet } from './fleet.js';
import { fleetViolations, formatViolations } from './legality.js';
import { armadaErrors } from './messages.js';
import { DEFAULT_POLICIES, type SidePolicies } from './policies/names.js';
import { resolve, dirname } from 'node:path';

/** The Last Starship point value (000, "Appendix Two: Scenarios"). */
export const LAST_STARSHIP_POINTS = 30;
/** MODELS.md, Armada: no drop measurement is published, so 0.5 until calibrated. */
export const DEFAULT_P_EXPLOSION = 0.5;
/** MODELS.md, Armada ("brawl"): a torpedo strikes in its phase's torpedo segment. */
export const DEFAULT_TORPEDO_HIT = 1;
/** MODELS.md, "Common to all games": 50 turns, reported separately. */
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
  first: ArmadaSide;
  second: ArmadaSide;
}

interface RawSide {
  fleet: string | RawFleet;
  policies?: Partial<SidePolicies>;
}
interface RawScenario {
  game: 'armada';
  name?: string;
  catalog?: string;
  pointLimit?: number;
  pExplosion?: number;
  torpedoHit?: number;
  maxTurns?: number;
  first: RawSide;
  second: RawSide;
}

/** A fleet file as read by `salvo armada check` (fleet fields plus optional catalog and point limit). */
export interface FleetFile {
  fleet: Fleet;
  catalog: Catalog;
  pointLimit: number;
}

/** Loads, validates and resolves a fleet file; legality is left to the caller (000, "2. Build your Fleet"). */
export function loadFleetFile(file: string, catalogOverride?: Catalog): FleetFile {
  const raw = loadDataFile(file);
  validateWithSchema('armada-fleet.schema.json', raw, file);
  const input = raw as RawFleet & { catalog?: string; pointLimit?: number };
  const catalog = catalogOverride ?? loadCatalog(resolveCatalogPath(input.catalog ?? SAMPLE_CATALOG, file));
  return { fleet: resolveFleet(input, catalog, file), catalog, pointLimit: input.pointLimit ?? LAST_STARSHIP_POINTS };
}

/** Throws a ConfigError listing every violation of a fleet (000, "2. Build your Fleet"). */
export function assertLegalFleet(fleet: Fleet, pointLimit: number, where: string): void {
  const violations = fleetViolations(fleet, pointLimit, 'fleet');
  if (violations.length > 0) throw armadaErrors.illegalFleet(where, formatViolations(violations));
}

/**
 * Validates a raw Armada scenario: the JSON Schema, the catalog ids (with "did you mean"), then
 * fleet legality for the point limit. Throws a ConfigError naming `source` and the path.
 */
export function parseArmadaScenario(raw: unknown, source: string): ArmadaScenario {
  validateWithSchema('armada-scenario.schema.json', raw, source);
  const input = raw as RawScenario;
  const catalogPath = resolveCatalogPath(input.catalog ?? SAMPLE_CATALOG, source);
  const catalog = loadCatalog(catalogPath);
  const pointLimit = input.pointLimit ?? LAST_STARSHIP_POINTS;
  const side = (name: ArmadaSideName): ArmadaSide => {
    const entry = input[name];
    const where = `${source}: ${name}.fleet`;
    const fleet = typeof entry.fleet === 'string'
      ? loadFleetFile(resolve(dirname(source), entry.fleet), catalog).fleet
      : resolveFleet(entry.fleet, catalog, where);
    assertLegalFleet(fleet, pointLimit, where);
    return { fleet, policies: { ...DEFAULT_POLICIES, ...(entry.policies ?? {}) } };
  };
  return {
    game: 'armada',
    ...(input.name !== undefined ? { name: input.name } : {}),
    catalog: input.catalog ?? SAMPLE_CATALOG,
    sample: catalog.sample,
    pointLimit,
    pExplosion: input.pExplosion ?? DEFAULT_P_EXPLOSION,
    torpedoHit: input.torpedoHit ?? DEFAULT_TORPEDO_HIT,
    maxTurns: input.maxTurns ?? DEFAULT_MAX_TURNS,
    first: side('first'),
    second: side('second'),
  };
}
