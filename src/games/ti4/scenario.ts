import { validateWithSchema } from '../../core/validate.js';
import { capacityNeeds, overCapacity } from './capacity.js';
import { hasLevelTwo, unitStats, UNIT_KEYS, type Faction, type UnitKey, type UnitOverrides } from './catalog.js';
import { automaticEffectIds, EFFECTS, effectPolicyName, parseEffectUse, resolveEffectId } from './effects/registry.js';
import { ti4Errors } from './messages.js';
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
  /**
   * `optimal`: after every roll the side picks the assignment that maximises its P(win) + ½ P(draw)
   * (exact/optimal.ts); absent (`policy`, the default): hits follow sustainFirst, killOrder and keepAlive.
   */
  hitAssignment?: 'optimal';
  killOrder: UnitKey[];
  keepAlive: UnitKey[];
  /**
   * With Duranium Armor: of two damaged units of a type, lose the one Duranium cannot repair (the
   * one that sustained this round) and keep the other (default true; a hit-assignment choice).
   */
  keepRepairable: boolean;
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
  /** Play policies chosen for effects that leave a choice, by effect id (policies/effect-play.ts); others play their default. */
  effectPolicies?: Record<string, string>;
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

type RawSide = Partial<Omit<Ti4Side, 'effects' | 'without' | 'tradeGoods' | 'hitAssignment'>> & { hitAssignment?: 'policy' | 'optimal'; units: UnitCounts; effects?: string[]; without?: string[]; tradeGoods?: number };
interface RawScenario {
  game: 'ti4';
  name?: string;
  place?: Place;
  attacker: RawSide;
  defender: RawSide;
  options?: { maxRounds?: number };
  overrides?: UnitOverrides;
}

const keyKind = (path: string) => (/\/(units|damaged)$/.test(path) ? 'unit' : /\/effectPolicies$/.test(path) ? 'effect with a play policy' : 'field');

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
  if (place === 'tactical' && !hasGroundForces(scenario.attacker)) throw ti4Errors.noGroundForces(`${source}: attacker.units`, 'tactical');
  if (place !== 'ground' && !hasShips(scenario.attacker)) throw ti4Errors.attackerWithoutShips(`${source}: attacker.units`);
  return scenario;
}

/**
 * Fighters and carried ground forces within capacity (capacity.ts; 002, "tactical action"), for the
 * fleets users bring to an analysis (matrix fleets files, optimizer fields): in a space area, a
 * side's fighters beyond 3 per space dock, and the attacker's infantry and mechs (it moved them in),
 * must fit in its ships' capacity. Not in a ground combat (the forces have landed), nor for a side
 * with a flagship (its capacity is not in the catalog). Scenarios are not checked (parseTi4Scenario):
 * they may set up any position, e.g. fighters whose carrier was already lost.
 * @throws ConfigError naming `source` and the side.
 */
export function checkCapacity(scenario: Ti4Scenario, source: string): void {
  if (scenario.place === 'ground') return;
  for (const name of SIDE_NAMES) {
    const needs = capacityNeeds(scenario[name], name === 'attacker');
    if (needs !== undefined && overCapacity(needs)) throw ti4Errors.overCapacity(`${source}: ${name}.units`, needs);
  }
}

