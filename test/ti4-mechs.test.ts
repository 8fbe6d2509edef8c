/**
 * Mechs (issue 11): every mech's combat ability, applied when the mech is present (DEPLOY abilities
 * when the faction can deploy it), against a value derived from its text; and the mechs whose card
 * prints a unit ability (Letani Behemoth's PLANETARY SHIELD, Annihilator's BOMBARDMENT 8, Indomitus'
 * SPACE CANNON 8) against the oracle with those statistics typed here.
 */
import { describe, it } from 'vitest';
import { absorb, binomial, pHit } from './support/markov.js';
import { attackerWins, checkEffect, defenderWins, expectNear, runTi4 } from './support/effect-check.js';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';

const unit = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const times = (n: number, u: OracleUnit) => Array.from({ length: n }, () => ({ ...u }));
const infantry = unit('infantry', 8);
const mech = (hitOn = 6, extra: Partial<OracleUnit> = {}) => unit('mech', hitOn, { sustain: true, ...extra });
const cruiser = unit('cruiser', 7);

describe('mech abilities', () => {
  it('Shield Paling (Jol-Nar): the infantry on its planet roll without Fragile', () => {
    checkEffect({ id: 'shield-paling', raw: { place: 'ground', attacker: { units: { infantry: 3 } }, defender: { faction: 'jol-nar', units: { mech: 1, infantry: 2 } } }, side: 'defender', figure: defenderWins,
      derived: exactSpaceBattle(times(3, infantry), [mech(7), infantry, infantry]).defenderWin, derivedWithout: exactSpaceBattle(times(3, infantry), [mech(7), unit('infantry', 9), unit('infantry', 9)]).defenderWin, direction: 1 });
  });

  it("Moll Terminus (Mentak): the opponent's ground forces cannot sustain", () => {
    checkEffect({ id: 'moll-terminus', raw: { place: 'ground', attacker: { units: { mech: 1, infantry: 1 } }, defender: { faction: 'mentak', units: { mech: 1 } } }, side: 'defender', figure: defenderWins,
      derived: exactSpaceBattle([unit('mech', 6), infantry], [mech()]).defenderWin, derivedWithout: exactSpaceBattle([mech(), infantry], [mech()]).defenderWin, direction: 1 });
  });

  it("Valkyrie Exoskeleton (Sardakk): its sustain in ground combat produces 1 hit", () => {
    // A Sardakk mech (6, Unrelenting: 5) against 3 infantry: when it sustains, 1 more infantry dies.
    const solve = (valkyrie: boolean) =>
      absorb({ m: 2, n: 3 }, (s) => `${s.m}${s.n}`, (s) => {
        if (s.m === 0) return { end: s.n === 0 ? 'draw' : 'defenderWin' };
        if (s.n === 0) return { end: 'attackerWin' };
        const next: [number, typeof s][] = [];
        binomial(1, pHit(5)).forEach((pa, ha) =>
          binomial(s.n, pHit(8)).forEach((pd, hd) => {
            let { m } = s;
            let extra = 0;
            for (let h = 0; h < hd && m > 0; h++) {
              if (m === 2) {
                m = 1;
                if (valkyrie) extra = 1;
              } else {
                m = 0;
              }
            }
            next.push([pa * pd, { m, n: Math.max(0, s.n - ha - extra) }]);
          }),
        );
        return { next };
      });
    checkEffect({ id: 'valkyrie-exoskeleton', raw: { place: 'ground', attacker: { faction: 'sardakk', units: { mech: 1 } }, defender: { units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it('Quantum Manipulator (Nomad): a mech in the space area cancels a hit on the ships with its sustain', () => {
    checkEffect({ id: 'quantum-manipulator', raw: { attacker: { faction: 'nomad', units: { cruiser: 1, mech: 1 } }, defender: { units: { cruiser: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([unit('cruiser', 7, { sustain: true })], [cruiser]).attackerWin, derivedWithout: exactSpaceBattle([cruiser], [cruiser]).attackerWin, direction: 1 });
  });

  it("Iconoclast Ω (Naalu, Codex III, the current printing): other players cannot use ANTI-FIGHTER BARRAGE against the Naalu units", () => {
    // 2 destroyers (9, barrage 9 x2) against 3 Hybrid Crystal Fighters (8) and a mech on the planet.
    const destroyer = unit('destroyer', 9, { barrage: { hitOn: 9, dice: 2 } });
    checkEffect({ id: 'iconoclast', raw: { attacker: { units: { destroyer: 2 } }, defender: { faction: 'naalu', units: { fighter: 3, mech: 1 } } }, side: 'defender', figure: defenderWins,
      derived: exactSpaceBattle(times(2, unit('destroyer', 9)), times(3, unit('fighter', 8))).defenderWin, derivedWithout: exactSpaceBattle(times(2, destroyer), times(3, unit('fighter', 8))).defenderWin, direction: 1 });
  });

  it('Iconoclast, first printing (Naalu): +2 against an opponent with a relic fragment (listed)', () => {
    checkEffect({ id: 'iconoclast@original', raw: { place: 'ground', attacker: { faction: 'naalu', units: { mech: 1 }, effects: ['iconoclast@original'] }, defender: { units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([mech(4)], times(3, infantry)).attackerWin, derivedWithout: exactSpaceBattle([mech()], times(3, infantry)).attackerWin, direction: 1 });
  });

  it('Mordred (Nekro): +2 against an opponent with an X or Y token (listed)', () => {
    checkEffect({ id: 'mordred', raw: { place: 'ground', attacker: { faction: 'nekro', units: { mech: 1 }, effects: ['mordred'] }, defender: { units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([mech(4)], times(3, infantry)).attackerWin, derivedWithout: exactSpaceBattle([mech()], times(3, infantry)).attackerWin, direction: 1 });
  });

  it('Dunlain Reaper (Letnev, DEPLOY): 2 resources replace an infantry with a mech at the start of a round', () => {
    checkEffect({ id: 'dunlain-reaper', raw: { place: 'ground', attacker: { faction: 'letnev', units: { infantry: 2 }, tradeGoods: 2 }, defender: { units: { infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([mech(), infantry], times(2, infantry)).attackerWin, derivedWithout: exactSpaceBattle(times(2, infantry), times(2, infantry)).attackerWin, direction: 1 });
  });

  it("Moyin's Ashes (Yin, DEPLOY): Indoctrination brings a mech for 1 more influence", () => {
    checkEffect({ id: 'moyins-ashes', raw: { place: 'ground', attacker: { faction: 'yin', units: { infantry: 2 }, tradeGoods: 3 }, defender: { units: { infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([infantry, infantry, mech()], [infantry]).attackerWin, derivedWithout: exactSpaceBattle(times(3, infantry), [infantry]).attackerWin, direction: 1 });
  });
});

describe('unit abilities printed on mech cards', () => {
  const battles = 20_000;
  it("Letani Behemoth (Arborec): PLANETARY SHIELD blocks the attacker's bombardment", () => {
    const r = runTi4({ place: 'ground', attacker: { units: { dreadnought: 2, infantry: 3 } }, defender: { faction: 'arborec', units: { mech: 1, infantry: 1 } } }, battles);
    expectNear(r.outcomes.attackerWin.p, exactSpaceBattle(times(3, infantry), [mech(), infantry]).attackerWin, battles, 'no bombardment');
  });

  it('Annihilator (L1Z1X): BOMBARDMENT 8 before it lands', () => {
    const r = runTi4({ place: 'ground', attacker: { faction: 'l1z1x', units: { carrier: 1, mech: 1 } }, defender: { units: { infantry: 2 } } }, battles);
    expectNear(r.outcomes.attackerWin.p, exactSpaceBattle([mech(6, { cannon: { hitOn: 8, dice: 1 } })], times(2, infantry)).attackerWin, battles, 'bombardment 8');
  });

  it('Indomitus (Xxcha): SPACE CANNON 8 at arriving ships (offense) and at landing forces (defense)', () => {
    const r = runTi4({ attacker: { units: { cruiser: 1 } }, defender: { faction: 'xxcha', units: { mech: 2 } } }, battles);
    expectNear(r.outcomes.attackerWin.p, (1 - pHit(8)) ** 2, battles, 'space cannon offense');
    const g = runTi4({ place: 'ground', attacker: { units: { carrier: 1, infantry: 3 } }, defender: { faction: 'xxcha', units: { mech: 1 } } }, battles);
    const cannon = unit('pds', 11, { dice: 0, structure: true, cannon: { hitOn: 8, dice: 1 } });
    expectNear(g.outcomes.attackerWin.p, exactSpaceBattle(times(3, infantry), [cannon, mech()]).attackerWin, battles, 'space cannon defense');
  });
});
