import { ConfigError, missing, outOfRange, unknownName } from '../../core/errors.js';

/**
 * Every user-facing Titanium Wars error, one function each, built from the factories in
 * core/errors.ts (STYLE.md: "every message is a function in one catalog, so tests compare against
 * the same function"). Each returns a ConfigError: the CLI prints it and exits 2.
 */
export const titaniumErrors = {
  duplicateKey: (where: string, kind: string, key: string) =>
    new ConfigError({ where, what: `the ${kind} "${key}" is listed twice`, hint: 'Each key appears once; use count for copies' }),

  unknownName: (where: string, kind: string, name: string, known: readonly string[]) => unknownName(where, kind, name, known),

  missingField: (where: string, field: string, why: string) => missing(where, `field "${field}"`, undefined, why),

  deckCountMismatch: (where: string, sum: number, size: number) =>
    new ConfigError({ where, what: 'the card counts do not sum to the deck size', got: `${sum} cards`, expected: `${size} (size)`, hint: 'Fix a count or the size' }),

  specialWithActivation: (where: string, special: string) =>
    new ConfigError({ where, what: `a ${special} card activates no units`, hint: 'Remove activates and targets: 004, "Special Tactics": do not calculate Total Attack Strength' }),

  attackCardWithoutUnits: (where: string) =>
    new ConfigError({ where, what: 'an attack card needs activated units and targets', expected: 'non-empty activates and targets, or a special' }),

  overFleetLimit: (where: string, units: number, limit: number) =>
    outOfRange(where, 'the fleet is over its fleet limit', `${units} units`, undefined, `${limit} (fleetLimit + Spaceports)`, '004, "Outfitting": you may not have more Units than your Fleet can hold'),

  upgradeOnNonShip: (where: string, unit: string) =>
    new ConfigError({ where, what: `"${unit}" is not a ship and cannot carry upgrades`, hint: '004, "Upgrade": Upgrades are added to Ships only' }),

  tooManyUpgrades: (where: string, unit: string, upgrades: number, slots: number) =>
    outOfRange(where, `more upgrades than slots on a ${unit}`, `${upgrades} upgrades`, undefined, `${slots} (printed slots + Cyber Factories + slot bonus)`, '004, "Outfitting": no more Upgrades than slots on your Ships'),

  damageTooHigh: (where: string, damage: number, defense: number) =>
    outOfRange(where, 'a unit starts with as much damage as its defense', damage, undefined, defense - 1, '004, "Glossary — Defense Value": it would already be destroyed'),

  buildingOverLimit: (where: string, building: string, count: number, limit: number, per: string) =>
    outOfRange(where, `too many ${building}`, count, undefined, `${limit} (${per})`),

  noShips: (where: string, player: string) =>
    new ConfigError({ where, what: `${player} has no ship`, expected: 'at least one Fighter Squadron, Cruiser or Destroyer', hint: '004, "Conquest": you can only participate in an Offensive if your fleet contains at least one Ship' }),

  duplicatePlayer: (where: string, name: string) =>
    new ConfigError({ where, what: `two players are named "${name}"`, hint: 'Player names label the outcomes; make them unique' }),

  reservedPlayerName: (where: string, name: string) =>
    new ConfigError({ where, what: `"${name}" is reserved for an outcome`, hint: 'Choose another player name' }),

  handTooLarge: (where: string, cards: number, limit: number) =>
    outOfRange(where, 'the starting hand is over the hand limit', `${cards} cards`, undefined, `${limit} (handLimit + Command Centers)`),

  handOverDeck: (where: string, card: string, wanted: number, inDeck: number) =>
    outOfRange(where, `the hands hold more "${card}" than the deck has`, wanted, undefined, inDeck),

  deckTooSmall: (where: string, needed: number, size: number) =>
    outOfRange(where, 'the deck cannot fill every hand', `${size} cards`, `${needed} (the sum of hand limits)`, undefined),

  /** Analysis (cost): a ship, or ship+upgrade, of the arsenal. */
  unknownItem: (where: string, id: string, ids: readonly string[]) =>
    unknownName(where, 'Titanium Wars item', id, ids, { expected: 'a ship key, or ship+upgrade (e.g. cruiser+laser-cannon)' }),

  noWhatIf: (where: string, field: string) =>
    new ConfigError({ where, what: `unknown field "${field}"`, expected: 'no field: what-if is not available for titanium (its arsenal is the printed one)', hint: 'Leave out --what-if for titanium' }),

  noCatalogOption: (catalog: string) =>
    new ConfigError({ where: '--catalog', what: 'titanium uses the printed arsenal', got: catalog, hint: 'Leave out --catalog for titanium' }),

  noTitaniumUnits: (where: string) =>
    new ConfigError({ where, what: 'no units given', expected: 'a list such as "2 cruiser+laser-cannon, destroyer"' }),

  unreadableTitaniumItem: (where: string, item: string) =>
    new ConfigError({ where, what: `cannot read "${item}"`, expected: '[count] unit[+upgrade…], e.g. "2 cruiser+armor"' }),

  badTitaniumCount: (where: string, item: string, count: string) =>
    new ConfigError({ where, what: `bad unit count in "${item}"`, got: count, expected: 'a whole number of at least 1' }),

  notAFleet: (where: string, entry: unknown) =>
    new ConfigError({ where, what: 'is not a Titanium Wars fleet', got: JSON.stringify(entry), expected: 'words such as "2 cruiser+laser-cannon, destroyer" or {fleet: [{unit, upgrades}]}' }),

  aboveTechLevel: (where: string, card: string, tech: number, level: number) =>
    new ConfigError({ where, what: `${card} needs Technological Level ${tech}`, got: `the player's level ${level}`, expected: `${tech} or more (one per Laboratory, at most 3)`, hint: `004, "Outfitting": you may not buy a card with a Technological Level higher than your own; add laboratory: ${tech} to buildings` }),

  overBuildingSlots: (where: string, buildings: number, slots: number) =>
    new ConfigError({ where, what: 'more buildings than building slots', got: `${buildings} buildings`, expected: `at most ${slots} (buildingSlots of the player's planets)`, hint: '004, "Outfitting": you may not have more Buildings than slots on your Planets; raise buildingSlots if your planets have more' }),

  overArsenalCopies: (where: string, card: string, count: number, copies: number) =>
    new ConfigError({ where, what: `more ${card} cards than the Arsenal holds`, got: String(count), expected: `at most ${copies} over all players`, hint: '004, "Outfitting": you may not buy a card that is no longer available in the Arsenal' }),
};
