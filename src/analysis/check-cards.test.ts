import { describe, expect, it } from 'vitest';
import { ti4Adapter } from '../games/ti4/analysis/adapter.js';
import type { FleetsFile } from './fleets-file.js';
import { figuresNaming, newlyIllegal, trackedFleetLegality } from './check-cards.js';

const tracked = (fleets: FleetsFile['fleets'], options: Record<string, unknown> = {}): FleetsFile => ({ adapter: ti4Adapter(), fleets, options });

describe('tracked fleets in a check', () => {
  it('records each fleet as legal or with the rule it breaks (the scenario check, the fleet not repeated)', () => {
    const fleets = tracked([
      { name: 'cruisers', fleet: { units: { cruiser: 3 } } },
      { name: 'stray fighters', fleet: { units: { fighter: 3, pds: -1 } } },
    ]);
    const legality = trackedFleetLegality(ti4Adapter(), fleets);
    expect(legality.cruisers).toBe('legal');
    expect(legality['stray fighters']).not.toBe('legal');
    expect(legality['stray fighters']).not.toMatch(/^stray fighters:/);
  });

  it('fails only on fleets that were legal in the baseline (or new) and are not now', () => {
    expect(newlyIllegal({ a: 'legal', b: 'over 30', c: 'legal' }, { a: 'over 30', b: 'over 31', c: 'legal', d: 'unknown ship' })).toEqual([
      { fleet: 'a', rule: 'over 30' },
      { fleet: 'd', rule: 'unknown ship' },
    ]);
  });

  it('links a card to the figures that name it: its cost ratio, a ship carrying it, matchups of fleets fielding it', () => {
    const fleets = tracked([
      { name: 'Sol line', fleet: { fleet: { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-captain'] }] } } },
      { name: 'Hacan', fleet: { fleet: { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { fighter: 2 } } } },
    ]);
    const ids = ['g cost ratio: sol-cruiser', 'g cost ratio: cruiser+sol-captain', 'g cost ratio: hacan-ark', 'g matchup: Sol line vs Hacan', 'g matchup: Hacan vs Sol line'];
    expect(figuresNaming('crew:sol-captain', ids, fleets)).toEqual(['g cost ratio: cruiser+sol-captain', 'g matchup: Sol line vs Hacan', 'g matchup: Hacan vs Sol line']);
    expect(figuresNaming('ship:hacan-ark', ids, fleets)).toEqual(['g cost ratio: hacan-ark', 'g matchup: Sol line vs Hacan', 'g matchup: Hacan vs Sol line']);
    expect(figuresNaming('crew:letnev-gunner', ids, fleets)).toEqual([]);
    // A faction's own unit: no cost ratio (items are base units), only fleets of that faction.
    expect(figuresNaming('unit:sol/cruiser', ['g cost ratio: cruiser', ...ids], tracked([{ name: 'Sol line', fleet: { faction: 'sol', units: { cruiser: 2 } } }, { name: 'Hacan', fleet: { faction: 'hacan', units: { cruiser: 2 } } }])))
      .toEqual(['g matchup: Sol line vs Hacan', 'g matchup: Hacan vs Sol line']);
  });
});
