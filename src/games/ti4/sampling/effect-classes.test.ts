/**
 * How the simulator files an effect's hooks for the state tables (battle.ts classifyHooks, by the
 * effect's `sampling` declaration, sampling/effect-sampling.ts): `round-dice` effects split the
 * rounds into classes (rounds 1..lastRound apart, the later ones alike); `units` effects make the
 * table battle check every unit code (a side of 16 units has 2^16 > MAX_TABLE_STATES codes, so it
 * falls back to the general loop); `cannon-hits` effects cancel only space cannon hits, which no
 * table samples, so they change neither.
 */
import { describe, expect, it } from 'vitest';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import type { Ti4Plan } from '../plan.js';

const simulator = (attacker: object, defender: object = { units: { cruiser: 1 } }) => new Ti4Simulator(compileTi4(parseTi4Scenario({ game: 'ti4', attacker, defender }, 'test')));
const FLEET = { fighter: 14, carrier: 2 };

describe('effect sampling classes', () => {
  it('16 units: table battles with no effect and with Maneuvering Jets (cannon-hits); not with Direct Hit (units)', () => {
    expect(simulator({ units: FLEET }).runsTableBattles).toBe(true);
    expect(simulator({ units: FLEET, effects: ['maneuvering-jets'] }).runsTableBattles).toBe(true);
    expect(simulator({ units: FLEET, effects: ['direct-hit'] }).runsTableBattles).toBe(false);
    expect(simulator({ units: { fighter: 2, carrier: 1 }, effects: ['direct-hit'] }).runsTableBattles).toBe(true);
  });

  it('Waylay (barrage hits any ship) keeps the table battle alone, not with a units or round-dice effect', () => {
    expect(simulator({ units: { destroyer: 2 }, effects: ['waylay'] }, { units: { fighter: 2, carrier: 1 } }).runsTableBattles).toBe(true);
    expect(simulator({ units: { destroyer: 2 }, effects: ['waylay', 'morale-boost'] }, { units: { fighter: 2, carrier: 1 } }).runsTableBattles).toBe(false);
    expect(simulator({ units: { destroyer: 2 }, effects: ['waylay', 'direct-hit'] }, { units: { fighter: 2, carrier: 1 } }).runsTableBattles).toBe(false);
    expect(simulator({ units: { destroyer: 2 }, effects: ['morale-boost'] }, { units: { fighter: 2, carrier: 1 } }).runsTableBattles).toBe(true);
  });

  it('round classes: 1 without round effects; Fighter Prototype (round 1 only) 2; Morale Boost @round3 4; the later of two wins', () => {
    expect(simulator({ units: { fighter: 2, carrier: 1 } }).sides[0].roundClasses).toBe(1);
    expect(simulator({ units: { fighter: 2, carrier: 1 }, effects: ['fighter-prototype'] }).sides[0].roundClasses).toBe(2);
    expect(simulator({ units: { cruiser: 2 }, effects: ['morale-boost@round3'] }).sides[0].roundClasses).toBe(4);
    expect(simulator({ units: { fighter: 2, carrier: 1 }, effects: ['morale-boost@round3', 'fighter-prototype'] }).sides[0].roundClasses).toBe(4);
    expect(simulator({ units: { cruiser: 2 } }, { units: { cruiser: 1 }, effects: ['morale-boost@round2'] }).sides.map((s) => s.roundClasses)).toEqual([1, 3]);
  });

  it('an effect with no sampling declared (Shields Holding acts at hit assignment) keeps the simulator off the table battle even on a plan that asks for tables', () => {
    // compile.ts already makes such a plan roll die by die (sampling/round-sampling.ts); the
    // simulator does not rely on it: its own filing of the hooks refuses the table battle.
    const tables = { combat: ['tables', 'tables'], barrage: ['tables', 'tables'], reasons: [] } as Ti4Plan['roundSampling'];
    const forced = (attacker: object) => {
      const plan = compileTi4(parseTi4Scenario({ game: 'ti4', attacker, defender: { units: { cruiser: 1 } } }, 'test'));
      plan.roundSampling = tables;
      return new Ti4Simulator(plan).runsTableBattles;
    };
    expect(forced({ units: { cruiser: 2 } })).toBe(true);
    expect(forced({ units: { cruiser: 2 }, effects: ['maneuvering-jets'] })).toBe(true);
    expect(forced({ units: { cruiser: 2 }, effects: ['shields-holding'] })).toBe(false);
  });
});
