/**
 * What a purchase records and what it changes at once (004, "Outfitting"): the price of the turn
 * under a discount Event (never below 0), the credits paid and the copy taken from the Arsenal, the
 * turn a card was first bought, the trace line; and the limits a building raises in the same turn
 * (004: "You can buy a Laboratory, and take advantage of its Technological Level increase during
 * the same turn"; a Spaceport's fleet room, a Cyber Factory's upgrade slot), a flag upgrade never
 * twice on one ship (a second Hyperdrive would add nothing).
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../../game.js';
import { arsenalWith, readGame, simulatorOf } from '../../../../test/support/titanium-game.js';

function outfitting(raw: object = {}) {
  const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: 'lord-john' }, { name: 'B', leader: 'general-hox' }], ...raw }));
  const { plan, state, rules } = sim;
  state.reset();
  state.leader[0] = plan.fixedLeader[0];
  state.leader[1] = plan.fixedLeader[1];
  state.credits[0] = 10_000;
  const item = (key: string) => plan.itemKeys.indexOf(key);
  const event = (name: string) => plan.eventNames.indexOf(name);
  return { plan, state, rules, item, event };
}

describe('the prices of a turn', () => {
  it('a discount Event lowers the cards of its type only, never below 0; the cheapest price follows', () => {
    const o = outfitting({ arsenal: arsenalWith({ 'laser-cannon': { cost: 30 } }) });
    o.rules.startTurn(2, o.event('Surplus Parts'));
    // Surplus Parts: 50¢ off upgrades. Laser Cannon 30 → 0; Armor 150 → 100; units and buildings unchanged.
    expect(['laser-cannon', 'armor', 'fighter-squadron', 'refinery'].map((k) => o.rules.price(o.item(k)))).toEqual([0, 100, 150, 200]);
    expect(o.rules.cheapest).toBe(0);
    o.rules.startTurn(3, o.event('Shipyard Strike'));
    // Shipyard Strike: 100¢ off buildings.
    expect(['laser-cannon', 'refinery', 'cyber-factory', 'destroyer'].map((k) => o.rules.price(o.item(k)))).toEqual([30, 100, 500, 900]);
    expect(o.rules.cheapest).toBe(30);
    o.rules.startTurn(4, o.event('Solar Wind'));
    expect(['laser-cannon', 'refinery'].map((k) => o.rules.price(o.item(k)))).toEqual([30, 200]);
    o.rules.startTurn(5, -1);
    expect(o.rules.price(o.item('destroyer'))).toBe(900);
  });
});

describe('a purchase', () => {
  it('pays, takes a copy, counts the card, remembers the turn first bought and traces where an upgrade goes', () => {
    const o = outfitting();
    o.rules.startTurn(4, o.event('Arms Fair'));
    const trace = new Trace();
    o.rules.buyInPlace(0, o.item('cruiser'), trace);
    o.rules.buyInPlace(0, o.item('laser-cannon'), trace);
    o.rules.startTurn(6, -1);
    o.rules.buyInPlace(0, o.item('cruiser'), trace);
    const cruiser = o.item('cruiser');
    // Arms Fair: the first Cruiser at 300¢.
    expect(trace.lines).toEqual(['  A buys Cruiser for 300¢ (9700¢ left)', '  A buys Laser Cannon on its Cruiser #1 for 100¢ (9600¢ left)', '  A buys Cruiser for 400¢ (9200¢ left)']);
    expect([o.state.credits[0], o.state.spent[0]]).toEqual([9200, 800]);
    expect([o.state.copiesLeft[cruiser], o.state.bought[cruiser], o.state.firstBought[cruiser], o.state.firstBought[o.item('laser-cannon')]]).toEqual([13, 2, 4, 4]);
    expect([o.state.bought[o.plan.items + cruiser], o.state.firstBought[o.plan.items + cruiser]]).toEqual([0, -1]);
    // Worths (A, D): Cruiser (3, 8) twice, Laser Cannon (1, 0).
    expect([o.state.worthAttack[0], o.state.worthDefense[0], o.state.units[0]]).toEqual([7, 16, 2]);
    // The opening price: what the caller says.
    o.rules.buyInPlace(0, o.item('refinery'), null, 0);
    expect(o.state.credits[0]).toBe(9200);
  });

  it('a building raises its limit in the same turn: Laboratory the Tech, Spaceport the fleet, Cyber Factory the slots', () => {
    const o = outfitting();
    o.rules.startTurn(1, -1);
    const can = (key: string) => o.rules.canBuy(0, o.item(key));
    const buy = (key: string) => o.rules.buyInPlace(0, o.item(key), null);
    for (const key of ['fighter-squadron', 'fighter-squadron', 'fighter-squadron', 'laser-cannon', 'laser-cannon', 'laser-cannon']) buy(key);
    expect([o.rules.hasFleetRoom, o.rules.hasUpgradeRoom, o.rules.preparedTech]).toEqual([false, false, 0]);
    expect([can('fighter-squadron'), can('armor'), can('planetary-support')]).toEqual([false, false, false]);
    buy('spaceport');
    expect([o.rules.hasFleetRoom, can('fighter-squadron')]).toEqual([true, true]);
    buy('cyber-factory');
    expect([o.rules.hasUpgradeRoom, can('armor')]).toEqual([true, true]);
    buy('laboratory');
    expect([o.rules.preparedTech, can('planetary-support')]).toEqual([1, true]);
    // Three Fighters with two slots each now: three more upgrades, then none.
    for (let k = 0; k < 3; k++) buy('armor');
    expect([o.rules.hasUpgradeRoom, can('armor')]).toEqual([false, false]);
    // A fourth Fighter (the Spaceport's room) brings two free slots with it.
    buy('fighter-squadron');
    expect([o.rules.hasFleetRoom, o.rules.hasUpgradeRoom, o.rules.upgradeTarget(0, o.item('armor'))]).toEqual([false, true, 3]);
  });

  it('a flag upgrade goes on a ship without one: a second Hyperdrive on the same ship adds nothing', () => {
    const o = outfitting();
    o.rules.startTurn(1, -1);
    const buy = (key: string) => o.rules.buyInPlace(0, o.item(key), null);
    buy('destroyer');
    buy('hyperdrive');
    // The Destroyer has 2 free slots left, but already a Hyperdrive: no ship takes another one. A Laser Cannon still fits.
    expect(o.rules.canBuy(0, o.item('hyperdrive'))).toBe(false);
    expect(o.rules.upgradeTarget(0, o.item('hyperdrive'))).toBe(-1);
    expect(o.rules.canBuy(0, o.item('laser-cannon'))).toBe(true);
    buy('cruiser');
    // The Cruiser (slot 2) has none: it takes the next Hyperdrive; Magnetic Target goes on the dearest ship, the Destroyer.
    expect(o.rules.upgradeTarget(0, o.item('hyperdrive'))).toBe(1);
    expect(o.rules.upgradeTarget(0, o.item('magnetic-target'))).toBe(0);
    buy('magnetic-target');
    expect(o.rules.upgradeTarget(0, o.item('magnetic-target'))).toBe(1);
    buy('laser-cannon');
    // Lasers stack: the Destroyer is full (3), the Cruiser takes the next.
    expect(o.rules.upgradeTarget(0, o.item('laser-cannon'))).toBe(1);
  });
});
