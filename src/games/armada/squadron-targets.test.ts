/**
 * Who may fire at squadrons. 000, "Special Ship Types", Escort: "When executing an attack order,
 * the escort may fire its beam weapon at any torpedo or squadron in range" — an escort's special
 * ability, so by default other ships fire at ships only; "Order: Attack", Fire Beam Weapons ("if
 * there is a target within range") supports the other reading, the rule option squadronTargets
 * "any-ship" (rule-options.ts). Squadron damage is all-or-nothing (000, "Damaging Squadrons":
 * "if the damage inflicted does not destroy the squadron, it does not reduce the squadron's hull").
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import type { RawFleet } from './fleet.js';
import { attackInPlace } from './ship-orders.js';
import { testScenario, testState } from './test-fixtures.js';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';

const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { fighter: 2 } };
const cruiser: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] };
const frigate: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }] };

function firstShot(first: RawFleet, extra: Record<string, unknown>, seed: string): { line: string; squadronsLeft: number } {
  const { st } = testState(testScenario(first, hacan, extra, [{ squadronTargeting: 'squadrons-first' }, {}]), seed);
  st.trace = new Trace();
  st.phase = 1;
  attackInPlace(st, 0);
  return { line: st.trace.lines[0], squadronsLeft: st.squadronsLeft[1] };
}

describe('who fires at squadrons (000, "Special Ship Types", Escort; rule option squadronTargets)', () => {
  it('by default a ship that is not an escort fires at ships even when its side prefers squadrons', () => {
    const shot = firstShot(cruiser, {}, 'default');
    expect(shot.line).toMatch(/^ {2}Sol cruiser fires \d+ counters at Hacan ark carrier: /);
    expect(shot.squadronsLeft).toBe(2);
  });

  it('an escort fires at an enemy squadron: destroyed with hits >= its hull, untouched otherwise', () => {
    const seen = new Set<boolean>();
    for (let k = 0; k < 40; k++) {
      const { st, plan } = testState(testScenario(frigate, hacan, {}, [{ escortTargeting: 'squadrons-first' }, {}]), `escort ${k}`);
      st.trace = new Trace();
      st.phase = 1;
      attackInPlace(st, 0);
      const m = /^ {2}Sol frigate \(escort\) fires at Fighter squadron #1: (\d+) hits?$/.exec(st.trace.lines[0]);
      expect(m, st.trace.lines[0]).not.toBeNull();
      const destroyed = Number(m![1]) >= plan.squadrons.hull[0];
      seen.add(destroyed);
      expect(st.sqAlive[0]).toBe(destroyed ? 0 : 1);
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it('under squadronTargets "any-ship" the same cruiser fires at a squadron, and the result records the rule', () => {
    const shot = firstShot(cruiser, { rules: { squadronTargets: 'any-ship' } }, 'default');
    expect(shot.line).toMatch(/^ {2}Sol cruiser fires \d+ counters at Fighter squadron #1: /);
    expect(testScenario(cruiser, hacan, { rules: { squadronTargets: 'any-ship' } }).rules.squadronTargets).toBe('any-ship');
  });
});

describe('squadrons are all-or-nothing (000, "Damaging Squadrons": "if the damage inflicted does not destroy the squadron, it does not reduce the squadron\'s hull")', () => {
  it('a heavy fighter (hull 2) survives any number of one-hit shots and dies to a two-hit one', () => {
    const heavy: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { 'heavy-fighter': 1 } };
    const { st } = testState(testScenario(frigate, heavy, {}, [{ escortTargeting: 'squadrons-first' }, {}]), 'all-or-nothing');
    st.trace = new Trace();
    let oneHitShots = 0;
    for (let phase = 1; phase <= 200 && st.sqAlive[0] === 1; phase++) {
      st.phase = phase;
      st.trace.lines.length = 0;
      attackInPlace(st, 0);
      const hits = Number(/fires at Heavy fighter squadron: (\d+) hits?$/.exec(st.trace.lines[0])![1]);
      if (hits === 1) oneHitShots++;
      expect(st.sqAlive[0], `after a ${hits}-hit shot`).toBe(hits >= 2 ? 0 : 1);
    }
    // several one-hit shots landed before the kill: together they would have been enough
    expect(oneHitShots).toBeGreaterThanOrEqual(2);
    expect(st.sqAlive[0]).toBe(0);
  });
});


describe('squadron damage is all-or-nothing, hand-computed with scripted counters (000, "Damaging Squadrons")', () => {
  // Scripted uniform u gives k hits of n counters when u = (k + ε)/(n + 1) (counters.ts alias table).
  const hitsOf = (k: number, n: number) => (k + 1e-9) / (n + 1);
  const frigate: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }] };
  const heavy: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { 'heavy-fighter': 1 } };

  it('a heavy fighter (hull 2) hit once by an escort is untouched, and a second single hit does not add up; two hits destroy it', () => {
    const { st, plan } = testState(testScenario(frigate, heavy, {}, [{ escortTargeting: 'squadrons-first' }, {}]), 'scripted');
    const beam = plan.ships.beam[0];
    st.rng = new ScriptedDice({ uniform: [hitsOf(1, beam), hitsOf(1, beam)] });
    attackInPlace(st, 0);
    attackInPlace(st, 0);
    expect(st.sqAlive[0]).toBe(1);
    // After the kill the escort fires again at a ship (000, "Special Ship Types", Escort): script that drop too.
    st.rng = new ScriptedDice({ uniform: [hitsOf(2, beam), hitsOf(0, beam)] });
    attackInPlace(st, 0);
    expect(st.sqAlive[0]).toBe(0);
  });
});
