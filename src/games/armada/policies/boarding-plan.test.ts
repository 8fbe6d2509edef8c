/**
 * The default boarding policy "favourable" (docs/armada.md, "Boarding"): it lowers its own shields
 * only as far as its teleporter needs (000, "Order: Attack", Teleport Crew: both ships' shields at
 * zero, or within a teleporter's N) and boards only when the crew combat is expected to take the
 * ship (000, "Crew Combat", "Control").
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDERS_PER_TURN } from '../plan.js';
import { activateShieldsInPlace } from '../ship-orders.js';
import { testScenario, testState } from '../test-fixtures.js';
import { BOARDING_FAVOURABLE, planBoardingInPlace } from './boarding-plan.js';

// Kor'Ka (shields 3) with a boarding teleporter (starting: teleport through 2 shields); its party:
// Capt. T'ro (combat 3, command 3) and N'orr marines (combat 3, command 1) = 6 combat.
const sardakk: RawFleet = { faction: 'sardakk', ships: [{ ship: 'sardakk-korka', crew: ['sardakk-captain', 'sardakk-marines'], tech: ['sardakk-boarding-tube'] }] };
const trader = (crew: string[]): RawFleet => ({ faction: 'hacan', ships: [{ ship: 'hacan-trader', crew }] });

function planned(defenders: string[], targetShields: number) {
  const { st } = testState(testScenario(sardakk, trader(defenders)), 'board');
  st.shields[1] = targetShields;
  planBoardingInPlace(st, 0, BOARDING_FAVOURABLE);
  return st;
}

describe('boarding: favourable (the default)', () => {
  it('two defenders (combat 2) against a party of 6: boards, lowering its shields from 3 only to its reach 2', () => {
    const st = planned(['hacan-captain', 'hacan-officer'], 2);
    expect(st.boardTarget[0]).toBe(1);
    expect([...st.orders.slice(0, ORDERS_PER_TURN)]).toEqual([ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_ATTACK]);
    activateShieldsInPlace(st, 0);
    expect(st.shields[0]).toBe(2);
  });

  it('does not board a ship whose defenders drop as many counters (guard 3 + three of 1 = 6 ≥ 6)', () => {
    const st = planned(['merc-security', 'hacan-captain', 'hacan-officer', 'hacan-engineer'], 2);
    expect(st.boardTarget[0]).toBe(-1);
  });

  it('does not board while the target\'s shields are above its reach (3 > 2)', () => {
    expect(planned(['hacan-captain'], 3).boardTarget[0]).toBe(-1);
  });

  it('is the default policy', () => {
    expect(testScenario(sardakk, trader([])).first.policies.boarding).toBe('favourable');
  });
});
