/**
 * The compiled Conquest plan (compile.ts), read field by field for a small scenario worked by
 * hand: upgrades folded into their ship (004, "Example of an equipped Ship": "This Cruiser has an
 * Attack Strength of 4 (3+1 from Laser Cannon)"), specials as flags and sums (Hyperdrive:
 * evasion; Self-Destruct Device: Blast 1 each; Blast Shield: 2 shields; Magnetic Target), a unit's
 * power (a Minefield's Blast, a Repair Drone's repair), costs, ships dearest first, Planetary
 * Supports as the extra attack of the cards that activate them (Attack 2 each), hand limits with
 * Command Centers, the seat policies, the deck without the fixed hands, and the tally layout.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { OUTCOME_BASE } from '../../core/tally.js';
import { compileTitanium } from './compile.js';
import { titanium } from './game.js';
import { CREDIT_SLOTS, ROLE_MINEFIELD, ROLE_REPAIR, ROLE_SHIP } from './plan.js';
import { parseTitaniumScenario } from './scenario.js';

const raw = {
  game: 'titanium',
  players: [
    {
      name: 'A', fleetLimit: 4, credits: 300, hand: ['planetary-fire'],
      fleet: [{ unit: 'cruiser', upgrades: ['laser-cannon', 'hyperdrive'] }, 'fighter-squadron', 'minefield', 'destroyer'],
      buildings: { laboratory: 1, 'planetary-support': 1, 'command-center': 1 },
      policies: { allocation: 'greedy', value: 'attack', tactic: 'random', priorityWeight: 0.5, withdraw: { below: 0.3 }, discard: 'free', minefield: 'never', blastShield: 'dearest-first', repair: 'nearest-destruction' },
    },
    {
      name: 'B',
      fleet: [{ unit: 'destroyer', upgrades: ['self-destruct-device', 'self-destruct-device', 'magnetic-target'] }, { unit: 'cruiser', upgrades: ['blast-shield'] }, 'repair-drone'],
      buildings: { laboratory: 3 },
    },
  ],
};
const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'plan'), 'plan'));

describe('the compiled Conquest plan', () => {
  it('folds each unit\'s upgrades and specials in', () => {
    expect(plan.unitCount).toBe(7);
    expect(plan.unitLabel).toEqual([
      "A's Cruiser #1 (Laser Cannon, Hyperdrive)", "A's Fighter Squadron #1", "A's Minefield #1", "A's Destroyer #1",
      "B's Destroyer #1 (Self-Destruct Device, Self-Destruct Device, Magnetic Target)", "B's Cruiser #1 (Blast Shield)", "B's Repair Drone #1",
    ]);
    expect(plan.unitOwner).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(plan.unitKind.map((k) => plan.kindKeys[k])).toEqual(['cruiser', 'fighter-squadron', 'minefield', 'destroyer', 'destroyer', 'cruiser', 'repair-drone']);
    expect(plan.unitRole).toEqual([ROLE_SHIP, ROLE_SHIP, ROLE_MINEFIELD, ROLE_SHIP, ROLE_SHIP, ROLE_SHIP, ROLE_REPAIR]);
    expect(plan.unitAttack).toEqual([4, 2, 0, 5, 5, 3, 0]);
    expect(plan.unitDefense).toEqual([8, 5, 1, 13, 13, 8, 5]);
    expect(plan.unitEvasion).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(plan.unitSelfDestruct).toEqual([0, 0, 0, 0, 2, 0, 0]);
    expect(plan.unitShields).toEqual([-1, -1, -1, -1, -1, 2, -1]);
    expect(plan.unitMagnetic).toEqual([0, 0, 0, 0, 1, 0, 0]);
    expect(plan.unitPower.slice(2, 3)).toEqual([2]);
    expect(plan.unitPower[6]).toBe(3);
    // Costs: 400 + 100 + 100; 150; 200; 900; 900 + 100 + 100 + 200; 400 + 200; 200 — in 50-credit units.
    expect(plan.valueTable[0]).toEqual([600, 150, 200, 900, 1300, 600, 200]);
    expect(plan.unitCost).toEqual([12, 3, 4, 18, 26, 12, 4]);
    // Value by attack: a ship's attack, a Minefield's Blast, a Repair Drone's repair.
    expect(plan.valueTable[1]).toEqual([4, 2, 2, 5, 5, 3, 3]);
  });

  it('orders each player\'s ships dearest first and adds Planetary Supports to the cards that activate them', () => {
    expect(plan.shipOrder).toEqual([[3, 0, 1], [4, 5]]);
    const cards = plan.cardKeys.length;
    const fire = plan.cardKeys.indexOf('planetary-fire');
    expect(plan.buildingAttack.slice(0, cards)).toEqual(plan.cardKeys.map((_, c) => (c === fire ? 2 : 0)));
    expect(plan.buildingAttack.slice(cards)).toEqual(plan.cardKeys.map(() => 0));
    // Twice the largest attack any card can gather: A's 4 + 2 + 0 + 5 = 11, plus 2 from Planetary Fire.
    expect(plan.maxStrength).toBe(26);
  });

  it('keeps each player\'s hand limit (Command Centers included), credits, fixed hand and policies', () => {
    expect(plan.handLimit).toEqual([4, 3]);
    expect(plan.credits).toEqual([300, 0]);
    expect(plan.fixedHand).toEqual([[plan.cardKeys.indexOf('planetary-fire')], []]);
    expect([plan.allocation, plan.valueCode, plan.tactic, plan.priorityWeight, plan.withdrawBelow, plan.discard, plan.useMinefield, plan.blastShield, plan.repair]).toEqual([
      [1, 0], [1, 0], [0, 1], [0.5, 0], [0.3, -1], [1, 2], [0, 1], [1, 0], [1, 0],
    ]);
    // The deck without A's Planetary Fire: 49 of the sample's 50, Planetary Fire 3 of 4.
    expect(plan.deck).toHaveLength(49);
    expect(plan.deckSize).toBe(50);
    expect(plan.deck.filter((c) => c === plan.cardKeys.indexOf('planetary-fire'))).toHaveLength(3);
    expect(plan.outcomes).toEqual(['A', 'B', 'nobody', 'offensiveCap']);
    // A player's win is its own outcome, the first outcomes in player order.
    expect(titanium.wins(plan)).toEqual([0, 1]);
  });

  it('lays the tally out slot after slot: Offensives, per player credits and survivors per unit type, each unit, seats', () => {
    let next = OUTCOME_BASE + 4;
    expect(plan.offensivesSlot).toBe(next);
    next += plan.maxOffensives + 1;
    // Unit types in arsenal order: fighter, cruiser, destroyer, minefield, missile, repair drone.
    expect(plan.survivorCount).toEqual([1, 1, 1, 1, 0, 0, 0, 1, 1, 0, 0, 1]);
    const survivorSlot: number[] = [];
    const creditSlot: number[] = [];
    for (let p = 0; p < 2; p++) {
      creditSlot.push(next);
      next += CREDIT_SLOTS;
      for (let k = 0; k < 6; k++) {
        const count = plan.survivorCount[p * 6 + k];
        survivorSlot.push(count > 0 ? next : -1);
        if (count > 0) next += count + 1;
      }
    }
    expect(plan.creditSlot).toEqual(creditSlot);
    expect(plan.survivorSlot).toEqual(survivorSlot);
    expect(plan.unitSurvivedSlot).toEqual([0, 1, 2, 3, 4, 5, 6].map((u) => next + u));
    next += 7;
    expect(plan.seatWinSlot).toBe(next);
    expect(plan.tallySize).toBe(next + 2);
    expect(plan.rotateSeats).toBe(0);
  });
});
