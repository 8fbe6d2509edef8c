/**
 * The rulebook's worked examples that concern a whole game (004): the equipped planet of General
 * Hox ("Outfitting") and a player's play area ("Glossary", Tekmalia and Harvasia). The other two,
 * the Tactic card and the equipped Ship, are Conquest tests (../rulebook-examples.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { writeSeatsInPlace } from './arena.js';
import { buildingSlots, fleetLimit, handLimit, production } from './limits.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';

function player(leader: string) {
  const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader }, { name: 'B' }] }));
  const { plan, state, rules } = sim;
  state.reset();
  state.leader[0] = plan.fixedLeader[0];
  state.leader[1] = plan.leaderKeys.indexOf('tyx');
  state.credits[0] = 100_000;
  rules.startTurn(0, -1);
  const item = (key: string) => plan.itemKeys.indexOf(key);
  const buy = (key: string) => rules.buyInPlace(0, item(key), null);
  const laboratory = plan.itemOf[item('laboratory')];
  return { sim, plan, state, rules, item, buy, tech: () => state.techLevel(0, laboratory) };
}

describe('worked examples of a whole game (004)', () => {
  it('General Hox\'s equipped planet: fleet 3, hand 3, 4 buildings; a Laboratory gives Tech 1, a Refinery 150¢ more per turn (004, "Outfitting", example)', () => {
    const hox = player('general-hox');
    const { plan, state } = hox;
    expect([fleetLimit(plan, state, 0), handLimit(plan, state, 0), buildingSlots(plan, state, 0)]).toEqual([3, 3, 4]);
    const base = production(plan, state, 0);
    hox.buy('laboratory');
    hox.buy('refinery');
    expect(hox.tech()).toBe(1);
    expect(production(plan, state, 0) - base).toBe(150);
    hox.buy('refinery');
    hox.buy('refinery');
    expect(hox.rules.canBuy(0, hox.item('refinery'))).toBe(false);
  });

  it('the play area: Tekmalia (+1000¢, 4 slots, Fleet +1, 3 deposits) and Harvasia (+200¢, 2 slots) with a Laboratory each hold a Tech 2 Interstellar Missile; the Destroyer with a Laser Cannon attacks with 6 and has Evasion (004, "Glossary", example of a play area)', () => {
    const area = player('lord-john');
    const { plan, state, rules } = area;
    const planet = (name: string) => plan.planetNames.indexOf(name);
    const fleetBefore = fleetLimit(plan, state, 0);
    state.takePlanetInPlace(0, planet('Tekmalia'));
    expect([state.deposits[0], fleetLimit(plan, state, 0) - fleetBefore, production(plan, state, 0)]).toEqual([3, 1, 1000 + 1000]);
    state.takePlanetInPlace(0, planet('Harvasia'));
    expect(production(plan, state, 0)).toBe(1000 + 1000 + 200);
    expect(buildingSlots(plan, state, 0)).toBe(4 + 4 + 2);
    rules.prepare(0);
    area.buy('laboratory');
    expect(rules.canBuy(0, area.item('interstellar-missile'))).toBe(false);
    area.buy('laboratory');
    area.buy('planetary-support');
    for (const key of ['interstellar-missile', 'fighter-squadron', 'destroyer', 'laser-cannon', 'hyperdrive']) {
      expect(rules.canBuy(0, area.item(key))).toBe(true);
      area.buy(key);
    }
    const arena = area.sim.parts.plan;
    writeSeatsInPlace(plan, arena, state, false, false, new Int32Array(arena.unitCount));
    expect([arena.unitAttack[2], arena.unitDefense[2], arena.unitEvasion[2]]).toEqual([6, 13, 1]);
    expect([arena.unitPower[0], arena.unitDefense[0]]).toEqual([4, 4]);
    expect([arena.unitAttack[1], arena.unitDefense[1]]).toEqual([2, 5]);
    // Planetary Supports: "limited to 1 per planet" — three planets now, home planet included.
    expect(rules.canBuy(0, area.item('planetary-support'))).toBe(true);
  });
});
