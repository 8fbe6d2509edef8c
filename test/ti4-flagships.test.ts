/**
 * All 25 flagships (issue 11). First their printed statistics (faction sheets; the values are
 * typed here, not read from the catalog) against the exact oracle; then each flagship ability
 * against a value derived from its text (the oracle with the ability written into the units, or a
 * Markov chain), switched off with `without:` for the value without it.
 */
import { describe, expect, it } from 'vitest';
import { absorb, binomial, pHit } from './support/markov.js';
import { attackerWins, checkEffect, expectNear, runTi4 } from './support/effect-check.js';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';

const unit = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const times = (n: number, u: OracleUnit) => Array.from({ length: n }, () => ({ ...u }));
const cruiser = unit('cruiser', 7);
const fighter = unit('fighter', 9);
const infantry = unit('infantry', 8);
const dread = unit('dreadnought', 5, { sustain: true });
const ship = (hitOn: number, dice: number | 'perOpponentNonFighterShip', extra: Partial<OracleUnit> = {}) => unit('flagship', hitOn, { dice, sustain: true, ...extra });

/**
 * Printed flagship statistics; the value is the one its rolls hit on in a fight against 2 cruisers and
 * 2 fighters, after automatic faction abilities (Unrelenting +1, Fragile -1, Arvicon Rex +2).
 */
const FLAGSHIPS: { faction: string; name: string; flagship: OracleUnit; upgraded?: boolean; without?: string[] }[] = [
  { faction: 'arborec', name: 'Duha Menaimon', flagship: ship(7, 2) },
  { faction: 'argent', name: 'Quetzecoatl', flagship: ship(7, 2) },
  { faction: 'creuss', name: 'Hil Colish', flagship: ship(5, 1) },
  { faction: 'empyrean', name: 'Dynamo', flagship: ship(5, 2) },
  { faction: 'hacan', name: 'Wrath of Kenara', flagship: ship(7, 2) },
  // 6, Fragile: 7; natural 9 and 10 make 2 more hits.
  { faction: 'jol-nar', name: 'J.N.S. Hylarim', flagship: ship(7, 2, { hitsByFace: [0, 0, 0, 0, 0, 0, 1, 1, 3, 3] }) },
  { faction: 'keleres', name: 'Artemiris', flagship: ship(7, 2) },
  { faction: 'l1z1x', name: '[0.0.1]', flagship: ship(5, 2), without: ['001'] },
  { faction: 'letnev', name: 'Arc Secundus', flagship: ship(5, 2), without: ['arc-secundus'] },
  { faction: 'mahact', name: 'Arvicon Rex', flagship: ship(3, 2) },
  { faction: 'mentak', name: 'Fourth Moon', flagship: ship(7, 2) },
  { faction: 'muaat', name: 'The Inferno', flagship: ship(5, 2) },
  { faction: 'naalu', name: 'Matriarch', flagship: ship(9, 2) },
  { faction: 'naaz-rokha', name: 'Visz El Vir', flagship: ship(9, 2) },
  { faction: 'nekro', name: 'The Alastor', flagship: ship(9, 2) },
  { faction: 'nomad', name: 'Memoria', flagship: ship(7, 2, { barrage: { hitOn: 8, dice: 3 } }) },
  { faction: 'nomad', name: 'Memoria II', flagship: ship(5, 2, { barrage: { hitOn: 5, dice: 3 } }), upgraded: true },
  { faction: 'saar', name: 'Son of Ragh', flagship: ship(5, 2, { barrage: { hitOn: 6, dice: 4 } }) },
  { faction: 'sardakk', name: "C'morran N'orr", flagship: ship(5, 2) },
  { faction: 'sol', name: 'Genesis', flagship: ship(5, 2) },
  { faction: 'titans', name: 'Ouranos', flagship: ship(7, 2) },
  { faction: 'vuil-raith', name: 'The Terror Between', flagship: ship(5, 2) },
  { faction: 'winnu', name: 'Salai Sai Corian', flagship: ship(7, 'perOpponentNonFighterShip') },
  { faction: 'xxcha', name: 'Loncara Ssodu', flagship: ship(7, 2, { cannon: { hitOn: 5, dice: 3 } }) },
  { faction: 'yin', name: 'Van Hauge', flagship: ship(9, 2), without: ['van-hauge'] },
  { faction: 'yssaril', name: "Y'sia Y'ssrila", flagship: ship(5, 2) },
];

