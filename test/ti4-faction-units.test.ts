/**
 * Faction unit upgrades (their printed statistics, typed here from the unit cards) and faction
 * technologies that change combat (issue 11), each against a value derived here.
 */
import { describe, expect, it } from 'vitest';
import { absorb, binomial, pHit } from './support/markov.js';
import { attackerWins, checkEffect, expectNear, runTi4 } from './support/effect-check.js';
import { roundChain } from './support/round-chain.js';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';

const unit = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const times = (n: number, u: OracleUnit) => Array.from({ length: n }, () => ({ ...u }));
const infantry = unit('infantry', 8);
const cruiser = unit('cruiser', 7);
const destroyer = unit('destroyer', 9);
const fighter = unit('fighter', 9);
const dread = unit('dreadnought', 5, { sustain: true });

describe('faction unit upgrades: printed statistics', () => {
  const battles = 20_000;
  const ground = (u: OracleUnit) => ({ ...u });
  const CASES: { name: string; raw: object; attacker: OracleUnit[]; defender: OracleUnit[] }[] = [
    { name: 'Spec Ops (Sol infantry, 7)', raw: { place: 'ground', attacker: { faction: 'sol', units: { infantry: 3 } }, defender: { units: { infantry: 3 } } }, attacker: times(3, unit('infantry', 7)), defender: times(3, infantry) },
    { name: 'Spec Ops II (6)', raw: { place: 'ground', attacker: { faction: 'sol', units: { infantry: 3 }, upgrades: ['infantry'] }, defender: { units: { infantry: 3 } } }, attacker: times(3, unit('infantry', 6)), defender: times(3, infantry) },
    { name: 'Letani Warrior II (Arborec infantry, 7)', raw: { place: 'ground', attacker: { faction: 'arborec', units: { infantry: 3 }, upgrades: ['infantry'] }, defender: { units: { infantry: 3 } } }, attacker: times(3, unit('infantry', 7)), defender: times(3, infantry) },
    { name: 'Crimson Legionnaire II (Mahact infantry, 7)', raw: { place: 'ground', attacker: { faction: 'mahact', units: { infantry: 3 }, upgrades: ['infantry'] }, defender: { units: { infantry: 3 } } }, attacker: times(3, unit('infantry', 7)), defender: times(3, infantry) },
    { name: 'Advanced Carrier II (Sol, sustain)', raw: { attacker: { faction: 'sol', units: { carrier: 2 }, upgrades: ['carrier'] }, defender: { units: { cruiser: 2 } } }, attacker: times(2, unit('carrier', 9, { sustain: true })), defender: times(2, cruiser) },
    { name: 'Saturn Engine II (Titans cruiser, 6, sustain)', raw: { attacker: { faction: 'titans', units: { cruiser: 2 }, upgrades: ['cruiser'] }, defender: { units: { cruiser: 3 } } }, attacker: times(2, unit('cruiser', 6, { sustain: true })), defender: times(3, cruiser) },
    { name: 'Strike Wing Alpha (Argent destroyer, 8, barrage 9 x2)', raw: { attacker: { faction: 'argent', units: { destroyer: 2 }, without: ['raid-formation'] }, defender: { units: { cruiser: 1, fighter: 3 } } }, attacker: times(2, unit('destroyer', 8, { barrage: { hitOn: 9, dice: 2 } })), defender: [cruiser, ...times(3, fighter)] },
    { name: 'Strike Wing Alpha II (7, barrage 6 x3)', raw: { attacker: { faction: 'argent', units: { destroyer: 2 }, upgrades: ['destroyer'], without: ['raid-formation'] }, defender: { units: { cruiser: 1, fighter: 3 } } }, attacker: times(2, unit('destroyer', 7, { barrage: { hitOn: 6, dice: 3 } })), defender: [cruiser, ...times(3, fighter)] },
    { name: 'Hybrid Crystal Fighter (Naalu, 8)', raw: { attacker: { faction: 'naalu', units: { fighter: 4 } }, defender: { units: { cruiser: 2 } } }, attacker: times(4, unit('fighter', 8)), defender: times(2, cruiser) },
    { name: 'Hybrid Crystal Fighter II (7)', raw: { attacker: { faction: 'naalu', units: { fighter: 4 }, upgrades: ['fighter'] }, defender: { units: { cruiser: 2 } } }, attacker: times(4, unit('fighter', 7)), defender: times(2, cruiser) },
    { name: 'Super-Dreadnought II (L1Z1X, 4)', raw: { attacker: { faction: 'l1z1x', units: { dreadnought: 1 }, upgrades: ['dreadnought'] }, defender: { units: { cruiser: 3 } } }, attacker: [unit('dreadnought', 4, { sustain: true })], defender: times(3, cruiser) },
    { name: 'Prototype War Sun II (Muaat, 3 x3, sustain)', raw: { attacker: { faction: 'muaat', units: { warsun: 1 }, upgrades: ['warsun'] }, defender: { units: { dreadnought: 3 } } }, attacker: [unit('warsun', 3, { dice: 3, sustain: true })], defender: times(3, dread) },
    { name: 'Exotrireme (Sardakk, BOMBARDMENT 4 x2)', raw: { place: 'ground', attacker: { faction: 'sardakk', units: { dreadnought: 1, infantry: 2 }, without: ['unrelenting'] }, defender: { units: { infantry: 3 } } }, attacker: [unit('dreadnought', 11, { dice: 0, structure: true, cannon: { hitOn: 4, dice: 2 } }), ground(infantry), ground(infantry)], defender: times(3, infantry) },
    { name: 'Hel-Titan (Titans PDS: ground force 7, sustain, space cannon defense 6)', raw: { place: 'ground', attacker: { units: { carrier: 1, infantry: 4 } }, defender: { faction: 'titans', units: { pds: 1, infantry: 1 } } }, attacker: times(4, infantry), defender: [unit('pds', 7, { sustain: true, cannon: { hitOn: 6, dice: 1 } }), infantry] },
    { name: 'Hel-Titan II (6, space cannon 5)', raw: { place: 'ground', attacker: { units: { carrier: 1, infantry: 4 } }, defender: { faction: 'titans', units: { pds: 1, infantry: 1 }, upgrades: ['pds'] } }, attacker: times(4, infantry), defender: [unit('pds', 6, { sustain: true, cannon: { hitOn: 5, dice: 1 } }), infantry] },
  ];
  for (const c of CASES) {
    it(c.name, () => {
      const r = runTi4(c.raw, battles);
      const exact = exactSpaceBattle(c.attacker, c.defender);
      expectNear(r.outcomes.attackerWin.p, exact.attackerWin, battles, 'attackerWin');
      expectNear(r.outcomes.defenderWin.p, exact.defenderWin, battles, 'defenderWin');
    });
  }

  it("Hel-Titan's PLANETARY SHIELD blocks bombardment", () => {
    const r = runTi4({ place: 'ground', attacker: { units: { dreadnought: 2, infantry: 3 } }, defender: { faction: 'titans', units: { pds: 1 } } }, battles);
    const titan = unit('pds', 7, { sustain: true, cannon: { hitOn: 6, dice: 1 } });
    expectNear(r.outcomes.attackerWin.p, exactSpaceBattle(times(3, infantry), [titan]).attackerWin, battles, 'no bombardment');
  });
});

