import { ConfigError, outOfRange, unknownName } from '../../core/errors.js';
import type { CapacityNeeds } from './capacity.js';

/**
 * Every user-facing TI4 error, one function each, built from the factories in core/errors.ts
 * (STYLE.md: "every message is a function in one catalog, so tests compare against the same
 * function"). Each returns a ConfigError: the CLI prints it and exits 2.
 */
export const ti4Errors = {
  noGroundForces: (where: string, place: 'tactical' | 'ground') =>
    new ConfigError({
      where,
      what: `place: ${place} needs ground forces on the attacker`,
      expected: place === 'tactical' ? 'infantry or mechs to invade with' : 'infantry or mechs to land',
      hint: place === 'tactical' ? 'Add e.g. infantry: 2, or use place: space' : 'Add e.g. infantry: 3',
    }),

  attackerWithoutShips: (where: string) =>
    new ConfigError({
      where,
      what: 'the attacker has no ships',
      expected: 'at least one ship (carrier, cruiser, destroyer, dreadnought, fighter, warsun, flagship)',
      hint: 'Space combat needs an attacking fleet; the defender may have only PDS',
    }),

  noUnits: (where: string, side: string) =>
    new ConfigError({ where, what: `the ${side} has no units`, got: 'only zero counts', expected: 'at least one unit with a count of 1 or more', hint: 'For example units: { dreadnought: 2 }' }),

  flagshipWithoutFaction: (where: string, side: string) =>
    new ConfigError({ where, what: 'a flagship needs a faction', hint: `Add "faction: sol" (or another faction) to the ${side}` }),

  /** Fighters (beyond 3 per space dock) and carried ground forces over the ships' capacity (capacity.ts). */
  overCapacity: (where: string, needs: CapacityNeeds) => {
    const fighters = needs.fighters - needs.docked;
    const carried = [fighters > 0 ? `${fighters} fighter${fighters === 1 ? '' : 's'}${needs.docked > 0 ? ` (beyond the ${needs.docked} its space docks keep)` : ''}` : '', needs.groundForces > 0 ? `${needs.groundForces} ground force${needs.groundForces === 1 ? '' : 's'}` : ''].filter((t) => t !== '');
    return new ConfigError({
      where,
      what: `${carried.join(' and ')} to carry, but the ships' capacity is ${needs.capacity}`,
      expected: `at most ${needs.capacity} (carrier 4, carrier II 6, cruiser II 1, dreadnought 1, war sun 6; 3 fighters per space dock)`,
      hint: 'Add a carrier or remove units (002, "tactical action": ships carry fighters and ground forces up to their capacity); a matrix fleets file with options: { capacity: unchecked } plays it anyway',
    });
  },

  /** A fleets file's `options.capacity` other than unchecked. */
  badCapacityOption: (where: string, value: unknown) =>
    new ConfigError({ where: `${where}: options.capacity`, what: 'is not a capacity rule', got: JSON.stringify(value), expected: 'unchecked (or no capacity option: checked)' }),

  twoFlagships: (where: string, count: number) =>
    new ConfigError({ where, what: 'a player has one flagship', got: String(count), expected: '0 or 1' }),

  noLevelTwo: (where: string, key: string) =>
    new ConfigError({ where, what: `"${key}" has no level II${key === 'flagship' ? ' for this faction' : ''}`, hint: 'Remove it from upgrades' }),

  moreDamagedThanUnits: (where: string, damaged: number, units: number) =>
    outOfRange(where, 'more damaged units than units', damaged, undefined, units),

  cannotBeDamaged: (where: string, key: string) =>
    new ConfigError({ where, what: `a ${key} cannot be damaged: it has no Sustain Damage`, hint: 'Only units with Sustain Damage can start damaged' }),

  effectUnusable: (where: string, text: string, reason: string) =>
    new ConfigError({ where, what: `"${text}" cannot be used here: it ${reason}`, hint: 'Remove it, or change the scenario so the side can use it' }),

  groundRetreat: (where: string) =>
    new ConfigError({ where, what: 'there is no retreat from ground combat', hint: 'Retreats happen in space combat: use place: space or tactical' }),

  groundDefenderShips: (where: string) =>
    new ConfigError({ where, what: 'place: ground is an invasion after space is won, so the defender has no ships', hint: 'Remove the defender\'s ships, or use place: tactical to fight for space first' }),

  /** `text` is the effect as written (e.g. "plasma-scorng@round1"); `id` its name part. */
  unknownEffect: (where: string, text: string, id: string, known: readonly string[]) =>
    unknownName(where, 'effect', text, known, { expected: 'an effect id such as plasma-scoring or morale-boost@round1 (list them with "salvo ti4 effects")', lookup: id }),

  effectTakesNoRound: (where: string, text: string, id: string) =>
    new ConfigError({ where, what: `"${id}" takes no round`, got: text, expected: id, hint: 'Only cards played at a chosen round take @roundN' }),

  /** `without:` names an effect that is not automatic for this side here. */
  notAutomatic: (where: string, id: string, automatic: readonly string[]) =>
    new ConfigError({ where, what: `"${id}" is not an automatic effect of this side here`, expected: automatic.length > 0 ? `one of ${automatic.join(', ')}` : 'nothing (this side has no automatic effects here)', hint: 'without: switches off a faction or unit ability that would apply by itself' }),

  unknownWithout: (where: string, text: string, known: readonly string[]) =>
    unknownName(where, 'effect', text, known, { expected: 'the id of an automatic effect, e.g. unrelenting' }),

  /** `salvo ti4 effects --faction X`. */
  unknownFaction: (where: string, faction: string, factions: readonly string[]) => unknownName(where, 'faction', faction, factions),

  /** `salvo ti4` without one side's units. */
  missingSide: (side: 'attacker' | 'defender') =>
    new ConfigError({ where: `--${side}`, what: `the ${side}'s units are missing`, expected: 'a unit list such as "2 dreadnought, carrier, 4 fighter"', hint: 'Or list the effect ids with "salvo ti4 effects"' }),

  roundFromOne: (where: string, text: string) => new ConfigError({ where, what: 'rounds count from 1', got: text }),

  /** A play policy for an effect the side does not have (`effectPolicies`). */
  policyWithoutEffect: (where: string, id: string) =>
    new ConfigError({ where, what: `a play policy for "${id}", which this side does not use`, expected: `"${id}" in effects (or its flagship in units)`, hint: `Add ${id} to effects, or remove its policy` }),

  noUnitsGiven: (where: string) =>
    new ConfigError({ where, what: 'no units given', expected: 'a list such as "2 dreadnought, carrier, 4 fighter"' }),

  badUnitCount: (where: string, item: string, count: string | undefined) =>
    new ConfigError({ where, what: `bad unit count in "${item}"`, got: count, expected: 'a whole number of 0 or more' }),

  /** `text` as written, looked up in lower case among the unit words (aliases and plurals). */
  unknownUnitWord: (where: string, text: string, keys: readonly string[], words: readonly string[]) =>
    unknownName(where, 'unit', text, keys, { lookup: text.toLowerCase(), suggestFrom: words }),

  twoLevels: (where: string, key: string) =>
    new ConfigError({ where, what: `"${key}" is listed at both level I and level II`, hint: 'A player has one level of each unit type' }),

  exactCannotHandle: (source: string, unsupported: readonly string[]) =>
    new ConfigError({ where: `${source}: --exact`, what: `the exact solver cannot handle ${unsupported.join(', ')}`, hint: 'Run without --exact for a Monte Carlo answer with intervals' }),

  /** `hitAssignment: optimal` (or `--assign optimal`) with what the exact solver cannot express. */
  optimalCannotHandle: (where: string, unsupported: readonly string[]) =>
    new ConfigError({
      where, what: `optimal hit assignment cannot be solved with ${unsupported.join(', ')}: the exact solver does not express it`,
      expected: 'a battle without retreat and with effects the exact solver supports ("salvo ti4 effects" tags them --exact)',
      hint: 'Remove that effect (or retreat), or use the default hit-assignment policy for a Monte Carlo answer',
    }),

  /** A simulation asked to play `hitAssignment: optimal`: only the exact solver plays it. */
  optimalNeedsExact: (where: string) =>
    new ConfigError({ where, what: 'hitAssignment: optimal is solved by the exact solver only', expected: 'an exact run (--exact, or "salvo ti4 … --assign optimal")', hint: 'Add --exact, or remove hitAssignment: optimal for a Monte Carlo run' }),

  /** Analysis (cost, what-if): an item TI4 cost analysis cannot price. */
  unknownItem: (where: string, id: string, items: readonly string[]) => unknownName(where, 'TI4 item', id, items),

  unknownAnalysisPolicy: (where: string, field: string, fields: readonly string[]) =>
    unknownName(where, 'policy', field, fields, { expected: 'a hit-assignment field every side can play: sustainFirst, killOrder, keepAlive or keepRepairable (effect play policies belong to a scenario\'s side)' }),

  unknownWhatIfField: (where: string, field: string, fields: readonly string[]) =>
    unknownName(where, 'field', field, fields, { expected: 'unit.field with field cost, combat or dice, e.g. dreadnought.cost (both levels) or dreadnought2.combat (level II only)' }),

  impossibleWhatIfValue: (where: string, field: string, value: number, isCost: boolean) =>
    new ConfigError({ where, what: `impossible value for ${field}`, got: String(value), expected: isCost ? 'a cost of 0 or more' : 'a whole number from 1 to 10' }),

  notACatalogFile: (file: string) =>
    new ConfigError({ where: file, what: 'is not a TI4 catalog file', expected: 'units: { <unit>: { cost, combat, dice } }' }),

  unknownUpgradeUnit: (word: string, known: readonly string[]) =>
    unknownName('--upgrades', 'unit', word, known, { expected: `unit types such as ${known.slice(0, 6).join(', ')}` }),

  notAFleet: (where: string, entry: unknown) =>
    new ConfigError({ where, what: 'is not a TI4 fleet', got: JSON.stringify(entry), expected: 'unit words such as "2 dreadnought, carrier" or {units: {...}, upgrades: [...]}' }),
};
