/**
 * The four fixes of issue 11, each against a value derived here (an exact oracle, a closed form or a
 * hand-written Markov chain), and each different from what the simulator did before the fix:
 *
 * - Magen Defense Grid: its owner assigns the hit (and, as printed now — ΩΩ — places 1 infantry per
 *   structure); before, the victim assigned it and could soak it with a mech's sustain;
 * - Plasma Scoring and Graviton Laser System with an Experimental Battlestation as the only space
 *   cannon (before: refused, and Plasma's die never went to the battlestation);
 * - X-89 Bacterial Weapon: the current ΩΩ card doubles bombardment and ground combat hits (before:
 *   the Ω text was the default);
 * - Duranium Armor: of two damaged units, the one it can repair is kept (before: index order).
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../src/core/rng.js';
import { createTally } from '../src/core/tally.js';
import { Trace } from '../src/games/game.js';
import { ti4 } from '../src/games/ti4/game.js';
import { absorb, binomial, pHit } from './support/markov.js';
import { expectEffect, runTi4 } from './support/effect-check.js';
import { exactSpaceBattle, type OracleUnit } from './support/ti4-exact-oracle.js';

const BATTLES = 10_000;
const unit = (type: string, hitOn: number, extra: Partial<OracleUnit> = {}): OracleUnit => ({ type, hitOn, dice: 1, sustain: false, ...extra });
const infantry = unit('infantry', 8);
const mech = unit('mech', 6, { sustain: true });

describe('Magen Defense Grid: its owner assigns the hit (rules: "assign it to 1 of your opponent\'s ground forces")', () => {
  it('ΩΩ (current): 1 infantry per structure joins the defence, and the hit destroys the infantry, not the mech\'s sustain', () => {
    const raw = { place: 'ground', attacker: { units: { carrier: 1, mech: 1, infantry: 1 } }, defender: { units: { spacedock: 1, infantry: 1 }, effects: ['magen-defense-grid'] } };
    const r = runTi4(raw, BATTLES);
    // The defender has 2 infantry (its own and Magen's); the Magen owner destroys the attacker's infantry.
    const fixed = exactSpaceBattle([mech], [infantry, infantry]);
    // Before the fix: 1 defending infantry, and the attacker soaked the hit with the mech's sustain.
    const before = exactSpaceBattle([{ ...mech, damaged: true }, infantry], [infantry]);
    expectEffect({ label: 'attackerWin', measured: r.outcomes.attackerWin.p, derived: fixed.attackerWin, derivedWithout: before.attackerWin, direction: -1, battles: BATTLES });
    expect(r.policies.defender.effects[0].play).toMatch(/most valuable ground force the hit destroys/);
  });

  it('policy soaked-by-a-mech: the owner may put the hit on the mech, whose sustain soaks it (recorded in policies.defender)', () => {
    const units = { place: 'ground', attacker: { units: { carrier: 1, mech: 1, infantry: 1 } } };
    const defender = { units: { spacedock: 1, infantry: 1 }, effects: ['magen-defense-grid'] };
    const soaked = runTi4({ ...units, defender: { ...defender, effectPolicies: { 'magen-defense-grid': 'soaked-by-a-mech' } } }, BATTLES);
    const destroyed = runTi4({ ...units, defender }, BATTLES);
    // Soaked: a damaged mech and the infantry against 2 infantry; destroyed (the default): the mech alone.
    const withSoak = exactSpaceBattle([{ ...mech, damaged: true }, infantry], [infantry, infantry]);
    const withDestroy = exactSpaceBattle([mech], [infantry, infantry]);
    expectEffect({ label: 'attackerWin', measured: soaked.outcomes.attackerWin.p, derived: withSoak.attackerWin, derivedWithout: withDestroy.attackerWin, direction: 1, battles: BATTLES });
    expectEffect({ label: 'attackerWin', measured: destroyed.outcomes.attackerWin.p, derived: withDestroy.attackerWin, derivedWithout: withSoak.attackerWin, direction: -1, battles: BATTLES });
    expect(soaked.policies.defender.effects[0]).toMatchObject({ id: 'magen-defense-grid', policy: 'soaked-by-a-mech', play: expect.stringMatching(/mech that sustains it/) });
    expect(destroyed.policies.defender.effects[0]).toMatchObject({ policy: 'destroys-a-force' });
  });

  it('Ω (magen-defense-grid@omega): the hit only, assigned by its owner', () => {
    const raw = { place: 'ground', attacker: { units: { carrier: 1, mech: 1, infantry: 1 } }, defender: { units: { spacedock: 1, infantry: 1 }, effects: ['magen-defense-grid@omega'] } };
    const r = runTi4(raw, BATTLES);
    const fixed = exactSpaceBattle([mech], [infantry]);
    const before = exactSpaceBattle([{ ...mech, damaged: true }, infantry], [infantry]);
    expectEffect({ label: 'attackerWin', measured: r.outcomes.attackerWin.p, derived: fixed.attackerWin, derivedWithout: before.attackerWin, direction: -1, battles: BATTLES });
  });

  it('first printing (magen-defense-grid@original): the opponent makes no combat rolls in the first ground round', () => {
    const r = runTi4({ place: 'ground', attacker: { units: { carrier: 1, infantry: 3 } }, defender: { units: { pds: 1, infantry: 2 }, effects: ['magen-defense-grid@original'] } }, BATTLES);
    // Space cannon defense (PDS 6) at the landing infantry, then round 1 in which only the defender
    // rolls, then ordinary rounds.
    const rounds = (a: number, d: number) => (a === 0 ? 0 : d === 0 ? 1 : exactSpaceBattle(Array(a).fill(infantry), Array(d).fill(infantry)).attackerWin);
    let fixed = 0;
    let before = 0;
    binomial(1, pHit(6)).forEach((pc, hc) => {
      const a = 3 - hc;
      binomial(2, pHit(8)).forEach((pd, hd) => (fixed += pc * pd * rounds(Math.max(0, a - hd), 2)));
      before += pc * rounds(a, 2);
    });
    expectEffect({ label: 'attackerWin', measured: r.outcomes.attackerWin.p, derived: fixed, derivedWithout: before, direction: -1, battles: BATTLES });
  });
});

describe('Plasma Scoring and Graviton Laser System with an Experimental Battlestation as the only space cannon', () => {
  it('Plasma Scoring\'s extra die goes to the battlestation (SPACE CANNON 5, x3 + 1)', () => {
    const r = runTi4({ attacker: { units: { cruiser: 1 } }, defender: { units: { spacedock: 1 }, effects: ['experimental-battlestation', 'plasma-scoring'] } }, BATTLES);
    // The defender has no ships: the attacker wins when its cruiser survives every space cannon die.
    const miss = 1 - pHit(5);
    expectEffect({ label: 'attackerWin', measured: r.outcomes.attackerWin.p, derived: miss ** 4, derivedWithout: miss ** 3, direction: -1, battles: BATTLES });
  });

  it('Graviton Laser System sends the battlestation\'s hits to non-fighter ships', () => {
    const r = runTi4({ attacker: { units: { cruiser: 1, fighter: 3 } }, defender: { units: { spacedock: 1 }, effects: ['experimental-battlestation', 'graviton-laser-system'] } }, BATTLES);
    // With Graviton any hit destroys the cruiser; without it, 3 dice cannot get past 3 fighters.
    const miss = 1 - pHit(5);
    expectEffect({ label: 'cruiser survives', measured: r.survival.attacker.cruiser.survives.p, derived: miss ** 3, derivedWithout: 1, direction: -1, battles: BATTLES });
  });
});

describe('X-89 Bacterial Weapon: the current card is the ΩΩ revision', () => {
  const bombard = (per: number) => unit('dreadnought', 11, { dice: 0, structure: true, cannon: { hitOn: 5, dice: 1 }, hitsPerSuccess: per });
  const doubled = { ...infantry, hitsPerSuccess: 2 };

  it('ΩΩ (x89-bacterial-weapon): bombardment and ground combat hits count double', () => {
    // Against a mech and an infantry: the mech sustains the first bombardment hit, so the Ω text
    // (destroy all infantry after a bombardment kill) would do nothing here.
    const r = runTi4({ place: 'ground', attacker: { units: { dreadnought: 1, infantry: 2 }, effects: ['x89-bacterial-weapon'] }, defender: { units: { mech: 1, infantry: 1 } } }, BATTLES);
    const derived = exactSpaceBattle([bombard(2), doubled, doubled], [mech, infantry]);
    const without = exactSpaceBattle([bombard(1), infantry, infantry], [mech, infantry]);
    expectEffect({ label: 'attackerWin', measured: r.outcomes.attackerWin.p, derived: derived.attackerWin, derivedWithout: without.attackerWin, direction: 1, battles: BATTLES });
  });

  it('ΩΩ doubles the defender\'s ground combat hits too', () => {
    const r = runTi4({ place: 'ground', attacker: { units: { carrier: 1, infantry: 3 } }, defender: { units: { infantry: 2 }, effects: ['x89-bacterial-weapon'] } }, BATTLES);
    const derived = exactSpaceBattle([infantry, infantry, infantry], [doubled, doubled]);
    const without = exactSpaceBattle([infantry, infantry, infantry], [infantry, infantry]);
    expectEffect({ label: 'defenderWin', measured: r.outcomes.defenderWin.p, derived: derived.defenderWin, derivedWithout: without.defenderWin, direction: 1, battles: BATTLES });
  });

  it('Ω (x89-bacterial-weapon@omega): a bombardment kill destroys every defending infantry', () => {
    const r = runTi4({ place: 'ground', attacker: { units: { dreadnought: 1, infantry: 2 }, effects: ['x89-bacterial-weapon@omega'] }, defender: { units: { infantry: 3 } } }, BATTLES);
    const derived = pHit(5) + (1 - pHit(5)) * exactSpaceBattle([infantry, infantry], [infantry, infantry, infantry]).attackerWin;
    const without = exactSpaceBattle([bombard(1), infantry, infantry], [infantry, infantry, infantry]).attackerWin;
    expectEffect({ label: 'attackerWin', measured: r.outcomes.attackerWin.p, derived, derivedWithout: without, direction: 1, battles: BATTLES });
  });
});

describe('Duranium Armor: which of two damaged units dies is part of the hit-assignment policy', () => {
  type Dreads = { hp: number[]; cruisers: number };
  /**
   * n dreadnoughts (5, sustain) with Duranium Armor against cruisers (7), by hand: hits sustain on
   * undamaged dreadnoughts first; then `keepRepairable` loses the dreadnoughts that sustained this
   * round before one damaged earlier (index order otherwise); at the end of the round Duranium
   * repairs a damaged dreadnought that did not sustain this round.
   */
  const solve = (n: number, cruisers: number, keepRepairable: boolean) =>
    absorb<Dreads>({ hp: Array(n).fill(2), cruisers }, (s) => `${s.hp.join('')}:${s.cruisers}`, (s) => {
      const alive = s.hp.filter((h) => h > 0).length;
      if (alive === 0) return { end: s.cruisers === 0 ? 'draw' : 'defenderWin' };
      if (s.cruisers === 0) return { end: 'attackerWin' };
      const next: [number, Dreads][] = [];
      binomial(alive, pHit(5)).forEach((pa, ha) =>
        binomial(s.cruisers, pHit(7)).forEach((pd, hd) => {
          const hp = [...s.hp];
          const sustained = hp.map(() => false);
          let hits = hd;
          for (let u = 0; u < n && hits > 0; u++) {
            if (hp[u] !== 2) continue;
            hp[u] = 1;
            sustained[u] = true;
            hits--;
          }
          const order = [...hp.keys()].sort((x, y) => (keepRepairable ? Number(sustained[y]) - Number(sustained[x]) : 0));
          for (const u of order) {
            if (hits === 0 || hp[u] === 0) continue;
            hp[u] = 0;
            hits--;
          }
          const repair = [...hp.keys()].find((u) => hp[u] === 1 && !sustained[u]);
          if (repair !== undefined) hp[repair] = 2;
          next.push([pa * pd, { hp, cruisers: Math.max(0, s.cruisers - ha) }]);
        }),
      );
      return { next };
    });

  it('keeps the damaged dreadnought Duranium can repair, and records the choice', () => {
    const battles = 100_000;
    const r = runTi4({ attacker: { units: { dreadnought: 3 }, effects: ['duranium-armor'] }, defender: { units: { cruiser: 8 } } }, battles);
    const derived = solve(3, 8, true);
    const indexOrder = solve(3, 8, false);
    expect(r.policies.attacker.hitAssignment.keepRepairable).toBe(true);
    expectEffect({ label: 'attackerWin', measured: r.outcomes.attackerWin.p, derived: derived.attackerWin, derivedWithout: indexOrder.attackerWin, direction: 1, battles });
    // The card itself, against the same fight without it (the exact oracle: no repairs).
    const dreadnought = unit('dreadnought', 5, { sustain: true });
    const without = exactSpaceBattle([dreadnought, dreadnought, dreadnought], Array(8).fill(unit('cruiser', 7))).attackerWin;
    expectEffect({ label: 'duranium-armor', measured: r.outcomes.attackerWin.p, derived: derived.attackerWin, derivedWithout: without, direction: 1, battles });
  });

  it('keepRepairable: false (a scenario choice) loses in kill order instead, and is recorded', () => {
    const battles = 20_000;
    const r = runTi4({ attacker: { units: { dreadnought: 2 }, effects: ['duranium-armor'], keepRepairable: false }, defender: { units: { cruiser: 4 } } }, battles);
    expect(r.policies.attacker.hitAssignment.keepRepairable).toBe(false);
    expectEffect({ label: 'keepRepairable: false', measured: r.outcomes.attackerWin.p, derived: solve(2, 4, false).attackerWin, derivedWithout: solve(2, 4, true).attackerWin, direction: -1, battles });
  });

  it('repairs only units taking part in this combat: a damaged ship waits during ground combat, a damaged mech does not', () => {
    const repairs = (raw: object) => {
      const scenario = ti4.parseScenario({ game: 'ti4', place: 'ground', ...raw }, 'test');
      const plan = ti4.compile(scenario);
      const trace = new Trace();
      ti4.createSimulator(plan).run(chunkStream(3, 0), createTally(plan.tallySize), 50, trace);
      return trace.lines.filter((l) => l.includes('repaired (Duranium Armor)')).length;
    };
    expect(repairs({ attacker: { units: { dreadnought: 1, infantry: 3 }, damaged: { dreadnought: 1 }, effects: ['duranium-armor'] }, defender: { units: { infantry: 2, pds: 1 } } })).toBe(0);
    expect(repairs({ attacker: { units: { carrier: 1, mech: 1, infantry: 1 }, damaged: { mech: 1 }, effects: ['duranium-armor'] }, defender: { units: { infantry: 2 } } })).toBeGreaterThan(0);
  });
});
