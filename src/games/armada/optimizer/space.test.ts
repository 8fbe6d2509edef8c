import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../../core/rng.js';
import { sampleCatalog } from '../../../../test/support/bundled-data.js';
import { SAMPLE_CATALOG } from '../catalog.js';
import { FACTIONS } from '../catalog-types.js';
import { resolveFleet } from '../fleet.js';
import { fleetViolations } from '../legality.js';
import { factionDisks } from './disks.js';
import { armadaMoves } from './moves.js';
import { armadaSpace } from './space.js';

const sample = sampleCatalog();

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

describe('Armada optimizer: a pairing with a shared unique ship', () => {
  it('is played with the unique rule per fleet for that pairing, and noted (no candidate ranked on fewer opponents)', () => {
    const space = armadaSpace({ catalog: sample, catalogRef: SAMPLE_CATALOG, points: 30, factions: FACTIONS });
    const a = { faction: 'sol' as const, ships: [{ ship: 'fss-orion' }, { ship: 'sol-frigate' }] };
    const b = { faction: 'sol' as const, ships: [{ ship: 'fss-orion' }, { ship: 'sol-cruiser' }] };
    expect(space.adjustedPairs!()).toEqual([]);
    const played = space.matchup(a, b, 0);
    expect(played).toBeDefined();
    expect(played!.plan).toBeDefined();
    expect(space.adjustedPairs!()).toEqual(['sol: fss-orion, sol-frigate vs sol: fss-orion, sol-cruiser: both carry fss-orion']);
  });
});
