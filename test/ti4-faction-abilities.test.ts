/**
 * Faction abilities apply when `faction:` is named (issue 11), each against a value derived here:
 * the independent exact oracle with the ability written into the units, or a Markov chain written
 * from the card text. Each also checks the ability is recorded with its text, and that
 * `without: [<id>]` switches it off (the figure falls back to the derived value without it).
 */
import { describe, expect, it } from 'vitest';
import { absorb, binomial, pHit } from './support/markov.js';
import { expectEffect, expectNear, runTi4 } from './support/effect-check.js';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';

const BATTLES = 10_000;
const unit = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const times = (n: number, u: OracleUnit) => Array.from({ length: n }, () => ({ ...u }));
const cruiser = unit('cruiser', 7);
const infantry = unit('infantry', 8);

/** Runs a scenario with and without the ability; checks both figures and the record. */
function checkAbility(id: string, raw: { attacker: object; defender: object; place?: string }, side: 'attacker' | 'defender', figure: (r: ReturnType<typeof runTi4>) => number, derived: number, derivedWithout: number, direction: 1 | -1) {
  const r = runTi4(raw, BATTLES);
  const record = r.policies[side].effects.find((e) => e.id === id);
  expect(record, `${id} is recorded`).toMatchObject({ id, automatic: true });
  expect(record!.text.length).toBeGreaterThan(20);
  expectEffect({ label: id, measured: figure(r), derived, derivedWithout, direction, battles: BATTLES });
  const own = raw[side] as { without?: string[] };
  const off = runTi4({ ...raw, [side]: { ...own, without: [...(own.without ?? []), id] } }, BATTLES, 8);
  expect(off.policies[side].effects.some((e) => e.id === id)).toBe(false);
  expectNear(figure(off), derivedWithout, BATTLES, `${id} switched off`);
}

