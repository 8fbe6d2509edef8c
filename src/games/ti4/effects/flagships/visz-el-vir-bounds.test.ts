/**
 * Visz El Vir (Naaz-Rokha Alliance flagship): "Your mechs in this system roll 1 additional die
 * during combat." The state tables size a side's hit distribution by the most hits its roll can make
 * (sampling/hit-cdf.ts `maxRolledHits`), which must count that extra die of every mech while the
 * flagship lives — or the CDF would stop short of the hits the dice can make.
 *
 * Values (faction sheet): Visz El Vir 9 (x2); Eidolon (Naaz-Rokha mech) 6 (x2), and it also takes
 * part in a space combat as a ship; infantry 8. One flagship, two Eidolons and an infantry:
 * ground combat 1 (infantry) + 2 × (2 + 1) (Eidolons) = 7 hits at most; space combat 2 (flagship)
 * + 2 × (2 + 1) = 8.
 */
import { expect, it } from 'vitest';
import { Ti4Simulator } from '../../battle.js';
import { compileTi4 } from '../../compile.js';
import { parseTi4Scenario } from '../../scenario.js';
import { GROUND_COMBAT, maxRolledHits, SPACE_COMBAT } from '../../sampling/hit-cdf.js';

it('the most hits of a Naaz-Rokha side count 1 more die per mech: 7 in a ground combat, 8 in a space combat', () => {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', place: 'tactical', attacker: { faction: 'naaz-rokha', units: { flagship: 1, mech: 2, infantry: 1 } }, defender: { units: { infantry: 2 } } }, 'test'));
  expect(plan.sides[0].effects.map((e) => e.id)).toEqual(['visz-el-vir']);
  expect(plan.roundSampling.combat).toEqual(['tables', 'tables']);
  const side = new Ti4Simulator(plan).sides[0];
  expect(side.plan.label).toEqual(['Visz El Vir', 'Infantry', 'Eidolon #1', 'Eidolon #2']);
  expect(maxRolledHits(side, GROUND_COMBAT)).toBe(7);
  expect(maxRolledHits(side, SPACE_COMBAT)).toBe(8);
});

it('without the flagship no extra die is counted: 1 + 2 × 2 = 5 in a ground combat', () => {
  const plan = compileTi4(parseTi4Scenario({ game: 'ti4', place: 'tactical', attacker: { faction: 'naaz-rokha', units: { mech: 2, infantry: 1, cruiser: 1 } }, defender: { units: { infantry: 2 } } }, 'test'));
  expect(maxRolledHits(new Ti4Simulator(plan).sides[0], GROUND_COMBAT)).toBe(5);
});
