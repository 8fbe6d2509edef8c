/**
 * The end of a battle (000, "Appendix Two: Scenarios", Last Starship: the side that still controls
 * a ship wins) and what it counts: survivors, points lost (ships and squadrons), criticals,
 * captures, torpedo strikes, withdrawals, and the Σxy slot of the two sides' losses.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import { battleOutcome, tallyBattleInPlace, traceBattleEnd } from './battle-end.js';
import { ARMADA_OUTCOMES } from './plan.js';
import { testScenario, testState } from './test-fixtures.js';

/** Sol cruiser (cost 8) and frigate (5) against a Hacan ark (11) carrying two fighters (1 each). */
function battle() {
  const { st, plan } = testState(testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] }, { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { fighter: 2 } }));
  const ship = (label: string) => plan.ships.label.findIndex((l) => l.startsWith(label));
  return { st, plan, cruiser: ship('Sol cruiser'), frigate: ship('Sol frigate'), ark: ship('Hacan ark') };
}

describe('battle end (000, "Appendix Two", Last Starship)', () => {
  it('the side still controlling a ship wins; both gone is a draw; a battle not over is the turn cap', () => {
    const b = battle();
    expect(ARMADA_OUTCOMES[battleOutcome(b.st)]).toBe('turnCap');
    b.st.destroyShipInPlace(b.ark);
    expect(ARMADA_OUTCOMES[battleOutcome(b.st)]).toBe('firstWin');
    const c = battle();
    c.st.destroyShipInPlace(c.cruiser);
    expect(ARMADA_OUTCOMES[battleOutcome(c.st)]).toBe('turnCap');
    c.st.destroyShipInPlace(c.frigate);
    expect(ARMADA_OUTCOMES[battleOutcome(c.st)]).toBe('secondWin');
    c.st.destroyShipInPlace(c.ark);
    expect(ARMADA_OUTCOMES[battleOutcome(c.st)]).toBe('draw');
  });

  it('tallies survivors, points lost with their squares and cross product, criticals, captures, strikes and withdrawals', () => {
    const { st, plan, frigate, ark, cruiser } = battle();
    st.destroyShipInPlace(frigate);
    st.destroyShipInPlace(ark); // its two fighters go beyond the (now zero) squadron capacity
    st.critsSuffered[1 * 5 + 2] = 1;
    st.captures[0] = 1;
    st.torpedoStrikes[1] = 2;
    st.withdrawn[0] = 1;
    const tally = new Float64Array(plan.tallySize);
    const outcome = battleOutcome(st);
    tallyBattleInPlace(st, tally, outcome, 3);
    tallyBattleInPlace(st, tally, outcome, 3);
    const [first, second] = plan.sides;
    expect(tally[0]).toBe(2);
    expect(tally[1 + outcome]).toBe(2);
    expect(tally[plan.turnsSlot + 3]).toBe(2);
    expect(tally[plan.turnsSlot + 2]).toBe(0);
    expect(tally[first.shipsLeft + 1]).toBe(2);
    expect(tally[second.shipsLeft + 0]).toBe(2);
    expect(tally[second.squadronsLeft + 0]).toBe(2);
    expect(tally[first.squadronsLeft + 0]).toBe(2);
    // First lost the frigate (5); second the ark (11) and both fighters (2): 13.
    expect([tally[first.lost], tally[first.lost + 1]]).toEqual([10, 50]);
    expect([tally[second.lost], tally[second.lost + 1]]).toEqual([26, 338]);
    expect(tally[plan.lostCrossSlot]).toBe(130);
    expect(Array.from(tally.subarray(second.criticals, second.criticals + 5))).toEqual([0, 0, 2, 0, 0]);
    expect(Array.from(tally.subarray(first.criticals, first.criticals + 5))).toEqual([0, 0, 0, 0, 0]);
    expect([tally[first.captures], tally[second.captures]]).toEqual([2, 0]);
    expect([tally[first.torpedoStrikes], tally[second.torpedoStrikes]]).toEqual([0, 4]);
    expect([tally[first.withdrawn], tally[second.withdrawn]]).toEqual([2, 0]);
    expect(tally[plan.shipSurvivedSlot + cruiser]).toBe(2);
    expect(tally[plan.shipSurvivedSlot + frigate]).toBe(0);
    expect(tally[plan.shipSurvivedSlot + ark]).toBe(0);
  });

  it('a captured ship counts as lost for its listed side and survives for nobody', () => {
    const { st, plan, frigate } = battle();
    st.owner[frigate] = 1; // boarded and captured (000, "Boarding")
    const tally = new Float64Array(plan.tallySize);
    tallyBattleInPlace(st, tally, battleOutcome(st), 1);
    expect(tally[plan.sides[0].lost]).toBe(5);
    expect(tally[plan.sides[0].shipsLeft + 1]).toBe(1);
    expect(tally[plan.sides[1].shipsLeft + 1]).toBe(1);
    expect(tally[plan.shipSurvivedSlot + frigate]).toBe(0);
    expect(tally[plan.lostCrossSlot]).toBe(0);
  });

  it('the trace ends with the outcome and what each fleet controls', () => {
    const { st, ark, frigate } = battle();
    st.destroyShipInPlace(ark);
    st.withdrawn[0] = 1;
    st.shields[frigate] = 1;
    const trace = new Trace();
    traceBattleEnd(st, battleOutcome(st), 1, trace);
    expect(trace.lines).toEqual([
      'Result: firstWin after 1 turn',
      '  first fleet controls: Sol cruiser (shields 3, hull 3), Sol frigate (shields 1, hull 2); squadrons left 0; ships withdrawn 1',
      '  second fleet controls: nothing; squadrons left 0',
    ]);
    const later = new Trace();
    traceBattleEnd(st, battleOutcome(st), 4, later);
    expect(later.lines[0]).toBe('Result: firstWin after 4 turns');
  });
});
