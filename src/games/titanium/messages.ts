import { ConfigError, unknownNameHint } from '../../core/errors.js';

/**
 * Every user-facing Titanium Wars error, one function each (STYLE.md: "every message is a function
 * in one catalog, so tests compare against the same function"). Each returns a ConfigError: the
 * CLI prints it and exits 2.
 */
export const titaniumErrors = {
  duplicateKey: (where: string, kind: string, key: string) =>
    new ConfigError({ where, what: `the ${kind} "${key}" is listed twice`, hint: 'Each key appears once; use count for copies' }),

  unknownName: (where: string, kind: string, name: string, known: readonly string[]) =>
    new ConfigError({ where, what: `unknown ${kind} "${name}"`, expected: `one of ${known.join(', ')}`, hint: unknownNameHint(name, known) }),

  missingField: (where: string, field: string, why: string) =>
    new ConfigError({ where, what: `missing field "${field}"`, hint: why }),

  deckCountMismatch: (where: string, sum: number, size: number) =>
    new ConfigError({ where, what: 'the card counts do not sum to the deck size', got: `${sum} cards`, expected: `${size} (size)`, hint: 'Fix a count or the size' }),

  specialWithActivation: (where: string, special: string) =>
    new ConfigError({ where, what: `a ${special} card activates no units`, hint: 'Remove activates and targets: 004, "Special Tactics": do not calculate Total Attack Strength' }),

  attackCardWithoutUnits: (where: string) =>
    new ConfigError({ where, what: 'an attack card needs activated units and targets', expected: 'non-empty activates and targets, or a special' }),

  overFleetLimit: (where: string, units: number, limit: number) =>
    new ConfigError({ where, what: 'the fleet is over its fleet limit', got: `${units} units`, expected: `at most ${limit} (fleetLimit + Spaceports)`, hint: '004, "Outfitting": you may not have more Units than your Fleet can hold' }),

  upgradeOnNonShip: (where: string, unit: string) =>
    new ConfigError({ where, what: `"${unit}" is not a ship and cannot carry upgrades`, hint: '004, "Upgrade": Upgrades are added to Ships only' }),

  tooManyUpgrades: (where: string, unit: string, upgrades: number, slots: number) =>
    new ConfigError({ where, what: `more upgrades than slots on a ${unit}`, got: `${upgrades} upgrades`, expected: `at most ${slots} (printed slots + Cyber Factories + slot bonus)`, hint: '004, "Outfitting": no more Upgrades than slots on your Ships' }),

  damageTooHigh: (where: string, damage: number, defense: number) =>
    new ConfigError({ where, what: 'a unit starts with as much damage as its defense', got: String(damage), expected: `at most ${defense - 1}`, hint: '004, "Glossary — Defense Value": it would already be destroyed' }),

  buildingOverLimit: (where: string, building: string, count: number, limit: number, per: string) =>
    new ConfigError({ where, what: `too many ${building}`, got: String(count), expected: `at most ${limit} (${per})` }),

  noShips: (where: string, player: string) =>
    new ConfigError({ where, what: `${player} has no ship`, expected: 'at least one Fighter Squadron, Cruiser or Destroyer', hint: '004, "Conquest": you can only participate in an Offensive if your fleet contains at least one Ship' }),

  duplicatePlayer: (where: string, name: string) =>
    new ConfigError({ where, what: `two players are named "${name}"`, hint: 'Player names label the outcomes; make them unique' }),

  reservedPlayerName: (where: string, name: string) =>
    new ConfigError({ where, what: `"${name}" is reserved for an outcome`, hint: 'Choose another player name' }),

  handTooLarge: (where: string, cards: number, limit: number) =>
    new ConfigError({ where, what: 'the starting hand is over the hand limit', got: `${cards} cards`, expected: `at most ${limit} (handLimit + Command Centers)` }),

  handOverDeck: (where: string, card: string, wanted: number, inDeck: number) =>
    new ConfigError({ where, what: `the hands hold more "${card}" than the deck has`, got: String(wanted), expected: `at most ${inDeck}` }),

  deckTooSmall: (where: string, needed: number, size: number) =>
    new ConfigError({ where, what: 'the deck cannot fill every hand', got: `${size} cards`, expected: `at least ${needed} (the sum of hand limits)` }),

  aboveTechLevel: (where: string, card: string, tech: number, level: number) =>
    new ConfigError({ where, what: `${card} needs Technological Level ${tech}`, got: `the player's level ${level}`, expected: `${tech} or more (one per Laboratory, at most 3)`, hint: `004, "Outfitting": you may not buy a card with a Technological Level higher than your own; add laboratory: ${tech} to buildings` }),

  overBuildingSlots: (where: string, buildings: number, slots: number) =>
    new ConfigError({ where, what: 'more buildings than building slots', got: `${buildings} buildings`, expected: `at most ${slots} (buildingSlots of the player's planets)`, hint: '004, "Outfitting": you may not have more Buildings than slots on your Planets; raise buildingSlots if your planets have more' }),

  overArsenalCopies: (where: string, card: string, count: number, copies: number) =>
    new ConfigError({ where, what: `more ${card} cards than the Arsenal holds`, got: String(count), expected: `at most ${copies} over all players`, hint: '004, "Outfitting": you may not buy a card that is no longer available in the Arsenal' }),
};
