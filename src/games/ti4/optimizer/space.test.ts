import { describe, expect, it } from 'vitest';
import { ti4Space } from './space.js';

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