describe('the 25 flagships: printed statistics against 2 cruisers and 2 fighters', () => {
  const battles = 20_000;
  it('lists every faction once (and Memoria II)', () => {
    expect(new Set(FLAGSHIPS.map((f) => f.faction)).size).toBe(25);
  });
  for (const f of FLAGSHIPS) {
    it(`${f.name} (${f.faction})`, () => {
      const raw = { attacker: { faction: f.faction, units: { flagship: 1 }, ...(f.upgraded ? { upgrades: ['flagship'] } : {}), ...(f.without ? { without: f.without } : {}) }, defender: { units: { cruiser: 2, fighter: 2 } } };
      const r = runTi4(raw, battles);
      const exact = exactSpaceBattle([f.flagship], [cruiser, cruiser, fighter, fighter]);
      expectNear(r.outcomes.attackerWin.p, exact.attackerWin, battles, `${f.name} attackerWin`);
      expectNear(r.outcomes.defenderWin.p, exact.defenderWin, battles, `${f.name} defenderWin`);
    });
  }

  it('Arc Secundus (BOMBARDMENT 5 x3) and The Terror Between (BOMBARDMENT 5) bombard an invaded planet', () => {
    for (const [faction, dice] of [['letnev', 3], ['vuil-raith', 1]] as const) {
      const r = runTi4({ place: 'ground', attacker: { faction, units: { flagship: 1, infantry: 2 } }, defender: { units: { infantry: 3 } } }, battles);
      const bombard = unit('flagship', 11, { dice: 0, structure: true, cannon: { hitOn: 5, dice } });
      expectNear(r.outcomes.attackerWin.p, exactSpaceBattle([bombard, infantry, infantry], times(3, infantry)).attackerWin, battles, `${faction} bombardment`);
    }
  });
});

