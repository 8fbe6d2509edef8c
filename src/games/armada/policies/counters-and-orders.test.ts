/**
 * Player choices at Step One and Step Two, by hand (docs/armada.md, "Policies"):
 * - where a drawn initiative counter goes (000_60d6856b6ff68974.txt, "Step Two: Command
 *   Initiative": a player may keep a counter or give it to another ship without one);
 * - the flagship swap (000, "Special Ship Types", Flagship: "may switch initiative counters with
 *   any other ship in your armada");
 * - the order plans (000, "Step One: Assign Orders"; "Reloading Bombers": a carrier's Activate
 *   Crew order reloads its side's bombers; "Critical Hits": a shields critical forbids Activate
 *   Shields, a life-support one every crew order).
 */
import { describe, expect, it } from 'vitest';
import type { RawFleet } from '../fleet.js';
import { CRIT_LIFE_SUPPORT, CRIT_SHIELDS, ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK } from '../plan.js';
import { testScenario, testState } from '../test-fixtures.js';
import { flagshipSwapPartner, PLACE_KEEP, placeCounter } from './initiative-placement.js';
import { assignOrdersInPlace, bombersNeedReload, crewOrderCount, PLAN_ATTACK_RECHARGE, PLAN_CREW_ORDERS, wantsRecharge } from './order-plans.js';

const GIVE_LATE = 1;

describe('placing a drawn initiative counter (000, "Step Two: Command Initiative")', () => {
  // Ships 0, 1 (first fleet), 2, 3 (second); command order 2, 0, 3, 1.
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] };
  const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }, { ship: 'letnev-destroyer' }] };
  const order = Int16Array.from([2, 0, 3, 1]);
  const fresh = () => {
    const { st } = testState(testScenario(sol, letnev));
    st.counter.fill(0);
    return st;
  };
  /** Ship 0 places counter `c` (pool mean 2.5). */
  const place = (st: ReturnType<typeof fresh>, c: number, code: number, mustGive: boolean, canRedraw = true) => placeCounter(st, 0, c, 2.5, code, mustGive, canRedraw, order, 4);

  it('keeps it under "keep", an early one, or one it could not redraw after giving', () => {
    const st = fresh();
    expect(place(st, 4, PLACE_KEEP, false)).toBe(0);
    expect(place(st, 2, GIVE_LATE, false)).toBe(0);
    expect(place(st, 4, GIVE_LATE, false, false)).toBe(0);
  });

  it('gives a late counter (later than the mean face down) to the first enemy in command order without one', () => {
    const st = fresh();
    expect(place(st, 3, GIVE_LATE, false)).toBe(2);
    st.counter[2] = 1;
    expect(place(st, 3, GIVE_LATE, false)).toBe(3);
    st.counter[3] = 4;
    expect(place(st, 3, GIVE_LATE, false)).toBe(0); // no enemy without a counter: keep it
  });

  it('a counter equal to the mean is not late', () => {
    const st = fresh();
    expect(placeCounter(st, 0, 3, 3, GIVE_LATE, false, true, order, 4)).toBe(0);
  });

  it('when the ship already has one: a late counter to an enemy, else to an own ship, else to any ship without one', () => {
    const st = fresh();
    expect(place(st, 4, GIVE_LATE, true)).toBe(2);
    expect(place(st, 1, GIVE_LATE, true)).toBe(1);
    expect(place(st, 4, PLACE_KEEP, true)).toBe(1);
    st.counter[1] = 3;
    expect(place(st, 1, GIVE_LATE, true)).toBe(2);
    st.counter[2] = 2;
    expect(place(st, 1, PLACE_KEEP, true)).toBe(3);
    // the only ship without a counter is the placer itself: never to itself
    st.counter[3] = 4;
    expect(place(st, 1, PLACE_KEEP, true)).toBe(-1);
  });
});

