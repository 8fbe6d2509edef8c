/**
 * Effects that change the order of a battle, traced line by line on scripted dice
 * (test/support/scripted-dice.ts), die by die: Ambush (Mentak), Harrow (L1Z1X), Valkyrie Particle
 * Weave (Sardakk), Parley and Ragh's Call. Each expectation follows the card text quoted in the
 * effect's definition and the invasion order of rules 003 "INVASION" (1. BOMBARDMENT, 2. COMMIT
 * GROUND FORCES, 3. SPACE CANNON DEFENSE, 4. GROUND COMBAT); unit values from docs/scenario-format.md.
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../../core/tally.js';
import { ScriptedDice } from '../../../../test/support/scripted-dice.js';
import { Trace } from '../../game.js';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { DIE_BY_DIE } from '../../../../test/support/ti4-helpers.js';

function traced(raw: object, d10: number[]) {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', ...raw }, 'test'));
  plan.roundSampling = DIE_BY_DIE;
  const dice = new ScriptedDice({ d10 });
  const trace = new Trace();
  const tally = createTally(plan.tallySize);
  new Ti4Simulator(plan).run(dice, tally, 1, trace);
  expect(dice.remaining()).toEqual({ d10: 0, uniform: 0, chance: 0, below: 0 });
  return { lines: trace.lines, tally, plan };
}

describe('Ambush (Mentak): one die for each of the 2 best cruisers or destroyers before the first round', () => {
  it('cruiser (7) and a Destroyer II (8) roll, not the second destroyer; the opponent assigns the 2 hits like combat hits', () => {
    const r = traced(
      { options: { maxRounds: 1 }, attacker: { faction: 'mentak', units: { cruiser: 1, destroyer: 2 }, upgrades: ['destroyer'] }, defender: { units: { dreadnought: 1, fighter: 1 } } },
      [7, 8, 1, 1, 1, 1],
    );
    expect(r.lines).toEqual([
      '  attacker Ambush: rolls 7 (hits on 7+) → 1 hit',
      '  attacker Ambush: rolls 8 (hits on 8+) → 1 hit',
      '  attacker Ambush: 2 hit(s)',
      '  defender assigns 2 hits',
      '  defender Dreadnought sustains damage',
      '  defender Fighter is destroyed',
      'Space combat round 1',
      '  anti-fighter barrage',
      '  attacker Cruiser combat: rolls 1 (hits on 7+) → 0 hits',
      '  attacker Destroyer II #1 combat: rolls 1 (hits on 8+) → 0 hits',
      '  attacker Destroyer II #2 combat: rolls 1 (hits on 8+) → 0 hits',
      '  defender Dreadnought combat: rolls 1 (hits on 5+) → 0 hits',
      'Result: roundCap after 1 round',
      '  attacker survivors: Cruiser, Destroyer II #1, Destroyer II #2',
      '  defender survivors: Dreadnought (damaged)',
    ]);
  });
});

describe('Mentak: Ambush rolls only cruisers and destroyers; Moll Terminus and the Fourth Moon block SUSTAIN DAMAGE', () => {
  it('Ambush with a cruiser and a dreadnought: only the cruiser rolls (the dreadnought\'s better 5 does not count)', () => {
    const r = traced({ options: { maxRounds: 1 }, attacker: { faction: 'mentak', units: { cruiser: 1, dreadnought: 1 } }, defender: { units: { carrier: 1 } } }, [1, 1, 1, 1]);
    expect(r.lines.slice(0, 2)).toEqual(['  attacker Ambush: rolls 1 (hits on 7+) → 0 hits', '  attacker Ambush: 0 hit(s)']);
  });

  it('Moll Terminus: "Other players\' ground forces on this planet cannot use SUSTAIN DAMAGE" — only while the mech lives', () => {
    // Round 1: 1 hit each way; the defender's mech may not sustain, so its infantry dies; the damaged Mentak
    // mech is lost (killOrder). Round 2: the attacker's 1 hit — the defender's mech sustains now.
    const r = traced(
      { place: 'ground', options: { maxRounds: 2 }, attacker: { faction: 'mentak', units: { infantry: 2, mech: 1 }, damaged: { mech: 1 }, killOrder: ['mech'] }, defender: { units: { infantry: 1, mech: 1 } } },
      [8, 1, 1, 8, 1, 8, 1, 1],
    );
    expect(r.lines.filter((l) => / (assigns|is destroyed|sustains)/.test(l))).toEqual([
      '  defender assigns 1 hit',
      '  defender Infantry is destroyed',
      '  attacker assigns 1 hit',
      '  attacker Moll Terminus is destroyed',
      '  defender assigns 1 hit',
      '  defender Mech sustains damage',
    ]);
  });

  it('Fourth Moon (Mentak flagship): the opponent\'s dreadnought is destroyed by a hit it would have sustained', () => {
    const r = traced({ options: { maxRounds: 1 }, attacker: { faction: 'mentak', units: { flagship: 1 } }, defender: { units: { dreadnought: 2 } } }, [7, 1, 1, 1]);
    expect(r.lines.filter((l) => / (assigns|is destroyed|sustains)/.test(l))).toEqual(['  defender assigns 1 hit', '  defender Dreadnought #1 is destroyed']);
  });
});

describe('Harrow (L1Z1X): the attacker\'s ships bombard again at the end of each ground combat round', () => {
  it('bombardment misses, the infantry dies in round 1, then Harrow\'s bombardment kills a defending infantry', () => {
    // Super-Dreadnought: bombardment 5. Round 1: the attacker's infantry 1 misses; the defenders 8 and 9 hit.
    const r = traced({ place: 'tactical', attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 2 } } }, [1, 1, 8, 9, 5]);
    expect(r.lines).toEqual([
      'Invasion',
      'Bombardment',
      '  attacker Super-Dreadnought bombardment: rolls 1 (hits on 5+) → 0 hits',
      '  attacker commits its ground forces',
      'Ground combat round 1',
      '  attacker Infantry combat: rolls 1 (hits on 8+) → 0 hits',
      '  defender Infantry #1 combat: rolls 8 (hits on 8+) → 1 hit',
      '  defender Infantry #2 combat: rolls 9 (hits on 8+) → 1 hit',
      '  attacker assigns 2 hits',
      '  attacker Infantry is destroyed',
      'Bombardment (Harrow)',
      '  attacker Super-Dreadnought bombardment: rolls 5 (hits on 5+) → 1 hit',
      '  defender assigns 1 hit',
      '  defender Infantry #1 is destroyed',
      'Result: defenderWin after 1 round',
      '  attacker survivors: Super-Dreadnought',
      '  defender survivors: Infantry #2',
    ]);
  });
});

describe('Valkyrie Particle Weave (Sardakk): "if your opponent produced 1 or more hits, you produce 1 additional hit"', () => {
  const raw = { place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'sardakk', units: { infantry: 2 }, effects: ['valkyrie-particle-weave'] }, defender: { units: { infantry: 2 } } };

  it('the Sardakk infantry (7+ with Unrelenting) miss, the defender hits once: the Sardakk still produce 1 hit', () => {
    const r = traced(raw, [1, 1, 8, 1]);
    expect(r.lines.filter((l) => l.includes('assigns') || l.includes('destroyed'))).toEqual([
      '  defender assigns 1 hit',
      '  defender Infantry #1 is destroyed',
      '  attacker assigns 1 hit',
      '  attacker Infantry #1 is destroyed',
    ]);
  });

  it('no opponent hit: no extra hit', () => {
    const r = traced(raw, [1, 1, 1, 1]);
    expect(r.lines.filter((l) => l.includes('assigns') || l.includes('destroyed'))).toEqual([]);
    expect(r.lines.at(-2)).toBe('  attacker survivors: Infantry #1, Infantry #2');
  });
});

describe('effects that end or change the landing', () => {
  it('Parley: the committed forces return to space — no ground combat, the defender keeps the planet, nothing is lost', () => {
    const r = traced({ place: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 }, effects: ['parley'] } }, []);
    expect(r.lines).toEqual([
      'Invasion',
      '  attacker commits its ground forces',
      '  the defender returns the committed forces to the space area (Parley)',
      'Result: defenderWin after 0 rounds',
      '  attacker survivors: Infantry #1, Infantry #2',
      '  defender survivors: Infantry',
    ]);
    expect(r.tally[r.plan.sides[0].lostSlot]).toBe(0);
  });

  it('Parley needs committed units: when Strike Wing Alpha II killed the only infantry in space, there is nothing to return', () => {
    // Barrage 9, 1, 1 (6+): the 9 kills the carried infantry, the hit the fighter. The dreadnought's 5 sinks the destroyer.
    const r = traced(
      { place: 'tactical', attacker: { units: { dreadnought: 1, fighter: 1, infantry: 1 } }, defender: { faction: 'argent', units: { destroyer: 1, infantry: 1 }, upgrades: ['destroyer'], effects: ['parley'] } },
      [9, 1, 1, 5, 1, 1],
    );
    expect(r.lines.slice(9)).toEqual([
      'Invasion',
      'Bombardment',
      '  attacker Dreadnought bombardment: rolls 1 (hits on 5+) → 0 hits',
      '  attacker commits its ground forces',
      'Result: defenderWin after 1 round',
      '  attacker survivors: Dreadnought',
      '  defender survivors: Infantry',
    ]);
  });

  it('Ragh\'s Call: the Saar ground forces are removed (placed elsewhere, not destroyed); the PDS still fires space cannon defense', () => {
    const r = traced({ place: 'ground', attacker: { units: { infantry: 1 }, effects: ['raghs-call'] }, defender: { faction: 'saar', units: { infantry: 2, pds: 1 } } }, [1]);
    expect(r.lines).toEqual([
      'Invasion',
      '  attacker commits its ground forces',
      "  the defender's ground forces leave the planet (Ragh's Call)",
      'Space cannon defense',
      '  defender PDS space cannon: rolls 1 (hits on 6+) → 0 hits',
      'Result: attackerWin after 0 rounds',
      '  attacker survivors: Infantry',
      '  defender survivors: PDS',
    ]);
    expect(r.tally[r.plan.sides[1].lostSlot]).toBe(0);
  });
});
