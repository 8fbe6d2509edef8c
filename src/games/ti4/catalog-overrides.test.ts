/**
 * What-if catalog changes (`overrides`, catalog.ts unitStats): a changed combat value or dice count
 * goes to the roll the unit has — a ship's space combat roll, a ground force's ground combat roll —
 * and a level key ("dreadnought2") wins over the plain key for that level. Unit values from the
 * printed unit cards (docs/scenario-format.md; rules 003 "MAKE COMBAT ROLLS").
 */
import { describe, expect, it } from 'vitest';
import { unitStats } from './catalog.js';

describe('unitStats with overrides', () => {
  it('infantry: a new combat value and dice count change its ground roll; it gets no space roll', () => {
    const infantry = unitStats('infantry', false, undefined, { infantry: { combat: 5, dice: 2 } });
    expect(infantry.ground).toEqual({ hitOn: 5, dice: 2 });
    expect(infantry.space).toBeUndefined();
  });

  it('cruiser: only the dice change, the printed 7 stays', () => {
    expect(unitStats('cruiser', false, undefined, { cruiser: { dice: 3 } }).space).toEqual({ hitOn: 7, dice: 3 });
  });

  it('a level key applies to its level only and wins over the plain key', () => {
    const overrides = { dreadnought: { combat: 6, cost: 3.5 }, dreadnought2: { combat: 4 } };
    expect(unitStats('dreadnought', false, undefined, overrides).space).toEqual({ hitOn: 6, dice: 1 });
    expect(unitStats('dreadnought', true, undefined, overrides).space).toEqual({ hitOn: 4, dice: 1 });
    expect(unitStats('dreadnought', true, undefined, overrides).cost).toBe(3.5);
  });

  it('a cost change alone leaves the roll as printed; a unit without a combat roll (PDS) ignores combat changes', () => {
    expect(unitStats('carrier', false, undefined, { carrier: { cost: 2 } })).toMatchObject({ cost: 2, space: { hitOn: 9, dice: 1 } });
    const pds = unitStats('pds', false, undefined, { pds: { combat: 4 } });
    expect(pds.space).toBeUndefined();
    expect(pds.ground).toBeUndefined();
  });
});
