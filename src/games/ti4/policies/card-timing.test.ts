/**
 * Play policies of cards whose timing or target is the player's choice (policies/card-timing.ts).
 * Each test switches one policy on a fight where it matters and checks both the default and the
 * alternative against values derived here (closed forms, a Markov chain, the exact oracle), so a
 * policy that is ignored, or acts in the wrong direction or by the wrong amount, fails.
 */
import { describe, expect, it } from 'vitest';
import { absorb, binomial, pHit } from '../../../../test/support/markov.js';
import { expectEffect, expectNear, runTi4 } from '../../../../test/support/effect-check.js';
import { exactSpaceBattle, type OracleUnit } from '../../../../test/support/ti4-exact-oracle.js';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { ti4 } from '../game.js';

const BATTLES = 4000;
const win = (raw: object, battles = BATTLES) => runTi4(raw, battles).outcomes;

/** The trace lines of `battles` seeded battles of a raw scenario. */
function traceLines(raw: object, battles: number): string[] {
  const plan = ti4.compile(ti4.parseScenario({ game: 'ti4', ...raw }, 'test.yaml'));
  const trace = new Trace();
  ti4.createSimulator(plan).run(chunkStream(5, 0), createTally(plan.tallySize), battles, trace);
  return trace.lines;
}

/**
 * One unit that takes `lives` hits (a sustain is one, each repair one more) and hits on `a`, against
 * one unit that dies to one hit and hits on `d`, both one die: the first unit's chance to win.
 * W(k) = [pa·(1 − [k = 1]·pd) + (1 − pa)·pd·W(k − 1)] / (1 − (1 − pa)(1 − pd)), W(0) = 0.
 */
function lastsLives(lives: number, a: number, d: number): number {
  const [pa, pd] = [pHit(a), pHit(d)];
  let w = 0;
  for (let k = 1; k <= lives; k++) w = (pa * (1 - (k === 1 ? pd : 0)) + (1 - pa) * pd * w) / (1 - (1 - pa) * (1 - pd));
  return w;
}

describe('emergency-repairs (two-damaged | first-damaged)', () => {
  it('with one dreadnought, two-damaged never plays; first-damaged repairs it once (3 hits to destroy it)', () => {
    const raw = (play: string) => ({ attacker: { units: { dreadnought: 1 }, effects: ['emergency-repairs'], effectPolicies: { 'emergency-repairs': play } }, defender: { units: { cruiser: 1 } } });
    const [without, repaired] = [lastsLives(2, 5, 7), lastsLives(3, 5, 7)];
    expectNear(win(raw('two-damaged')).attackerWin.p, without, BATTLES, 'two-damaged');
    expectEffect({ label: 'first-damaged', measured: win(raw('first-damaged')).attackerWin.p, derived: repaired, derivedWithout: without, direction: 1, battles: BATTLES });
  });
});

describe('scramble-frequency (two-hits | first-hit)', () => {
  it('against one PDS die, two-hits never plays; first-hit rerolls its hit', () => {
    const raw = (play: string) => ({ attacker: { units: { cruiser: 1 }, effects: ['scramble-frequency'], effectPolicies: { 'scramble-frequency': play } }, defender: { units: { pds: 1 } } });
    const miss = 1 - pHit(6);
    expectNear(win(raw('two-hits')).attackerWin.p, miss, BATTLES, 'two-hits');
    expectEffect({ label: 'first-hit', measured: win(raw('first-hit')).attackerWin.p, derived: miss + (1 - miss) * miss, derivedWithout: miss, direction: 1, battles: BATTLES });
  });
});

