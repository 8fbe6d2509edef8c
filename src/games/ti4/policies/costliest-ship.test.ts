/**
 * `costliest-ship` (policies/card-timing.ts `isCostliestShip`, the play of Direct Hit and
 * Reflective Shielding that waits for the ship that matters most): only ships are compared — a
 * ground force carried in the space area is not a ship, whatever it costs. Costs from the catalog,
 * changed here with a what-if override (catalog.ts UnitOverrides): a dreadnought made to cost 1,
 * below a mech's 2.
 */
import { expect, it } from 'vitest';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { isCostliestShip } from './card-timing.js';

it('a dreadnought costing 1 is the costliest ship beside a mech costing 2, not beside a cruiser costing 2', () => {
  const side = (units: object) => {
    const sim = new Ti4Simulator(compileTi4(parseTi4Scenario({ game: 'ti4', overrides: { dreadnought: { cost: 1 } }, attacker: { units }, defender: { units: { cruiser: 1 } } }, 'test')));
    const s = sim.sides[0];
    s.reset();
    return s;
  };
  const withMech = side({ dreadnought: 1, carrier: 1, mech: 1 });
  const d = withMech.plan.label.indexOf('Dreadnought');
  expect(withMech.halfCost[withMech.plan.label.indexOf('Mech')]).toBe(4);
  expect(withMech.halfCost[d]).toBe(2);
  // The carrier costs 3 (halfCost 6): beside it the dreadnought is not the costliest; without it, it is.
  expect(isCostliestShip(withMech, d)).toBe(false);
  const alone = side({ dreadnought: 2, mech: 1 });
  expect(isCostliestShip(alone, alone.plan.label.indexOf('Dreadnought #1'))).toBe(true);
  const withCruiser = side({ dreadnought: 1, cruiser: 1 });
  expect(isCostliestShip(withCruiser, withCruiser.plan.label.indexOf('Dreadnought'))).toBe(false);
});
