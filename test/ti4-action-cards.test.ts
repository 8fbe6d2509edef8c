/**
 * Every combat action card and the technologies that are not faction technologies (issue 11), each
 * against a value derived here from its text. (Magen Defense Grid, X-89 Bacterial Weapon, Duranium
 * Armor, and Plasma Scoring / Graviton Laser System with an Experimental Battlestation are in
 * ti4-fixes.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { absorb, binomial, pHit } from './support/markov.js';
import { attackerWins, checkEffect, defenderWins, runTi4 } from './support/effect-check.js';
import { roundChain } from './support/round-chain.js';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';

const unit = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const times = (n: number, u: OracleUnit) => Array.from({ length: n }, () => ({ ...u }));
const infantry = unit('infantry', 8);
const cruiser = unit('cruiser', 7);
const destroyer = unit('destroyer', 9);
const dread = unit('dreadnought', 5, { sustain: true });
const pds = unit('pds', 11, { dice: 0, structure: true, cannon: { hitOn: 6, dice: 1 } });
const bombard = (hitOn: number, dice = 1) => unit('dreadnought', 11, { dice: 0, structure: true, cannon: { hitOn, dice } });
const c7 = { hitOn: 7, rank: 0 };
const i8 = { hitOn: 8, rank: 0 };

/** Cruisers against cruisers, by hand: `rule` turns a round's hits (ha on the defender, hd on the attacker) into the next state. */
function cruisers(a0: number, d0: number, rule: (s: { a: number; d: number; used: boolean }, ha: number, hd: number) => { a: number; d: number; used: boolean }) {
  return absorb({ a: a0, d: d0, used: false }, (s) => `${s.a}${s.d}${s.used}`, (s) => {
    if (s.a === 0 || s.d === 0) return { end: s.a > 0 ? 'attackerWin' : s.d > 0 ? 'defenderWin' : 'draw' };
    const next: [number, typeof s][] = [];
    binomial(s.a, pHit(7)).forEach((pa, ha) => binomial(s.d, pHit(7)).forEach((pd, hd) => next.push([pa * pd, rule(s, ha, hd)])));
    return { next };
  });
}

