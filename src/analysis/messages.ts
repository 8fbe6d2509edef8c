import { ConfigError, missing, unknownName, unknownNameHint } from '../core/errors.js';

/**
 * The analysis layer's user-facing errors (fleets files for matchups and fields), one function
 * each, built from the factories in core/errors.ts, so tests compare against the same functions.
 * The optimizer's are in optimizer/messages.ts; each game's analysis errors are in its folder.
 */
export const analysisErrors = {
  notAFleetsFile: (file: string) =>
    new ConfigError({ where: file, what: 'is not a fleets file', expected: 'game: …, fleets: [{ name: …, … }, …]' }),

  noGame: (file: string, games: readonly string[]) => missing(`${file}: game`, 'game', `game: ${games.join(' | ')}`, 'Add a "game:" line at the top'),

  otherGame: (file: string, game: string, expectedGame: string) =>
    new ConfigError({ where: `${file}: game`, what: `is a ${game} fleets file`, expected: `a ${expectedGame} file`, hint: 'Give fleets of the game being analysed' }),

  tooFewFleets: (file: string, fleets: unknown) =>
    new ConfigError({
      where: `${file}: fleets`,
      what: 'a matchup needs at least two fleets',
      got: Array.isArray(fleets) ? `${fleets.length}` : 'none',
      expected: 'a list of 2 or more fleets',
      hint: 'Add another fleet to compare against',
    }),

  unnamedFleet: (where: string) => new ConfigError({ where, what: 'a fleet needs a name', expected: '{ name: "…", … }' }),

  fleetNameTwice: (where: string, name: string) => new ConfigError({ where, what: `"${name}" is used twice`, hint: 'Give every fleet its own name' }),

  /** `salvo cost`: a reference unit whose cost is not positive (every equivalent cost is a count of it times its cost). */
  freeReference: (reference: string, cost: number, catalog: string) =>
    new ConfigError({
      where: `--reference ${reference}`,
      what: `costs ${cost} in ${catalog}: every equivalent cost is a number of reference units times its cost, so each would read 0`,
      expected: 'a reference unit with a positive cost',
      hint: 'Give it its cost in the catalog, or choose another --reference',
    }),

  /** `salvo cost --fair-within`: not a non-negative number. */
  badFairWithin: (value: unknown, unit: string) =>
    new ConfigError({ where: '--fair-within', what: 'must be a number of at least 0', got: String(value), expected: `a band in ${unit} around the listed cost, e.g. 0.25` }),

  /** `salvo cost armada --card`: not a card of the catalog. */
  unknownCard: (card: string, known: readonly string[]) => unknownName('--card', 'card', card, known, { expected: 'a ship, crew, tech or squadron id of the catalog' }),

  /** `cost armada --card C --host H` where H cannot carry or use C (card-items.ts cardHosts). */
  hostCannotCarry: (card: string, host: string, hosts: readonly string[]) =>
    new ConfigError({
      where: '--host',
      what: `${host} cannot carry or use ${card} (a ship of the card's faction that may legally carry it; torpedo tech needs a torpedo bay, squadron tech a carrier)`,
      got: host,
      expected: hosts.length > 0 ? `one of ${hosts.join(', ')}` : 'no ship: this card is priced without a host (a ship or squadron card)',
      hint: hosts.length > 0 ? `Leave --host out to price ${card} on every one of them` : 'Leave --host out',
    }),

  noBalanceAnalysis: (where: string, id: string, known: readonly string[]) =>
    new ConfigError({ where, what: `${id} has no balance analysis`, expected: `one of ${known.join(', ')}`, hint: unknownNameHint(id, known) }),
};
