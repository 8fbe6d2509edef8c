/**
 * Cancelling a critical hit with a cancel-critical ability (000_60d6856b6ff68974.txt, "Special
 * Abilities": the Engineer's sidebar, "flip the disk … to cancel one engineering critical hit as
 * soon as it is inflicted"; Types: continuous always on while the disk is in play, starting applied
 * once and kept, instant used once then not ready, expendable discarded, command only through an
 * Activate Crew order — so never against an enemy's hit), and the crit-cancel policy
 * (policies/crit-cancel.ts: always, repeat-only, never). The same critical twice destroys the ship
 * (000, "Critical Hits").
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from './fleet.js';
import { criticalInPlace } from './damage.js';
import { CRIT_ENGINEERING, CRIT_WEAPONS } from './plan.js';
import type { SidePolicies } from './policies/names.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

const canceller = (name: string, type: string) => ({ name, faction: 'mercenary', type: 'engineer', copies: 'unlimited', command: 0, combat: 1, cost: 1, ability: { type, effect: 'cancelCritical', critical: 'engineering' } });
const catalog = testCatalog({
  crew: {
    'test-continuous': canceller('Continuous fixer', 'continuous'),
    'test-starting': canceller('Starting fixer', 'starting'),
    'test-instant': canceller('Instant fixer', 'instant'),
    'test-instant-b': canceller('Second instant fixer', 'instant'),
    'test-expendable': canceller('Expendable fixer', 'expendable'),
    'test-command': canceller('Command fixer', 'command'),
  },
});
const ENG = 1 << CRIT_ENGINEERING;

/** Ship 0: a Sol cruiser with `crew` (disks 0…); ship 1: a Letnev cruiser with an instant fixer (the last disk). */
function cruiser(crew: string[], policy: Partial<SidePolicies> = {}) {
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew }] };
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser', crew: ['test-instant'] }] };
  const { st } = testState(testScenario(sol, letnev, { catalog }, [policy, {}]));
  const suffered = () => st.critsSuffered[CRIT_ENGINEERING];
  return { st, suffered, enemyDisk: crew.length };
}

describe('cancel-critical abilities by type (000, "Special Abilities")', () => {
  it('instant: cancels one engineering critical and is then not ready; the next one is suffered, a third destroys the ship', () => {
    const { st, suffered } = cruiser(['test-instant']);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], suffered(), st.diskReady[0], st.diskAlive[0]]).toEqual([0, 0, 0, 1]);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], suffered(), st.alive[0]]).toEqual([ENG, 1, 1]);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([suffered(), st.alive[0]]).toEqual([2, 0]);
  });

  it('an ability cancels only its own critical type', () => {
    const { st } = cruiser(['test-instant']);
    criticalInPlace(st, 0, CRIT_WEAPONS);
    expect(st.crits[0]).toBe(1 << CRIT_WEAPONS);
    expect(st.diskReady[0]).toBe(1);
  });

  it('expendable: cancels once and is discarded', () => {
    const { st, suffered } = cruiser(['test-expendable']);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], suffered(), st.diskAlive[0]]).toEqual([0, 0, 0]);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect(st.crits[0]).toBe(ENG);
  });

  it('continuous: cancels every time while the disk is in play, and not once it is lost', () => {
    const { st, suffered } = cruiser(['test-continuous']);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], suffered(), st.diskReady[0], st.diskAlive[0]]).toEqual([0, 0, 1, 1]);
    st.diskAlive[0] = 0;
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], suffered()]).toEqual([ENG, 1]);
  });

  it('starting: cancels even after the disk is lost, but not for a captor of the ship', () => {
    const { st, suffered } = cruiser(['test-starting']);
    st.diskAlive[0] = 0;
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], suffered()]).toEqual([0, 0]);
    st.owner[0] = 1;
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect(st.crits[0]).toBe(ENG);
    expect(st.critsSuffered[5 + CRIT_ENGINEERING]).toBe(1);
  });

  it('command: never cancels a critical the enemy inflicts', () => {
    const { st, suffered } = cruiser(['test-command']);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], suffered(), st.diskReady[0]]).toEqual([ENG, 1, 1]);
  });

  it('only a disk aboard the ship, of its controller, cancels: not one gone elsewhere, nor an enemy boarder\'s', () => {
    const { st, enemyDisk } = cruiser(['test-instant']);
    st.moveDiskAboardInPlace(0, 1);
    st.moveDiskAboardInPlace(enemyDisk, 0);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect(st.crits[0]).toBe(ENG);
    expect([st.diskReady[0], st.diskReady[enemyDisk]]).toEqual([1, 1]);
  });

  it('a standing (continuous) ability is used before a timed one listed earlier; of two timed ones the first ready is spent', () => {
    const both = cruiser(['test-instant', 'test-continuous']);
    criticalInPlace(both.st, 0, CRIT_ENGINEERING);
    expect([both.st.crits[0], both.st.diskReady[0]]).toEqual([0, 1]);
    const two = cruiser(['test-instant', 'test-instant-b']);
    criticalInPlace(two.st, 0, CRIT_ENGINEERING);
    expect([two.st.diskReady[0], two.st.diskReady[1]]).toEqual([0, 1]);
    criticalInPlace(two.st, 0, CRIT_ENGINEERING);
    expect([two.st.crits[0], two.st.diskReady[1]]).toEqual([0, 0]);
  });
});

describe('crit-cancel policy (policies/crit-cancel.ts)', () => {
  it('never: a timed ability is kept, a standing one still cancels', () => {
    const timed = cruiser(['test-instant'], { critCancel: 'never' });
    criticalInPlace(timed.st, 0, CRIT_ENGINEERING);
    expect([timed.st.crits[0], timed.st.diskReady[0]]).toEqual([ENG, 1]);
    const standing = cruiser(['test-continuous'], { critCancel: 'never' });
    criticalInPlace(standing.st, 0, CRIT_ENGINEERING);
    expect(standing.st.crits[0]).toBe(0);
  });

  it('repeat-only: a timed ability is spent only on a critical the ship already has', () => {
    const { st } = cruiser(['test-expendable'], { critCancel: 'repeat-only' });
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.crits[0], st.diskAlive[0]]).toEqual([ENG, 1]);
    criticalInPlace(st, 0, CRIT_ENGINEERING);
    expect([st.alive[0], st.diskAlive[0]]).toEqual([1, 0]);
  });
});
