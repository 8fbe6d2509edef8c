/**
 * TI4 space combat against exact values: rules 003 "COMBAT" (rolls d10 >= combat value, burst
 * dice, owner assigns hits, sustain damage), 002 "Space combat runs in rounds" (barrage in round 1,
 * space cannon after movement). Each Monte Carlo estimate must lie within 4 standard errors of the
 * exact probability, with the standard error derived from the sample size (fixed seeds, no retries).
 */
import { describe, expect, it } from 'vitest';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';
import { simulateTi4, standardError } from './support/ti4-helpers.js';

const BATTLES = 200_000;

describe('1 dreadnought vs 1 dreadnought, derived by hand', () => {
  // Each dreadnought hits on 5+ (p = 0.6) and needs two hits (sustain damage). From (i, j) hits
  // taken, a round with at least one hit moves the state; dividing out "both miss" (0.4²) gives:
  const p = 0.6;
  const q = 1 - p;
  const leave = 1 - q * q;
  const both = (p * p) / leave; // both hit
  const onlyA = (p * q) / leave; // only the attacker hits
  // From (1,1): both hit → draw; only A → A wins; only B → B wins.
  const win11 = onlyA;
  const draw11 = both;
  // From (0,1) (defender damaged): A hits → A wins (whether or not B hits); only B → (1,1).
  const win01 = both + onlyA + onlyA * win11;
  const draw01 = onlyA * draw11;
  // From (1,0) (attacker damaged): only A → (1,1); otherwise the attacker dies.
  const win10 = onlyA * win11;
  const draw10 = onlyA * draw11;
  const attackerWin = both * win11 + onlyA * win01 + onlyA * win10;
  const draw = both * draw11 + onlyA * draw01 + onlyA * draw10;

  it('has attackerWin 0.3732 and draw 0.2536 to four places', () => {
    expect(attackerWin).toBeCloseTo(0.3732, 4);
    expect(draw).toBeCloseTo(0.2536, 4);
  });

  it('the simulator agrees within 4 standard errors', () => {
    const mc = simulateTi4({ attacker: { units: { dreadnought: 1 } }, defender: { units: { dreadnought: 1 } } }, BATTLES, 11);
    expect(Math.abs(mc.attackerWin - attackerWin)).toBeLessThan(4 * standardError(attackerWin, BATTLES));
    expect(Math.abs(mc.draw - draw)).toBeLessThan(4 * standardError(draw, BATTLES));
  });
});

const u = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const times = (n: number, unit: OracleUnit) => Array.from({ length: n }, () => ({ ...unit }));
const dread = u('dreadnought', 5, { sustain: true });
const fighter = u('fighter', 9);
const fighter2 = u('fighter', 8);
const cruiser = u('cruiser', 7);
const cruiser2 = u('cruiser', 6);
const carrier = u('carrier', 9);
const destroyer = u('destroyer', 9, { barrage: { hitOn: 9, dice: 2 } });
const destroyer2 = u('destroyer', 8, { barrage: { hitOn: 6, dice: 3 } });
const warsun = u('warsun', 3, { dice: 3, sustain: true });
const pds = u('pds', 11, { dice: 0, structure: true, cannon: { hitOn: 6, dice: 1 } });
const pds2 = u('pds', 11, { dice: 0, structure: true, cannon: { hitOn: 5, dice: 1 } });

