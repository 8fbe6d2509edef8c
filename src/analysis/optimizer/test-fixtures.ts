import { parseCatalog } from '../../games/armada/catalog.js';
import type { Catalog } from '../../games/armada/catalog-types.js';
import type { RawFleet } from '../../games/armada/fleet.js';

/**
 * A hand-made Armada catalog whose best 21-point fleet is known by construction (tests only): the
 * Titan is far stronger than the Hulk and the Skiff per point, and one point is left for one Phaser
 * (+1 beam) after two Titans, so the best fleet is two Titans, one with the Phaser.
 */
export function handMadeCatalog(): Catalog {
  return parseCatalog({
    sample: false,
    ships: {
      'sol-titan': { name: 'Titan', faction: 'sol', size: 'large', shields: 5, hull: 6, beam: 6, capacity: 1, cost: 10 },
      'sol-hulk': { name: 'Hulk', faction: 'sol', size: 'standard', shields: 2, hull: 3, beam: 2, capacity: 1, cost: 10 },
      'sol-skiff': { name: 'Skiff', faction: 'sol', size: 'small', shields: 1, hull: 1, beam: 1, capacity: 1, cost: 5 },
    },
    crew: {},
    tech: { 'sol-phaser': { name: 'Phaser', faction: 'sol', type: 'beamWeapon', cost: 1, ability: { type: 'continuous', effect: 'beam', value: 1 } } },
    squadrons: {},
  }, 'hand-made catalog');
}

/** The best 21-point fleet of `handMadeCatalog`, in canonical form. */
export const HAND_MADE_BEST: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-titan', tech: ['sol-phaser'] }, { ship: 'sol-titan' }] };
