/**
 * The limits are the rulebook's, with no cap of the engine's own (004, "Units": "You can raise this
 * limit by purchasing Spaceports or conquering Planets that have a Fleet bonus icon"; "Card
 * Clarifications — Spaceport": "Each Spaceport you buy increases the limit of your Fleet by 1";
 * "Command Center": one more card in hand each; "Cyber Factory": "adds an Upgrade slot to each of
 * your Ships"). A second Blast Shield on one ship is allowed: 004 forbids nothing of the kind, and
 * each protects two more ships ("Blast Shield": "This ship and two of your other ships").
 */
import { describe, expect, it } from 'vitest';
import { twoPlayerOutfitting } from '../../../../test/support/titanium-game.js';
import { fleetLimit, handLimit, reachableBounds, shipSlots } from './limits.js';

function game() {
  // Lord John: 1000¢, 4 building slots, fleet 3, hand 3.
  const sim = twoPlayerOutfitting(['lord-john', 'salfatine'], { credits: 100_000 });
  const { plan, state, rules } = sim;
  const item = (key: string) => plan.itemKeys.indexOf(key);
  const place = (p: number, key: string) => rules.buyInPlace(p, item(key), null, 0);
  /** Buys `key` as the rules allow it (Outfitting.canBuy); false when refused. */
  const buy = (key: string) => {
    if (!rules.canBuy(0, item(key))) return false;
    rules.buyInPlace(0, item(key), null);
    return true;
  };
  return { sim, plan, state, item, place, buy };
}

describe('no cap but the rulebook\'s', () => {
  it('nine Spaceports and the Leader\'s 3: twelve units, the twelfth and no thirteenth', () => {
    const { plan, state, place, buy } = game();
    for (let k = 0; k < 9; k++) place(0, 'spaceport');
    expect(fleetLimit(plan, state, 0)).toBe(12);
    let bought = 0;
    while (buy('fighter-squadron')) bought++;
    expect([bought, state.units[0], state.top[0]]).toEqual([12, 12, 12]);
  });

  it('eight Command Centers: a hand of 11; six Cyber Factories: a Destroyer carries 9 upgrades', () => {
    const { plan, state, item, place, buy } = game();
    for (let k = 0; k < 8; k++) place(0, 'command-center');
    for (let k = 0; k < 6; k++) place(0, 'cyber-factory');
    expect([handLimit(plan, state, 0), shipSlots(plan, state, 0, item('destroyer'))]).toEqual([11, 9]);
    expect(buy('destroyer')).toBe(true);
    let lasers = 0;
    while (buy('laser-cannon')) lasers++;
    expect([lasers, state.foldedAttack[0]]).toEqual([9, 5 + 9]);
  });

  it('a second Blast Shield on one ship protects two more ships; a second Hyperdrive is not bought', () => {
    const { state, place, buy } = game();
    for (let k = 0; k < 3; k++) place(0, 'laboratory');
    expect(buy('destroyer')).toBe(true);
    expect([buy('blast-shield'), buy('blast-shield')]).toEqual([true, true]);
    expect(state.foldedShields[0]).toBe(4);
    // A third fills the Destroyer's 3 slots; a fourth has no slot.
    expect([buy('blast-shield'), state.foldedShields[0], buy('blast-shield')]).toEqual([true, 6, false]);
    expect(buy('cruiser')).toBe(true);
    expect([buy('hyperdrive'), buy('hyperdrive')]).toEqual([true, false]);
  });

  it('the engine holds the largest limits reachable: the bundled game\'s fleet 20, 17 upgrades a ship, hand 16', () => {
    const { plan } = game();
    // Fleet: the best Leader's 4 + four Fleet +1 Planets + 12 Spaceports (their copies; slots allow 31).
    // Upgrades: the Destroyer's 3 + two Upgrade-slot +1 Planets + 12 Cyber Factories. Hand: 4 + 12 Command Centers.
    expect(reachableBounds(plan)).toEqual({ fleet: 20, upgrades: 17, hand: 16 });
    expect([plan.fleetSlots, plan.upgradeSlots, plan.handSlots]).toEqual([20, 17, 16]);
    expect(plan.arena.handLimit).toEqual([16, 16]);
  });
});