describe('flagship abilities', () => {
  it("C'morran N'orr: +1 to the other Sardakk ships (they die before it, so it always applies)", () => {
    checkEffect({ id: 'cmorran-norr', raw: { attacker: { faction: 'sardakk', units: { flagship: 1, cruiser: 2 } }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(5, 2), unit('cruiser', 5), unit('cruiser', 5)], times(3, cruiser)).attackerWin,
      derivedWithout: exactSpaceBattle([ship(5, 2), unit('cruiser', 6), unit('cruiser', 6)], times(3, cruiser)).attackerWin, direction: 1 });
  });

  it('J.N.S. Hylarim: natural 9 and 10 make 2 additional hits', () => {
    checkEffect({ id: 'jns-hylarim', raw: { attacker: { faction: 'jol-nar', units: { flagship: 1 } }, defender: { units: { dreadnought: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(7, 2, { hitsByFace: [0, 0, 0, 0, 0, 0, 1, 1, 3, 3] })], [dread, dread]).attackerWin,
      derivedWithout: exactSpaceBattle([ship(7, 2)], [dread, dread]).attackerWin, direction: 1 });
  });

  it('[0.0.1]: its hits go to non-fighter ships first', () => {
    // The L1Z1X flagship (5 x2) against a dreadnought and 3 fighters (9): state (flagship, dread, fighters).
    const solve = (restricted: boolean) =>
      absorb({ f: 2, d: 2, n: 3 }, (s) => `${s.f}${s.d}${s.n}`, (s) => {
        const theirs = (s.d > 0 ? 1 : 0) + s.n;
        if (s.f === 0 || theirs === 0) return { end: s.d > 0 ? 'dreadnoughtSurvives' : 'dreadnoughtLost' };
        const next: [number, typeof s][] = [];
        binomial(2, pHit(5)).forEach((pa, ha) =>
          binomial(s.d > 0 ? 1 : 0, pHit(5)).forEach((pd, hd) =>
            binomial(s.n, pHit(9)).forEach((pn, hn) => {
              let { d, n } = s;
              let hits = ha;
              if (restricted) {
                const onDread = Math.min(d, hits);
                d -= onDread;
                hits -= onDread;
                n = Math.max(0, n - hits);
              } else {
                if (hits > 0 && d === 2) {
                  d = 1;
                  hits--;
                }
                const fighters = Math.min(n, hits);
                n -= fighters;
                hits -= fighters;
                d = Math.max(0, d - hits);
              }
              next.push([pa * pd * pn, { f: Math.max(0, s.f - hd - hn), d, n }]);
            }),
          ),
        );
        return { next };
      });
    checkEffect({ id: '001', raw: { attacker: { faction: 'l1z1x', units: { flagship: 1 } }, defender: { units: { dreadnought: 1, fighter: 3 } } }, side: 'attacker', figure: (r) => r.survival.defender.dreadnought.survives.p,
      derived: solve(true).dreadnoughtSurvives, derivedWithout: solve(false).dreadnoughtSurvives, direction: -1 });
  });

  it('Arc Secundus: repaired at the start of every space combat round', () => {
    const solve = (repair: boolean) =>
      absorb({ f: 2, c: 3 }, (s) => `${s.f}${s.c}`, (s) => {
        if (s.f === 0) return { end: s.c === 0 ? 'draw' : 'defenderWin' };
        if (s.c === 0) return { end: 'attackerWin' };
        const start = repair ? 2 : s.f;
        const next: [number, typeof s][] = [];
        binomial(2, pHit(5)).forEach((pa, ha) => binomial(s.c, pHit(7)).forEach((pd, hd) => next.push([pa * pd, { f: Math.max(0, start - hd), c: Math.max(0, s.c - ha) }])));
        return { next };
      });
    checkEffect({ id: 'arc-secundus', raw: { attacker: { faction: 'letnev', units: { flagship: 1 } }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it("Fourth Moon: the opponent's ships cannot sustain", () => {
    checkEffect({ id: 'fourth-moon', raw: { attacker: { faction: 'mentak', units: { flagship: 1 } }, defender: { units: { dreadnought: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(7, 2)], times(2, unit('dreadnought', 5))).attackerWin, derivedWithout: exactSpaceBattle([ship(7, 2)], [dread, dread]).attackerWin, direction: 1 });
  });

  it('Van Hauge: when it is destroyed, every ship in the system is destroyed', () => {
    const plain = exactSpaceBattle([ship(9, 2)], times(3, dread));
    checkEffect({ id: 'van-hauge', raw: { attacker: { faction: 'yin', units: { flagship: 1 } }, defender: { units: { dreadnought: 3 } } }, side: 'attacker', figure: (r) => r.outcomes.draw.p,
      derived: plain.draw + plain.defenderWin, derivedWithout: plain.draw, direction: 1 });
  });

  it('The Alastor: the Nekro ground forces fight as ships', () => {
    checkEffect({ id: 'the-alastor', raw: { attacker: { faction: 'nekro', units: { flagship: 1, infantry: 4 } }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(9, 2), ...times(4, infantry)], times(3, cruiser)).attackerWin, derivedWithout: exactSpaceBattle([ship(9, 2)], times(3, cruiser)).attackerWin, direction: 1 });
  });

  it('Matriarch: the Naalu fighters land and fight as ground forces', () => {
    const crystal = unit('fighter', 8);
    checkEffect({ id: 'matriarch', raw: { place: 'ground', attacker: { faction: 'naalu', units: { flagship: 1, fighter: 2, infantry: 1 } }, defender: { units: { infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([crystal, crystal, infantry], [infantry, infantry]).attackerWin, derivedWithout: exactSpaceBattle([infantry], [infantry, infantry]).attackerWin, direction: 1 });
  });

  it('Quetzecoatl: no space cannon against the Argent ships', () => {
    const pds = unit('pds', 11, { dice: 0, structure: true, cannon: { hitOn: 6, dice: 1 } });
    const destroyer = unit('destroyer', 9);
    checkEffect({ id: 'quetzecoatl', raw: { attacker: { faction: 'argent', units: { flagship: 1, cruiser: 1 } }, defender: { units: { pds: 3, destroyer: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(7, 2), cruiser], [destroyer]).attackerWin, derivedWithout: exactSpaceBattle([ship(7, 2), cruiser], [pds, pds, pds, destroyer]).attackerWin, direction: 1 });
  });

  it('Arvicon Rex: +2 to its rolls against an opponent whose token is not in the Mahact fleet pool', () => {
    checkEffect({ id: 'arvicon-rex', raw: { attacker: { faction: 'mahact', units: { flagship: 1 } }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(3, 2)], times(3, cruiser)).attackerWin, derivedWithout: exactSpaceBattle([ship(5, 2)], times(3, cruiser)).attackerWin, direction: 1 });
  });

  it('Visz El Vir: the Naaz-Rokha mechs roll 1 more die (the Eidolon fights in space, and on the ground)', () => {
    // In space the Eidolon is Z-Grav Eidolon, which has no SUSTAIN DAMAGE; on the ground it has.
    const eidolon = (dice: number) => unit('mech', 8, { dice });
    checkEffect({ id: 'visz-el-vir', raw: { attacker: { faction: 'naaz-rokha', units: { flagship: 1, mech: 1 } }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(9, 2), eidolon(3)], times(3, cruiser)).attackerWin, derivedWithout: exactSpaceBattle([ship(9, 2), eidolon(2)], times(3, cruiser)).attackerWin, direction: 1 });
    const onGround = (dice: number) => unit('mech', 6, { dice, sustain: true });
    checkEffect({ id: 'visz-el-vir', raw: { place: 'ground', attacker: { faction: 'naaz-rokha', units: { flagship: 1, mech: 1 } }, defender: { units: { infantry: 4 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([onGround(3)], times(4, infantry)).attackerWin, derivedWithout: exactSpaceBattle([onGround(2)], times(4, infantry)).attackerWin, direction: 1 });
  });

  it('Wrath of Kenara: a trade good turns a die that missed by 1 into a hit', () => {
    // Hacan flagship (7 x2) with 2 trade goods against 2 cruisers; a die shows 7+ (0.4), 6 (0.1) or less.
    const solve = (tradeGoods: number) =>
      absorb({ f: 2, c: 2, tg: tradeGoods }, (s) => `${s.f}${s.c}${s.tg}`, (s) => {
        if (s.f === 0) return { end: s.c === 0 ? 'draw' : 'defenderWin' };
        if (s.c === 0) return { end: 'attackerWin' };
        const die = [0.5, 0.1, 0.4]; // miss, near miss, hit
        const next: [number, typeof s][] = [];
        for (let a = 0; a < 3; a++) {
          for (let b = 0; b < 3; b++) {
            const near = Number(a === 1) + Number(b === 1);
            const spent = Math.min(near, s.tg);
            const hits = Number(a === 2) + Number(b === 2) + spent;
            binomial(s.c, pHit(7)).forEach((pd, hd) => next.push([die[a] * die[b] * pd, { f: Math.max(0, s.f - hd), c: Math.max(0, s.c - hits), tg: s.tg - spent }]));
          }
        }
        return { next };
      });
    checkEffect({ id: 'wrath-of-kenara', raw: { attacker: { faction: 'hacan', units: { flagship: 1 }, tradeGoods: 2 }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(2).attackerWin, derivedWithout: solve(0).attackerWin, direction: 1 });
  });

  it('Salai Sai Corian: 1 die per opposing non-fighter ship (1 die without the ability)', () => {
    checkEffect({ id: 'salai-sai-corian', raw: { attacker: { faction: 'winnu', units: { flagship: 1 } }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([ship(7, 'perOpponentNonFighterShip')], times(3, cruiser)).attackerWin, derivedWithout: exactSpaceBattle([ship(7, 1)], times(3, cruiser)).attackerWin, direction: 1 });
  });

  it('Dynamo: 2 influence repair a unit right after it sustains', () => {
    // Empyrean flagship (5 x2) with 2 trade goods against 3 cruisers: the first sustain is undone.
    const solve = (tradeGoods: number) =>
      absorb({ f: 2, c: 3, tg: tradeGoods }, (s) => `${s.f}${s.c}${s.tg}`, (s) => {
        if (s.f === 0) return { end: s.c === 0 ? 'draw' : 'defenderWin' };
        if (s.c === 0) return { end: 'attackerWin' };
        const next: [number, typeof s][] = [];
        binomial(2, pHit(5)).forEach((pa, ha) =>
          binomial(s.c, pHit(7)).forEach((pd, hd) => {
            let { f, tg } = s;
            for (let h = 0; h < hd && f > 0; h++) {
              if (f === 2) {
                f = 1;
                if (tg >= 2) {
                  tg -= 2;
                  f = 2;
                }
              } else {
                f = 0;
              }
            }
            next.push([pa * pd, { f, c: Math.max(0, s.c - ha), tg }]);
          }),
        );
        return { next };
      });
    checkEffect({ id: 'dynamo', raw: { attacker: { faction: 'empyrean', units: { flagship: 1 }, tradeGoods: 2 }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(2).attackerWin, derivedWithout: solve(0).attackerWin, direction: 1 });
  });
});
