/**
 * The exact solver (docs, model notes: TI4 "Exact solver") against 200,000 Monte Carlo battles per
 * scenario: every outcome within 4 standard errors (derived from the exact p and the sample size),
 * on space, ground and tactical scenarios with PDS, barrage, sustain, damaged units and upgrades.
 * Rules: 002 (space cannon, invasion), 003 (combat rounds, assign hits, sustain damage, invasion).
 */
import { describe, expect, it } from 'vitest';
import { exactTi4Result } from '../src/games/ti4/exact/result.js';
import { ti4 } from '../src/games/ti4/game.js';
import { simulateTi4, standardError } from './support/ti4-helpers.js';

const BATTLES = 200_000;
const side = (units: object, extra: object = {}) => ({ units, ...extra });

export const EXACT_SCENARIOS: [string, object][] = [
  ['space: dreadnought duel', { attacker: side({ dreadnought: 1 }), defender: side({ dreadnought: 1 }) }],
  ['space: fleet vs war sun (barrage, sustain)', { attacker: side({ dreadnought: 2, carrier: 1, fighter: 4 }), defender: side({ warsun: 1, destroyer: 2 }) }],
  ['space: cruiser II vs destroyers and PDS II', { attacker: side({ cruiser: 3 }, { upgrades: ['cruiser'] }), defender: side({ destroyer: 2, pds: 2 }, { upgrades: ['pds'] }) }],
  ['space: damaged dreadnoughts, sustainFirst false', { attacker: side({ cruiser: 4, destroyer: 2 }), defender: side({ dreadnought: 3, fighter: 2 }, { damaged: { dreadnought: 2 }, sustainFirst: false }) }],
  ['space: destroyer II barrage vs fighter II swarm', { attacker: side({ destroyer: 3, dreadnought: 1 }, { upgrades: ['destroyer'] }), defender: side({ carrier: 2, fighter: 8 }, { upgrades: ['fighter'] }) }],
  ['space: keepAlive carrier', { attacker: side({ carrier: 1, cruiser: 2, fighter: 2 }, { keepAlive: ['carrier'] }), defender: side({ destroyer: 3 }) }],
  ['space: kill order cruisers first', { attacker: side({ cruiser: 2, destroyer: 2, fighter: 2 }, { killOrder: ['cruiser', 'fighter'] }), defender: side({ dreadnought: 1, fighter: 3 }) }],
  ['space: war sun II vs dreadnought II', { attacker: side({ warsun: 1 }, { upgrades: ['warsun'] }), defender: side({ dreadnought: 3 }, { upgrades: ['dreadnought'] }) }],
  ['space: Sol flagship and advanced carriers', { attacker: side({ flagship: 1, carrier: 2, fighter: 4 }, { faction: 'sol', upgrades: ['carrier'] }), defender: side({ dreadnought: 2, destroyer: 2 }) }],
  ['space: L1Z1X super-dreadnought II', { attacker: side({ dreadnought: 2 }, { faction: 'l1z1x', upgrades: ['dreadnought'] }), defender: side({ cruiser: 3, fighter: 3 }) }],
  ['space: Winnu flagship', { attacker: side({ flagship: 1, fighter: 2 }, { faction: 'winnu' }), defender: side({ cruiser: 3 }) }],
  ['space: Saar flagship barrage', { attacker: side({ flagship: 1 }, { faction: 'saar' }), defender: side({ carrier: 1, fighter: 6 }) }],
  ['space: Xxcha flagship space cannon', { attacker: side({ cruiser: 3, destroyer: 1 }), defender: side({ flagship: 1, fighter: 2 }, { faction: 'xxcha' }) }],
  ['space: PDS on both sides', { attacker: side({ dreadnought: 1, cruiser: 2, pds: 1 }), defender: side({ carrier: 1, fighter: 3, pds: 2 }) }],
  ['space: defender with only PDS', { attacker: side({ fighter: 2, cruiser: 1 }), defender: side({ pds: 3 }) }],
  ['space: Argent strike wings II', { attacker: side({ destroyer: 3 }, { faction: 'argent', upgrades: ['destroyer'], without: ['raid-formation'] }), defender: side({ fighter: 5, carrier: 1 }) }],
  ['space: Titans Saturn Engine II', { attacker: side({ cruiser: 3 }, { faction: 'titans', upgrades: ['cruiser'] }), defender: side({ dreadnought: 2 }) }],
  ['ground: 2 infantry vs 2 PDS', { place: 'ground', attacker: side({ infantry: 2, carrier: 1 }), defender: side({ pds: 2 }) }],
  ['ground: infantry vs infantry', { place: 'ground', attacker: side({ infantry: 4, carrier: 1 }), defender: side({ infantry: 3 }) }],
  ['ground: mechs with sustain vs infantry II', { place: 'ground', attacker: side({ mech: 2, infantry: 1, carrier: 1 }), defender: side({ infantry: 4 }, { upgrades: ['infantry'] }) }],
  ['ground: bombardment by dreadnoughts', { place: 'ground', attacker: side({ dreadnought: 2, infantry: 3 }), defender: side({ infantry: 3, spacedock: 1 }) }],
  ['ground: planetary shield blocks bombardment', { place: 'ground', attacker: side({ dreadnought: 2, infantry: 3 }), defender: side({ infantry: 2, pds: 1 }) }],
  ['ground: war sun ignores the planetary shield', { place: 'ground', attacker: side({ warsun: 1, infantry: 3 }), defender: side({ infantry: 3, pds: 1 }) }],
  ['ground: space cannon defense by PDS II', { place: 'ground', attacker: side({ carrier: 1, infantry: 4 }), defender: side({ infantry: 2, pds: 2 }, { upgrades: ['pds'] }) }],
  ['ground: damaged mech', { place: 'ground', attacker: side({ carrier: 1, mech: 2 }, { damaged: { mech: 1 } }), defender: side({ infantry: 3 }) }],
  ['ground: Sol spec ops II', { place: 'ground', attacker: side({ carrier: 1, infantry: 3 }, { faction: 'sol', upgrades: ['infantry'] }), defender: side({ infantry: 3, mech: 1 }) }],
  ['tactical: take a lightly held planet', { place: 'tactical', attacker: side({ cruiser: 2, carrier: 1, infantry: 3 }), defender: side({ destroyer: 1, infantry: 2 }) }],
  ['tactical: PDS shoot twice', { place: 'tactical', attacker: side({ dreadnought: 1, carrier: 1, infantry: 4 }), defender: side({ fighter: 2, infantry: 2, pds: 2 }) }],
  ['tactical: barrage, bombardment and mechs', { place: 'tactical', attacker: side({ dreadnought: 2, destroyer: 1, carrier: 1, fighter: 2, infantry: 2, mech: 1 }), defender: side({ carrier: 1, fighter: 3, infantry: 3, mech: 1 }) }],
  ['tactical: losing space loses the troops', { place: 'tactical', attacker: side({ carrier: 2, infantry: 4 }), defender: side({ dreadnought: 1, infantry: 1 }) }],
  ['tactical: upgraded everything', { place: 'tactical', attacker: side({ cruiser: 2, destroyer: 2, carrier: 1, fighter: 3, infantry: 3 }, { upgrades: ['cruiser', 'destroyer', 'fighter', 'infantry'] }), defender: side({ dreadnought: 1, fighter: 2, infantry: 2, pds: 1 }, { upgrades: ['dreadnought', 'fighter', 'infantry', 'pds'] }) }],
];