describe('faction abilities (applied with faction:, recorded, switched off with without:)', () => {
  it('Unrelenting (Sardakk N\'orr): +1 to every combat roll, in space and on the ground', () => {
    checkAbility('unrelenting', { attacker: { faction: 'sardakk', units: { cruiser: 3 } }, defender: { units: { cruiser: 3 } } }, 'attacker', (r) => r.outcomes.attackerWin.p,
      exactSpaceBattle(times(3, unit('cruiser', 6)), times(3, cruiser)).attackerWin, exactSpaceBattle(times(3, cruiser), times(3, cruiser)).attackerWin, 1);
    checkAbility('unrelenting', { place: 'ground', attacker: { units: { infantry: 3 } }, defender: { faction: 'sardakk', units: { infantry: 2 } } }, 'defender', (r) => r.outcomes.defenderWin.p,
      exactSpaceBattle(times(3, infantry), times(2, unit('infantry', 7))).defenderWin, exactSpaceBattle(times(3, infantry), times(2, infantry)).defenderWin, 1);
  });

  it('Fragile (Jol-Nar): -1 to every combat roll', () => {
    checkAbility('fragile', { attacker: { faction: 'jol-nar', units: { cruiser: 3 } }, defender: { units: { cruiser: 3 } } }, 'attacker', (r) => r.outcomes.attackerWin.p,
      exactSpaceBattle(times(3, unit('cruiser', 8)), times(3, cruiser)).attackerWin, exactSpaceBattle(times(3, cruiser), times(3, cruiser)).attackerWin, -1);
  });

  it('Ambush (Mentak): up to 2 cruisers or destroyers roll once at their combat value before the first round', () => {
    // Ambush dice are like a space cannon roll of the two cruisers (the defender has none to answer).
    const ambusher = unit('cruiser', 7, { cannon: { hitOn: 7, dice: 1 } });
    checkAbility('ambush', { attacker: { faction: 'mentak', units: { cruiser: 3 } }, defender: { units: { cruiser: 3 } } }, 'attacker', (r) => r.outcomes.attackerWin.p,
      exactSpaceBattle([ambusher, ambusher, cruiser], times(3, cruiser)).attackerWin, exactSpaceBattle(times(3, cruiser), times(3, cruiser)).attackerWin, 1);
  });

  it('Harrow (L1Z1X): the attacker\'s ships bombard again after every round of ground combat', () => {
    // Super-Dreadnought I: BOMBARDMENT 5. Infantry 8 on both sides; a: attacker's, d: defender's.
    const solve = (harrow: boolean) =>
      absorb({ a: 2, d: 3, started: false }, (s) => `${s.a}:${s.d}:${s.started}`, (s) => {
        if (!s.started) return { next: binomial(1, pHit(5)).map((p, h): [number, typeof s] => [p, { a: s.a, d: s.d - h, started: true }]) };
        if (s.d === 0) return { end: s.a > 0 ? 'attackerWin' : 'draw' };
        if (s.a === 0) return { end: 'defenderWin' };
        const next: [number, typeof s][] = [];
        binomial(s.a, pHit(8)).forEach((pa, ha) =>
          binomial(s.d, pHit(8)).forEach((pd, hd) => {
            const a = Math.max(0, s.a - hd);
            const d = Math.max(0, s.d - ha);
            if (!harrow || d === 0) next.push([pa * pd, { a, d, started: true }]);
            else binomial(1, pHit(5)).forEach((pb, hb) => next.push([pa * pd * pb, { a, d: d - hb, started: true }]));
          }),
        );
        return { next };
      });
    checkAbility('harrow', { place: 'ground', attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 2 } }, defender: { units: { infantry: 3 } } }, 'attacker', (r) => r.outcomes.attackerWin.p,
      solve(true).attackerWin, solve(false).attackerWin, 1);
  });

  it('Munitions Reserves (Barony of Letnev): 2 trade goods a round buy a reroll of every miss', () => {
    // 2 cruisers (7) against 2 cruisers, 4 trade goods: the first two rounds each die hits with 1 - 0.6².
    const solve = (tradeGoods: number) =>
      absorb({ a: 2, d: 2, tg: tradeGoods }, (s) => `${s.a}:${s.d}:${s.tg}`, (s) => {
        if (s.a === 0) return { end: s.d === 0 ? 'draw' : 'defenderWin' };
        if (s.d === 0) return { end: 'attackerWin' };
        const reroll = s.tg >= 2;
        const p = reroll ? 1 - (1 - pHit(7)) ** 2 : pHit(7);
        const next: [number, typeof s][] = [];
        binomial(s.a, p).forEach((pa, ha) => binomial(s.d, pHit(7)).forEach((pd, hd) => next.push([pa * pd, { a: Math.max(0, s.a - hd), d: Math.max(0, s.d - ha), tg: reroll ? s.tg - 2 : s.tg }])));
        return { next };
      });
    checkAbility('munitions-reserves', { attacker: { faction: 'letnev', units: { cruiser: 2 }, tradeGoods: 4 }, defender: { units: { cruiser: 2 } } }, 'attacker', (r) => r.outcomes.attackerWin.p,
      solve(4).attackerWin, solve(0).attackerWin, 1);
  });

  it('Raid Formation (Argent Flight): barrage hits beyond the fighters damage ships with SUSTAIN DAMAGE', () => {
    // 2 Strike Wing Alpha I (8, barrage 9 x2) against a dreadnought without fighters: 4 barrage dice.
    const strikeWing = unit('destroyer', 8);
    const dread = unit('dreadnought', 5, { sustain: true });
    const damaged = 1 - (1 - pHit(9)) ** 4;
    const fight = (d: OracleUnit) => exactSpaceBattle([strikeWing, strikeWing], [d]).attackerWin;
    checkAbility('raid-formation', { attacker: { faction: 'argent', units: { destroyer: 2 } }, defender: { units: { dreadnought: 1 } } }, 'attacker', (r) => r.outcomes.attackerWin.p,
      damaged * fight({ ...dread, damaged: true }) + (1 - damaged) * fight(dread), fight(dread), 1);
  });

  it('Devotion (Yin Brotherhood): after each round a cruiser is sacrificed for a hit the Yin player assigns', () => {
    // 2 cruisers (7) against a dreadnought (5, sustain): after each round with both sides left, a
    // cruiser dies and the dreadnought takes the hit (it sustains, or dies when already damaged).
    const solve = (devotion: boolean) =>
      absorb({ c: 2, h: 2 }, (s) => `${s.c}:${s.h}`, (s) => {
        if (s.c === 0) return { end: s.h === 0 ? 'draw' : 'defenderWin' };
        if (s.h === 0) return { end: 'attackerWin' };
        const next: [number, typeof s][] = [];
        binomial(s.c, pHit(7)).forEach((pa, ha) =>
          binomial(1, pHit(5)).forEach((pd, hd) => {
            let c = Math.max(0, s.c - hd);
            let h = Math.max(0, s.h - ha);
            if (devotion && c > 0 && h > 0) {
              c--;
              h--;
            }
            next.push([pa * pd, { c, h }]);
          }),
        );
        return { next };
      });
    checkAbility('devotion', { attacker: { faction: 'yin', units: { cruiser: 2 } }, defender: { units: { dreadnought: 1 } } }, 'attacker', (r) => r.outcomes.attackerWin.p + r.outcomes.draw.p,
      solve(true).attackerWin + solve(true).draw, solve(false).attackerWin + solve(false).draw, 1);
  });

  it('Indoctrination (Yin Brotherhood): 2 influence turn an opposing infantry into a Yin infantry', () => {
    checkAbility('indoctrination', { place: 'ground', attacker: { faction: 'yin', units: { infantry: 2 }, tradeGoods: 2 }, defender: { units: { infantry: 2 } } }, 'attacker', (r) => r.outcomes.attackerWin.p,
      exactSpaceBattle(times(3, infantry), [infantry]).attackerWin, exactSpaceBattle(times(2, infantry), times(2, infantry)).attackerWin, 1);
  });

  it('an ability of another faction cannot be switched off, and one that cannot matter is not added', () => {
    expect(() => runTi4({ attacker: { units: { cruiser: 1 }, without: ['unrelenting'] }, defender: { units: { cruiser: 1 } } }, 1)).toThrow(/attacker.without.0: "unrelenting" is not an automatic effect of this side here — expected nothing/);
    const r = runTi4({ attacker: { faction: 'l1z1x', units: { dreadnought: 1 } }, defender: { units: { cruiser: 1 } } }, 10);
    expect(r.policies.attacker.effects.map((e) => e.id)).not.toContain('harrow');
  });
});
