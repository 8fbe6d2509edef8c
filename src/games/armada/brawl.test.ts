import { describe, expect, it } from 'vitest';
import { RandomStream } from '../../core/rng.js';
import { createTally, OUTCOME_BASE } from '../../core/tally.js';
import { Trace } from '../game.js';
import { BrawlSimulator } from './brawl.js';
import { compileArmada } from './compile.js';
import { criticalInPlace, damageShipInPlace } from './damage.js';
import { commandInitiativeInPlace, InitiativeScratch } from './initiative.js';
import { CRIT_ENGINEERING, CRIT_WEAPONS, OUTCOME_TURN_CAP } from './plan.js';
import { planBoardingInPlace } from './policies/boarding-plan.js';
import { squadronSegmentInPlace } from './segments.js';
import { attackInPlace } from './ship-orders.js';
import { testScenario, testState } from './test-fixtures.js';

const frigate = { faction: 'sol' as const, ships: [{ ship: 'sol-frigate' }] };

describe('Armada combat rules (brawl model)', () => {
  it('the same critical twice destroys the ship (000, "Critical Hits")', () => {
    const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, frigate));
    st.trace = new Trace();
    criticalInPlace(st, 0, CRIT_WEAPONS);
    expect(st.alive[0]).toBe(1);
    expect(st.beamNow(0)).toBe(0);
    criticalInPlace(st, 0, CRIT_WEAPONS);
    expect(st.alive[0]).toBe(0);
    expect(st.trace.lines).toContain('    Sol cruiser suffers a weapons critical for the second time');
  });

  it('an engineering critical removes all tech and its continuous bonus (000, "Critical Hits"; "Types")', () => {
    const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['sol-phaser'] }] }, frigate));
    expect(st.beamNow(0)).toBe(5);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect(st.beamNow(0)).toBe(4);
    expect(st.diskAlive[0]).toBe(0);
  });

  it('an instant cancel-critical ability cancels its type and is flipped (000, "Special Abilities" sidebar)', () => {
    const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-engineer'] }] }, frigate));
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect(st.crits[0]).toBe(0);
    expect(st.diskReady[0]).toBe(0);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect(st.crits[0]).toBe(1 << CRIT_ENGINEERING);
  });

  it('squadron beams never crit ships (000, "Segment One: Squadrons")', () => {
    const scenario = testScenario({ faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 3 } }, { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion' }] }, { pExplosion: 0.9 });
    const { st } = testState(scenario, 'squadrons');
    for (let i = 0; i < 2000; i++) {
      st.reset();
      st.phase = 1;
      squadronSegmentInPlace(st);
      expect(st.crits[1]).toBe(0);
    }
    expect(st.shields[1]).toBeLessThan(st.maxShields[1]);
  });

  it('excess squadrons go when their carrier dies (000, "2. Build your Fleet", Squadrons: "you must immediately remove the excess squadrons")', () => {
    const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-carrier' }, { ship: 'sol-cruiser' }], squadrons: { fighter: 3 } }, frigate));
    expect(st.squadronsLeft[0]).toBe(3);
    damageShipInPlace(st, 0, 20, true);
    expect(st.alive[0]).toBe(0);
    expect(st.squadronsLeft[0]).toBe(0);
  });

  it('an escort shoots a torpedo down and fires again (000, "Special Ship Types", Escort)', () => {
    const scenario = testScenario({ faction: 'sardakk', ships: [{ ship: 'sardakk-warship' }] }, frigate, { pExplosion: 0.95 });
    const { st } = testState(scenario, 'escort');
    st.trace = new Trace();
    st.phase = 1;
    st.launchTorpedoInPlace(1, 4);
    attackInPlace(st, 0);
    expect(st.torpAlive[0]).toBe(0);
    expect(st.trace.lines[0]).toMatch(/^ {2}Sardakk warship \(escort\) fires at a torpedo: \d hits?$/);
    expect(st.trace.lines.some((l) => l.includes('fires 4 counters at Sol frigate'))).toBe(true);
  });

  it('an escort\'s second shot is a beam, never a torpedo launch (000, "Special Ship Types", Escort: "the escort may fire its beam weapon at any torpedo or squadron in range ... If the torpedo or squadron is destroyed, the escort may immediately fire a second time")', () => {
    // torpedo-first: an ordinary attack by this frigate would launch its torpedo
    const scenario = testScenario(frigate, { faction: 'sardakk', ships: [{ ship: 'sardakk-warship' }] }, { pExplosion: 0.95 }, [{ weapon: 'torpedo-first' }, {}]);
    const { st } = testState(scenario, 'escort-second');
    st.trace = new Trace();
    st.phase = 1;
    st.launchTorpedoInPlace(1, 4);
    attackInPlace(st, 0);
    expect(st.trace.lines[0]).toMatch(/^ {2}Sol frigate \(escort\) fires at a torpedo: [1-9]\d* hits?$/);
    expect(st.torpAlive[0]).toBe(0);
    expect(st.trace.lines.some((l) => l.includes('launches a torpedo'))).toBe(false);
    expect(st.torpedoes[0]).toBe(1);
    expect(st.torpCount).toBe(1);
    expect(st.trace.lines.some((l) => /^ {2}Sol frigate fires 3 counters at Sardakk warship: /.test(l))).toBe(true);
  });

  it('a Security crew never boards an enemy (000, "Step Four: Boarding")', () => {
    const only = testScenario({ faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['merc-security'] }] }, frigate, {}, [{ boarding: 'shields-down-outnumber' }, {}]);
    const a = testState(only).st;
    a.shields[0] = 0;
    a.shields[1] = 0;
    planBoardingInPlace(a, 0, 1);
    expect(a.boardTarget[0]).toBe(-1);
    const mixed = testScenario({ faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['merc-security', 'merc-marines'] }] }, frigate, {}, [{ boarding: 'shields-down-outnumber' }, {}]);
    const b = testState(mixed).st;
    b.shields[0] = 0;
    b.shields[1] = 0;
    planBoardingInPlace(b, 0, 1);
    expect(b.boardTarget[0]).toBe(1);
    attackInPlace(b, 0);
    expect([b.diskShip[0], b.diskShip[1]]).toEqual([0, 1]);
  });

  it('copies of the same disk do not stack (000, "Multiple Disk Effects")', () => {
    const { st } = testState(testScenario({ faction: 'sardakk', ships: [{ ship: 'sardakk-warship', crew: ['sardakk-marines', 'sardakk-marines'], tech: ['sardakk-combat-stim'] }] }, frigate));
    expect(st.commandBonus[0]).toBe(2);
  });

  it('every ship gets a distinct initiative counter 1..N (000, "Step Two: Command Initiative")', () => {
    const scenario = testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-captain'] }, { ship: 'sol-frigate' }] }, { faction: 'letnev', ships: [{ ship: 'letnev-arc' }, { ship: 'letnev-destroyer' }] });
    const { st } = testState(scenario, 'initiative');
    const scratch = new InitiativeScratch(st.nShips);
    for (let i = 0; i < 500; i++) {
      const n = commandInitiativeInPlace(st, scratch);
      expect(n).toBe(4);
      expect([...st.counter].sort()).toEqual([1, 2, 3, 4]);
      expect(new Set(st.byCounter).size).toBe(4);
    }
  });

  it('a battle is deterministic for a given stream, and the turn cap is reported separately (the docs/ pages)', () => {
    const scenario = testScenario({ faction: 'sol', ships: [{ ship: 'sol-dreadnought' }] }, { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought' }] }, { maxTurns: 1 });
    const plan = compileArmada(scenario);
    const runOnce = () => {
      const tally = createTally(plan.tallySize);
      new BrawlSimulator(plan).run(new RandomStream('det'), tally, 3000, null);
      return tally;
    };
    const a = runOnce();
    expect(Array.from(runOnce())).toEqual(Array.from(a));
    expect(a[OUTCOME_BASE + OUTCOME_TURN_CAP]).toBeGreaterThan(0);
    expect(a[plan.turnsSlot + 1]).toBe(3000);
  });
});