describe(`exact solver vs ${BATTLES.toLocaleString('en')} Monte Carlo battles`, () => {
  it(`covers at least 30 scenarios`, () => expect(EXACT_SCENARIOS.length).toBeGreaterThanOrEqual(30));

  EXACT_SCENARIOS.forEach(([name, raw], i) => {
    it(name, () => {
      const exact = exactTi4Result(ti4.parseScenario({ game: 'ti4', ...raw }, 'test'));
      const total = Object.values(exact.outcomes).reduce((sum, e) => sum + e.p, 0);
      expect(total).toBeCloseTo(1, 9);
      const mc = simulateTi4(raw, BATTLES, 1000 + i);
      for (const outcome of ['attackerWin', 'draw', 'defenderWin'] as const) {
        const p = exact.outcomes[outcome].p;
        expect(Math.abs(mc[outcome] - p), outcome).toBeLessThanOrEqual(4 * standardError(p, BATTLES));
      }
    });
  });
});

describe('a ground battle of 2 infantry against a planet with only 2 PDS', () => {
  // Space cannon defense: two PDS each hit on 6+ (p = 1/2). Both hit with p = 1/4: both infantry
  // die and nobody is left (draw); otherwise at least one lands against no ground forces.
  const draw = 0.5 * 0.5;
  const attackerWin = 1 - draw;
  it('is attackerWin 0.75 and draw 0.25 exactly', () => {
    const r = exactTi4Result(ti4.parseScenario({ game: 'ti4', place: 'ground', attacker: { units: { infantry: 2, carrier: 1 } }, defender: { units: { pds: 2 } } }, 'test'));
    expect(r.outcomes.attackerWin.p).toBeCloseTo(attackerWin, 14);
    expect(r.outcomes.draw.p).toBeCloseTo(draw, 14);
    expect(r.outcomes.defenderWin.p).toBe(0);
  });
});

describe('a large battle', () => {
  // Its time is measured by `npm run bench` (bench/scenarios/ti4-exact-20-units.yaml: a median under
  // 50 ms), not asserted here, where it depends on the machine's load.
  it('solves fleets of 20 units (here 20 vs 22) to outcome probabilities that sum to 1, reporting its time', () => {
    const scenario = ti4.parseScenario({ game: 'ti4', attacker: { units: { dreadnought: 4, carrier: 3, fighter: 8, cruiser: 3, destroyer: 2 } }, defender: { units: { warsun: 2, destroyer: 4, fighter: 6, carrier: 2, pds: 2, dreadnought: 4 } } }, 'test');
    const r = exactTi4Result(scenario);
    expect(r.method).toBe('exact');
    expect(Object.values(r.outcomes).reduce((sum, e) => sum + e.p, 0)).toBeCloseTo(1, 9);
    expect(r.outcomes.defenderWin.p).toBeGreaterThan(r.outcomes.attackerWin.p);
    expect(r.provenance.wallSeconds).toBeGreaterThan(0);
  });
});
