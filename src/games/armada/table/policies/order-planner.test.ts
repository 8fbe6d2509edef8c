/**
 * The order planner (docs/armada.md, "The order planner"; 000_60d6856b6ff68974.txt, "Step One:
 * Assign Orders": three orders a turn, chosen at once and kept; Activate Shields raises them to any
 * value up to the maximum; "Order: Attack"; "Movement": off the table is withdrawn). Hand-placed
 * disks on the sample measures (standard disk 6.5, template 15), then whole runs on a fixed seed.
 */
import { describe, expect, it } from 'vitest';
import { loadDataFile } from '../../../../core/load.js';
import { configPath } from '../../../../core/paths.js';
import { RandomStream } from '../../../../core/rng.js';
import { createTally } from '../../../../core/tally.js';
import { withFiles } from '../../../../../test/support/bundled-data.js';
import { compileArmada } from '../../compile.js';
import { ORDER_MIX_KINDS, MIX_ATTACK, MIX_SHIELDS } from '../../order-mix.js';
import { ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDERS_PER_TURN } from '../../plan.js';
import { parseArmadaScenario, type ArmadaScenario } from '../../scenario.js';
import { shipSegmentInPlace } from '../ship-segment.js';
import { TableSimulator } from '../simulator.js';
import { tableFixture } from '../test-fixtures.js';
import type { TableOrders } from './names.js';
import { planOrdersInPlace } from './order-planner.js';

const A = ORDER_ATTACK;
const S = ORDER_ACTIVATE_SHIELDS;

/**
 * A Letnev cruiser (ship 0, a gunship: twice the template's reach) and a Sol cruiser (ship 1)
 * standing `gap` cm apart edge to edge, both at speed 0 (the rules catalog's disks).
 */
function duel(gap: number) {
  const f = tableFixture({ faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] }, { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] });
  f.place(0, 60, 60, 0, 0);
  f.place(1, 60 + 6.5 + gap, 60, Math.PI, 0);
  return f;
}

/** Ship 0's three planned orders. */
const planned = (f: ReturnType<typeof duel>) => {
  planOrdersInPlace(f.tb, f.reach, 0);
  return Array.from(f.st.orders.subarray(0, ORDERS_PER_TURN));
};

describe('planOrdersInPlace', () => {
  it('attacks in every phase when a target stands in its reach and cannot fire back (20 cm: the gunship reaches 30, the cruiser 15)', () => {
    expect(planned(duel(20))).toEqual([A, A, A]);
  });

  it('recharges shields first when they are down and the enemy can fire back', () => {
    const f = duel(8);
    f.st.shields[0] = 0;
    expect(planned(f)[0]).toBe(S);
  });

  it('recharges no shields the enemy cannot strike, even when they are down: it attacks instead', () => {
    const f = duel(20);
    f.st.shields[0] = 0;
    expect(planned(f)).toEqual([A, A, A]);
    f.place(1, 60 + 6.5 + 8, 60, Math.PI, 0);
    expect(planned(f)[0]).toBe(S);
  });

  it('keeps a ship flying off the table on it: a fast ship at the edge turns or slows (never withdraws)', () => {
    const f = duel(8);
    f.place(1, 40, 60, 0, 0);
    f.place(0, 170, 60, 0, 4);
    planOrdersInPlace(f.tb, f.reach, 0);
    for (let p = 0; p < ORDERS_PER_TURN; p++) {
      f.st.phase++;
      shipSegmentInPlace(f.tb, f.reach, 0, p, null);
    }
    expect(f.st.alive[0]).toBe(1);
    expect(f.st.withdrawn[0]).toBe(0);
  });
});

/** A bundled scenario, each fleet choosing its orders by `orders`. */
function bundled(file: string, orders: TableOrders): ArmadaScenario {
  const scenario = parseArmadaScenario(withFiles('armada', loadDataFile(configPath('scenarios', file)), file), file);
  for (const side of scenario.table!.movement) side.orders = orders;
  return scenario;
}

/**
 * Each fleet's order mix over `battles` battles on seed 'planner': the share of attack + shields
 * among orders given within reach, and that share's standard error (binomial over the orders counted).
 */
function attackOrShieldShare(scenario: ArmadaScenario, battles: number): { share: number; se: number }[] {
  const plan = compileArmada(scenario);
  const tally = createTally(plan.tallySize);
  new TableSimulator(plan, plan.table!).run(new RandomStream('planner'), tally, battles, null);
  return plan.sides.map((slots) => {
    let total = 0;
    for (let k = 0; k < ORDER_MIX_KINDS.length; k++) total += tally[slots.orders + k];
    const share = (tally[slots.orders + MIX_ATTACK] + tally[slots.orders + MIX_SHIELDS]) / total;
    return { share, se: Math.sqrt((share * (1 - share)) / total) };
  });
}

describe('the planner spends its orders within reach on attacks and shields (issue 29/31 acceptance)', () => {
  // 1,000 battles: about 15,000-25,000 orders within reach per fleet, a standard error near 0.4 %.
  it('the swarm matchup: each fleet at least 60 % (4 standard errors clear)', () => {
    for (const { share, se } of attackOrShieldShare(bundled('armada-table-swarm.yaml', 'planner'), 1000)) expect(share - 4 * se).toBeGreaterThan(0.6);
  });

  it('the old overlay fails the same bound: the Letnev line gives under half its orders within reach to attacks and shields', () => {
    const [, letnev] = attackOrShieldShare(bundled('armada-table-swarm.yaml', 'overlay'), 1000);
    expect(letnev.share + 4 * letnev.se).toBeLessThan(0.5);
  });
});
