/**
 * The Outfitting rules of a whole game (004, "Outfitting"), one limit at a time, on a game state
 * set up by hand: Technological Level, fleet limit, building and upgrade slots, per-planet and
 * per-player limits, Arsenal copies, and Player Order when copies run short.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { arsenalWith, readGame, simulatorOf } from '../../../../test/support/titanium-game.js';

/** Two players with fixed leaders (Lord John, General Hox: fleet 3, 4 building slots), ready to buy. */
function outfitting(credits = 10_000, raw: object = {}) {
  const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: 'lord-john' }, { name: 'B', leader: 'general-hox' }], ...raw }));
  const { plan, state, rules } = sim;
  state.reset();
  state.leader[0] = plan.fixedLeader[0];
  state.leader[1] = plan.fixedLeader[1];
  state.credits[0] = credits;
  rules.startTurn(0, -1);
  const item = (key: string) => plan.itemKeys.indexOf(key);
  const buy = (key: string) => rules.buyInPlace(0, item(key), null);
  const can = (key: string) => rules.canBuy(0, item(key));
  return { sim, plan, state, rules, item, buy, can };
}

describe('Outfitting limits (004, "Outfitting")', () => {
  it('"You may not buy a card with a Technological Level higher than your own"; a Laboratory counts the same turn', () => {
    const o = outfitting();
    expect([o.can('planetary-support'), o.can('interstellar-missile'), o.can('blast-shield')]).toEqual([false, false, false]);
    o.buy('laboratory');
    expect([o.can('planetary-support'), o.can('interstellar-missile')]).toEqual([true, false]);
    o.buy('laboratory');
    expect(o.can('interstellar-missile')).toBe(true);
    o.buy('cruiser');
    expect(o.can('blast-shield')).toBe(false);
    o.buy('laboratory');
    expect(o.can('blast-shield')).toBe(true);
    // "Laboratory … limited to 3 per player".
    expect(o.can('laboratory')).toBe(false);
  });

  it('"You may not have more Units than your Fleet can hold"; each Spaceport adds one (004, "Spaceport")', () => {
    const o = outfitting();
    for (let k = 0; k < 3; k++) o.buy('fighter-squadron');
    expect(o.can('fighter-squadron')).toBe(false);
    o.buy('spaceport');
    expect(o.can('fighter-squadron')).toBe(true);
  });

  it('"nor Upgrades than slots on your Ships": an upgrade goes on the dearest ship with a free slot; a Cyber Factory adds a slot to each', () => {
    const o = outfitting();
    expect(o.can('laser-cannon')).toBe(false);
    o.buy('fighter-squadron');
    o.buy('cruiser');
    expect(o.rules.upgradeTarget(0, o.item('laser-cannon'))).toBe(1);
    o.buy('laser-cannon');
    o.buy('laser-cannon');
    expect(o.rules.upgradeTarget(0, o.item('laser-cannon'))).toBe(0);
    o.buy('laser-cannon');
    expect(o.can('laser-cannon')).toBe(false);
    o.buy('cyber-factory');
    expect(o.can('laser-cannon')).toBe(true);
  });

  it('"no more Buildings than slots on your Planets": the home planet\'s 4, more with a conquered planet\'s', () => {
    const o = outfitting();
    for (let k = 0; k < 4; k++) o.buy('refinery');
    expect(o.can('refinery')).toBe(false);
    o.state.conquered[0] = 1;
    o.state.planetSlots[0] = 2;
    o.rules.prepare(0);
    expect(o.can('refinery')).toBe(true);
  });

  it('a Planetary Support is "limited to 1 per Planet"', () => {
    const o = outfitting();
    o.buy('laboratory');
    o.buy('planetary-support');
    expect(o.can('planetary-support')).toBe(false);
    o.state.conquered[0] = 1;
    o.state.planetSlots[0] = 2;
    o.rules.prepare(0);
    expect(o.can('planetary-support')).toBe(true);
  });

  it('"You may not buy a card that is no longer available in the Arsenal"; a destroyed unit returns with its upgrades', () => {
    const o = outfitting(10_000, { arsenal: arsenalWith({ destroyer: { copies: 1 }, armor: { copies: 1 } }) });
    o.buy('destroyer');
    o.buy('armor');
    expect([o.can('destroyer'), o.can('armor')]).toEqual([false, false]);
    expect(o.rules.canBuy(1, o.item('destroyer'))).toBe(false);
    o.rules.removeUnitInPlace(0, 0);
    expect([o.state.copiesLeft[o.item('destroyer')], o.state.copiesLeft[o.item('armor')]]).toEqual([1, 1]);
    expect(o.rules.canBuy(1, o.item('destroyer'))).toBe(true);
  });

  it('"If there aren\'t enough for everyone who wants one, players buy in Player Order": the 1st player gets the last Destroyer', () => {
    const arsenal = arsenalWith({ destroyer: { copies: 1 } });
    const firstBuys = (names: [string, string]) => {
      const sim = simulatorOf(readGame({ arsenal, firstPlayer: 'listed', maxTurns: 1, players: names.map((name, i) => ({ name, leader: i === 0 ? 'lord-john' : 'general-hox' })) }));
      const trace = new Trace();
      sim.run(chunkStream(1, 0), createTally(sim.plan.tallySize), 1, trace);
      return trace.lines.filter((line) => line.includes('buys Destroyer')).map((line) => line.trim().split(' ')[0]);
    };
    expect(firstBuys(['A', 'B'])).toEqual(['A']);
    expect(firstBuys(['B', 'A'])).toEqual(['B']);
  });

  it('keeps every fleet\'s worths (A, D) and folded units as a count from scratch finds them, after purchases and losses', () => {
    const players = ['value-per-credit', 'fleet-first', 'economy-first', 'tech-rush'].map((purchase, i) => ({ name: `P${i + 1}`, policies: { purchase } }));
    const sim = simulatorOf(readGame({ players }));
    const { plan, state } = sim;
    let checked = 0;
    for (let g = 0; g < 40; g++) {
      sim.run(chunkStream(3, g), createTally(plan.tallySize), 1, null);
      for (let p = 0; p < plan.players; p++) {
        let attack = 0;
        let defense = 0;
        for (let b = 0; b < plan.buildingCount; b++) {
          const item = plan.unitKinds + plan.upgradeCount + b;
          attack += state.buildingsOf(p, b) * plan.worthAttack[item];
          defense += state.buildingsOf(p, b) * plan.worthDefense[item];
        }
        for (let s = 0; s < plan.fleetSlots; s++) {
          const at = p * plan.fleetSlots + s;
          const kind = state.fleet[at];
          if (kind < 0) continue;
          attack += plan.worthAttack[kind];
          defense += plan.worthDefense[kind];
          let [a, d, cost, shields] = [plan.unitAttack[kind], plan.unitDefense[kind], plan.itemCost[kind], -1];
          for (let k = 0; k < state.upgradeCount[at]; k++) {
            const up = state.upgrades[at * plan.upgradeSlots + k];
            attack += plan.worthAttack[plan.unitKinds + up];
            defense += plan.worthDefense[plan.unitKinds + up];
            [a, d, cost] = [a + plan.upgradeAttack[up], d + plan.upgradeDefense[up], cost + plan.itemCost[plan.unitKinds + up]];
            if (plan.upgradeSpecial[up] === 3) shields = Math.max(shields, 0) + plan.upgradeShields[up];
          }
          expect([state.foldedAttack[at], state.foldedDefense[at], state.foldedCost[at], state.foldedShields[at]]).toEqual([a, d, cost, shields]);
          checked++;
        }
        expect([state.worthAttack[p], state.worthDefense[p]]).toEqual([attack, defense]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
