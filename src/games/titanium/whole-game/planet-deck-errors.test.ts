/**
 * A Planet/Event deck that lists a card twice is refused, naming the file and the place of the
 * second copy (catalogs.ts parsePlanetDeck; README "Errors": `where: what`).
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/errors.js';
import { parsePlanetDeck } from './catalogs.js';

const phyte = {
  key: 'phyte',
  event: { name: 'Anti-Matter Shower', effect: 'upgrades-ignored' },
  planet: { name: 'Phyte', production: 100, buildingSlots: 2, bonus: { fleet: 1 }, deposits: 2 },
};

describe('a Planet/Event deck with a card listed twice', () => {
  it('is a ConfigError at `<file>: cards.<i>.key`', () => {
    expect(() => parsePlanetDeck({ name: 'twice', cards: [phyte, phyte] }, 'planets.yaml', 'inline')).toThrow(ConfigError);
    expect(() => parsePlanetDeck({ name: 'twice', cards: [phyte, phyte] }, 'planets.yaml', 'inline')).toThrow(/^planets\.yaml: cards\.1\.key: the card "phyte" is listed twice/);
  });
});
