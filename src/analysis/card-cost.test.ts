/**
 * Card values in credits over whole games (issue 14, "Card-cost analysis in credits"): the buyers'
 * advantage falls as the price rises, the fair cost lies between the prices that bracket it with
 * its interval around it, and what-ifs change one value in memory. Fixed seeds; bounds of 4
 * standard errors.
 */
import { describe, expect, it } from 'vitest';
import { createInProcessRunner } from '../../workers/runners.js';
import { withGameWhatIf } from '../games/titanium/whole-game/what-if.js';
import { readGame } from '../../test/support/titanium-game.js';
import { advantageAt, cardCostAnalysis, cardFairCost } from './card-cost.js';

const context = (games: number) => ({ runner: createInProcessRunner(), seed: 11, battles: games, chunkSize: Math.ceil(games / 20), spent: { battles: 0 } });
const twoPlayers = () => readGame({ name: 'two', players: [{ name: 'A', policies: { purchase: 'fleet-first' } }, { name: 'B', policies: { purchase: 'value-per-credit' } }] });

describe('the buyers\' advantage of a card (common random numbers, seats rotated)', () => {
  it('a Destroyer opened with for free beats one bought on a 5,000¢ debt', async () => {
    const scenario = twoPlayers();
    const free = await advantageAt(scenario, 'destroyer', 0, context(400));
    const dear = await advantageAt(scenario, 'destroyer', 5000, context(400));
    const se = (free.advantage.hi - free.advantage.lo) / (2 * 1.96) + (dear.advantage.hi - dear.advantage.lo) / (2 * 1.96);
    expect(free.advantage.p - dear.advantage.p).toBeGreaterThan(4 * se);
    expect(free.chunks).toHaveLength(20);
  });

  it('the fair cost lies in its interval, between measured prices where the advantage changes sign', async () => {
    const ctx = context(300);
    const item = await cardFairCost(twoPlayers(), 'destroyer', ctx);
    expect(item.listedCost).toBe(900);
    expect(item.lo).toBeLessThanOrEqual(item.equivalentCost);
    expect(item.hi).toBeGreaterThanOrEqual(item.equivalentCost);
    const prices = item.prices.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    if (!item.open) {
      const below = item.prices.filter((p) => p.price <= item.equivalentCost).at(-1)!;
      const above = item.prices.find((p) => p.price >= item.equivalentCost)!;
      expect(below.advantage.p).toBeGreaterThanOrEqual(0);
      expect(above.advantage.p).toBeLessThanOrEqual(0);
    }
    expect(item.whenBought.name).toBe('Destroyer');
    expect(ctx.spent.battles).toBeGreaterThan(0);
  });

  it('a result carries the sample notice, and a what-if compares on the same seeds', async () => {
    const result = await cardCostAnalysis(twoPlayers(), { cards: ['fighter-squadron'], whatIf: { field: 'fighter-squadron.attack', value: 4 } }, context(200));
    expect(result.kind).toBe('cost');
    expect(result.notice).toContain('sample catalogs');
    const w = result.whatIf!.items[0];
    expect(w.difference.p).toBeCloseTo(w.after.equivalentCost - w.before.equivalentCost, 9);
  });
});

describe('what-ifs on the arsenal and the tactic deck (in memory)', () => {
  it('changes one value and leaves the rest', () => {
    const scenario = twoPlayers();
    const changed = withGameWhatIf(scenario, 'destroyer.attack', 7, '--what-if');
    expect(changed.arsenal.unit.get('destroyer')!.attack).toBe(7);
    expect(scenario.arsenal.unit.get('destroyer')!.attack).toBe(5);
    expect(changed.arsenal.unit.get('cruiser')).toBe(scenario.arsenal.unit.get('cruiser'));
    const deck = withGameWhatIf(scenario, 'destructive-fire.count', 9, '--what-if').deck;
    expect([deck.cards.find((c) => c.key === 'destructive-fire')!.count, deck.size]).toEqual([9, 54]);
  });

  it('refuses an unknown field and an impossible value', () => {
    expect(() => withGameWhatIf(twoPlayers(), 'destroyer.speed', 3, '--what-if')).toThrow('--what-if: unknown field "destroyer.speed"');
    expect(() => withGameWhatIf(twoPlayers(), 'destructive-fire.priority', 9, '--what-if')).toThrow('--what-if: destructive-fire.priority cannot be 9 — got 9, expected a priority from 0 to 7');
    expect(() => withGameWhatIf(twoPlayers(), 'cruiser.defense', 0, '--what-if')).toThrow('expected at least 1');
  });
});
