/**
 * A Conquest's state bookkeeping (004, "Glossary — Defense Value": a unit is destroyed when its
 * damage reaches its defense; "Destruction of Units"): what a reset counts (ships, Magnetic Target
 * ships, attack and units per type, roles, starting damage and credits), what a destruction changes
 * (credits lost by the owner, destroyed by the destroyer — not when the owner spends its own unit),
 * and the fleet's value, which follows every destruction.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { compileTitanium } from './compile.js';
import { ROLE_MINEFIELD, ROLE_REPAIR, ROLE_SHIP, ROLES } from './plan.js';
import { parseTitaniumScenario } from './scenario.js';
import { ConquestState } from './state.js';

function state() {
  const raw = {
    game: 'titanium', players: [
      { name: 'A', credits: 250, fleet: [{ unit: 'cruiser', upgrades: ['laser-cannon'], damage: 3 }, 'cruiser', 'minefield'] },
      { name: 'B', fleet: [{ unit: 'destroyer', upgrades: ['magnetic-target'] }, 'fighter-squadron', 'repair-drone'] },
    ],
  };
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'state'), 'state'));
  const s = new ConquestState(plan);
  s.reset();
  return { plan, s };
}

describe('the state of a Conquest', () => {
  it('a reset counts ships, Magnetic Target ships, attack and units per type, roles, starting damage and credits', () => {
    const { plan, s } = state();
    const kind = (key: string) => plan.kindKeys.indexOf(key);
    expect([s.ships[0], s.ships[1], s.magneticAlive[0], s.magneticAlive[1]]).toEqual([2, 2, 0, 1]);
    // A's Cruisers: 4 (3 + Laser Cannon) and 3.
    expect([s.kindAttack[kind('cruiser')], s.kindAlive[kind('cruiser')], s.kindAlive[kind('minefield')]]).toEqual([7, 2, 1]);
    expect([s.kindAttack[s.kinds + kind('destroyer')], s.kindAlive[s.kinds + kind('fighter-squadron')]]).toEqual([5, 1]);
    expect([s.roleAlive[ROLE_SHIP], s.roleAlive[ROLE_MINEFIELD], s.roleAlive[ROLES + ROLE_REPAIR], s.roleAlive[ROLES + ROLE_MINEFIELD]]).toEqual([2, 1, 1, 0]);
    expect(Array.from(s.damage)).toEqual([3, 0, 0, 0, 0, 0]);
    expect([s.credits[0], s.credits[1], s.played[0], s.out[0], s.lost[0]]).toEqual([250, 0, -1, 0, 0]);
    expect([s.firstOfRole(0, ROLE_MINEFIELD), s.firstOfRole(1, ROLE_REPAIR), s.firstOfRole(1, ROLE_MINEFIELD)]).toEqual([2, 5, -1]);
  });

  it('damage destroys a unit when it reaches its defense; the owner loses its cost, the destroyer is credited', () => {
    const { plan, s } = state();
    // Fleet values in 50-credit units: A 10 + 8 + 4 = 22; B 22 + 3 + 4 = 29.
    expect([s.fleetValue(0), s.fleetValue(1)]).toEqual([22, 29]);
    // The damaged Cruiser (3 of 8): 4 more leave it standing, 1 more destroys it.
    expect(s.damageInPlace(0, 4, 1)).toBe(false);
    expect([s.damage[0], s.alive[0]]).toEqual([7, 1]);
    expect(s.damageInPlace(0, 1, 1)).toBe(true);
    expect([s.alive[0], s.damage[0], s.ships[0], s.kindAttack[plan.kindKeys.indexOf('cruiser')], s.lost[0], s.destroyed[1]]).toEqual([0, 8, 1, 3, 10, 10]);
    expect(s.fleetValue(0)).toBe(12);
    // A spends its own Minefield: lost, destroyed by nobody.
    s.destroyInPlace(2, -1);
    expect([s.lost[0], s.destroyed[1], s.roleAlive[ROLE_MINEFIELD], s.firstOfRole(0, ROLE_MINEFIELD), s.ships[0]]).toEqual([14, 10, 0, -1, 1]);
    // The Magnetic Target Destroyer falls to B's own doing: no credit to B.
    s.destroyInPlace(3, 1);
    expect([s.magneticAlive[1], s.ships[1], s.lost[1], s.destroyed[1], s.fleetValue(1)]).toEqual([0, 1, 22, 10, 7]);
    // Back to the start.
    s.reset();
    expect([s.ships[0], s.ships[1], s.lost[0], s.destroyed[1], s.fleetValue(0), s.damage[0]]).toEqual([2, 2, 0, 0, 22, 3]);
  });
});