describe('the-thundarian (behind-by-2 | behind-by-1)', () => {
  it('cruiser against cruiser: behind-by-2 cannot happen; behind-by-1 rolls the round again once', () => {
    const raw = (play: string) => ({ attacker: { units: { cruiser: 1 }, effects: ['the-thundarian'], effectPolicies: { 'the-thundarian': play } }, defender: { units: { cruiser: 1 } } });
    const p = pHit(7);
    const [onlyA, both, none] = [p * (1 - p), p * p, (1 - p) * (1 - p)];
    const plain = onlyA / (1 - none);
    // With the agent ready: a round the defender alone hits is rolled again, then play goes on plainly.
    const withAgent = (onlyA + onlyA * (onlyA + none * plain)) / (1 - none);
    expect(both).toBeGreaterThan(0);
    expectNear(win(raw('behind-by-2')).attackerWin.p, plain, BATTLES, 'behind-by-2');
    expectEffect({ label: 'behind-by-1', measured: win(raw('behind-by-1')).attackerWin.p, derived: withAgent, derivedWithout: plain, direction: 1, battles: BATTLES });
  });
});

describe('devotion (worth-it | whenever-able)', () => {
  it('2 Yin cruisers against 3 fighters: worth-it never gives a cruiser for a fighter; whenever-able does every round', () => {
    const raw = (play: string) => ({ attacker: { faction: 'yin', units: { cruiser: 2 }, effectPolicies: { devotion: play } }, defender: { units: { fighter: 3 } } });
    const solve = (always: boolean) =>
      absorb({ c: 2, f: 3 }, (s) => `${s.c}${s.f}`, (s) => {
        if (s.c === 0 || s.f === 0) return { end: s.c > 0 ? 'attackerWin' : s.f > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(s.c, pHit(7)).forEach((pc, hc) =>
          binomial(s.f, pHit(9)).forEach((pf, hf) => {
            let [c, f] = [Math.max(0, s.c - hf), Math.max(0, s.f - hc)];
            if (always && c > 0 && f > 0) [c, f] = [c - 1, f - 1];
            next.push([pc * pf, { c, f }]);
          }),
        );
        return { next };
      });
    const [kept, given] = [solve(false).attackerWin, solve(true).attackerWin];
    expectNear(win(raw('worth-it')).attackerWin.p, kept, BATTLES, 'worth-it');
    const always = runTi4(raw('whenever-able'), BATTLES);
    expectEffect({ label: 'whenever-able', measured: always.outcomes.attackerWin.p, derived: given, derivedWithout: kept, direction: -1, battles: BATTLES });
    // The result records the policy and how it played, in words.
    expect(always.policies.attacker.effects.find((e) => e.id === 'devotion')).toMatchObject({ policy: 'whenever-able', play: 'sacrifice the cheapest cruiser or destroyer after every round', automatic: true });
  });
});

describe('impulse-core (worth-it | whenever-able)', () => {
  it('a Yin cruiser against a destroyer: worth-it keeps it (the destroyer costs less); whenever-able trades it (a draw)', () => {
    const raw = (play: string) => ({ attacker: { faction: 'yin', units: { cruiser: 1 }, effects: ['impulse-core'], without: ['devotion'], effectPolicies: { 'impulse-core': play } }, defender: { units: { destroyer: 1 } } });
    const cruiser: OracleUnit = { type: 'cruiser', hitOn: 7, dice: 1, sustain: false };
    const destroyer: OracleUnit = { type: 'destroyer', hitOn: 9, dice: 1, sustain: false, barrage: { hitOn: 9, dice: 2 } };
    const fought = exactSpaceBattle([cruiser], [destroyer]);
    expectNear(win(raw('worth-it')).attackerWin.p, fought.attackerWin, BATTLES, 'worth-it');
    const traded = win(raw('whenever-able'));
    expectEffect({ label: 'whenever-able', measured: traded.draw.p, derived: 1, derivedWithout: fought.draw, direction: 1, battles: BATTLES });
  });
});

describe('exotrireme-ii (worth-it | whenever-able)', () => {
  it('against 2 destroyers (worth no more than it), worth-it never destroys itself; whenever-able does after round 1', () => {
    const raw = (play: string) => ({ attacker: { faction: 'sardakk', units: { dreadnought: 1 }, upgrades: ['dreadnought'], without: ['unrelenting'], effectPolicies: { 'exotrireme-ii': play } }, defender: { units: { destroyer: 2 } } });
    const exo: OracleUnit = { type: 'dreadnought', hitOn: 5, dice: 1, sustain: true };
    const destroyer: OracleUnit = { type: 'destroyer', hitOn: 9, dice: 1, sustain: false };
    const fought = exactSpaceBattle([exo], [destroyer, destroyer]);
    expectNear(win(raw('worth-it')).attackerWin.p, fought.attackerWin, BATTLES, 'worth-it');
    // After round 1 it takes the destroyers left with it (a draw), unless both destroyers hit in round 1
    // (sustain, then destroyed); one die cannot destroy both destroyers first.
    const draw = 1 - pHit(9) ** 2;
    expectEffect({ label: 'whenever-able', measured: win(raw('whenever-able')).draw.p, derived: draw, derivedWithout: fought.draw, direction: 1, battles: BATTLES });
  });
});

describe('brother-milor (first-loss | ground-force)', () => {
  it('in a space battle, first-loss brings 2 fighters with the first cruiser lost; ground-force keeps the agent', () => {
    const raw = (play: string) => ({ attacker: { faction: 'yin', units: { cruiser: 2 }, effects: ['brother-milor'], without: ['devotion'], effectPolicies: { 'brother-milor': play } }, defender: { units: { cruiser: 2 } } });
    // Attacker cruisers c and fighters f against d cruisers; the agent adds 2 fighters on the first cruiser lost.
    const solve = (agent: boolean) =>
      absorb({ c: 2, f: 0, d: 2, used: false }, (s) => `${s.c}${s.f}${s.d}${s.used}`, (s) => {
        if (s.c + s.f === 0 || s.d === 0) return { end: s.c + s.f > 0 ? 'attackerWin' : s.d > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(s.c, pHit(7)).forEach((pc, hc) => binomial(s.f, pHit(9)).forEach((pf, hf) => binomial(s.d, pHit(7)).forEach((pd, hd) => {
          let { c, f, used } = s;
          for (let h = 0; h < hd; h++) {
            if (f > 0) f--;
            else if (c > 0) {
              c--;
              if (agent && !used) [used, f] = [true, f + 2];
            }
          }
          next.push([pc * pf * pd, { c, f, d: Math.max(0, s.d - hc - hf), used }]);
        })));
        return { next };
      });
    const [kept, used] = [solve(false).attackerWin, solve(true).attackerWin];
    expectNear(win(raw('ground-force')).attackerWin.p, kept, BATTLES, 'ground-force');
    expectEffect({ label: 'first-loss', measured: win(raw('first-loss')).attackerWin.p, derived: used, derivedWithout: kept, direction: 1, battles: BATTLES });
  });
});

describe('maneuvering-jets (first-hit | landing-forces)', () => {
  it('2 cruisers carrying 1 infantry against a PDS: first-hit may spend it on a cruiser; landing-forces saves the infantry', () => {
    const raw = (play: string) => ({ place: 'tactical', attacker: { units: { cruiser: 2, infantry: 1 }, effects: ['maneuvering-jets'], effectPolicies: { 'maneuvering-jets': play } }, defender: { units: { pds: 1 } } });
    // The planet is taken when the infantry survives space cannon defense (1 die at 6); a cruiser
    // lost to space cannon offense changes nothing (the other one carries the infantry).
    const hit = pHit(6);
    const firstHit = hit * (1 - hit) + (1 - hit);
    expectNear(win(raw('first-hit')).attackerWin.p, firstHit, BATTLES, 'first-hit');
    expectEffect({ label: 'landing-forces', measured: win(raw('landing-forces')).attackerWin.p, derived: 1, derivedWithout: firstHit, direction: 1, battles: BATTLES });
  });
});

describe('magen-defense-grid@original: the round is the choice (@groundN)', () => {
  it('@ground2 exhausts it at the start of the second ground combat round, never the first', () => {
    const lines = traceLines({ place: 'ground', attacker: { units: { infantry: 3 } }, defender: { units: { pds: 1, infantry: 3 }, effects: ['magen-defense-grid@original@ground2'] } }, 100);
    let round = 0;
    const rounds = lines.flatMap((l) => {
      round = Number(/^Ground combat round (\d+)/.exec(l)?.[1] ?? round);
      return /exhausts Magen Defense Grid/.test(l) ? [round] : [];
    });
    expect(rounds.length).toBeGreaterThan(0);
    expect(new Set(rounds)).toEqual(new Set([2]));
  });
});

describe('tellurian, reflective-shielding and war-funding: the alternative changes what is played, read from traces', () => {
  it('tellurian costliest-unit cancels hits on the war sun only', () => {
    const raw = (play: string) => ({ attacker: { units: { cruiser: 6 } }, defender: { units: { destroyer: 2, warsun: 1 }, effects: ['tellurian'], effectPolicies: { tellurian: play } } });
    const saved = (play: string) => traceLines(raw(play), 200).flatMap((l) => /Tellurian cancels a hit on (.*)$/.exec(l)?.[1] ?? []);
    expect(saved('first-non-fodder')).toContainEqual(expect.stringMatching(/Destroyer/));
    const waited = saved('costliest-unit');
    expect(waited.length).toBeGreaterThan(0);
    expect(waited.every((label) => /War Sun/i.test(label))).toBe(true);
  });

  it('reflective-shielding costliest-ship waits for the war sun to sustain', () => {
    const raw = (play: string) => ({ attacker: { units: { dreadnought: 1, warsun: 1 }, effects: ['reflective-shielding'], effectPolicies: { 'reflective-shielding': play } }, defender: { units: { cruiser: 6 } } });
    /** For each play of the card, the ship whose sustain triggered it (the last sustain line before it). */
    const triggers = (play: string) => {
      let last = '';
      return traceLines(raw(play), 200).flatMap((l) => {
        if (/sustain/i.test(l)) last = l;
        return /plays Reflective Shielding/.test(l) ? [/War Sun/i.test(last) ? 'warsun' : 'other'] : [];
      });
    };
    expect(triggers('first-sustain')).toContain('other');
    const waited = triggers('costliest-ship');
    expect(waited.length).toBeGreaterThan(0);
    expect(waited.every((t) => t === 'warsun')).toBe(true);
  });

  it("war-funding own-misses-only never rerolls the opponent's dice", () => {
    const raw = (play: string) => ({ attacker: { units: { cruiser: 3 }, effects: ['war-funding'], effectPolicies: { 'war-funding': play } }, defender: { units: { cruiser: 3 } } });
    const rerolled = (play: string) => traceLines(raw(play), 200).filter((l) => /War Funding: the opponent rerolls/.test(l)).length;
    expect(rerolled('beat-expected')).toBeGreaterThan(0);
    expect(rerolled('own-misses-only')).toBe(0);
  });
});

describe('tellurian (first-non-fodder | costliest-unit): outcome sizes', () => {
  it('a destroyer and a cruiser against a dreadnought: first-non-fodder saves the destroyer (more dice for longer) and wins more', () => {
    const raw = (play: string) => ({ attacker: { units: { dreadnought: 1 } }, defender: { units: { destroyer: 1, cruiser: 1 }, effects: ['tellurian'], effectPolicies: { tellurian: play } } });
    // k: hits taken by the defender (destroyer first, then cruiser); a: the dreadnought's hit points.
    // The dreadnought rolls 1 die, so at most 1 hit a round; the agent cancels the first hit
    // (first-non-fodder) or only the one that would destroy the cruiser, the costliest (k = 1).
    const solve = (costliest: boolean) =>
      absorb({ k: 0, a: 2, used: false }, (s) => `${s.k}${s.a}${s.used}`, (s) => {
        if (s.k === 2 || s.a === 0) return { end: s.a > 0 ? 'attackerWin' : s.k < 2 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(1, pHit(5)).forEach((pa, ha) => binomial(s.k === 0 ? 1 : 0, pHit(9)).forEach((pd, hd) => binomial(1, pHit(7)).forEach((pc, hc) => {
          let { k, used } = s;
          if (ha === 1) {
            if (!used && (!costliest || k === 1)) used = true;
            else k++;
          }
          next.push([pa * pd * pc, { k, a: Math.max(0, s.a - hd - hc), used }]);
        })));
        return { next };
      });
    const [early, waited] = [solve(false).defenderWin, solve(true).defenderWin];
    expectNear(win(raw('first-non-fodder')).defenderWin.p, early, BATTLES, 'first-non-fodder');
    expectEffect({ label: 'costliest-unit', measured: win(raw('costliest-unit')).defenderWin.p, derived: waited, derivedWithout: early, direction: -1, battles: BATTLES });
  });
});

describe('reflective-shielding (first-sustain | costliest-ship): outcome sizes', () => {
  it("a dreadnought and a war sun against 7 cruisers: first-sustain hits back on the first sustain, not the war sun's, and wins more", () => {
    const battles = 16_000;
    const raw = (play: string) => ({ attacker: { units: { dreadnought: 1, warsun: 1 }, effects: ['reflective-shielding'], effectPolicies: { 'reflective-shielding': play } }, defender: { units: { cruiser: 7 } } });
    // k: hits the attacker has absorbed, in order: the dreadnought sustains, the war sun sustains,
    // the dreadnought is lost, the war sun is lost. The card's 2 hits come with the first sustain
    // (first-sustain, k = 0) or with the war sun's (costliest-ship, position 1).
    const solve = (costliest: boolean) =>
      absorb({ k: 0, c: 7, used: false }, (s) => `${s.k}${s.c}${s.used}`, (s) => {
        if (s.k === 4 || s.c === 0) return { end: s.k < 4 ? 'attackerWin' : s.c > 0 ? 'defenderWin' : 'draw' };
        const next: [number, typeof s][] = [];
        binomial(s.k < 3 ? 1 : 0, pHit(5)).forEach((pd, hd) => binomial(3, pHit(3)).forEach((pw, hw) => binomial(s.c, pHit(7)).forEach((pc, hc) => {
          let [c, used] = [Math.max(0, s.c - hd - hw), s.used];
          const k = Math.min(4, s.k + hc);
          if (!used && hc > 0 && (costliest ? s.k <= 1 && k >= 2 : s.k < 2)) [used, c] = [true, Math.max(0, c - 2)];
          next.push([pd * pw * pc, { k, c, used }]);
        })));
        return { next };
      });
    const [first, costliest] = [solve(false).attackerWin, solve(true).attackerWin];
    expectNear(win(raw('first-sustain'), battles).attackerWin.p, first, battles, 'first-sustain');
    expectEffect({ label: 'costliest-ship', measured: win(raw('costliest-ship'), battles).attackerWin.p, derived: costliest, derivedWithout: first, direction: -1, battles });
  });
});

describe('war-funding (beat-expected | own-misses-only): outcome sizes', () => {
  it("cruiser against cruiser: in round 1 both reroll the attacker's miss; beat-expected also rerolls the defender's hit", () => {
    const raw = (play: string) => ({ attacker: { units: { cruiser: 1 }, effects: ['war-funding'], effectPolicies: { 'war-funding': play } }, defender: { units: { cruiser: 1 } } });
    const p = pHit(7);
    const plain = (p * (1 - p)) / (1 - (1 - p) ** 2);
    // Round 1: the attacker hits unless both its rolls miss; the defender's hit (1 > 0.4 expected) is
    // rerolled under beat-expected, so it stands only if the reroll hits too. Later rounds are plain.
    const afterRound1 = (pd: number) => { const pa = 1 - (1 - p) ** 2; return pa * (1 - pd) + (1 - pa) * (1 - pd) * plain; };
    const [own, rerolled] = [afterRound1(p), afterRound1(p * p)];
    expectNear(win(raw('own-misses-only')).attackerWin.p, own, BATTLES, 'own-misses-only');
    expectEffect({ label: 'beat-expected', measured: win(raw('beat-expected')).attackerWin.p, derived: rerolled, derivedWithout: own, direction: 1, battles: BATTLES });
  });
});
