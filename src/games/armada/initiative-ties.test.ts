/**
 * The Command Initiative ranking (000, "Step Two: Command Initiative": "The ship with the highest
 * total command value is called the first ship ... (If two or more ships are tied, the one with the
 * lowest current speed goes first. If this is tied, determine order randomly.)"). The first ship's
 * controller draws first; the trace names who draws in ranking order. Speed is the ship's maximum
 * (docs/armada.md: the brawl model plays no Change Speed).
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import type { RawFleet } from './fleet.js';
import type { SidePolicies } from './policies/names.js';
import { commandInitiativeInPlace, InitiativeScratch } from './initiative.js';
import { testScenario, testState } from './test-fixtures.js';

const DRAWS = 400;

/** How often each ship's controller drew first, over DRAWS Command Initiative steps. */
function firstDrawers(first: RawFleet, second: RawFleet, seed: string, policies: [Partial<SidePolicies>, Partial<SidePolicies>] = [{}, {}]): Map<string, number> {
  const { st } = testState(testScenario(first, second, {}, policies), seed);
  const scratch = new InitiativeScratch(st.nShips);
  const count = new Map<string, number>();
  for (let i = 0; i < DRAWS; i++) {
    st.trace = new Trace();
    commandInitiativeInPlace(st, scratch);
    const who = /^ (.+)'s controller draws counter/.exec(st.trace.lines[0])![1];
    count.set(who, (count.get(who) ?? 0) + 1);
  }
  return count;
}

describe('command initiative ties (000, "Step Two: Command Initiative")', () => {
  it('equal command: the slower ship (Sol dreadnought, speed 4) ranks before the faster (Letnev destroyer, speed 6), every time', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }] };
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }] };
    expect(firstDrawers(letnev, sol, 'speed')).toEqual(new Map([['Sol dreadnought', DRAWS]]));
    expect(firstDrawers(sol, letnev, 'speed')).toEqual(new Map([['Sol dreadnought', DRAWS]]));
  });

  it('higher command still ranks first whatever the speed', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }] };
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer', crew: ['letnev-commander'] }] };
    expect(firstDrawers(sol, letnev, 'command')).toEqual(new Map([['Letnev destroyer', DRAWS]]));
  });

  it('equal command and speed: random, each first about half the time (within 4 SE, fixed seed)', () => {
    const a: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] };
    const b: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] };
    const count = firstDrawers(a, b, 'coin');
    expect(Math.abs((count.get('Sol cruiser') ?? 0) / DRAWS - 0.5)).toBeLessThanOrEqual(4 * Math.sqrt(0.25 / DRAWS));
  });

  it('the speed policy decides the tie: a destroyer kept at speed 3 (custom, or match-initiative: one below the dreadnought\'s 4) ranks first', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }] };
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }] };
    expect(firstDrawers(letnev, sol, 'speed', [{ speed: 'custom', speeds: { 'Letnev destroyer': 3 } }, {}])).toEqual(new Map([['Letnev destroyer', DRAWS]]));
    expect(firstDrawers(letnev, sol, 'speed', [{ speed: 'match-initiative' }, {}])).toEqual(new Map([['Letnev destroyer', DRAWS]]));
    // max (the default) keeps 6: the dreadnought wins the tie as above; a custom speed above the maximum is capped there.
    expect(firstDrawers(letnev, sol, 'speed', [{ speed: 'custom', speeds: { 'Letnev destroyer': 9 } }, {}])).toEqual(new Map([['Sol dreadnought', DRAWS]]));
  });

  it('speeds without speed: custom, or naming a ship the fleet lacks, is refused', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }] };
    const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }] };
    expect(() => testScenario(letnev, sol, {}, [{ speeds: { 'Letnev destroyer': 3 } }, {}])).toThrow('test: first.policies.speeds: per-ship speeds need the custom speed policy');
    expect(() => testScenario(letnev, sol, {}, [{ speed: 'custom', speeds: { 'Letnev destroyer #2': 3 } }, {}])).toThrow('unknown ship "Letnev destroyer #2"');
  });
});