function normalizeSide(side: RawSide, name: SideName, source: string): Ti4Side {
  const where = (path: string) => `${source}: ${name}.${path}`;
  const units: UnitCounts = {};
  for (const key of UNIT_KEYS) if ((side.units[key] ?? 0) > 0) units[key] = side.units[key];
  if (Object.keys(units).length === 0) throw ti4Errors.noUnits(where('units'), name);
  if (units.flagship !== undefined && side.faction === undefined) throw ti4Errors.flagshipWithoutFaction(where('units.flagship'), name);
  if ((units.flagship ?? 0) > 1) throw ti4Errors.twoFlagships(where('units.flagship'), units.flagship!);
  const upgrades = side.upgrades ?? [];
  for (const key of upgrades) {
    if (!hasLevelTwo(key, side.faction)) throw ti4Errors.noLevelTwo(where('upgrades'), key);
  }
  const damaged: UnitCounts = {};
  for (const key of UNIT_KEYS) {
    const count = side.damaged?.[key] ?? 0;
    if (count === 0) continue;
    if (count > (units[key] ?? 0)) throw ti4Errors.moreDamagedThanUnits(where(`damaged.${key}`), count, units[key] ?? 0);
    if (!unitStats(key, upgrades.includes(key), side.faction).sustain) throw ti4Errors.cannotBeDamaged(where(`damaged.${key}`), key);
    damaged[key] = count;
  }
  return {
    ...(side.faction !== undefined ? { faction: side.faction } : {}),
    units,
    upgrades,
    damaged,
    sustainFirst: side.sustainFirst ?? true,
    ...(side.hitAssignment === 'optimal' ? { hitAssignment: 'optimal' as const } : {}),
    killOrder: side.killOrder ?? [],
    keepAlive: side.keepAlive ?? [],
    keepRepairable: side.keepRepairable ?? true,
    effects: (side.effects ?? []).map((text, i) => parseEffectUse(text, where(`effects.${i}`))),
    without: (side.without ?? []).map((text, i) => {
      const id = resolveEffectId(text.trim().toLowerCase());
      if (id === undefined) throw ti4Errors.unknownWithout(where(`without.${i}`), text, [...EFFECTS.keys()]);
      return id;
    }),
    tradeGoods: side.tradeGoods ?? 0,
    ...(side.retreat !== undefined ? { retreat: side.retreat } : {}),
    ...(side.effectPolicies !== undefined ? { effectPolicies: { ...side.effectPolicies } } : {}),
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
    if (reason) throw ti4Errors.effectUnusable(`${source}: ${name}.effects.${i}`, texts[i], reason);
    if (scenario.place === 'ground') use.ground = true;
  });
  const articlesOfWar = [own, opponent].some((side) => side.effects.some((e) => e.id === 'articles-of-war'));
  // Articles of War: mechs lose their printed abilities, so no mech effect applies by itself.
  const automatic = automaticEffectIds({ own, opponent, sideName: name, place: scenario.place }).filter((id) => !articlesOfWar || EFFECTS.get(id)!.family !== 'mech');
  own.without.forEach((id, i) => {
    if (!automatic.includes(id)) throw ti4Errors.notAutomatic(`${source}: ${name}.without.${i}`, id, automatic);
  });
  for (const id of automatic) {
    if (own.without.includes(id) || own.effects.some((e) => e.id === id)) continue;
    const use: EffectUse = { id, round: 0, ground: scenario.place === 'ground', automatic: true };
    if (EFFECTS.get(id)!.unusable?.({ own, opponent, sideName: name, place: scenario.place, use })) continue;
    own.effects.push(use);
  }
  for (const id of Object.keys(own.effectPolicies ?? {})) {
    if (!own.effects.some((e) => e.id === id)) throw ti4Errors.policyWithoutEffect(`${source}: ${name}.effectPolicies.${id}`, id);
  }
  if (own.retreat && scenario.place === 'ground') throw ti4Errors.groundRetreat(`${source}: ${name}.retreat`);
}

/** A ground scenario needs forces to land, and a defender without ships (space is already won). */
function checkGround(scenario: Ti4Scenario, source: string): void {
  const attacker = scenario.attacker;
  const naalu = attacker.effects.some((e) => e.id === 'matriarch') && effectPolicyName('matriarch', attacker.effectPolicies) !== 'none' && (attacker.units.fighter ?? 0) > 0;
  if (!hasGroundForces(scenario.attacker) && !naalu) throw ti4Errors.noGroundForces(`${source}: attacker.units`, 'ground');
  const defender = scenario.defender;
  if (UNIT_KEYS.some((key) => (defender.units[key] ?? 0) > 0 && unitStats(key, defender.upgrades.includes(key), defender.faction).ship)) {
    throw ti4Errors.groundDefenderShips(`${source}: defender.units`);
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
