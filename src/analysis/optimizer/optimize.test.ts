import { describe, expect, it } from 'vitest';
import { bundledArsenal, sampleDeck } from '../../../test/support/bundled-data.js';
import { createInProcessRunner } from '../../../workers/runners.js';
import { armadaSpace } from '../../games/armada/optimizer/space.js';
import { optimizerErrors } from './messages.js';
import { defaultOptimizeSettings, optimizeFleets, type OptimizeSettings } from './optimize.js';
import { HAND_MADE_BEST, handMadeCatalog } from './test-fixtures.js';
import { ti4Space } from '../../games/ti4/optimizer/space.js';
import { titaniumSpace } from '../../games/titanium/optimizer/space.js';

const catalog = handMadeCatalog();
const small: OptimizeSettings = { ...defaultOptimizeSettings, seed: 7, top: 3, fieldSize: 4, firstBattles: 160, rounds: 4, robinBattles: 200 };

async function optimizeHandMade(settings: OptimizeSettings, points = 21) {
  const space = armadaSpace({ catalog, catalogRef: 'hand-made', points, factions: ['sol'] });
  const runner = createInProcessRunner();
  return optimizeFleets({ space, fieldSpace: space, settings, runner, chunkSize: 1000, budgetOption: `--points ${points}`, costUnit: 'points' });
}

describe('optimize on a hand-made catalog whose best fleet is known by construction', () => {
  it('lists every legal saturated fleet and finds two Titans with the Phaser', async () => {
    const result = await optimizeHandMade(small);
    expect(result.search.method).toBe('listed');
    // By hand: 20-point ship sets TT, TH, HH, TSS, HSS, SSSS with the Phaser on each kind of ship
    // (9), plus H+S, T+S and SSS with a Phaser on every ship (17-18 points: no Skiff fits any more).
    expect(result.search.candidates).toBe(12);
    expect(result.top[0].fleet).toEqual(HAND_MADE_BEST);
    expect(result.top[0].name).toBe('sol: sol-titan[sol-phaser], sol-titan');
    expect(result.top[0].cost).toBe(21);
    // The best fleet also wins the round robin of the top 3: its row beats every other finalist.
    result.finalists.score[0].slice(1).forEach((v) => expect(v).toBeGreaterThan(0.5));
    expect(result.finalists.equilibrium.support).toEqual([result.top[0].name]);
    expect(result.battles).toBeGreaterThan(0);
  });

  it('finds it too by search (random restarts and local moves) when listing is forbidden', async () => {
    const result = await optimizeHandMade({ ...small, listLimit: 0, restarts: 4, generations: 4, leaders: 2, neighbours: 4 });
    expect(result.search.method).toBe('search');
    expect(result.top[0].fleet).toEqual(HAND_MADE_BEST);
  });

  it('is reproducible: the same seed gives the same ranking and counts', async () => {
    const a = await optimizeHandMade(small);
    const b = await optimizeHandMade(small);
    expect(b.top).toEqual(a.top);
    expect(b.battles).toBe(a.battles);
  });
});

describe('a budget no legal fleet fits', () => {
  it('Armada: says so with the cheapest legal fleet and its cost', async () => {
    await expect(optimizeHandMade(small, 4)).rejects.toThrow(
      '--points 4: no legal armada fleet fits the budget of 4 points — got 4 points, expected at least 5 points, the cost of the cheapest legal fleet (sol: sol-skiff). Raise the budget.',
    );
  });

  it('TI4 and Titanium Wars: the cheapest ship is the cheapest fleet', async () => {
    const runner = createInProcessRunner();
    const ti4 = ti4Space({ resources: 0, fleetSupply: 3, upgrades: [] });
    await expect(optimizeFleets({ space: ti4, fieldSpace: ti4, settings: small, runner, chunkSize: 1000, budgetOption: '--resources 0 --fleet-supply 3', costUnit: 'resources' })).rejects.toThrow(
      '--resources 0 --fleet-supply 3: no legal ti4 fleet fits the budget of 0 resources, fleet supply 3 — got 0 resources, fleet supply 3, expected at least 1 resources, the cost of the cheapest legal fleet (destroyer). Raise the budget.',
    );
    const titanium = titaniumSpace({ credits: 100, fleetLimit: 3, tech: 0, arsenal: bundledArsenal(), deck: sampleDeck() });
    await expect(optimizeFleets({ space: titanium, fieldSpace: titanium, settings: small, runner, chunkSize: 1000, budgetOption: '--credits 100', costUnit: 'credits' })).rejects.toThrow(
      '--credits 100: no legal titanium fleet fits the budget of 100 credits, fleet limit 3, tech 0 — got 100 credits, fleet limit 3, tech 0, expected at least 150 credits, the cost of the cheapest legal fleet (fighter-squadron). Raise the budget.',
    );
  });

  it('no fleet at all: a fleet supply of 0 holds no ship', () => {
    expect(ti4Space({ resources: 10, fleetSupply: 0, upgrades: [] }).cheapest()).toBeUndefined();
    expect(optimizerErrors.nothingFits('--fleet-supply 0', 'ti4', '10 resources, fleet supply 0').message).toBe(
      '--fleet-supply 0: no legal ti4 fleet fits the budget of 10 resources, fleet supply 0. No legal fleet exists at all with these limits: check the catalog, the faction and the fleet limits.',
    );
  });
});
