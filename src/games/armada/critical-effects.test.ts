/**
 * The effects of the five critical hits (000, "Critical Hits": "If a critical hit result is
 * indicated, apply the result to your damaged ship"; the docs/ pages, Armada, "Critical hits": "bridge
 * removes bridge crew (admiral, captain, first officer, commander); life support forbids crew
 * orders; weapons forbids beam fire; shields forbids activate shields"). Engineering and the
 * repeat rule are in brawl.test.ts. Each test builds a small state and drives one rule on it.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import { criticalInPlace } from './damage.js';
import { shipCommand } from './initiative.js';
import { CRIT_BRIDGE, CRIT_LIFE_SUPPORT, CRIT_SHIELDS, CRIT_WEAPONS, ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK } from './plan.js';
import { assignOrdersInPlace, crewOrderCount, PLAN_ATTACK_RECHARGE, PLAN_CREW_ORDERS } from './policies/order-plans.js';
import { activateCrewInPlace, activateShieldsInPlace, attackInPlace, executeOrderInPlace } from './ship-orders.js';
import { testScenario, testState } from './test-fixtures.js';

const lion = { faction: 'hacan' as const, ships: [{ ship: 'hacan-golden-lion' }] };
const orders = (st: { orders: Int8Array }, s: number) => Array.from(st.orders.slice(s * 3, s * 3 + 3));

describe('critical hit effects (000, "Critical Hits")', () => {
  it('bridge: removes every bridge crew of the ship (admiral, captain, first officer, commander) and nothing else', () => {
    const scenario = testScenario(
      {
        faction: 'sol',
        ships: [
          { ship: 'sol-dreadnought', crew: ['sol-admiral', 'sol-first-officer', 'sol-commander', 'sol-engineer'] },
          { ship: 'sol-cruiser', crew: ['sol-captain', 'sol-security'], tech: ['sol-phaser'] },
        ],
      },
      lion,
      { pointLimit: 100 },
      // "never": the first officer's expendable cancel-bridge ability must not save the crew here.
      [{ critCancel: 'never' }, {}],
    );
    const { plan, st } = testState(scenario);
    st.trace = new Trace();
    const labels = plan.disks.label;
    expect(shipCommand(st, 0)).toBe(6 + 2 + 3 + 0);
    criticalInPlace(st, 0, CRIT_BRIDGE);
    criticalInPlace(st, 1, CRIT_BRIDGE);
    const alive = (i: number) => st.diskAlive[i] === 1;
    // dreadnought: admiral, first officer, commander go; the engineer stays.
    expect([0, 1, 2, 3].map(alive)).toEqual([false, false, false, true]);
    // cruiser: the captain goes; security (crew, not bridge) and the phaser (tech) stay.
    expect([4, 5, 6].map(alive)).toEqual([false, true, true]);
    expect(st.beamNow(1)).toBe(5);
    expect(shipCommand(st, 0)).toBe(0);
    expect(st.alive[0]).toBe(1);
    for (const i of [0, 1, 2, 4]) expect(st.trace.lines).toContain(`    ${labels[i]} is removed from play`);
    expect(st.trace.lines.filter((l) => l.endsWith('is removed from play'))).toHaveLength(4);
  });

  it('bridge: also removes the bridge crew boarders brought aboard ("Remove all bridge crew (Admirals, Captains, First Officers, or Commanders) on your ship from play")', () => {
    const scenario = testScenario(
      { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-captain'] }] },
      { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['hacan-captain', 'hacan-engineer'] }] },
      {},
      [{ critCancel: 'never' }, { critCancel: 'never' }],
    );
    const { st } = testState(scenario);
    // the Hacan captain and engineer have teleported aboard the Sol cruiser
    st.moveDiskAboardInPlace(1, 0);
    st.moveDiskAboardInPlace(2, 0);
    criticalInPlace(st, 0, CRIT_BRIDGE);
    expect(Array.from(st.diskAlive)).toEqual([0, 0, 1]);
  });

  it('life support: no crew order can be executed, but the ship may still use abilities in an Activate Crew order', () => {
    const fleet = { faction: 'letnev' as const, ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-captain', 'letnev-commander'] }] };
    const scenario = testScenario(fleet, lion, {}, [{ orders: 'crew-orders' }, {}]);
    const run = (lifeSupport: boolean) => {
      const { st } = testState(scenario);
      st.trace = new Trace();
      st.phase = 1;
      if (lifeSupport) criticalInPlace(st, 0, CRIT_LIFE_SUPPORT);
      activateCrewInPlace(st, 0, 0);
      return st;
    };
    const healthy = run(false);
    const [ability, activated, fires] = healthy.trace!.lines;
    expect([ability, activated]).toEqual(['  Letnev commander (Letnev dreadnought): +2 beam damage this phase', '  Letnev captain (Letnev dreadnought) is activated']);
    expect(fires).toMatch(/^ {2}Letnev dreadnought fires 6 counters at Golden Lion: \d hits?$/);
    const crippled = run(true);
    const lines = crippled.trace!.lines;
    // the command ability is still used (000: "though you may still activate them to use Special Abilities") ...
    expect(lines).toContain('  Letnev commander (Letnev dreadnought): +2 beam damage this phase');
    // ... but no crew is activated for an order and nothing fires.
    expect(lines.some((l) => l.includes('is activated') || l.includes(' fires '))).toBe(false);
    expect(crippled.diskReady[0]).toBe(1);
    // and the crew-orders plan no longer gives Activate Crew orders for crew orders.
    expect(crewOrderCount(crippled, 0)).toBe(0);
    assignOrdersInPlace(crippled, 0, { orders: PLAN_CREW_ORDERS, rechargeBelow: 0.5 });
    expect(orders(crippled, 0)).toEqual([ORDER_ATTACK, ORDER_ATTACK, ORDER_ATTACK]);
    const { st: fresh } = testState(scenario);
    expect(crewOrderCount(fresh, 0)).toBe(2);
    assignOrdersInPlace(fresh, 0, { orders: PLAN_CREW_ORDERS, rechargeBelow: 0.5 });
    expect(orders(fresh, 0)).toEqual([ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_CREW, ORDER_ATTACK]);
  });

  it('weapons: no beam fire with an Attack order nor with a crew order; torpedoes still launch', () => {
    const scenario = testScenario(
      { faction: 'sol', ships: [{ ship: 'fss-predator', crew: ['sol-commander'] }, { ship: 'sol-cruiser' }] },
      lion,
    );
    const { st } = testState(scenario);
    st.trace = new Trace();
    st.phase = 1;
    criticalInPlace(st, 0, CRIT_WEAPONS);
    criticalInPlace(st, 1, CRIT_WEAPONS);
    st.trace.lines.length = 0;
    attackInPlace(st, 0);
    activateCrewInPlace(st, 0, 0);
    expect(st.trace.lines).toEqual([]);
    expect(st.diskReady[0]).toBe(1);
    attackInPlace(st, 1);
    expect(st.trace.lines).toEqual(['  Sol cruiser launches a torpedo (4 damage)']);
    expect(st.torpedoes[1]).toBe(1);
    // the same ship without the critical fires through its commander's crew order
    const { st: healthy } = testState(scenario);
    healthy.trace = new Trace();
    healthy.phase = 1;
    activateCrewInPlace(healthy, 0, 0);
    expect(healthy.trace.lines[0]).toBe('  Cdr. Lukas (FSS Predator) is activated');
    expect(healthy.trace.lines[1]).toMatch(/^ {2}FSS Predator fires 4 counters at Golden Lion: \d hits?$/);
  });

  it('shields: no Activate Shields, neither as an order nor as a crew order, and the order plan stops recharging', () => {
    const scenario = testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-first-officer'] }] }, lion);
    const drained = (crit: boolean) => {
      const { st } = testState(scenario);
      if (crit) criticalInPlace(st, 0, CRIT_SHIELDS);
      const trace = (st.trace = new Trace());
      st.phase = 1;
      st.shields[0] = 0;
      return { st, trace };
    };
    const { st: healthy, trace: healthyTrace } = drained(false);
    executeOrderInPlace(healthy, 0, ORDER_ACTIVATE_SHIELDS, 0);
    expect(healthy.shields[0]).toBe(3);
    healthy.shields[0] = 0;
    activateCrewInPlace(healthy, 0, 0);
    expect(healthyTrace.lines).toEqual([
      '  Sol cruiser sets its shields to 3',
      '  Sol first officer (Sol cruiser) is activated',
      '  Sol cruiser sets its shields to 3',
    ]);

    const { st, trace } = drained(true);
    activateShieldsInPlace(st, 0);
    activateCrewInPlace(st, 0, 0);
    expect(st.shields[0]).toBe(0);
    expect(st.diskReady[0]).toBe(1);
    expect(trace.lines).toEqual([]);
    assignOrdersInPlace(st, 0, { orders: PLAN_ATTACK_RECHARGE, rechargeBelow: 0.5 });
    expect(orders(st, 0)).toEqual([ORDER_ATTACK, ORDER_ATTACK, ORDER_ATTACK]);
    const { st: other } = drained(false);
    assignOrdersInPlace(other, 0, { orders: PLAN_ATTACK_RECHARGE, rechargeBelow: 0.5 });
    expect(orders(other, 0)).toEqual([ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_ATTACK]);
  });
});
