/**
 * Promissory notes, leaders (agents, commanders, heroes) and agendas that act in combat (issue 11),
 * each against a value derived here from its text: the exact oracle with the card written into the
 * units, a round-by-round chain, or a Markov chain.
 */
import { describe, it } from 'vitest';
import { absorb, binomial, pHit } from './support/markov.js';
import { attackerWins, checkEffect, defenderWins, expectEffect, runTi4 } from './support/effect-check.js';
import { roundChain } from './support/round-chain.js';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';

const unit = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const times = (n: number, u: OracleUnit) => Array.from({ length: n }, () => ({ ...u }));
const infantry = unit('infantry', 8);
const cruiser = unit('cruiser', 7);
const dread = unit('dreadnought', 5, { sustain: true });
const pds = unit('pds', 11, { dice: 0, structure: true, cannon: { hitOn: 6, dice: 1 } });
const bombard = (hitOn: number, dice = 1) => unit('dreadnought', 11, { dice: 0, structure: true, cannon: { hitOn, dice } });
const c7 = { hitOn: 7, rank: 0 };
const i8 = { hitOn: 8, rank: 0 };
const miss6 = 1 - pHit(6);

/** 2 cruisers against 2 cruisers where the attacker's first-round roll is changed by `roundOne`. */
function cruiserDuel(roundOne: (a: number, d: number) => [number, number, number][]) {
  return absorb({ a: 2, d: 2, r: 1 }, (s) => `${s.a}${s.d}${s.r}`, (s) => {
    if (s.a === 0 || s.d === 0) return { end: s.a > 0 ? 'attackerWin' : s.d > 0 ? 'defenderWin' : 'draw' };
    const next: [number, typeof s][] = [];
    const outcomes: [number, number, number][] = s.r === 1 ? roundOne(s.a, s.d) : binomial(s.a, pHit(7)).flatMap((pa, ha) => binomial(s.d, pHit(7)).map((pd, hd): [number, number, number] => [pa * pd, ha, hd]));
    for (const [p, ha, hd] of outcomes) next.push([p, { a: Math.max(0, s.a - hd), d: Math.max(0, s.d - ha), r: 2 }]);
    return { next };
  });
}

