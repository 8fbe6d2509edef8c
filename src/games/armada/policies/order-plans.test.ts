import { describe, expect, it } from 'vitest';
import { ORDER_ACTIVATE_CREW, ORDER_ATTACK } from '../plan.js';
import type { RawFleet } from '../fleet.js';
import { testScenario, testState } from '../test-fixtures.js';
import { assignOrdersInPlace, PLAN_ALWAYS_ATTACK, PLAN_ATTACK_RECHARGE } from './order-plans.js';

/** 000, "Reloading Bombers": a carrier's Activate Crew order refills its side's bombers. */
describe('order plans reload empty bombers (policy, the docs/ pages Armada "Policies")', () => {
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { bomber: 2 } };
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] };

  it('a carrier gives one Activate Crew order when its bombers are short of torpedoes, and none otherwise', () => {
    const { st } = testState(testScenario(sol, hacan), 'reload');
    const carrier = 0;
    st.shields[carrier] = st.maxShields[carrier];
    assignOrdersInPlace(st, carrier, { orders: PLAN_ATTACK_RECHARGE, rechargeBelow: 0.5 });
    expect(Array.from(st.orders.subarray(0, 3))).toEqual([ORDER_ATTACK, ORDER_ATTACK, ORDER_ATTACK]);
    for (let i = 0; i < st.nSquadrons; i++) st.sqTorpedoes[i] = 0;
    assignOrdersInPlace(st, carrier, { orders: PLAN_ATTACK_RECHARGE, rechargeBelow: 0.5 });
    expect(Array.from(st.orders.subarray(0, 3))).toEqual([ORDER_ACTIVATE_CREW, ORDER_ATTACK, ORDER_ATTACK]);
    assignOrdersInPlace(st, carrier, { orders: PLAN_ALWAYS_ATTACK, rechargeBelow: 0.5 });
    expect(Array.from(st.orders.subarray(0, 3))).toEqual([ORDER_ATTACK, ORDER_ATTACK, ORDER_ATTACK]);
  });
});
