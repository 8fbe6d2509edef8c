import { ConfigError, unknownNameHint } from '../../../core/errors.js';

/**
 * Every user-facing error of the whole Titanium Wars game, one function each (STYLE.md: "every
 * message is a function in one catalog"). Each returns a ConfigError: the CLI prints it, exits 2.
 */
export const gameErrors = {
  duplicateKey: (where: string, kind: string, key: string) =>
    new ConfigError({ where, what: `the ${kind} "${key}" is listed twice`, hint: 'Each key appears once' }),

  unknownName: (where: string, kind: string, name: string, known: readonly string[]) =>
    new ConfigError({ where, what: `unknown ${kind} "${name}"`, expected: `one of ${known.join(', ')}`, hint: unknownNameHint(name, known) }),

  eventWithoutAmount: (where: string, effect: string) =>
    new ConfigError({ where, what: `a ${effect} event needs an amount`, hint: 'production: credits each player collects on top; discount: credits off each card of its type' }),

  discountWithoutType: (where: string) =>
    new ConfigError({ where, what: 'a discount event needs a positive amount and a type', expected: 'type: unit | upgrade | building, amount > 0' }),

  notRead: (where: string, what: string, got: unknown) =>
    new ConfigError({ where, what: `${what} was not read`, got: JSON.stringify(got), expected: 'its contents', hint: 'Scenario files are read with loadScenarioFile, which reads the catalogs a whole-game scenario names' }),

  duplicatePlayer: (where: string, name: string) =>
    new ConfigError({ where, what: `two players are named "${name}"`, hint: 'Player names label the outcomes; make them unique' }),

  reservedPlayerName: (where: string, name: string) =>
    new ConfigError({ where, what: `"${name}" is reserved for an outcome`, hint: 'Choose another player name' }),

  leaderTaken: (where: string, leader: string) =>
    new ConfigError({ where, what: `the leader "${leader}" is given to two players`, hint: 'Each Leader card is in play once (004, "Setup")' }),

  tooFewLeaders: (where: string, needed: number, have: number) =>
    new ConfigError({ where, what: 'not enough leaders for every player to draw two', got: `${have} leaders`, expected: `at least ${needed} (2 per drawing player, plus the chosen ones)`, hint: '004, "Setup": each player draws 2 Leader cards and chooses one' }),

  deckTooSmall: (where: string, needed: number, size: number) =>
    new ConfigError({ where, what: 'the tactic deck cannot fill every hand', got: `${size} cards`, expected: `at least ${needed} (the largest hand limits)` }),

  noPlanets: (where: string, deposits: number, target: number) =>
    new ConfigError({ where, what: 'the planets hold fewer Titanium deposits than the target', got: `${deposits} deposits`, expected: `at least ${target}`, hint: 'Nobody could win; lower target or add planets' }),

  unknownCard: (where: string, card: string, known: readonly string[]) =>
    new ConfigError({ where, what: `unknown Arsenal card "${card}"`, expected: 'a unit, upgrade or building key', hint: unknownNameHint(card, known) }),

  whatIfField: (where: string, field: string, known: readonly string[]) =>
    new ConfigError({ where, what: `unknown field "${field}"`, expected: 'card.field, e.g. destroyer.cost or destructive-fire.count', hint: unknownNameHint(field, known) }),

  whatIfValue: (where: string, field: string, value: number, expected: string) =>
    new ConfigError({ where, what: `${field} cannot be ${value}`, got: String(value), expected }),

  policiesAndMix: (where: string) =>
    new ConfigError({ where, what: 'a player writes both policies and mix', expected: 'one of them: policies (one strategy) or mix (strategies drawn each game with their weights)', hint: 'Move the policies into the mix as one of its strategies, or drop the mix' }),

  mixWeights: (where: string, total: number) =>
    new ConfigError({ where, what: "the mix's weights do not add up to 1", got: `${Number(total.toFixed(6))}`, expected: '1 (each weight the chance the strategy is drawn in a game)', hint: 'e.g. weights 0.6 and 0.4' }),

  mixTooLarge: (where: string, combinations: number, most: number) =>
    new ConfigError({ where, what: 'the players\' mixes make too many combinations', got: `${combinations} combinations of strategies`, expected: `at most ${most}`, hint: 'Drop strategies of small weight from the mixes' }),
};
