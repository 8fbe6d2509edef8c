import { describe, expect, it } from 'vitest';
import { ALL_EFFECTS } from '../effects/all-effects.js';
import { ti4Cards } from './cards.js';

describe('TI4 card fingerprints', () => {
  it('lists each base unit at each level, and a faction unit only where it differs from the base one', () => {
    const cards = ti4Cards({});
    expect(cards['unit:dreadnought-ii']).toEqual({
      'bombardment.dice': 1, 'bombardment.hitOn': 5, cost: 4, directHitImmune: true, groundForce: false,
      planetaryShield: false, ship: true, 'space.dice': 1, 'space.hitOn': 5, sustain: true,
    });
    expect(cards['unit:mech-ii']).toBeUndefined();
    expect(cards['unit:sol/carrier-ii']).toMatchObject({ sustain: true, cost: 3 });
    expect(cards['unit:sol/cruiser']).toBeUndefined();
    expect(cards['unit:nomad/flagship-ii']).toMatchObject({ 'barrage.hitOn': 5, 'barrage.dice': 3 });
    expect(cards['unit:l1z1x/mech']).toMatchObject({ 'bombardment.hitOn': 8 });
  });

  it('applies a catalog file\'s overrides to every unit of the type, faction variants included', () => {
    const changed = ti4Cards({ fighter: { cost: 1 }, cruiser2: { combat: 5 } });
    expect(changed['unit:fighter'].cost).toBe(1);
    expect(changed['unit:naalu/fighter-ii'].cost).toBe(1);
    expect(changed['unit:cruiser']['space.hitOn']).toBe(7);
    expect(changed['unit:cruiser-ii']['space.hitOn']).toBe(5);
    expect(changed['unit:titans/cruiser-ii']['space.hitOn']).toBe(5);
  });

  it('lists every effect with its printed text and how it plays', () => {
    const cards = ti4Cards({});
    const effects = Object.keys(cards).filter((id) => id.startsWith('effect:'));
    expect(effects).toHaveLength(ALL_EFFECTS.length);
    const first = ALL_EFFECTS[0];
    expect(cards[`effect:${first.id}`]).toMatchObject({ family: first.family, text: first.text, timing: first.timing });
  });
});
