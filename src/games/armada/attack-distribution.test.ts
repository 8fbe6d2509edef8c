import { describe, expect, it } from 'vitest';
import { attackDistribution } from './attack-distribution.js';
import { CRITICALS, type Critical } from './catalog-types.js';
import { damageShipInPlace } from './damage.js';
import { testScenario, testState } from './test-fixtures.js';

/** Brute force, independent of the closed forms: Pascal's triangle for hits, all 32 crit patterns. */
function bruteForce(beam: number, shields: number, hull: number, had: number, p: number) {
  const row = [1];
  for (let n = 1; n <= beam; n++) for (let k = n; k >= 0; k--) row[k] = (row[k] ?? 0) + (k > 0 ? row[k - 1] : 0);
  let destroyed = 0;
  let crit = 0;
  let two = 0;
  const byType = [0, 0, 0, 0, 0];
  let shield = 0;
  let hullDamage = 0;
  for (let k = 0; k <= beam; k++) {
    const pk = row[k] * p ** k * (1 - p) ** (beam - k);
    const sh = Math.min(k, shields);
    const hu = k - sh;
    shield += pk * sh;
    hullDamage += pk * Math.min(hu, hull);
    if (hu >= hull) { destroyed += pk; continue; }
    for (let mask = 0; mask < 32; mask++) {
      let bits = 0;
      for (let t = 0; t < 5; t++) bits += (mask >> t) & 1;
      const pm = (1 - p) ** bits * p ** (5 - bits);
      const crits = hu > 0 ? bits === 1 || bits === 2 : sh >= 3 && bits === 1;
      if (!crits) continue;
      crit += pk * pm;
      if (bits === 2) two += pk * pm;
      for (let t = 0; t < 5; t++) if ((mask >> t) & 1) byType[t] += pk * pm;
      if ((mask & had) !== 0) destroyed += pk * pm;
    }
  }
  return { destroyed, crit, two, byType, shield, hullDamage };
}

describe('salvo armada attack (000, "Damage" and "Critical Hits")', () => {
  it('agrees with the binomial/critical enumeration to 1e-9 for beam 1-10, shields 0-6, hull 1-6', () => {
    for (const [p, crits, had] of [[0.5, [], 0], [0.35, ['engineering'], 4], [0.7, ['bridge', 'shields'], 17]] as [number, Critical[], number][]) {
      for (let beam = 1; beam <= 10; beam++) {
        for (let shields = 0; shields <= 6; shields++) {
          for (let hull = 1; hull <= 6; hull++) {
            const a = attackDistribution({ beam, shields, hull, crits, p });
            const b = bruteForce(beam, shields, hull, had, p);
            expect(Math.abs(a.pDestroyed - b.destroyed)).toBeLessThan(1e-9);
            expect(Math.abs(a.pCrit - b.crit)).toBeLessThan(1e-9);
            expect(Math.abs(a.pTwoCrits - b.two)).toBeLessThan(1e-9);
            expect(Math.abs(a.expectedShieldDamage - b.shield)).toBeLessThan(1e-9);
            expect(Math.abs(a.expectedHullDamage - b.hullDamage)).toBeLessThan(1e-9);
            CRITICALS.forEach((c, t) => expect(Math.abs(a.pCritByType[c] - b.byType[t])).toBeLessThan(1e-9));
            expect(Math.abs(a.hits.reduce((s, x) => s + x, 0) - 1)).toBeLessThan(1e-9);
          }
        }
      }
    }
  });

  it('a Monte Carlo run of the simulator\'s own damage code agrees within 4 SE', () => {
    // Target: a Sol frigate (shields 2, hull 2) hit by a 5-counter beam; no crew, so no cancels.
    const scenario = testScenario({ faction: 'sol', ships: [{ ship: 'sol-frigate' }] }, { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] }, { pExplosion: 0.5 });
    const { st } = testState(scenario, 'attack-mc');
    const n = 100_000;
    let destroyed = 0;
    let critted = 0;
    for (let i = 0; i < n; i++) {
      st.reset();
      damageShipInPlace(st, 0, st.sampler.hits(st.rng, 5), true);
      if (st.alive[0] === 0) destroyed++;
      else if (st.crits[0] !== 0) critted++;
    }
    const exact = attackDistribution({ beam: 5, shields: 2, hull: 2, crits: [], p: 0.5 });
    const se = (p: number) => Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(destroyed / n - exact.pDestroyed)).toBeLessThanOrEqual(4 * se(exact.pDestroyed));
    expect(Math.abs(critted / n - exact.pCrit)).toBeLessThanOrEqual(4 * se(exact.pCrit));
  });

  it('rejects a pExplosion outside (0, 1) and names the option', () => {
    expect(() => attackDistribution({ beam: 3, shields: 1, hull: 1, crits: [], p: 1 })).toThrow('--p: pExplosion must be strictly between 0 and 1 — got 1.');
  });
});
