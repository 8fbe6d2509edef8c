/**
 * The target list of an attack (attack.ts buildTargetsInPlace; 004_dd1e7b8f2e4bcb57.txt, "Allocate
 * Damage", "Magnetic Target", "Hyperdrive"): the living units of the target players the card
 * targets, in unit order. When the units are grouped by owner (ConquestState.ownersInOrder) it walks
 * each enemy's own run of units; otherwise one pass over every unit. Both walks list the same
 * targets, in the same order, with the same caps and locks.
 */
import { describe, expect, it } from 'vitest';
import { buildTargetsInPlace } from './attack.js';
import { conquestFixture } from './test-fixtures.js';
import { AllocationSituation } from './policies/situation.js';

function listed(sit: AllocationSituation) {
  return Array.from({ length: sit.count }, (_, i) => [sit.unit[i], sit.hp[i], sit.cap[i], sit.value[i], sit.group[i], sit.magnetic[i], sit.locked[i]]);
}

describe('the target list, over grouped units or over every unit', () => {
  const players = [
    { name: 'A', fleet: ['cruiser', 'destroyer'] },
    { name: 'B', fleetLimit: 4, fleet: [{ unit: 'cruiser', upgrades: ['magnetic-target'] }, { unit: 'destroyer', damage: 4 }, { unit: 'cruiser', upgrades: ['hyperdrive'] }, 'minefield'] },
    { name: 'C', fleet: ['fighter-squadron', { unit: 'cruiser', damage: 2 }] },
  ];

  it('lists the same targets in the same order both ways, for each attacker and target players', () => {
    const { plan, state } = conquestFixture(players);
    expect(state.ownersInOrder).toBe(true);
    // Destroy one of C's units: the dead are left out both ways.
    state.destroyInPlace(plan.unitOwner.indexOf(2), 0);
    const grouped = new AllocationSituation(plan.unitCount);
    const general = new AllocationSituation(plan.unitCount);
    let compared = 0;
    for (let c = 0; c < plan.cardKeys.length; c++) {
      for (let attacker = 0; attacker < 3; attacker++) {
        for (const mask of [0b111, 0b110, 0b101, 0b011]) {
          state.ownersInOrder = true;
          buildTargetsInPlace(state, attacker, c, 9, mask, grouped);
          state.ownersInOrder = false;
          buildTargetsInPlace(state, attacker, c, 9, mask, general);
          expect(listed(general)).toEqual(listed(grouped));
          expect(general.strength).toBe(9);
          compared += grouped.count;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
    // A card against every ship type lists B's units in unit order, the minefield included when targeted.
    const any = plan.cardKeys.findIndex((_, c) => (plan.cardTargets[c] & (1 << plan.kindKeys.indexOf('cruiser'))) !== 0);
    expect(any).toBeGreaterThanOrEqual(0);
    state.ownersInOrder = false;
    buildTargetsInPlace(state, 0, any, 9, 0b010, general);
    const units = listed(general).map((t) => t[0]);
    expect(units).toEqual([...units].sort((x, y) => x - y));
    expect(units.every((u) => plan.unitOwner[u] === 1)).toBe(true);
  });
});