describe('promissory notes', () => {
  it("Tekklar Legion: +1 to the holder's ground rolls, -1 to the N'orr's", () => {
    checkEffect({ id: 'tekklar-legion', raw: { place: 'ground', attacker: { units: { carrier: 1, infantry: 3 }, effects: ['tekklar-legion'] }, defender: { faction: 'sardakk', units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(3, unit('infantry', 7)), times(3, infantry)).attackerWin, derivedWithout: exactSpaceBattle(times(3, infantry), times(3, unit('infantry', 7))).attackerWin, direction: 1 });
  });

  it('Strike Wing Ambuscade: 1 more die on the first unit-ability roll', () => {
    // A lone cruiser against a PDS (no ships): it wins when it survives the space cannon.
    checkEffect({ id: 'strike-wing-ambuscade', raw: { attacker: { units: { cruiser: 1 } }, defender: { units: { pds: 1 }, effects: ['strike-wing-ambuscade'] } }, side: 'defender', figure: attackerWins,
      derived: miss6 ** 2, derivedWithout: miss6, direction: -1 });
  });

  it("War Funding: in round 1 the opponent's lucky roll is rerolled, and every own miss", () => {
    const p = pHit(7);
    const derived = cruiserDuel((a, d) => {
      const out: [number, number, number][] = [];
      binomial(a, 1 - (1 - p) ** 2).forEach((pa, ha) =>
        binomial(d, p).forEach((pd, hd) => {
          // Expected hits 0.8: a roll of 1 or more is rerolled.
          if (hd === 0) out.push([pa * pd, ha, 0]);
          else binomial(d, p).forEach((pr, hr) => out.push([pa * pd * pr, ha, hr]));
        }),
      );
      return out;
    });
    checkEffect({ id: 'war-funding', raw: { attacker: { units: { cruiser: 2 }, effects: ['war-funding'] }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: derived.attackerWin, derivedWithout: roundChain([c7, c7], [c7, c7]).attackerWin, direction: 1 });
  });

  it("The Cavalry: a carrier fights with Memoria's sustain, combat value and barrage", () => {
    const cavalry = unit('carrier', 7, { dice: 2, sustain: true, barrage: { hitOn: 8, dice: 3 } });
    checkEffect({ id: 'the-cavalry', raw: { attacker: { units: { carrier: 1, cruiser: 1 }, effects: ['the-cavalry'] }, defender: { units: { cruiser: 2, fighter: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([cavalry, cruiser], [cruiser, cruiser, unit('fighter', 9)]).attackerWin, derivedWithout: exactSpaceBattle([unit('carrier', 9), cruiser], [cruiser, cruiser, unit('fighter', 9)]).attackerWin, direction: 1 });
  });

  it('Greyfire Mutagen: 1 opposing infantry becomes the holder\'s', () => {
    checkEffect({ id: 'greyfire-mutagen', raw: { place: 'ground', attacker: { units: { infantry: 2 }, effects: ['greyfire-mutagen'] }, defender: { units: { infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(3, infantry), [infantry]).attackerWin, derivedWithout: exactSpaceBattle(times(2, infantry), times(2, infantry)).attackerWin, direction: 1 });
  });

  it("Ragh's Call: the Saar ground forces leave; the attacker holds the planet if any of its forces survive space cannon defense", () => {
    checkEffect({ id: 'raghs-call', raw: { place: 'ground', attacker: { units: { carrier: 1, infantry: 2 }, effects: ['raghs-call'] }, defender: { faction: 'saar', units: { infantry: 3, pds: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: 1 - pHit(6) ** 2, derivedWithout: exactSpaceBattle(times(2, infantry), [pds, pds, ...times(3, infantry)]).attackerWin, direction: 1 });
  });
});

describe('agents', () => {
  it('Viscount Unlenn: 1 ship rolls 1 more die in the first space round', () => {
    checkEffect({ id: 'viscount-unlenn', raw: { attacker: { units: { cruiser: 3 }, effects: ['viscount-unlenn'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([c7, c7, c7], [c7, c7, c7], { extraDiceA: (r) => (r === 1 ? 1 : 0) }).attackerWin, derivedWithout: roundChain([c7, c7, c7], [c7, c7, c7]).attackerWin, direction: 1 });
  });

  it('Evelyn DeLouis: 1 ground force rolls 1 more die in the first ground round', () => {
    checkEffect({ id: 'evelyn-delouis', raw: { place: 'ground', attacker: { units: { infantry: 3 }, effects: ['evelyn-delouis'] }, defender: { units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([i8, i8, i8], [i8, i8, i8], { extraDiceA: (r) => (r === 1 ? 1 : 0) }).attackerWin, derivedWithout: roundChain([i8, i8, i8], [i8, i8, i8]).attackerWin, direction: 1 });
  });

  it('Tellurian: the first hit that would destroy a cruiser is cancelled', () => {
    // Between identical cruisers, one cancelled hit is one sustain.
    checkEffect({ id: 'tellurian', raw: { attacker: { units: { cruiser: 2 }, effects: ['tellurian'] }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([unit('cruiser', 7, { sustain: true }), cruiser], [cruiser, cruiser]).attackerWin, derivedWithout: exactSpaceBattle([cruiser, cruiser], [cruiser, cruiser]).attackerWin, direction: 1 });
  });

  it("The Thundarian: after a roll in which the opponent's hits exceed yours by 2, both roll again", () => {
    const p = pHit(7);
    const solve = (agent: boolean) =>
      absorb({ a: 3, d: 3, used: false }, (s) => `${s.a}${s.d}${s.used}`, (s) => {
        if (s.a === 0 || s.d === 0) return { end: s.a > 0 ? 'attackerWin' : s.d > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(s.a, p).forEach((pa, ha) =>
          binomial(s.d, p).forEach((pd, hd) => {
            if (agent && !s.used && hd >= ha + 2) {
              binomial(s.a, p).forEach((qa, ka) => binomial(s.d, p).forEach((qd, kd) => next.push([pa * pd * qa * qd, { a: Math.max(0, s.a - kd), d: Math.max(0, s.d - ka), used: true }])));
            } else {
              next.push([pa * pd, { a: Math.max(0, s.a - hd), d: Math.max(0, s.d - ha), used: s.used }]);
            }
          }),
        );
        return { next };
      });
    checkEffect({ id: 'the-thundarian', raw: { attacker: { units: { cruiser: 3 }, effects: ['the-thundarian'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it('Brother Milor: the first cruiser lost brings 2 fighters', () => {
    const solve = (agent: boolean) =>
      absorb({ c: 2, f: 0, d: 2, used: false }, (s) => `${s.c}${s.f}${s.d}${s.used}`, (s) => {
        const mine = s.c + s.f;
        if (mine === 0 || s.d === 0) return { end: mine > 0 ? 'attackerWin' : s.d > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(s.c, pHit(7)).forEach((pc, hc) =>
          binomial(s.f, pHit(9)).forEach((pf, hf) =>
            binomial(s.d, pHit(7)).forEach((pd, hd) => {
              let { c, f, used } = s;
              for (let h = 0; h < hd; h++) {
                if (f > 0) f--;
                else if (c > 0) {
                  c--;
                  if (agent && !used) {
                    used = true;
                    f += 2;
                  }
                }
              }
              next.push([pc * pf * pd, { c, f, d: Math.max(0, s.d - hc - hf), used }]);
            }),
          ),
        );
        return { next };
      });
    checkEffect({ id: 'brother-milor', raw: { attacker: { faction: 'yin', units: { cruiser: 2 }, effects: ['brother-milor'], without: ['devotion'] }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it('I48S: the active player replaces an infantry with a mech', () => {
    checkEffect({ id: 'i48s', raw: { place: 'ground', attacker: { units: { carrier: 1, infantry: 2 }, effects: ['i48s'] }, defender: { units: { infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([unit('mech', 6, { sustain: true }), infantry], times(2, infantry)).attackerWin, derivedWithout: exactSpaceBattle(times(2, infantry), times(2, infantry)).attackerWin, direction: 1 });
  });
});

describe('commanders', () => {
  it('Trrakan Aun Zulok: every unit-ability roll gets 1 more die', () => {
    checkEffect({ id: 'trrakan-aun-zulok', raw: { attacker: { units: { cruiser: 1 } }, defender: { units: { pds: 1 }, effects: ['trrakan-aun-zulok'] } }, side: 'defender', figure: attackerWins,
      derived: miss6 ** 2, derivedWithout: miss6, direction: -1 });
  });

  it('Agnlan Oln: every missed unit-ability die is rerolled', () => {
    checkEffect({ id: 'agnlan-oln', raw: { attacker: { units: { cruiser: 1 } }, defender: { units: { pds: 2 }, effects: ['agnlan-oln'] } }, side: 'defender', figure: attackerWins,
      derived: (miss6 * miss6) ** 2, derivedWithout: miss6 ** 2, direction: -1 });
  });

  it('2RAM: the planetary shield does not stop the bombardment', () => {
    checkEffect({ id: '2ram', raw: { place: 'ground', attacker: { units: { dreadnought: 2, infantry: 2 }, effects: ['2ram'] }, defender: { units: { pds: 1, infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([bombard(5), bombard(5), infantry, infantry], [pds, infantry, infantry]).attackerWin, derivedWithout: exactSpaceBattle([infantry, infantry], [pds, infantry, infantry]).attackerWin, direction: 1 });
  });

  it('Claire Gibson: 1 more infantry (Spec Ops) defends the planet', () => {
    const specOps = unit('infantry', 7);
    checkEffect({ id: 'claire-gibson', raw: { place: 'ground', attacker: { units: { infantry: 3 } }, defender: { faction: 'sol', units: { infantry: 2 }, effects: ['claire-gibson'] } }, side: 'defender', figure: defenderWins,
      derived: exactSpaceBattle(times(3, infantry), times(3, specOps)).defenderWin, derivedWithout: exactSpaceBattle(times(3, infantry), times(2, specOps)).defenderWin, direction: 1 });
  });

  it('Rickar Rickani: +2 to every combat roll in the systems it names', () => {
    checkEffect({ id: 'rickar-rickani', raw: { attacker: { units: { cruiser: 2 }, effects: ['rickar-rickani'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(2, unit('cruiser', 5)), times(3, cruiser)).attackerWin, derivedWithout: exactSpaceBattle(times(2, cruiser), times(3, cruiser)).attackerWin, direction: 1 });
  });
});

describe('heroes', () => {
  it('Ipswitch, Loose Cannon: each enemy destroyer lost becomes a Mentak destroyer', () => {
    // 2 Mentak cruisers against 3 destroyers (9); the new destroyers are the cheapest Mentak ships,
    // placed after the round's hits are assigned.
    const solve = (hero: boolean) =>
      absorb({ c: 2, m: 0, d: 3 }, (s) => `${s.c}${s.m}${s.d}`, (s) => {
        const mine = s.c + s.m;
        if (mine === 0 || s.d === 0) return { end: mine > 0 ? 'attackerWin' : s.d > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(s.c, pHit(7)).forEach((pc, hc) =>
          binomial(s.m, pHit(9)).forEach((pm, hm) =>
            binomial(s.d, pHit(9)).forEach((pd, hd) => {
              const killed = Math.min(s.d, hc + hm);
              // Both sides assign at once (003, "ASSIGN HITS"): the new destroyers arrive after.
              let m = s.m;
              let c = s.c;
              for (let h = 0; h < hd; h++) {
                if (m > 0) m--;
                else if (c > 0) c--;
              }
              m += hero ? killed : 0;
              next.push([pc * pm * pd, { c, m, d: s.d - killed }]);
            }),
          ),
        );
        return { next };
      });
    checkEffect({ id: 'ipswitch-loose-cannon', raw: { attacker: { faction: 'mentak', units: { cruiser: 2 }, effects: ['ipswitch-loose-cannon'], without: ['ambush'] }, defender: { units: { destroyer: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it('Kuuasi Aun Jalatai: the Keleres flagship and 2 cruisers join in the first round', () => {
    checkEffect({ id: 'kuuasi-aun-jalatai', raw: { attacker: { units: { cruiser: 3 } }, defender: { faction: 'keleres', units: { cruiser: 1 }, effects: ['kuuasi-aun-jalatai'] } }, side: 'defender', figure: defenderWins,
      derived: exactSpaceBattle(times(3, cruiser), [unit('flagship', 7, { dice: 2, sustain: true }), ...times(3, cruiser)]).defenderWin, derivedWithout: exactSpaceBattle(times(3, cruiser), [cruiser]).defenderWin, direction: 1 });
  });

  it("Sh'val, Harbinger: the Sardakk fleet skips space combat and lands at once", () => {
    const ground = exactSpaceBattle(times(2, unit('infantry', 7)), [infantry]).attackerWin;
    const space = exactSpaceBattle(times(2, unit('cruiser', 6)), times(2, cruiser)).attackerWin;
    checkEffect({ id: 'shval-harbinger', raw: { place: 'tactical', attacker: { faction: 'sardakk', units: { cruiser: 2, infantry: 2 }, effects: ['shval-harbinger'] }, defender: { units: { cruiser: 2, infantry: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: ground, derivedWithout: space * ground, direction: 1 });
  });

  it('Dannel of the Tenth: no space cannon against the committed infantry', () => {
    checkEffect({ id: 'dannel-of-the-tenth', raw: { place: 'ground', attacker: { faction: 'yin', units: { infantry: 3 }, effects: ['dannel-of-the-tenth'] }, defender: { units: { pds: 2, infantry: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(3, infantry), times(2, infantry)).attackerWin, derivedWithout: exactSpaceBattle(times(3, infantry), [pds, pds, infantry, infantry]).attackerWin, direction: 1 });
  });
  it('Ul the Progenitor: Elysium fires SPACE CANNON 5 (x3) at the ships in its system; Plasma Scoring adds a die', () => {
    const miss = 1 - pHit(5);
    checkEffect({ id: 'ul-the-progenitor', raw: { attacker: { units: { cruiser: 1 } }, defender: { faction: 'titans', units: { spacedock: 1 }, effects: ['ul-the-progenitor'] } }, side: 'defender', figure: attackerWins,
      derived: miss ** 3, derivedWithout: 1, direction: -1, battles: 4000 });
    // Elysium is the only space cannon source: Plasma Scoring is accepted and gives it a fourth die.
    const r = runTi4({ attacker: { units: { cruiser: 1 } }, defender: { faction: 'titans', units: { spacedock: 1 }, effects: ['ul-the-progenitor', 'plasma-scoring'] } }, 4000);
    expectEffect({ label: 'ul-the-progenitor + plasma-scoring', measured: attackerWins(r), derived: miss ** 4, derivedWithout: miss ** 3, direction: -1, battles: 4000 });
  });
});

describe('agendas', () => {
  it('Publicize Weapon Schematics: war suns lose SUSTAIN DAMAGE', () => {
    checkEffect({ id: 'publicize-weapon-schematics', raw: { attacker: { units: { warsun: 1 } }, defender: { units: { dreadnought: 2 }, effects: ['publicize-weapon-schematics'] } }, side: 'defender', figure: attackerWins,
      derived: exactSpaceBattle([unit('warsun', 3, { dice: 3 })], [dread, dread]).attackerWin, derivedWithout: exactSpaceBattle([unit('warsun', 3, { dice: 3, sustain: true })], [dread, dread]).attackerWin, direction: -1 });
  });

  it('Conventions of War: no bombardment of the (cultural) planet', () => {
    checkEffect({ id: 'conventions-of-war', raw: { place: 'ground', attacker: { units: { dreadnought: 2, infantry: 2 } }, defender: { units: { infantry: 3 }, effects: ['conventions-of-war'] } }, side: 'defender', figure: attackerWins,
      derived: exactSpaceBattle(times(2, infantry), times(3, infantry)).attackerWin, derivedWithout: exactSpaceBattle([bombard(5), bombard(5), infantry, infantry], times(3, infantry)).attackerWin, direction: -1 });
  });

  it("Prophecy of Ixth: +1 to its owner's fighters", () => {
    checkEffect({ id: 'prophecy-of-ixth', raw: { attacker: { units: { fighter: 4 }, effects: ['prophecy-of-ixth'] }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(4, unit('fighter', 8)), times(2, cruiser)).attackerWin, derivedWithout: exactSpaceBattle(times(4, unit('fighter', 9)), times(2, cruiser)).attackerWin, direction: 1 });
  });

  it("Articles of War: mechs keep only SUSTAIN DAMAGE (no Annihilator bombardment)", () => {
    const mech = unit('mech', 6, { sustain: true });
    checkEffect({ id: 'articles-of-war', raw: { place: 'ground', attacker: { faction: 'l1z1x', units: { carrier: 1, mech: 1, infantry: 1 } }, defender: { units: { infantry: 2 }, effects: ['articles-of-war'] } }, side: 'defender', figure: attackerWins,
      derived: exactSpaceBattle([mech, infantry], times(2, infantry)).attackerWin, derivedWithout: exactSpaceBattle([{ ...mech, cannon: { hitOn: 8, dice: 1 } }, infantry], times(2, infantry)).attackerWin, direction: -1 });
  });
});
