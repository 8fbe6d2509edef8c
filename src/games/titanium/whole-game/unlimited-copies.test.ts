/**
 * A card whose copies an arsenal does not give never runs out (whole-game compile.ts: "copies
 * unprinted never run out"; 004, "Contents" prints only the totals, so a custom arsenal may leave a
 * card's copies out): it is bought as often as the other limits allow and a destroyed unit returns
 * nothing to count.
 */
import { describe, expect, it } from 'vitest';
import { gameDefaults } from '../../../cli/load/game-defaults.js';
import { LoadedDocument } from '../../loaded-document.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';

/** The bundled arsenal with the copies of `keys` left out. */
function arsenalWithout(keys: string[]): LoadedDocument {
  const data = structuredClone(gameDefaults('titanium').arsenal.data) as Record<string, { key: string; copies?: number; unprinted?: string[] }[]>;
  for (const list of Object.values(data)) {
    for (const card of list) {
      if (!keys.includes(card.key)) continue;
      delete card.copies;
      card.unprinted = (card.unprinted ?? []).filter((f) => f !== 'copies');
    }
  }
  return new LoadedDocument('test arsenal', 'test-arsenal.yaml', data);
}

describe('a card without copies', () => {
  it('is never sold out: the plan marks it −1, purchases and losses leave it so', () => {
    const sim = simulatorOf(readGame({ firstPlayer: 'listed', arsenal: arsenalWithout(['fighter-squadron', 'laser-cannon']), players: [{ name: 'A', leader: 'captain-jim' }, { name: 'B', leader: 'tyx' }] }));
    const { plan, state, rules } = sim;
    const fighter = plan.itemKeys.indexOf('fighter-squadron');
    const laser = plan.itemKeys.indexOf('laser-cannon');
    expect([plan.itemCopies[fighter], plan.itemCopies[laser], plan.itemCopies[plan.itemKeys.indexOf('cruiser')]]).toEqual([-1, -1, 15]);
    state.reset();
    state.leader[0] = plan.fixedLeader[0];
    state.leader[1] = plan.fixedLeader[1];
    state.credits[0] = 10_000;
    state.credits[1] = 10_000;
    rules.startTurn(1, -1);
    expect(state.copiesLeft[fighter]).toBe(-1);
    // Captain Jim's fleet of 4 and Tyx's 4: eight Fighters, each with a Laser Cannon.
    for (const p of [0, 1]) {
      for (let k = 0; k < 4; k++) {
        expect(rules.canBuy(p, fighter)).toBe(true);
        rules.buyInPlace(p, fighter, null);
        rules.buyInPlace(p, laser, null);
      }
    }
    expect([state.copiesLeft[fighter], state.copiesLeft[laser], state.units[0], state.units[1]]).toEqual([-1, -1, 4, 4]);
    rules.removeUnitInPlace(0, 0);
    expect([state.copiesLeft[fighter], state.copiesLeft[laser], state.units[0]]).toEqual([-1, -1, 3]);
    expect(rules.canBuy(0, fighter)).toBe(true);
  });
});
