/**
 * Squadron segment order (000, "Segment One: Squadrons": "the player with the least number of
 * squadrons in play activates all his squadrons first ... If two or more players have the same
 * number of squadrons in play, the player whose carriers have the highest total command value
 * activates first. If even this is tied, determine the activation order randomly"; the docs/ pages,
 * Armada, "Turn": "squadron segment (fewest squadrons activates first)").
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import type { BattleState } from './battle-state.js';
import type { RawFleet } from './fleet.js';
import { squadronSegmentInPlace } from './segments.js';
import { testScenario, testState } from './test-fixtures.js';

const FIRST_SHIPS = /at (Sol carrier|Sol cruiser):/;

/** The side announced first, and the side of each squadron shot in firing order (by its target). */
function segment(st: BattleState): { first: string; shooters: number[] } {
  st.trace = new Trace();
  st.phase++;
  squadronSegmentInPlace(st);
  const lines = st.trace.lines;
  const first = /^ Squadron segment \((first|second) fleet activates first\)$/.exec(lines[0])![1];
  const shooters = lines.filter((l) => / fires \d+ counters at /.test(l)).map((l) => (FIRST_SHIPS.test(l) ? 1 : 0));
  return { first, shooters };
}

const sol = (carrierCrew: string[], fighters: number): RawFleet => ({
  faction: 'sol',
  // the admiral's command is aboard a cruiser, not a carrier: it must not count for the tie-break
  ships: [{ ship: 'sol-carrier', crew: carrierCrew }, { ship: 'sol-cruiser', crew: ['sol-admiral'] }],
  squadrons: { fighter: fighters },
});
const hacan = (fighters: number): RawFleet => ({ faction: 'hacan', ships: [{ ship: 'hacan-ark', crew: ['hacan-captain'] }], squadrons: { fighter: fighters } });

describe('squadron segment order (000, "Segment One: Squadrons")', () => {
  it('the side with fewer squadrons in play activates all of them first', () => {
    // pExplosion 0.05: squadrons rarely hurt ships, so the segment can be repeated on one state
    const { st } = testState(testScenario(sol([], 3), hacan(2), { pExplosion: 0.05 }), 'fewest');
    expect(segment(st)).toEqual({ first: 'second', shooters: [1, 1, 0, 0, 0] });
    // two of the first fleet's squadrons are lost: now it has fewer in play
    st.destroySquadronInPlace(0);
    st.destroySquadronInPlace(1);
    expect(segment(st)).toEqual({ first: 'first', shooters: [0, 1, 1] });
  });

  it("on a tie, the side whose carriers' crew have the higher total command activates first", () => {
    const { st: hacanFirst } = testState(testScenario(sol([], 2), hacan(2), { pExplosion: 0.05 }), 'tie');
    expect(segment(hacanFirst)).toEqual({ first: 'second', shooters: [1, 1, 0, 0] });
    const { st: solFirst } = testState(testScenario(sol(['sol-captain'], 2), hacan(2), { pExplosion: 0.05 }), 'tie');
    expect(segment(solFirst)).toEqual({ first: 'first', shooters: [0, 0, 1, 1] });
  });

  it('on a tie of both, the order is random: each side first half the time (within 4 SE, fixed seed)', () => {
    const even: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { fighter: 2 } };
    const { st } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 2 } }, even, { pExplosion: 0.01 }), 'coin');
    const n = 2000;
    let firstFirst = 0;
    for (let i = 0; i < n; i++) {
      st.reset();
      const { first, shooters } = segment(st);
      if (first === 'first') firstFirst++;
      expect(shooters).toEqual(first === 'first' ? [0, 0, 1, 1] : [1, 1, 0, 0]);
    }
    expect(Math.abs(firstFirst / n - 0.5)).toBeLessThanOrEqual(4 * Math.sqrt(0.25 / n));
  });
});
