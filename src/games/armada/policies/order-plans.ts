import type { BattleState } from '../battle-state.js';
import { CRIT_LIFE_SUPPORT, CRIT_SHIELDS, ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDERS_PER_TURN } from '../plan.js';
import type { PolicyCodes } from './names.js';

/** Order-plan codes (positions in ORDER_PLANS). */
export const PLAN_ALWAYS_ATTACK = 0;
export const PLAN_ATTACK_RECHARGE = 1;
export const PLAN_CREW_ORDERS = 2;

/**
 * What order assignment reads of a side's policies: the side's PolicyCodes in the hot loop.
 * `rechargeBelow` is a fraction (a double), so it is read where it is used and never passed as an
 * argument: a double passed to a call V8 does not inline is boxed, an allocation per call (zero-gc
 * Armada: 28 minor GCs over 200,000 battles when the brawl passed it to this function).
 */
export type OrderPolicy = Pick<PolicyCodes, 'orders' | 'rechargeBelow'>;

/** True when shields are below the policy's `rechargeBelow` of their maximum and the ship may activate shields. */
export function wantsRecharge(st: BattleState, s: number, policy: OrderPolicy): boolean {
  return (st.crits[s] & (1 << CRIT_SHIELDS)) === 0 && st.shields[s] < policy.rechargeBelow * st.maxShields[s];
}

/** Ready crew aboard s of its controller with an order row that attacks or activates crew (BattleState.attacksOrChains). */
export function crewOrderCount(st: BattleState, s: number): number {
  if ((st.crits[s] & (1 << CRIT_LIFE_SUPPORT)) !== 0) return 0;
  // Until anyone boards only the disks that started aboard s are aboard it (BattleState.boarded).
  if (!st.boarded && st.crewOrdersStartingAboard[s] === 0) return 0;
  const owner = st.owner[s];
  let n = 0;
  for (let k = st.disksFrom(s), end = st.disksTo(s); k < end; k++) {
    const i = st.diskList[k];
    if (st.diskShip[i] === s && st.diskAlive[i] === 1 && st.diskReady[i] === 1 && st.diskSide[i] === owner) n += st.attacksOrChains[i];
  }
  return n;
}

/** True when a living bomber of `side` is short of torpedoes (a carrier's Activate Crew would reload it). */
export function bombersNeedReload(st: BattleState, side: number): boolean {
  const sq = st.plan.squadrons;
  for (let i = 0; i < st.nSquadrons; i++) {
    if (st.sqAlive[i] === 1 && sq.side[i] === side && sq.bomber[i] === 1 && st.sqTorpedoes[i] < sq.torpedoes[i]) return true;
  }
  return false;
}

/**
 * Assigns ship s its three hidden orders for the turn (000, "Step One: Assign Orders"; policy,
 * the docs/ pages, Armada), by `policy.orders`: "always-attack" attacks three times;
 * "attack-recharge" activates shields in phase 1 when they are below `policy.rechargeBelow` of the
 * maximum, then attacks; "crew-orders" does the same but gives an Activate Crew order for each
 * ready crew that can attack or chain. Under both plans that think beyond attacking, a carrier
 * whose side has bombers short of torpedoes gives one Activate Crew order to reload them (000,
 * "Reloading Bombers").
 */
export function assignOrdersInPlace(st: BattleState, s: number, policy: OrderPolicy): void {
  const o = s * ORDERS_PER_TURN;
  const code = policy.orders;
  const recharge = code !== PLAN_ALWAYS_ATTACK && wantsRecharge(st, s, policy);
  const reload = code !== PLAN_ALWAYS_ATTACK && st.plan.ships.carrier[s] === 1 && bombersNeedReload(st, st.owner[s]) ? 1 : 0;
  let crew = reload + (code === PLAN_CREW_ORDERS ? crewOrderCount(st, s) : 0);
  for (let p = 0; p < ORDERS_PER_TURN; p++) {
    if (p === 0 && recharge) st.orders[o] = ORDER_ACTIVATE_SHIELDS;
    else if (crew > 0) {
      st.orders[o + p] = ORDER_ACTIVATE_CREW;
      crew--;
    } else st.orders[o + p] = ORDER_ATTACK;
  }
}
