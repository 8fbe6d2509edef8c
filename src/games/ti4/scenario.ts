import { ConfigError } from '../../core/errors.js';
import { validateWithSchema } from '../../core/validate.js';
import { hasLevelTwo, unitStats, UNIT_KEYS, type Faction, type UnitKey } from './catalog.js';

export type Place = 'space';
export type UnitCounts = Partial<Record<UnitKey, number>>;

/** One side of a TI4 scenario, with every default filled in. */
export interface Ti4Side {
  faction?: Faction;
  units: UnitCounts;
  upgrades: UnitKey[];
  damaged: UnitCounts;
  sustainFirst: boolean;
  killOrder: UnitKey[];
  keepAlive: UnitKey[];
}

/** A validated TI4 scenario (the file format is a contract; see configs/ti4-scenario.schema.json). */
export interface Ti4Scenario {
  game: 'ti4';
  name?: string;
  place: Place;
  attacker: Ti4Side;
  defender: Ti4Side;
  options: { maxRounds: number };
}

export const DEFAULT_MAX_ROUNDS = 400;
export const SIDE_NAMES = ['attacker', 'defender'] as const;
export type SideName = (typeof SIDE_NAMES)[number];

type RawSide = Partial<Ti4Side> & { units: UnitCounts };
interface RawScenario {
  game: 'ti4';
  name?: string;
  place?: Place;
  attacker: RawSide;
  defender: RawSide;
  options?: { maxRounds?: number };
}

const keyKind = (path: string) => (/\/(units|damaged)$/.test(path) ? 'unit' : 'field');

/**
 * Validates a raw TI4 scenario: the JSON Schema first (types, names, ranges), then the rules a
 * schema cannot say. Throws a ConfigError naming `source` and the path.
 */
export function parseTi4Scenario(raw: unknown, source: string): Ti4Scenario {
  validateWithSchema('ti4-scenario.schema.json', raw, source, keyKind);
  const input = raw as RawScenario;
  const place = input.place ?? 'space';
  const scenario: Ti4Scenario = {
    game: 'ti4',
    ...(input.name !== undefined ? { name: input.name } : {}),
    place,
    attacker: normalizeSide(input.attacker, 'attacker', source),
    defender: normalizeSide(input.defender, 'defender', source),
    options: { maxRounds: input.options?.maxRounds ?? DEFAULT_MAX_ROUNDS },
  };
  if (!hasShips(scenario.attacker)) {
    throw new ConfigError({
      where: `${source}: attacker.units`,
      what: 'the attacker has no ships',
      expected: 'at least one ship (carrier, cruiser, destroyer, dreadnought, fighter, warsun, flagship)',
      hint: 'Space combat needs an attacking fleet; the defender may have only PDS',
    });
  }
  return scenario;
}

function normalizeSide(side: RawSide, name: SideName, source: string): Ti4Side {
  const where = (path: string) => `${source}: ${name}.${path}`;
  const units: UnitCounts = {};
  for (const key of UNIT_KEYS) if ((side.units[key] ?? 0) > 0) units[key] = side.units[key];
  if (Object.keys(units).length === 0) {
    throw new ConfigError({ where: where('units'), what: `the ${name} has no units`, got: 'only zero counts', expected: 'at least one unit with a count of 1 or more', hint: 'For example units: { dreadnought: 2 }' });
  }
  if (units.flagship !== undefined && side.faction === undefined) {
    throw new ConfigError({ where: where('units.flagship'), what: 'a flagship needs a faction', hint: `Add "faction: sol" (or another faction) to the ${name}` });
  }
  if ((units.flagship ?? 0) > 1) {
    throw new ConfigError({ where: where('units.flagship'), what: 'a player has one flagship', got: String(units.flagship), expected: '0 or 1' });
  }
  const upgrades = side.upgrades ?? [];
  for (const key of upgrades) {
    if (!hasLevelTwo(key, side.faction)) {
      throw new ConfigError({ where: where('upgrades'), what: `"${key}" has no level II${key === 'flagship' ? ' for this faction' : ''}`, hint: 'Remove it from upgrades' });
    }
  }
  const damaged: UnitCounts = {};
  for (const key of UNIT_KEYS) {
    const count = side.damaged?.[key] ?? 0;
    if (count === 0) continue;
    if (count > (units[key] ?? 0)) {
      throw new ConfigError({ where: where(`damaged.${key}`), what: 'more damaged units than units', got: String(count), expected: `at most ${units[key] ?? 0}` });
    }
    if (!unitStats(key, upgrades.includes(key), side.faction).sustain) {
      throw new ConfigError({ where: where(`damaged.${key}`), what: `a ${key} cannot be damaged: it has no Sustain Damage`, hint: 'Only units with Sustain Damage can start damaged' });
    }
    damaged[key] = count;
  }
  return {
    ...(side.faction !== undefined ? { faction: side.faction } : {}),
    units,
    upgrades,
    damaged,
    sustainFirst: side.sustainFirst ?? true,
    killOrder: side.killOrder ?? [],
    keepAlive: side.keepAlive ?? [],
  };
}

/** True when a side has at least one unit that fights in space combat. */
export function hasShips(side: Ti4Side): boolean {
  return UNIT_KEYS.some((key) => (side.units[key] ?? 0) > 0 && isSpaceCombatant(key, side));
}

/** Ships, and ground forces that fight in space (the Eidolon). */
export function isSpaceCombatant(key: UnitKey, side: Pick<Ti4Side, 'upgrades' | 'faction'>): boolean {
  const stats = unitStats(key, side.upgrades.includes(key), side.faction);
  return stats.ship || stats.space !== undefined;
}
