/**
 * The compiled whole-game plan (compile.ts) for the bundled catalogs, column by column: the
 * Arsenal as one item table (6 units, 6 upgrades, 6 buildings; an unprinted Technological Level is
 * Tech 0: docs/rules-interpretations.md), the leaders, the Planet/Event cards (004, "Anatomy of
 * the Cards — Events": Arms Fair takes 100¢ off units), the players' policies as codes, the cards
 * that activate buildings (Planetary Fire: Planetary Supports), and the tally layout.
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME_BASE } from '../../../core/tally.js';
import { readGame } from '../../../../test/support/titanium-game.js';
import { compileGame } from './compile.js';
import { withdrawShare } from './policies/participation.js';

const plan = compileGame(readGame({
  maxTurns: 20,
  players: [
    { name: 'A', leader: 'tyx', policies: { purchase: 'tech-rush', participation: 0.5, leader: 'fleet', avoid: ['minefield', 'armor'], openWith: { card: 'spaceport', price: 100 }, allocation: 'optimal', value: 'attack', tactic: 'random', priorityWeight: 2, discard: 'free', minefield: 'never', blastShield: 'dearest-first', repair: 'nearest-destruction' } },
    { name: 'B', policies: { purchase: 'economy-first', participation: 0 } },
    { name: 'C', policies: { purchase: 'fleet-first', leader: 'random', participation: 1 } },
  ],
}));
const item = (key: string) => plan.itemKeys.indexOf(key);

describe('the compiled whole-game plan', () => {
  it('lists the Arsenal as one item table: units, upgrades, buildings', () => {
    expect(plan.items).toBe(18);
    expect(plan.itemKeys.slice(0, 7)).toEqual(['fighter-squadron', 'cruiser', 'destroyer', 'minefield', 'interstellar-missile', 'repair-drone', 'laser-cannon']);
    expect(plan.itemKind).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2]);
    expect(plan.itemOf).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]);
    expect([plan.itemCost[item('destroyer')], plan.itemCost[item('blast-shield')], plan.itemCost[item('cyber-factory')]]).toEqual([900, 200, 600]);
    expect(['fighter-squadron', 'interstellar-missile', 'blast-shield', 'planetary-support', 'laboratory'].map((k) => plan.itemTech[item(k)])).toEqual([0, 2, 3, 1, 0]);
    expect([plan.itemCopies[item('destroyer')], plan.itemCopies[item('laser-cannon')], plan.itemCopies[item('refinery')]]).toEqual([10, 24, 16]);
    expect(['destroyer', 'minefield', 'repair-drone', 'hyperdrive', 'command-center', 'refinery'].map((k) => [plan.worthAttack[item(k)], plan.worthDefense[item(k)]])).toEqual([[5, 13], [3, 1], [0, 11], [0, 3], [1, 1], [0, 0]]);
    // policies/item-worth.ts: Missile 1.5 × Blast 4; Self-Destruct half its Blast 1; Blast Shield 1.5 × 2 ships; Magnetic Target 2; Planetary Support half its attack 2.
    expect(['interstellar-missile', 'fighter-squadron', 'laser-cannon', 'armor', 'self-destruct-device', 'blast-shield', 'magnetic-target', 'planetary-support', 'laboratory', 'spaceport'].map((k) => [plan.worthAttack[item(k)], plan.worthDefense[item(k)]])).toEqual([
      [6, 4], [2, 5], [1, 0], [0, 2], [0.5, 0], [0, 3], [0, 2], [1, 0], [0, 0], [0, 0],
    ]);
    expect(plan.unitShip).toEqual([1, 1, 1, 0, 0, 0]);
    expect([plan.unitAttack, plan.unitDefense, plan.unitSlots.slice(0, 3)]).toEqual([[2, 3, 5, 0, 0, 0], [5, 8, 13, 1, 4, 5], [1, 2, 3]]);
    // Power: a Minefield's and a Missile's Blast, a Repair Drone's repair.
    expect(plan.unitPower.slice(3)).toEqual([2, 4, 3]);
    expect(plan.upgradeSpecial).toEqual([0, 0, 1, 2, 3, 4]);
    expect([plan.upgradeAttack[0], plan.upgradeDefense[1], plan.upgradeBlast[3], plan.upgradeShields[4]]).toEqual([1, 2, 1, 2]);
    expect(plan.buildingEffect).toEqual([0, 1, 2, 3, 4, 5]);
    expect(plan.buildingPerPlayer).toEqual([-1, -1, 3, -1, -1, -1]);
    expect(plan.buildingPerPlanet).toEqual([-1, -1, -1, 1, -1, -1]);
    expect(plan.buildingAttack).toEqual([0, 0, 0, 2, 0, 0]);
    expect(plan.effectItem).toEqual([12, 13, 14, 15, 16, 17]);
  });

  it('lists the leaders and the Planet/Event cards as columns', () => {
    expect(plan.leaders).toBe(8);
    expect([plan.leaderKeys[0], plan.leaderNames[0], plan.leaderProduction[0], plan.leaderSlots[0], plan.leaderFleet[0], plan.leaderHand[0]]).toEqual(['lord-john', 'Lord John', 1000, 4, 3, 3]);
    expect(plan.planetCards).toBe(12);
    // Phyte: 100¢, 2 slots, Fleet +1, 2 deposits; Harvasia: Upgrade slot +1; Anti-Matter Shower ignores upgrades.
    expect([plan.planetNames[0], plan.planetProduction[0], plan.planetSlots[0], plan.planetFleetBonus[0], plan.planetSlotBonus[0], plan.planetDeposits[0]]).toEqual(['Phyte', 100, 2, 1, 0, 2]);
    expect([plan.planetFleetBonus[2], plan.planetSlotBonus[2]]).toEqual([0, 1]);
    expect([plan.eventNames[0], plan.eventEffect[0], plan.eventItemKind[0]]).toEqual(['Anti-Matter Shower', 1, -1]);
    expect([plan.eventNames[1], plan.eventEffect[1], plan.eventAmount[1]]).toEqual(['Solar Wind', 2, 200]);
    expect([plan.eventNames[2], plan.eventEffect[2], plan.eventAmount[2], plan.eventItemKind[2]]).toEqual(['Arms Fair', 3, 100, 0]);
    expect([plan.eventItemKind[5], plan.eventItemKind[7]]).toEqual([2, 1]);
    expect(plan.eventEffect[6]).toBe(0);
  });

  it('keeps each player\'s leader and policies as codes', () => {
    expect(plan.fixedLeader).toEqual([plan.leaderKeys.indexOf('tyx'), -1, -1]);
    expect(plan.purchase).toEqual([1, 3, 2]);
    expect(plan.participation).toEqual([0.5, 0, 1]);
    expect(plan.withdrawShare).toEqual([withdrawShare(0.5), withdrawShare(0), withdrawShare(1)]);
    expect(plan.withdrawShare).toEqual([1, -1, 1e9]);
    expect(plan.leaderChoice).toEqual([2, 1, 0]);
    const avoided = (p: number) => plan.itemKeys.filter((_, i) => plan.avoid[p * plan.items + i] === 1);
    expect([avoided(0), avoided(1), avoided(2)]).toEqual([['minefield', 'armor'], [], []]);
    expect([plan.openCard, plan.openPrice]).toEqual([[item('spaceport'), -1, -1], [100, 0, 0]]);
    expect([plan.allocation, plan.valueCode, plan.tactic, plan.priorityWeight, plan.discard, plan.useMinefield, plan.blastShield, plan.repair]).toEqual([
      [0, 1, 1], [1, 0, 0], [0, 1, 1], [2, 0, 0], [1, 2, 2], [0, 1, 1], [1, 0, 0], [1, 0, 0],
    ]);
    expect([plan.target, plan.maxTurns, plan.firstRandom, plan.startingCredits, plan.startingHand]).toEqual([8, 20, 1, 1000, 3]);
  });

  it('knows which Tactic cards activate buildings: Planetary Fire, with Planetary Supports', () => {
    const fire = plan.arena.cardKeys.indexOf('planetary-fire');
    expect(plan.buildingCards).toEqual([fire]);
    expect(plan.cardBuildings.slice(plan.cardBuildingStart[fire], plan.cardBuildingStart[fire + 1])).toEqual([item('planetary-support')]);
    expect(plan.cardBuildingStart).toHaveLength(plan.arena.cardKeys.length + 1);
    expect(plan.cardBuildingStart.at(-1)).toBe(1);
  });

  it('lays the tally out slot after slot', () => {
    let next = OUTCOME_BASE + 4;
    const take = (n: number) => ((next += n), next - n);
    expect(plan.outcomes).toEqual(['A', 'B', 'C', 'nobody']);
    expect([plan.seatWinSlot, plan.leaderSlot, plan.policySlot, plan.turnsSlot, plan.itemSlot, plan.boughtTurnSlot, plan.purchasesSlot, plan.depositsSlot, plan.conquestsSlot]).toEqual([
      take(3), take(16), take(8), take(21), take(36), take(2 * 18 * 20), take(18), take(3), take(4),
    ]);
    const loss: number[] = [];
    const fleet: number[] = [];
    for (let p = 0; p < 3; p++) {
      loss.push(take(6));
      for (let k = 0; k < 6; k++) fleet.push(take(plan.fleetSlots + 1));
    }
    expect(plan.lossSlot).toEqual(loss);
    expect(plan.fleetSlot).toEqual(fleet);
    expect(plan.tallySize).toBe(next);
  });
});
