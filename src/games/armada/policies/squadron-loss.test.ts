/**
 * Which squadron a side gives up when its squadrons exceed its carriers' capacity (000, "Squadrons":
 * "you must immediately remove the excess squadrons from play", the owner's choice).
 */
import { describe, expect, it } from 'vitest';
import { testScenario, testState } from '../test-fixtures.js';
import { SQUADRON_LOSSES } from './names.js';
import { LOSS_LAST_LISTED, LOSS_SPENT_BOMBERS_FIRST, squadronToLose } from './squadron-loss.js';

/** Hacan (side 1) lists Bomber #1, Bomber #2 (one torpedo each), then a fighter: squadrons 0, 1, 2. */
function hacanSquadrons() {
  return testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { bomber: 2, fighter: 1 } })).st;
}

describe('squadron-loss policy (000, "Squadrons")', () => {
  it('codes follow the policy names', () => {
    expect(SQUADRON_LOSSES[LOSS_LAST_LISTED]).toBe('last-listed');
    expect(SQUADRON_LOSSES[LOSS_SPENT_BOMBERS_FIRST]).toBe('spent-bombers-first');
  });

  it('last-listed gives up the living squadron listed last, and -1 when the side has none', () => {
    const st = hacanSquadrons();
    expect(squadronToLose(st, 1, LOSS_LAST_LISTED)).toBe(2);
    st.sqAlive[2] = 0;
    expect(squadronToLose(st, 1, LOSS_LAST_LISTED)).toBe(1);
    st.sqAlive[1] = 0;
    st.sqAlive[0] = 0;
    expect(squadronToLose(st, 1, LOSS_LAST_LISTED)).toBe(-1);
    expect(squadronToLose(hacanSquadrons(), 0, LOSS_LAST_LISTED)).toBe(-1);
  });

  it('spent-bombers-first gives up a bomber without torpedoes, then a fighter, then a loaded bomber', () => {
    const st = hacanSquadrons();
    expect(squadronToLose(st, 1, LOSS_SPENT_BOMBERS_FIRST)).toBe(2);
    st.sqTorpedoes[0] = 0;
    expect(squadronToLose(st, 1, LOSS_SPENT_BOMBERS_FIRST)).toBe(0);
    st.sqTorpedoes[1] = 0;
    expect(squadronToLose(st, 1, LOSS_SPENT_BOMBERS_FIRST)).toBe(1);
    st.sqAlive[0] = 0;
    st.sqAlive[1] = 0;
    expect(squadronToLose(st, 1, LOSS_SPENT_BOMBERS_FIRST)).toBe(2);
    const loaded = hacanSquadrons();
    loaded.sqAlive[2] = 0;
    expect(squadronToLose(loaded, 1, LOSS_SPENT_BOMBERS_FIRST)).toBe(1);
    expect(squadronToLose(loaded, 0, LOSS_SPENT_BOMBERS_FIRST)).toBe(-1);
  });
});
