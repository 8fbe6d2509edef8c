import { ConfigError } from '../../core/errors.js';

/**
 * Every user-facing optimizer error, one function each (STYLE.md: every message is a function in
 * one catalog, so tests compare against the same function), with the factories of core/errors.ts
 * where a message is of a shared kind. Each returns a ConfigError: the CLI prints it and exits 2.
 */
export const optimizerErrors = {
  nothingFits: (where: string, game: string, budget: string, cheapest?: { name: string; cost: number; unit: string }) =>
    new ConfigError({
      where,
      what: `no legal ${game} fleet fits the budget of ${budget}`,
      ...(cheapest
        ? { got: budget, expected: `at least ${cheapest.cost} ${cheapest.unit}, the cost of the cheapest legal fleet (${cheapest.name})`, hint: 'Raise the budget' }
        : { hint: 'No legal fleet exists at all with these limits: check the catalog, the faction and the fleet limits' }),
    }),

  fieldOfAnotherGame: (file: string, got: unknown, game: string) =>
    new ConfigError({
      where: file,
      what: got === undefined ? 'is not a field file: it names no game' : `is a field of ${String(got)} fleets, not ${game} fleets`,
      got: got === undefined ? 'no "game:" field' : `game: ${String(got)}`,
      expected: `game: ${game}`,
      hint: `A field file holds fleets of the game being optimized: "game: ${game}" and "fleets: [...]"`,
    }),

  fieldWithoutFleets: (file: string) =>
    new ConfigError({ where: `${file}: fleets`, what: 'a field needs at least one fleet', expected: 'a non-empty list under "fleets:"' }),

  badOption: (option: string, got: unknown, expected: string, hint?: string) =>
    new ConfigError({ where: option, what: 'is not valid', got: String(got), expected, ...(hint !== undefined ? { hint } : {}) }),

  /** A field entry that is neither words nor the game's fleet object. */
  notAFleet: (where: string, game: 'TI4' | 'Titanium Wars', entry: unknown) =>
    new ConfigError({
      where,
      what: `is not a ${game} fleet`,
      got: JSON.stringify(entry),
      expected: game === 'TI4'
        ? 'unit words such as "2 dreadnought, carrier" or {units: {...}, upgrades: [...]}'
        : 'words such as "2 cruiser+laser-cannon, destroyer" or {fleet: [{unit, upgrades}]}',
    }),
};