describe('the flagship swap, strongest first (000, "Special Ship Types", Flagship)', () => {
  // Ship 0: FSS Orion (beam 5, torpedoes 4); ship 1: Sol cruiser (beam 4, torpedoes 4); ship 2: Sol frigate (beam 3); ship 3 the enemy.
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] };
  const swap = (counters: number[], edit: (st: ReturnType<typeof testState>['st']) => void = () => {}) => {
    const { st } = testState(testScenario(sol, { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought' }] }, { pointLimit: 40 }));
    counters.forEach((c, s) => (st.counter[s] = c));
    edit(st);
    return flagshipSwapPartner(st, 0);
  };

  it('the strongest flagship takes the earliest counter of its own other ships', () => {
    expect(swap([3, 2, 1, 0])).toBe(2);
    expect(swap([3, 1, 2, 0])).toBe(1);
    expect(swap([1, 2, 3, 0])).toBe(-1);
    // not a ship without a counter, a lost one, or the enemy's
    expect(swap([3, 0, 2, 1])).toBe(2);
    expect(swap([3, 2, 1, 0], (st) => (st.alive[2] = 0))).toBe(1);
  });

  it('a stronger own ship (beam, or torpedo damage while torpedoes last) gets the flagship\'s earlier counter', () => {
    const stronger = (st: ReturnType<typeof testState>['st']) => (st.torpedoDamage[1] = 9);
    expect(swap([1, 3, 2, 0], stronger)).toBe(1);
    expect(swap([3, 1, 2, 0], stronger)).toBe(-1);
    expect(swap([1, 3, 2, 0], (st) => { st.torpedoDamage[1] = 9; st.torpedoes[1] = 0; })).toBe(-1);
    expect(swap([1, 3, 2, 0], (st) => (st.beam[2] = 6))).toBe(2);
    // equal firepower is not stronger
    expect(swap([1, 3, 2, 0], (st) => (st.beam[1] = 5))).toBe(-1);
    // the enemy's firepower does not count
    expect(swap([1, 3, 2, 4], (st) => (st.beam[3] = 9))).toBe(-1);
  });
});

describe('order plans (000, "Step One: Assign Orders")', () => {
  const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-admiral', 'sol-commander'] }], squadrons: { bomber: 2, fighter: 1 } };
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { bomber: 1 } };

  it('bombers need a reload only when a living bomber of the side is short of torpedoes', () => {
    const { st } = testState(testScenario(sol, hacan));
    expect([bombersNeedReload(st, 0), bombersNeedReload(st, 1)]).toEqual([false, false]);
    st.sqTorpedoes[3] = 0; // the Hacan bomber
    expect([bombersNeedReload(st, 0), bombersNeedReload(st, 1)]).toEqual([false, true]);
    st.sqAlive[3] = 0;
    expect(bombersNeedReload(st, 1)).toBe(false);
    st.sqTorpedoes[2] = 0; // the fighter carries none
    expect(bombersNeedReload(st, 0)).toBe(false);
  });

  it('recharges below the policy\'s share of maximum shields (3: below half is 1; below all, 2), not with a shields critical', () => {
    const { st } = testState(testScenario(sol, hacan));
    const policy = { orders: PLAN_ATTACK_RECHARGE, rechargeBelow: 0.5 };
    st.shields[0] = 1;
    expect(wantsRecharge(st, 0, policy)).toBe(true);
    st.shields[0] = 2;
    expect(wantsRecharge(st, 0, policy)).toBe(false);
    expect(wantsRecharge(st, 0, { ...policy, rechargeBelow: 1 })).toBe(true);
    st.shields[0] = 3;
    expect(wantsRecharge(st, 0, { ...policy, rechargeBelow: 1 })).toBe(false); // 3 is not below 3
    st.shields[0] = 1;
    st.crits[0] = 1 << CRIT_SHIELDS;
    expect(wantsRecharge(st, 0, policy)).toBe(false);
  });

  it('crew orders: one Activate Crew for each ready crew that attacks or chains, none under a life-support critical', () => {
    const { st } = testState(testScenario(sol, hacan));
    // Adm. Hale (activateCrew, activateCrew) and Cdr. Lukas (changeSpeed | attack): both count.
    expect(crewOrderCount(st, 0)).toBe(2);
    st.diskReady[1] = 0;
    expect(crewOrderCount(st, 0)).toBe(1);
    st.shields[0] = 1;
    assignOrdersInPlace(st, 0, { orders: PLAN_CREW_ORDERS, rechargeBelow: 0.5 });
    expect(Array.from(st.orders.subarray(0, 3))).toEqual([ORDER_ACTIVATE_SHIELDS, ORDER_ACTIVATE_CREW, ORDER_ATTACK]);
    st.sqTorpedoes[0] = 0; // a Sol bomber to reload: one more Activate Crew
    assignOrdersInPlace(st, 0, { orders: PLAN_CREW_ORDERS, rechargeBelow: 0.5 });
    expect(Array.from(st.orders.subarray(0, 3))).toEqual([ORDER_ACTIVATE_SHIELDS, ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_CREW]);
    st.crits[0] = 1 << CRIT_LIFE_SUPPORT;
    expect(crewOrderCount(st, 0)).toBe(0);
  });
});