describe('faction unit abilities and faction technologies', () => {
  it('Exotrireme II (Sardakk): after a round it destroys itself and the 2 most valuable enemy ships', () => {
    // Exotrireme II (5, Unrelenting: 4, sustain) and a cruiser (6) against a dreadnought and a cruiser.
    type S = { x: number; c: number; d: number; e: number };
    const solve = (ability: boolean) =>
      absorb<S>({ x: 2, c: 1, d: 2, e: 1 }, (s) => `${s.x}${s.c}${s.d}${s.e}`, (s) => {
        const mine = Number(s.x > 0) + s.c;
        const theirs = Number(s.d > 0) + s.e;
        if (mine === 0 || theirs === 0) return { end: mine > 0 ? 'attackerWin' : theirs > 0 ? 'defenderWin' : 'draw' };
        const next: [number, S][] = [];
        binomial(s.x > 0 ? 1 : 0, pHit(4)).forEach((p1, h1) =>
          binomial(s.c, pHit(6)).forEach((p2, h2) =>
            binomial(s.d > 0 ? 1 : 0, pHit(5)).forEach((p3, h3) =>
              binomial(s.e, pHit(7)).forEach((p4, h4) => {
                let { x, c, d, e } = s;
                let onMe = h3 + h4;
                if (onMe > 0 && x === 2) { x = 1; onMe--; }
                if (onMe > 0 && c === 1) { c = 0; onMe--; }
                if (onMe > 0) x = 0;
                let onThem = h1 + h2;
                if (onThem > 0 && d === 2) { d = 1; onThem--; }
                if (onThem > 0 && e === 1) { e = 0; onThem--; }
                if (onThem > 0) d = 0;
                if (ability && x > 0 && d > 0 && e > 0) {
                  x = 0;
                  d = 0;
                  e = 0;
                }
                next.push([p1 * p2 * p3 * p4, { x, c, d, e }]);
              }),
            ),
          ),
        );
        return { next };
      });
    checkEffect({ id: 'exotrireme-ii', raw: { attacker: { faction: 'sardakk', units: { dreadnought: 1, cruiser: 1 }, upgrades: ['dreadnought'] }, defender: { units: { dreadnought: 1, cruiser: 1 } } }, side: 'attacker', figure: (r) => r.outcomes.defenderWin.p,
      derived: solve(true).defenderWin, derivedWithout: solve(false).defenderWin, direction: -1 });
  });

  it('Strike Wing Alpha II (Argent): barrage 9s and 10s destroy the infantry the attacker carries', () => {
    const win = exactSpaceBattle([unit('carrier', 9)], [unit('destroyer', 7)]).attackerWin;
    checkEffect({ id: 'strike-wing-alpha-ii', raw: { attacker: { units: { carrier: 1, infantry: 4 } }, defender: { faction: 'argent', units: { destroyer: 1 }, upgrades: ['destroyer'] } }, side: 'defender', figure: (r) => r.survivors.attacker.infantry[4],
      derived: win * (1 - pHit(9)) ** 3, derivedWithout: win, direction: -1 });
  });

  it("Valkyrie Particle Weave (Sardakk): 1 more hit after a ground round in which the opponent hit", () => {
    const sardakkInfantry = { hitOn: 7, rank: 0 };
    const theirs = { hitOn: 8, rank: 0 };
    checkEffect({ id: 'valkyrie-particle-weave', raw: { place: 'ground', attacker: { faction: 'sardakk', units: { infantry: 2 }, effects: ['valkyrie-particle-weave'] }, defender: { units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([sardakkInfantry, sardakkInfantry], [theirs, theirs, theirs], { hitWhenHitA: 1 }).attackerWin, derivedWithout: roundChain([sardakkInfantry, sardakkInfantry], [theirs, theirs, theirs]).attackerWin, direction: 1 });
  });

  it('Non-Euclidean Shielding (Letnev): a sustain cancels 2 hits', () => {
    const dreadnought = { hitOn: 5, sustain: true, rank: 1 };
    const c = { hitOn: 7, rank: 0 };
    checkEffect({ id: 'noneuclidean-shielding', raw: { attacker: { faction: 'letnev', units: { dreadnought: 1 }, effects: ['noneuclidean-shielding'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([dreadnought], [c, c, c], { sustainAbsorbsA: 2 }).attackerWin, derivedWithout: roundChain([dreadnought], [c, c, c]).attackerWin, direction: 1 });
  });

  it('L4 Disruptors (Letnev): no space cannon defense against the Letnev invasion', () => {
    const pds = unit('pds', 11, { dice: 0, structure: true, cannon: { hitOn: 6, dice: 1 } });
    checkEffect({ id: 'l4-disruptors', raw: { place: 'ground', attacker: { faction: 'letnev', units: { carrier: 1, infantry: 3 }, effects: ['l4-disruptors'] }, defender: { units: { pds: 2, infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(3, infantry), times(2, infantry)).attackerWin, derivedWithout: exactSpaceBattle(times(3, infantry), [pds, pds, infantry, infantry]).attackerWin, direction: 1 });
  });

  it('Supercharge (Naaz-Rokha): +1 to every roll in the first round', () => {
    const c = { hitOn: 7, rank: 0 };
    checkEffect({ id: 'supercharge', raw: { attacker: { faction: 'naaz-rokha', units: { cruiser: 3 }, effects: ['supercharge'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([c, c, c], [c, c, c], { bonusA: (round) => (round === 1 ? 1 : 0) }).attackerWin, derivedWithout: roundChain([c, c, c], [c, c, c]).attackerWin, direction: 1 });
  });

  it('Dimensional Splicer (Creuss): 1 hit the Creuss player assigns at the start of space combat', () => {
    checkEffect({ id: 'dimensional-splicer', raw: { attacker: { faction: 'creuss', units: { cruiser: 2 }, effects: ['dimensional-splicer'] }, defender: { units: { cruiser: 1, destroyer: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([cruiser, cruiser], [destroyer]).attackerWin, derivedWithout: exactSpaceBattle([cruiser, cruiser], [cruiser, destroyer]).attackerWin, direction: 1 });
  });

  it('Impulse Core (Yin): a destroyer is sacrificed for a hit the opponent puts on a non-fighter ship', () => {
    // The opponent's cheapest non-fighter ship is a cruiser, worth more than the destroyer: it is used.
    checkEffect({ id: 'impulse-core', raw: { attacker: { faction: 'yin', units: { destroyer: 1, cruiser: 2 }, effects: ['impulse-core'], without: ['devotion'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([cruiser, cruiser], [cruiser, cruiser]).attackerWin, derivedWithout: exactSpaceBattle([destroyer, cruiser, cruiser], times(3, cruiser)).attackerWin, direction: 1 });
    // Against a dreadnought (it would only sustain) it is kept.
    const r = runTi4({ attacker: { faction: 'yin', units: { destroyer: 1, cruiser: 2 }, effects: ['impulse-core'], without: ['devotion'] }, defender: { units: { dreadnought: 1 } } }, 20_000);
    expectNear(r.outcomes.attackerWin.p, exactSpaceBattle([destroyer, cruiser, cruiser], [dread]).attackerWin, 20_000, 'not used against a sustain');
  });

  it('faction technologies belong to their faction', () => {
    expect(() => runTi4({ attacker: { units: { cruiser: 1 }, effects: ['noneuclidean-shielding'] }, defender: { units: { cruiser: 1 } } }, 1)).toThrow(/attacker.effects.0: "noneuclidean-shielding" cannot be used here: it belongs to the letnev \(faction: letnev\)/);
  });
});