describe('technologies', () => {
  it('Plasma Scoring: 1 more space cannon die for the best PDS', () => {
    checkEffect({ id: 'plasma-scoring', raw: { attacker: { units: { cruiser: 1 } }, defender: { units: { pds: 2 }, effects: ['plasma-scoring'] } }, side: 'defender', figure: attackerWins,
      derived: (1 - pHit(6)) ** 3, derivedWithout: (1 - pHit(6)) ** 2, direction: -1 });
  });

  it('Antimass Deflectors: -1 to the space cannon rolls against the side', () => {
    checkEffect({ id: 'antimass-deflectors', raw: { attacker: { units: { cruiser: 1 }, effects: ['antimass-deflectors'] }, defender: { units: { pds: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: (1 - pHit(7)) ** 3, derivedWithout: (1 - pHit(6)) ** 3, direction: 1 });
  });

  it('Graviton Laser System: the PDS hits go to non-fighter ships', () => {
    checkEffect({ id: 'graviton-laser-system', raw: { attacker: { units: { cruiser: 1, fighter: 3 } }, defender: { units: { pds: 3 }, effects: ['graviton-laser-system'] } }, side: 'defender', figure: (r) => r.survival.attacker.cruiser.survives.p,
      derived: (1 - pHit(6)) ** 3, derivedWithout: 1, direction: -1 });
  });

  it('Assault Cannon: with 3 non-fighter ships, the opponent destroys one of its own first', () => {
    checkEffect({ id: 'assault-cannon', raw: { attacker: { units: { cruiser: 3 }, effects: ['assault-cannon'] }, defender: { units: { destroyer: 2, cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(3, cruiser), [destroyer, cruiser, cruiser]).attackerWin, derivedWithout: exactSpaceBattle(times(3, cruiser), [destroyer, destroyer, cruiser, cruiser]).attackerWin, direction: 1 });
  });
});

describe('action cards', () => {
  it('Morale Boost: +1 to every roll in round 1', () => {
    checkEffect({ id: 'morale-boost', raw: { attacker: { units: { cruiser: 3 }, effects: ['morale-boost'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([c7, c7, c7], [c7, c7, c7], { bonusA: (r) => (r === 1 ? 1 : 0) }).attackerWin, derivedWithout: roundChain([c7, c7, c7], [c7, c7, c7]).attackerWin, direction: 1 });
  });

  it('Fire Team: every missed die of the first ground round is rerolled', () => {
    checkEffect({ id: 'fire-team', raw: { place: 'ground', attacker: { units: { infantry: 3 }, effects: ['fire-team'] }, defender: { units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([i8, i8, i8], [i8, i8, i8], { rerollA: (r) => r === 1 }).attackerWin, derivedWithout: roundChain([i8, i8, i8], [i8, i8, i8]).attackerWin, direction: 1 });
  });

  it('Direct Hit: the ship that sustains is destroyed', () => {
    checkEffect({ id: 'direct-hit', raw: { attacker: { units: { cruiser: 3 }, effects: ['direct-hit'] }, defender: { units: { dreadnought: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(3, cruiser), [unit('dreadnought', 5)]).attackerWin, derivedWithout: exactSpaceBattle(times(3, cruiser), [dread]).attackerWin, direction: 1 });
  });

  it('Shields Holding: up to 2 hits cancelled the first time hits arrive', () => {
    const derived = cruisers(3, 2, (s, ha, hd) => {
      let hits = ha;
      let used = s.used;
      if (!used && hits > 0) {
        hits = Math.max(0, hits - 2);
        used = true;
      }
      return { a: Math.max(0, s.a - hd), d: Math.max(0, s.d - hits), used };
    });
    checkEffect({ id: 'shields-holding', raw: { attacker: { units: { cruiser: 3 } }, defender: { units: { cruiser: 2 }, effects: ['shields-holding'] } }, side: 'defender', figure: defenderWins,
      derived: derived.defenderWin, derivedWithout: exactSpaceBattle(times(3, cruiser), times(2, cruiser)).defenderWin, direction: 1 });
  });

  it('Maneuvering Jets: 1 space cannon hit cancelled', () => {
    const fight = (jets: boolean) => binomial(3, pHit(6)).reduce((sum, p, h) => {
      const left = 2 - Math.min(2, jets ? Math.max(0, h - 1) : h);
      return sum + p * (left === 0 ? 0 : exactSpaceBattle(times(left, cruiser), [destroyer]).attackerWin);
    }, 0);
    checkEffect({ id: 'maneuvering-jets', raw: { attacker: { units: { cruiser: 2 }, effects: ['maneuvering-jets'] }, defender: { units: { pds: 3, destroyer: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: fight(true), derivedWithout: fight(false), direction: 1 });
  });

  it('Experimental Battlestation: a space dock fires SPACE CANNON 5 (x3)', () => {
    checkEffect({ id: 'experimental-battlestation', raw: { attacker: { units: { cruiser: 3 } }, defender: { units: { cruiser: 2, spacedock: 1 }, effects: ['experimental-battlestation'] } }, side: 'defender', figure: defenderWins,
      derived: exactSpaceBattle(times(3, cruiser), [bombard(5, 3), cruiser, cruiser]).defenderWin, derivedWithout: exactSpaceBattle(times(3, cruiser), times(2, cruiser)).defenderWin, direction: 1 });
  });

  it('Disable: the PDS lose PLANETARY SHIELD and SPACE CANNON', () => {
    checkEffect({ id: 'disable', raw: { place: 'ground', attacker: { units: { dreadnought: 1, infantry: 3 }, effects: ['disable'] }, defender: { units: { infantry: 2, pds: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([bombard(5), ...times(3, infantry)], times(2, infantry)).attackerWin, derivedWithout: exactSpaceBattle(times(3, infantry), [pds, pds, infantry, infantry]).attackerWin, direction: 1 });
  });

  it('Solar Flare: no space cannon against the side', () => {
    checkEffect({ id: 'solar-flare', raw: { attacker: { units: { cruiser: 2 }, effects: ['solar-flare'] }, defender: { units: { pds: 3, destroyer: 1 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(2, cruiser), [destroyer]).attackerWin, derivedWithout: exactSpaceBattle(times(2, cruiser), [pds, pds, pds, destroyer]).attackerWin, direction: 1 });
  });

  it('Bunker: -4 to the bombardment rolls', () => {
    checkEffect({ id: 'bunker', raw: { place: 'ground', attacker: { units: { dreadnought: 2, infantry: 3 } }, defender: { units: { infantry: 3 }, effects: ['bunker'] } }, side: 'defender', figure: defenderWins,
      derived: exactSpaceBattle([bombard(9), bombard(9), ...times(3, infantry)], times(3, infantry)).defenderWin, derivedWithout: exactSpaceBattle([bombard(5), bombard(5), ...times(3, infantry)], times(3, infantry)).defenderWin, direction: 1 });
  });

  it('Courageous to the End: the first cruiser lost rolls 2 dice at its value', () => {
    const solve = (card: boolean) =>
      absorb({ a: 2, d: 2, used: false }, (s) => `${s.a}${s.d}${s.used}`, (s) => {
        if (s.a === 0 || s.d === 0) return { end: s.a > 0 ? 'attackerWin' : s.d > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(s.a, pHit(7)).forEach((pa, ha) =>
          binomial(s.d, pHit(7)).forEach((pd, hd) => {
            const d = Math.max(0, s.d - ha);
            const a = Math.max(0, s.a - hd);
            if (card && hd > 0 && !s.used) binomial(2, pHit(7)).forEach((pk, k) => next.push([pa * pd * pk, { a, d: Math.max(0, d - k), used: true }]));
            else next.push([pa * pd, { a, d, used: s.used }]);
          }),
        );
        return { next };
      });
    checkEffect({ id: 'courageous-to-the-end', raw: { attacker: { units: { cruiser: 2 }, effects: ['courageous-to-the-end'] }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it('Emergency Repairs: both dreadnoughts repaired once 2 are damaged', () => {
    const solve = (card: boolean) =>
      absorb({ full: 2, dmg: 0, c: 4, used: false }, (s) => `${s.full}${s.dmg}${s.c}${s.used}`, (s) => {
        const mine = s.full + s.dmg;
        if (mine === 0 || s.c === 0) return { end: mine > 0 ? 'attackerWin' : s.c > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(mine, pHit(5)).forEach((pa, ha) =>
          binomial(s.c, pHit(7)).forEach((pd, hd) => {
            let { full, dmg, used } = s;
            const sustains = Math.min(full, hd);
            full -= sustains;
            dmg += sustains;
            dmg = Math.max(0, dmg - (hd - sustains));
            if (card && !used && dmg >= 2) {
              full += dmg;
              dmg = 0;
              used = true;
            }
            next.push([pa * pd, { full, dmg, c: Math.max(0, s.c - ha), used }]);
          }),
        );
        return { next };
      });
    checkEffect({ id: 'emergency-repairs', raw: { attacker: { units: { dreadnought: 2 }, effects: ['emergency-repairs'] }, defender: { units: { cruiser: 4 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it('Waylay: the barrage hits ships, not only fighters', () => {
    checkEffect({ id: 'waylay', raw: { attacker: { units: { destroyer: 2 }, effects: ['waylay'] }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle(times(2, unit('destroyer', 9, { cannon: { hitOn: 9, dice: 2 } })), times(2, cruiser)).attackerWin, derivedWithout: exactSpaceBattle(times(2, destroyer), times(2, cruiser)).attackerWin, direction: 1 });
  });

  it('Scramble Frequency: a space cannon roll with 2 or more hits is rolled again', () => {
    const miss = 1 - pHit(6);
    const twoPlus = binomial(3, pHit(6)).slice(2).reduce((a, b) => a + b, 0);
    checkEffect({ id: 'scramble-frequency', raw: { attacker: { units: { cruiser: 1 }, effects: ['scramble-frequency'] }, defender: { units: { pds: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: miss ** 3 + twoPlus * miss ** 3, derivedWithout: miss ** 3, direction: 1 });
  });

  it('Reflective Shielding: the first sustain produces 2 hits', () => {
    const solve = (card: boolean) =>
      absorb({ f: 2, c: 3, used: false }, (s) => `${s.f}${s.c}${s.used}`, (s) => {
        if (s.f === 0 || s.c === 0) return { end: s.f > 0 ? 'attackerWin' : s.c > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(1, pHit(5)).forEach((pa, ha) =>
          binomial(s.c, pHit(7)).forEach((pd, hd) => {
            let c = Math.max(0, s.c - ha);
            let { f, used } = s;
            if (hd > 0 && f === 2) {
              f = 1;
              if (card && !used && c > 0) {
                c = Math.max(0, c - 2);
                used = true;
              }
              if (hd > 1) f = 0;
            } else if (hd > 0) {
              f = 0;
            }
            next.push([pa * pd, { f, c, used }]);
          }),
        );
        return { next };
      });
    checkEffect({ id: 'reflective-shielding', raw: { attacker: { units: { dreadnought: 1 }, effects: ['reflective-shielding'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: solve(true).attackerWin, derivedWithout: solve(false).attackerWin, direction: 1 });
  });

  it("Intercept: the opponent's announced retreat waits a round", () => {
    // The defender retreats after round 1; Intercept keeps it in the fight one more round.
    const bothLeft = (rounds: number) =>
      absorb({ a: 2, d: 2, r: 0 }, (s) => `${s.a}${s.d}${s.r}`, (s) => {
        if (s.a === 0 || s.d === 0) return { end: 'over' };
        if (s.r === rounds) return { end: 'retreat' };
        const next: [number, typeof s][] = [];
        binomial(s.a, pHit(7)).forEach((pa, ha) => binomial(s.d, pHit(7)).forEach((pd, hd) => next.push([pa * pd, { a: Math.max(0, s.a - hd), d: Math.max(0, s.d - ha), r: s.r + 1 }])));
        return { next };
      }).retreat;
    checkEffect({ id: 'intercept', raw: { attacker: { units: { cruiser: 2 }, effects: ['intercept'] }, defender: { units: { cruiser: 2 }, retreat: { afterRound: 1 } } }, side: 'attacker', figure: (r) => r.outcomes.defenderRetreat.p,
      derived: bothLeft(2), derivedWithout: bothLeft(1), direction: -1 });
  });

  it('Blitz: ships without BOMBARDMENT bombard at 6', () => {
    checkEffect({ id: 'blitz', raw: { place: 'ground', attacker: { units: { cruiser: 2, infantry: 2 }, effects: ['blitz'] }, defender: { units: { infantry: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([bombard(6), bombard(6), infantry, infantry], times(3, infantry)).attackerWin, derivedWithout: exactSpaceBattle([infantry, infantry], times(3, infantry)).attackerWin, direction: 1 });
  });

  it('Parley: the landing forces go back to space; the defender keeps the planet', () => {
    checkEffect({ id: 'parley', raw: { place: 'ground', attacker: { units: { carrier: 1, infantry: 3 } }, defender: { units: { infantry: 1 }, effects: ['parley'] } }, side: 'defender', figure: defenderWins,
      derived: 1, derivedWithout: exactSpaceBattle(times(3, infantry), [infantry]).defenderWin, direction: 1 });
  });

  it('Fighter Prototype: +2 to the fighters in the first round', () => {
    const f9 = { hitOn: 9, rank: 0 };
    checkEffect({ id: 'fighter-prototype', raw: { attacker: { units: { fighter: 4 }, effects: ['fighter-prototype'] }, defender: { units: { cruiser: 2 } } }, side: 'attacker', figure: attackerWins,
      derived: roundChain([f9, f9, f9, f9], [c7, c7], { bonusA: (r) => (r === 1 ? 2 : 0) }).attackerWin, derivedWithout: roundChain([f9, f9, f9, f9], [c7, c7]).attackerWin, direction: 1 });
  });

  it('Skilled Retreat: the side leaves at the start of round 2 and "the space combat ends in a draw"', () => {
    const hits = binomial(2, pHit(7));
    const oneRound = hits.reduce((s, pa, ha) => s + hits.reduce((t, pd, hd) => t + (ha < 2 && hd < 2 ? pa * pd : 0), 0), 0);
    const bothGone = hits[2] * hits[2];
    const raw = { attacker: { units: { cruiser: 2 }, effects: ['skilled-retreat'] }, defender: { units: { cruiser: 2 } } };
    checkEffect({ id: 'skilled-retreat', raw, side: 'attacker', figure: (r) => r.outcomes.draw.p,
      derived: oneRound + bothGone, derivedWithout: exactSpaceBattle(times(2, cruiser), times(2, cruiser)).draw, direction: 1 });
    expect(runTi4(raw, 2_000).outcomes.attackerRetreat.p).toBe(0);
  });

  it('Rout: the attacker must announce a retreat in round 1', () => {
    const oneRound = binomial(2, pHit(7)).reduce((s, pa, ha) => s + binomial(2, pHit(7)).reduce((t, pd, hd) => t + (ha < 2 && hd < 2 ? pa * pd : 0), 0), 0);
    checkEffect({ id: 'rout', raw: { attacker: { units: { cruiser: 2 } }, defender: { units: { cruiser: 2 }, effects: ['rout'] } }, side: 'defender', figure: (r) => r.outcomes.attackerRetreat.p,
      derived: oneRound, derivedWithout: 0, direction: 1 });
  });

  it('Upgrade: a cruiser becomes a dreadnought', () => {
    checkEffect({ id: 'upgrade', raw: { attacker: { units: { cruiser: 2 }, effects: ['upgrade'] }, defender: { units: { cruiser: 3 } } }, side: 'attacker', figure: attackerWins,
      derived: exactSpaceBattle([dread, cruiser], times(3, cruiser)).attackerWin, derivedWithout: exactSpaceBattle(times(2, cruiser), times(3, cruiser)).attackerWin, direction: 1 });
  });
});
