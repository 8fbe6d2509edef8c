/**
 * Squadron segment details, on scripted dice (test/support/scripted-dice.ts):
 * - 000_60d6856b6ff68974.txt, "Segment One: Squadrons": "the player whose carriers have the
 *   highest total command value activates first. If even this is tied, determine the activation
 *   order randomly" — only living crew of the side, aboard its own living carriers, count;
 * - 000, "Special Abilities", Types (Instant: used once, the disk is then not ready; Expendable:
 *   the disk is discarded) and "Multiple Disk Effects" (one disk's effect does not boost the same
 *   squadron twice in a phase): a Flight Commander's squadron-beam bonus.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../test/support/scripted-dice.js';
import { Trace } from '../game.js';
import type { BattleState } from './battle-state.js';
import type { RawFleet } from './fleet.js';
import { firstSquadronSide, squadronAttackInPlace } from './segments.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

const crew = (name: string, faction: string, type: string, ability: Record<string, unknown>, command = 1) => ({ name, faction, type, copies: 'unlimited', command, combat: 1, cost: 1, ability });
const catalog = testCatalog({
  crew: {
    'test-gunner': crew('Sol gunner', 'sol', 'officer', { type: 'instant', effect: 'beam', value: 2 }),
    'test-merc-wing': crew('Merc wing', 'mercenary', 'wingCommander', { type: 'instant', effect: 'squadronBeam', value: 1 }),
    'test-drop-wing': crew('Drop wing', 'sol', 'wingCommander', { type: 'expendable', effect: 'squadronBeam', value: 2 }),
  },
});

describe('which side activates its squadrons first on a tie of squadrons (000, "Segment One: Squadrons")', () => {
  /** Disk 0: Capt. McGreggor (command 4) aboard the Sol carrier (ship 0); disk 1 the admiral aboard the cruiser; disk 2 the Hacan captain (3) aboard the ark (ship 2). */
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-captain'] }, { ship: 'sol-cruiser', crew: ['sol-admiral'] }], squadrons: { fighter: 2 } };
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark', crew: ['hacan-captain'] }], squadrons: { fighter: 2 } };

  it('counts only living crew of the side aboard its own living carriers', () => {
    const { st } = testState(testScenario(sol, hacan));
    st.rng = new ScriptedDice({});
    expect(firstSquadronSide(st)).toBe(0); // 4 against 3
    st.diskAlive[0] = 0;
    expect(firstSquadronSide(st)).toBe(1); // the captain is lost: 0 against 3
    st.diskAlive[0] = 1;
    st.alive[0] = 0;
    expect(firstSquadronSide(st)).toBe(1); // the carrier is destroyed
    st.alive[0] = 1;
    st.owner[0] = 1;
    expect(firstSquadronSide(st)).toBe(1); // the carrier is the second fleet's now; the captain aboard is not
  });

  it('a captured enemy\'s crew aboard one\'s carrier do not count for it; a tie of command is settled at random', () => {
    const guard: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-security'] }], squadrons: { fighter: 2 } };
    const { st } = testState(testScenario(guard, hacan));
    // the ark (ship 1) changes hands with the Hacan captain (side 1) aboard: 0 against 0.
    st.owner[1] = 0;
    st.rng = new ScriptedDice({ below: [1, 0] });
    expect(firstSquadronSide(st)).toBe(1);
    expect(firstSquadronSide(st)).toBe(0);
  });

  it('the side with fewer squadrons goes first whatever the command', () => {
    const { st } = testState(testScenario(sol, hacan));
    st.rng = new ScriptedDice({});
    st.squadronsLeft[0] = 1;
    expect(firstSquadronSide(st)).toBe(0);
    st.squadronsLeft[0] = 3;
    expect(firstSquadronSide(st)).toBe(1);
  });
});

describe('squadron-beam boosts (000, "Special Abilities", "Multiple Disk Effects")', () => {
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }] };

  /** Counters each attack fires, read from the trace; every drop scripted to 0 hits. */
  function fire(st: BattleState, q: number, side = 0): number {
    st.trace = new Trace();
    st.rng = new ScriptedDice({ uniform: [0] });
    squadronAttackInPlace(st, q, side);
    const m = / fires (\d+) counters at /.exec(st.trace.lines.join('\n'));
    return Number(m![1]);
  }

  it('a ready instant Flight Commander adds +1 to one squadron, then is not ready; another disk\'s beam ability adds nothing', () => {
    // disk 0 the Flight Commander (carrier), disk 1 an instant beam +2 officer (cruiser).
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-wing-commander'] }, { ship: 'sol-cruiser', crew: ['test-gunner'] }], squadrons: { fighter: 2 } };
    const { st } = testState(testScenario(sol, hacan, { catalog }));
    st.phase = 1;
    expect(fire(st, 0)).toBe(3);
    expect(st.diskReady[0]).toBe(0);
    expect(st.diskAlive[0]).toBe(1);
    expect(fire(st, 1)).toBe(2);
    expect(st.diskReady[1]).toBe(1);
  });

  it('a lost or not-ready Flight Commander, or the enemy\'s, boosts nothing', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-wing-commander'] }], squadrons: { fighter: 2 } };
    const { st } = testState(testScenario(sol, { faction: 'hacan', ships: [{ ship: 'hacan-ark', crew: ['test-merc-wing'] }], squadrons: { fighter: 1 } }, { catalog }));
    st.phase = 1;
    st.diskReady[0] = 0;
    expect(fire(st, 0)).toBe(2);
    st.diskReady[0] = 1;
    st.diskAlive[0] = 0;
    expect(fire(st, 0)).toBe(2);
    // the Hacan squadron (2) gets its own side's wing (disk 1): 3; a Sol squadron never uses it.
    st.diskReady[1] = 1;
    st.phase = 2;
    expect(fire(st, 1, 0)).toBe(2);
    expect(st.diskReady[1]).toBe(1);
    expect(fire(st, 2, 1)).toBe(3);
  });

  it('an expendable squadron-beam disk is discarded after its one use', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['test-drop-wing'] }], squadrons: { fighter: 2 } };
    const { st } = testState(testScenario(sol, hacan, { catalog }));
    st.phase = 1;
    expect(fire(st, 0)).toBe(4);
    expect(st.diskAlive[0]).toBe(0);
    expect(fire(st, 1)).toBe(2);
  });

  it('two copies of one Flight Commander boost two squadrons, but one squadron only once a phase', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-wing-commander'] }, { ship: 'sol-carrier', crew: ['sol-wing-commander'] }], squadrons: { fighter: 2 } };
    const { st } = testState(testScenario(sol, hacan));
    st.phase = 1;
    expect(fire(st, 0)).toBe(3);
    // the same squadron again this phase: the second copy (same disk) may not boost it
    expect(fire(st, 0)).toBe(2);
    expect(st.diskReady[1]).toBe(1);
    expect(fire(st, 1)).toBe(3);
    expect(st.diskReady[1]).toBe(0);
  });
});
