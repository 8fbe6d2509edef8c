/**
 * What conquered Planets and Buildings give a player (004, "Production": each Planet's production,
 * the home planet's included, plus 150¢ per Refinery; "5. Result of the Offensive": the conqueror
 * places the Planet among its own; "Glossary — Bonus": its Fleet and Upgrade-slot bonus count at
 * once; "Command Center": one more card in hand; "Spaceport": one more unit; "Cyber Factory": one
 * more upgrade slot on each ship; Technological Level one per Laboratory, at most 3).
 */
import { describe, expect, it } from 'vitest';
import { twoPlayerOutfitting } from '../../../../test/support/titanium-game.js';
import { buildingSlots, fleetLimit, handLimit, production, shipSlots } from './limits.js';

function game() {
  // Lord John: 1000¢, 4 building slots, fleet 3, hand 3. Salfatine: 1200¢, 3, 3, 3.
  const { plan, state, rules } = twoPlayerOutfitting(['lord-john', 'salfatine']);
  const planet = (name: string) => plan.planetNames.indexOf(name);
  const build = (p: number, key: string) => rules.buyInPlace(p, plan.itemKeys.indexOf(key), null, 0);
  return { plan, state, planet, build };
}

describe('planets and buildings', () => {
  it('a conquered Planet adds its production, slots, bonuses and deposits to the conqueror only', () => {
    const { plan, state, planet } = game();
    expect([production(plan, state, 0), production(plan, state, 1)]).toEqual([1000, 1200]);
    // Phyte: 100¢, 2 slots, Fleet +1, 2 deposits. Harvasia: 200¢, 2 slots, Upgrade slot +1, 1 deposit.
    state.takePlanetInPlace(0, planet('Phyte'));
    state.takePlanetInPlace(0, planet('Harvasia'));
    expect([state.conquered[0], state.conquests[0], state.deposits[0]]).toEqual([2, 2, 3]);
    expect([production(plan, state, 0), buildingSlots(plan, state, 0), fleetLimit(plan, state, 0), state.slotBonus[0]]).toEqual([1300, 8, 4, 1]);
    expect([state.conquered[1], state.deposits[1], production(plan, state, 1), buildingSlots(plan, state, 1), fleetLimit(plan, state, 1)]).toEqual([0, 0, 1200, 3, 3]);
  });

  it('Refineries add 150¢ each; Command Centers a card in hand; Spaceports a unit; Cyber Factories a slot on each ship', () => {
    const { plan, state, build } = game();
    const cruiser = plan.itemKeys.indexOf('cruiser');
    for (const key of ['refinery', 'refinery', 'command-center', 'spaceport', 'cyber-factory']) build(0, key);
    expect([production(plan, state, 0), handLimit(plan, state, 0), fleetLimit(plan, state, 0), shipSlots(plan, state, 0, cruiser)]).toEqual([1300, 4, 4, 3]);
    expect([production(plan, state, 1), handLimit(plan, state, 1), fleetLimit(plan, state, 1), shipSlots(plan, state, 1, cruiser)]).toEqual([1200, 3, 3, 2]);
    // Not a ship: no slots.
    expect(shipSlots(plan, state, 0, plan.itemKeys.indexOf('minefield'))).toBe(0);
    expect(state.buildingTotal(0)).toBe(5);
  });

  it('the Technological Level counts Laboratories up to 3', () => {
    const { plan, state, build } = game();
    const lab = plan.itemOf[plan.itemKeys.indexOf('laboratory')];
    const levels = [state.techLevel(0, lab)];
    for (let k = 0; k < 4; k++) {
      build(0, 'laboratory');
      levels.push(state.techLevel(0, lab));
    }
    expect(levels).toEqual([0, 1, 2, 3, 3]);
    expect(state.techLevel(0, -1)).toBe(0);
  });
});