/** Small scenarios: the scenario as a user writes it, and the same battle for the oracle. */
const CASES: { name: string; raw: object; attacker: OracleUnit[]; defender: OracleUnit[] }[] = [
  { name: '2 fighters vs 1 cruiser', raw: { attacker: { units: { fighter: 2 } }, defender: { units: { cruiser: 1 } } }, attacker: times(2, fighter), defender: [cruiser] },
  { name: 'carrier + 2 fighters vs 2 destroyers (barrage)', raw: { attacker: { units: { carrier: 1, fighter: 2 } }, defender: { units: { destroyer: 2 } } }, attacker: [carrier, ...times(2, fighter)], defender: times(2, destroyer) },
  { name: '2 cruiser II vs a damaged dreadnought', raw: { attacker: { units: { cruiser: 2 }, upgrades: ['cruiser'] }, defender: { units: { dreadnought: 1 }, damaged: { dreadnought: 1 } } }, attacker: times(2, cruiser2), defender: [{ ...dread, damaged: true }] },
  { name: 'war sun vs 3 dreadnoughts', raw: { attacker: { units: { warsun: 1 } }, defender: { units: { dreadnought: 3 } } }, attacker: [warsun], defender: times(3, dread) },
  { name: '3 fighter II vs destroyer II (barrage 6+ x3)', raw: { attacker: { units: { fighter: 3 }, upgrades: ['fighter'] }, defender: { units: { destroyer: 1 }, upgrades: ['destroyer'] } }, attacker: times(3, fighter2), defender: [destroyer2] },
  { name: 'dreadnought vs 2 destroyers and a PDS', raw: { attacker: { units: { dreadnought: 1 } }, defender: { units: { destroyer: 2, pds: 1 } } }, attacker: [dread], defender: [...times(2, destroyer), pds] },
  { name: 'Xxcha flagship (space cannon 5 x3) vs 2 cruisers', raw: { attacker: { units: { cruiser: 2 } }, defender: { faction: 'xxcha', units: { flagship: 1 } } }, attacker: times(2, cruiser), defender: [u('flagship', 7, { dice: 2, sustain: true, cannon: { hitOn: 5, dice: 3 } })] },
  { name: 'Winnu flagship vs 2 cruisers and a fighter', raw: { attacker: { faction: 'winnu', units: { flagship: 1 } }, defender: { units: { cruiser: 2, fighter: 1 } } }, attacker: [u('flagship', 7, { dice: 'perOpponentNonFighterShip', sustain: true })], defender: [...times(2, cruiser), fighter] },
  { name: '2 dreadnoughts, one damaged, vs carrier and 3 fighters', raw: { attacker: { units: { dreadnought: 2 }, damaged: { dreadnought: 1 } }, defender: { units: { carrier: 1, fighter: 3 } } }, attacker: [{ ...dread, damaged: true }, dread], defender: [carrier, ...times(3, fighter)] },
  { name: 'a fighter against two PDS II and no ships', raw: { attacker: { units: { fighter: 1 } }, defender: { units: { pds: 2 }, upgrades: ['pds'] } }, attacker: [fighter], defender: times(2, pds2) },
  { name: 'Sol Advanced Carrier II (sustain) + fighter vs 2 cruisers', raw: { attacker: { faction: 'sol', units: { carrier: 1, fighter: 1 }, upgrades: ['carrier'] }, defender: { units: { cruiser: 2 } } }, attacker: [u('carrier', 9, { sustain: true }), fighter], defender: times(2, cruiser) },
  { name: 'PDS on both sides: 2 cruisers + PDS vs destroyer + PDS', raw: { attacker: { units: { cruiser: 2, pds: 1 } }, defender: { units: { destroyer: 1, pds: 1 } } }, attacker: [...times(2, cruiser), pds], defender: [destroyer, pds] },
];

describe('Monte Carlo agrees with the independent exact oracle', () => {
  CASES.forEach((c, i) => {
    it(`${c.name}`, () => {
      const exact = exactSpaceBattle(c.attacker, c.defender);
      expect(exact.attackerWin + exact.draw + exact.defenderWin).toBeCloseTo(1, 12);
      const mc = simulateTi4(c.raw, BATTLES, 100 + i);
      for (const outcome of ['attackerWin', 'draw', 'defenderWin'] as const) {
        expect(Math.abs(mc[outcome] - exact[outcome]), outcome).toBeLessThan(4 * standardError(exact[outcome], BATTLES));
      }
      expect(mc.roundCap).toBe(0);
    });
  });
});

describe('side symmetry', () => {
  CASES.slice(0, 10).forEach((c, i) => {
    it(`swapping sides mirrors the outcomes: ${c.name}`, () => {
      const exact = exactSpaceBattle(c.attacker, c.defender);
      const swappedExact = exactSpaceBattle(c.defender, c.attacker);
      expect(swappedExact.attackerWin).toBeCloseTo(exact.defenderWin, 12);
      expect(swappedExact.draw).toBeCloseTo(exact.draw, 12);
      const raw = c.raw as { attacker: object; defender: object };
      // A side with no ships cannot attack; those cases are one-way by nature.
      if (!c.defender.some((unit) => !unit.structure)) return;
      const mc = simulateTi4({ attacker: raw.defender, defender: raw.attacker }, BATTLES, 300 + i);
      expect(Math.abs(mc.attackerWin - exact.defenderWin)).toBeLessThan(4 * standardError(exact.defenderWin, BATTLES));
      expect(Math.abs(mc.defenderWin - exact.attackerWin)).toBeLessThan(4 * standardError(exact.attackerWin, BATTLES));
    });
  });
});
