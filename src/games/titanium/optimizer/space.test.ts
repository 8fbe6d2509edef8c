import { describe, expect, it } from 'vitest';
import { bundledArsenal, sampleDeck } from '../../../../test/support/bundled-data.js';
import { checkTitaniumFleet, titaniumSpace } from './space.js';

const arsenal = bundledArsenal();
const deck = sampleDeck(arsenal);

describe('Titanium Wars: fleets within credits, fleet limit and tech level', () => {
  it('every listed fleet passes the Outfitting checks and costs at most the credits', () => {
    const space = titaniumSpace({ credits: 700, fleetLimit: 2, tech: 0, arsenal, deck });
    const fleets = space.enumerate(1000)!;
    expect(fleets.length).toBeGreaterThan(10);
    for (const fleet of fleets) {
      expect(() => checkTitaniumFleet(fleet, 2, 'test', arsenal)).not.toThrow();
      expect(space.cost(fleet)).toBeLessThanOrEqual(700);
      // Tech 0: no Interstellar Missile (tech 2) and no Blast Shield (tech 3).
      expect(space.name(fleet)).not.toMatch(/interstellar-missile|blast-shield/);
    }
    expect(fleets.map((f) => space.name(f))).toContain('cruiser+hyperdrive, fighter-squadron');
  });

  it('tech 3 opens the Blast Shield', () => {
    const space = titaniumSpace({ credits: 600, fleetLimit: 1, tech: 3, arsenal, deck });
    expect(space.enumerate(1000)!.map((f) => space.name(f))).toContain('cruiser+blast-shield');
  });
});
