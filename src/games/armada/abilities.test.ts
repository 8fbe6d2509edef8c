/**
 * Special ability types and the no-stacking rule (000, "Special Abilities": "Types", "Multiple
 * Disk Effects"; the docs/ pages, Armada, "Crew and tech": "type (continuous, starting, instant,
 * command, expendable) ... Copies of the same disk do not stack on one target";
 * docs/rules-interpretations.md, Armada, "Timed abilities are used greedily"). Disks the sample
 * catalog lacks (a continuous squadron-beam crew, an unlimited crew with a starting ability) come
 * from `testCatalog`.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import type { BattleState } from './battle-state.js';
import { criticalInPlace } from './damage.js';
import type { RawFleet } from './fleet.js';
import { CRIT_ENGINEERING } from './plan.js';
import { squadronSegmentInPlace } from './segments.js';
import { activateCrewInPlace, attackInPlace } from './ship-orders.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

const lion: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion' }] };
const catalog = testCatalog({
  crew: {
    'test-flight-leader': { name: 'Flight leader', faction: 'sol', type: 'wingCommander', copies: 'unlimited', command: 1, combat: 1, cost: 1, ability: { type: 'continuous', effect: 'squadronBeam', value: 1 } },
    'test-rigger': { name: 'Hull rigger', faction: 'sol', type: 'engineer', copies: 'unlimited', command: 0, combat: 1, cost: 1, ability: { type: 'starting', effect: 'maxHull', value: 1 } },
  },
});

/** Counters each beam shot of one call dropped, in order, read from the trace. */
function shots(st: BattleState, act: () => void): number[] {
  st.trace = new Trace();
  act();
  return st.trace.lines.flatMap((l) => /^ {2}.+ fires (\d+) counters at /.exec(l)?.[1] ?? []).map(Number);
}
/** Runs one squadron segment in a new orders phase. */
const squadronPhase = (st: BattleState) => shots(st, () => {
  st.phase++;
  squadronSegmentInPlace(st);
});

describe('special ability types (000, "Special Abilities", Types)', () => {
  it('continuous: +1 squadron beam without activating the disk, every phase, lost with the disk', () => {
    const fleet: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['test-flight-leader'] }], squadrons: { fighter: 2 } };
    const { st } = testState(testScenario(fleet, lion, { catalog, pExplosion: 0.05 }), 'continuous');
    expect(squadronPhase(st)).toEqual([3, 3]);
    expect(squadronPhase(st)).toEqual([3, 3]);
    expect(st.diskReady[0]).toBe(1);
    st.removeDiskInPlace(0);
    expect(squadronPhase(st)).toEqual([2, 2]);
  });

  it('command: used only through an Activate Crew order, flipped, and lasting the orders phase', () => {
    const fleet: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-captain', 'letnev-commander'] }] };
    const { st } = testState(testScenario(fleet, lion, { pExplosion: 0.05 }), 'command');
    st.phase = 1;
    expect(shots(st, () => attackInPlace(st, 0))).toEqual([4]);
    expect(st.diskReady[1]).toBe(1);
    st.phase = 2;
    // Activate Crew: the commander's +2 beam, then the captain's Attack row; a plain Attack in the same phase keeps the +2
    expect(shots(st, () => activateCrewInPlace(st, 0, 0))).toEqual([6]);
    expect(st.trace!.lines[0]).toBe('  Letnev commander (Letnev dreadnought): +2 beam damage this phase');
    expect(st.diskReady[1]).toBe(0);
    expect(shots(st, () => attackInPlace(st, 0))).toEqual([6]);
    st.phase = 3;
    expect(shots(st, () => attackInPlace(st, 0))).toEqual([4]);
  });

  it('instant: once per turn, lasting the orders phase, usable again once readied', () => {
    const fleet: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser', crew: ['letnev-gunner'] }] };
    const { st } = testState(testScenario(fleet, lion, { pExplosion: 0.05 }), 'instant');
    const attack = (phase: number) => shots(st, () => {
      st.phase = phase;
      attackInPlace(st, 0);
    });
    expect([attack(1), attack(1), attack(2), attack(3)]).toEqual([[7], [7], [5], [5]]);
    st.diskReady[0] = 1; // 000, "Step Five: Ready"
    expect(attack(4)).toEqual([7]);
  });

  it('expendable: used once, then removed from play for the rest of the game', () => {
    const fleet: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark', crew: ['hacan-officer'] }] };
    const { st } = testState(testScenario(fleet, { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }] }, { pExplosion: 0.05 }), 'expendable');
    const attack = (phase: number) => shots(st, () => {
      st.phase = phase;
      attackInPlace(st, 0);
    });
    expect(attack(1)).toEqual([6]);
    expect(st.trace!.lines[0]).toBe('  Hacan quartermaster (Hacan ark carrier): +3 beam damage this phase');
    expect(attack(1)).toEqual([6]);
    expect(st.trace!.lines.some((l) => l.includes('Hacan quartermaster'))).toBe(false);
    expect(st.diskAlive[0]).toBe(0);
    st.diskReady.fill(1);
    expect([attack(2), attack(4)]).toEqual([[3], [3]]);
  });

  it('starting: applied at the start and kept when the disk is lost, unlike a continuous one', () => {
    const fleets = testScenario(
      { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', tech: ['letnev-bulkhead'] }] },
      { faction: 'sardakk', ships: [{ ship: 'sardakk-warship', tech: ['sardakk-boarding-tube'] }, { ship: 'sardakk-brood', tech: ['sardakk-drive'] }] },
      { pointLimit: 100 },
    );
    const { st } = testState(fleets);
    const sol = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-dreadnought', tech: ['sol-armor'] }] }, lion)).st;
    expect([st.maxHull[0], st.teleport[1], sol.maxHull[0], sol.hull[0]]).toEqual([5, 2, 7, 7]);
    for (const [state, ship] of [[st, 0], [st, 1], [sol, 0]] as const) criticalInPlace(state, ship, CRIT_ENGINEERING);
    expect([st.diskAlive[0], st.diskAlive[1], sol.diskAlive[0]]).toEqual([0, 0, 0]);
    // starting: +1 hull and the teleport allowance stay; continuous: +2 hull goes, current hull clamped
    expect([st.maxHull[0], st.hull[0], st.teleport[1], sol.maxHull[0], sol.hull[0]]).toEqual([5, 5, 2, 5, 5]);
  });
});

