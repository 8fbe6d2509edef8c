import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../core/rng.js';
import { bundledArsenal, sampleCatalog, sampleDeck } from '../../../test/support/bundled-data.js';
import { SAMPLE_CATALOG } from '../../games/armada/catalog.js';
import { FACTIONS } from '../../games/armada/catalog-types.js';
import { resolveFleet } from '../../games/armada/fleet.js';
import { fleetViolations } from '../../games/armada/legality.js';
import { factionDisks } from './armada-disks.js';
import { armadaMoves } from './armada-moves.js';
import { armadaSpace } from './armada-space.js';
import { ti4Space } from './ti4-space.js';
import { checkTitaniumFleet, titaniumSpace } from './titanium-space.js';

const sample = sampleCatalog();
const arsenal = bundledArsenal();
const deck = sampleDeck(arsenal);

describe('Armada: dominated disks and legal saturated fleets', () => {
  it('drops a disk only where an unlimited or class disk can always replace it', () => {
    const byFaction = new Map(factionDisks(sample).map((d) => [d.faction, d]));
    // N'orr marines (command 1, combat 3, unlimited) dominate Mercenary marines (0, 2) for Sardakk only.
    expect(byFaction.get('sardakk')!.crew.map((c) => c.id)).not.toContain('merc-marines');
    expect(byFaction.get('sardakk')!.crew.map((c) => c.id)).toContain('sardakk-marines');
    expect(byFaction.get('hacan')!.crew.map((c) => c.id)).toContain('merc-marines');
    // Unique ships are never pruned (two different unique ships can share a fleet).
    expect(byFaction.get('sol')!.ships.map((s) => s.id).sort()).toEqual(['fss-orion', 'fss-predator', 'sol-carrier', 'sol-cruiser', 'sol-dreadnought', 'sol-frigate']);
  });

  it('random fleets and their neighbours are legal, within 30 points and saturated', () => {
    const space = armadaSpace({ catalog: sample, catalogRef: SAMPLE_CATALOG, points: 30, factions: FACTIONS });
    const moves = new Map(factionDisks(sample).map((d) => [d.faction, armadaMoves(d, sample, 30)]));
    const rng = new RandomStream('spaces-test');
    const fleets = Array.from({ length: 24 }, () => space.random(rng)!);
    fleets.push(...space.neighbours(fleets[0], rng, 6));
    for (const fleet of fleets) {
      expect(fleetViolations(resolveFleet(fleet, sample, 'test'), 30)).toEqual([]);
      expect(space.cost(fleet)).toBeLessThanOrEqual(30);
      expect(moves.get(fleet.faction)!.additions(fleet)).toEqual([]);
    }
    expect(new Set(fleets.map((f) => f.faction)).size).toBe(4);
    expect(space.enumerate(400)).toBeUndefined();
  });
});

describe('TI4: fleets within resources, fleet supply and capacity', () => {
  it('lists exactly the saturated fleets a brute-force count finds', () => {
    const R = 10;
    const F = 3;
    const space = ti4Space({ resources: R, fleetSupply: F, upgrades: [] });
    const listed = new Set(space.enumerate(1000)!.map((f) => JSON.stringify(f.units)));
    const expected = new Set<string>();
    // Dreadnought 4 (capacity 1), carrier 3 (capacity 4), cruiser 2, destroyer 1, fighter ½.
    const legal = (d: number, c: number, k: number, e: number, m: number) =>
      4 * d + 3 * c + 2 * k + e + m / 2 <= R && d + c + k + e <= F && m <= 4 * c + d;
    for (let d = 0; d <= F; d++) for (let c = 0; c <= F; c++) for (let k = 0; k <= F; k++) for (let e = 0; e <= F; e++) for (let m = 0; m <= 20; m++) {
      if (!legal(d, c, k, e, m) || d + c + k + e === 0) continue;
      const saturated = !legal(d + 1, c, k, e, m) && !legal(d, c + 1, k, e, m) && !legal(d, c, k + 1, e, m) && !legal(d, c, k, e + 1, m) && !legal(d, c, k, e, m + 1);
      if (!saturated) continue;
      const units = Object.fromEntries(Object.entries({ carrier: c, cruiser: k, destroyer: e, dreadnought: d, fighter: m }).filter(([, n]) => n > 0));
      expected.add(JSON.stringify(units));
    }
    expect(listed).toEqual(expected);
    expect(listed.has(JSON.stringify({ carrier: 2, destroyer: 1, fighter: 6 }))).toBe(true);
  });

  it('upgrades raise capacity (Carrier II: 6) and "warsun" makes war suns buildable', () => {
    const space = ti4Space({ resources: 12, fleetSupply: 1, upgrades: ['carrier', 'warsun'] });
    const names = space.enumerate(1000)!.map((f) => space.name(f));
    expect(names).toContain('carrier II, 6 fighter');
    expect(names).toContain('warsun II');
  });
});

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
