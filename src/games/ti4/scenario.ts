import { ConfigError, unknownNameHint } from '../../core/errors.js';
import { validateWithSchema } from '../../core/validate.js';
import { hasLevelTwo, unitStats, UNIT_KEYS, type Faction, type UnitKey, type UnitOverrides } from './catalog.js';
import { automaticEffectIds, EFFECTS, parseEffectUse, resolveEffectId } from './effects/registry.js';
import type { EffectUse } from './plan.js';

export type Place = 'space' | 'ground' | 'tactical';
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
  /**
   * Effects in play for this side: the listed ones, then the automatic ones (faction abilities of a
   * named faction, abilities of its units that are present) not switched off in `without`.
   */
  effects: EffectUse[];
  /** Automatic effects switched off (a table where the ability does not apply). */
  without: string[];
  /**
   * Trade goods the player can spend during this battle (default 0): effects that cost trade goods,
   * influence or resources (Munitions Reserves, Wrath of Kenara, Indoctrination …) spend from it.
   */
  tradeGoods: number;
  retreat?: { afterRound: number } | { whenLosing: number };
}

/** A validated TI4 scenario (the file format is a contract; see configs/ti4-scenario.schema.json). */
export interface Ti4Scenario {
  game: 'ti4';
  name?: string;
  place: Place;
  attacker: Ti4Side;
  defender: Ti4Side;
  options: { maxRounds: number };
  /** Catalog changes (what-if analysis); absent in ordinary scenarios. */
  overrides?: UnitOverrides;
}

export const DEFAULT_MAX_ROUNDS = 400;
export const SIDE_NAMES = ['attacker', 'defender'] as const;
export type SideName = (typeof SIDE_NAMES)[number];

type RawSide = Partial<Omit<Ti4Side, 'effects' | 'without' | 'tradeGoods'>> & { units: UnitCounts; effects?: string[]; without?: string[]; tradeGoods?: number };
interface RawScenario {
  game: 'ti4';
  name?: string;
  place?: Place;
  attacker: RawSide;
  defender: RawSide;
  options?: { maxRounds?: number };
  overrides?: UnitOverrides;
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
    ...(input.overrides !== undefined ? { overrides: input.overrides } : {}),
  };
  for (const name of SIDE_NAMES) checkEffects(scenario, name, input[name].effects ?? [], source);
  if (place === 'ground') checkGround(scenario, source);
  if (place === 'tactical' && !hasGroundForces(scenario.attacker)) {
    throw new ConfigError({ where: `${source}: attacker.units`, what: 'place: tactical needs ground forces on the attacker', expected: 'infantry or mechs to invade with', hint: 'Add e.g. infantry: 2, or use place: space' });
  }
  if (place !== 'ground' && !hasShips(scenario.attacker)) {
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
    effects: (side.effects ?? []).map((text, i) => parseEffectUse(text, where(`effects.${i}`))),
    tradeGoods: side.tradeGoods ?? 0,
    without: (side.without ?? []).map((text, i) => {
      const id = resolveEffectId(text.trim().toLowerCase());
      if (id === undefined) throw new ConfigError({ where: where(`without.${i}`), what: `unknown effect "${text}"`, expected: 'the id of an automatic effect, e.g. unrelenting', hint: unknownNameHint(text, [...EFFECTS.keys()]) });
      return id;
    }),
    ...(side.retreat !== undefined ? { retreat: side.retreat } : {}),
  };
}

/**
 * Checks each listed effect can be used by this side here, then adds the automatic effects: the
 * faction's abilities and the abilities of its units that are present (rules: printed on the faction
 * sheet or unit card, they always apply), unless listed in `without`.
 */
function checkEffects(scenario: Ti4Scenario, name: SideName, texts: string[], source: string): void {
  const own = scenario[name];
  const opponent = scenario[name === 'attacker' ? 'defender' : 'attacker'];
  own.effects.forEach((use, i) => {
    const reason = EFFECTS.get(use.id)!.unusable?.({ own, opponent, sideName: name, place: scenario.place, use });
    if (reason) {
      throw new ConfigError({ where: `${source}: ${name}.effects.${i}`, what: `"${texts[i]}" cannot be used here: it ${reason}`, hint: 'Remove it, or change the scenario so the side can use it' });
    }
    if (scenario.place === 'ground') use.ground = true;
  });
  const articlesOfWar = [own, opponent].some((side) => side.effects.some((e) => e.id === 'articles-of-war'));
  // Articles of War: mechs lose their printed abilities, so no mech effect applies by itself.
  const automatic = automaticEffectIds({ own, opponent, sideName: name, place: scenario.place }).filter((id) => !articlesOfWar || EFFECTS.get(id)!.family !== 'mech');
  own.without.forEach((id, i) => {
    if (!automatic.includes(id)) {
      throw new ConfigError({ where: `${source}: ${name}.without.${i}`, what: `"${id}" is not an automatic effect of this side here`, expected: automatic.length > 0 ? `one of ${automatic.join(', ')}` : 'nothing (this side has no automatic effects here)', hint: 'without: switches off a faction or unit ability that would apply by itself' });
    }
  });
  for (const id of automatic) {
    if (own.without.includes(id) || own.effects.some((e) => e.id === id)) continue;
    const use: EffectUse = { id, round: 0, ground: scenario.place === 'ground', automatic: true };
    if (EFFECTS.get(id)!.unusable?.({ own, opponent, sideName: name, place: scenario.place, use })) continue;
    own.effects.push(use);
  }
  if (own.retreat && scenario.place === 'ground') {
    throw new ConfigError({ where: `${source}: ${name}.retreat`, what: 'there is no retreat from ground combat', hint: 'Retreats happen in space combat: use place: space or tactical' });
  }
}

/** A ground scenario needs forces to land, and a defender without ships (space is already won). */
function checkGround(scenario: Ti4Scenario, source: string): void {
  const naalu = scenario.attacker.effects.some((e) => e.id === 'matriarch') && (scenario.attacker.units.fighter ?? 0) > 0;
  if (!hasGroundForces(scenario.attacker) && !naalu) {
    throw new ConfigError({ where: `${source}: attacker.units`, what: 'place: ground needs ground forces on the attacker', expected: 'infantry or mechs to land', hint: 'Add e.g. infantry: 3' });
  }
  const defender = scenario.defender;
  if (UNIT_KEYS.some((key) => (defender.units[key] ?? 0) > 0 && unitStats(key, defender.upgrades.includes(key), defender.faction).ship)) {
    throw new ConfigError({ where: `${source}: defender.units`, what: 'place: ground is an invasion after space is won, so the defender has no ships', hint: 'Remove the defender\'s ships, or use place: tactical to fight for space first' });
  }
}

/** True when a side has infantry or mechs. */
export function hasGroundForces(side: Ti4Side): boolean {
  return (side.units.infantry ?? 0) + (side.units.mech ?? 0) > 0;
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