describe('copies of the same disk do not stack (000, "Multiple Disk Effects")', () => {
  it('the rulebook example: two Flight Commanders boost one squadron once per phase, or two squadrons once each', () => {
    const carriers = (fighters: number): RawFleet => ({
      faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-wing-commander'] }, { ship: 'sol-carrier', crew: ['sol-wing-commander'] }], squadrons: { fighter: fighters },
    });
    const one = testState(testScenario(carriers(1), lion, { pExplosion: 0.05 }), 'flight').st;
    expect(squadronPhase(one)).toEqual([3]);
    expect(Array.from(one.diskReady)).toEqual([0, 1]);
    // next phase the first one's effect has ended: the second may boost the same squadron
    expect(squadronPhase(one)).toEqual([3]);
    expect(squadronPhase(one)).toEqual([2]);
    const two = testState(testScenario(carriers(2), lion, { pExplosion: 0.05 }), 'flight').st;
    expect(squadronPhase(two)).toEqual([3, 3]);
    expect(squadronPhase(two)).toEqual([2, 2]);
  });

  it('two continuous squadron-beam disks give +1, not +2; the bonus lasts while one copy lives', () => {
    const fleet: RawFleet = {
      faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['test-flight-leader'] }, { ship: 'sol-carrier', crew: ['test-flight-leader'] }], squadrons: { fighter: 2 },
    };
    const { st } = testState(testScenario(fleet, lion, { catalog, pExplosion: 0.05 }), 'leaders');
    expect(st.squadronBeamBonus[0]).toBe(1);
    expect(squadronPhase(st)).toEqual([3, 3]);
    st.destroyShipInPlace(0);
    expect(squadronPhase(st)).toEqual([3, 3]);
  });

  it('two copies of a starting disk on one ship add their bonus once', () => {
    const fleet = (crew: string[]): RawFleet => ({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew }] });
    const single = testState(testScenario(fleet(['test-rigger']), lion, { catalog })).st;
    const double = testState(testScenario(fleet(['test-rigger', 'test-rigger']), lion, { catalog })).st;
    expect([single.maxHull[0], double.maxHull[0]]).toEqual([4, 4]);
  });
});
