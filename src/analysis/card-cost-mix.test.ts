/** Card prices under mixed strategies (docs/strategy.md, "Mixed strategies"): the buyer's every strategy buys the card. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCardCostScenario } from '../cli/commands/titanium-card-cost.js';
import { readGame } from '../../test/support/titanium-game.js';
import { withSeat } from './card-cost.js';

describe('card prices under mixed strategies', () => {
  it('opening with the card changes every strategy of the buyer\'s mix, and nobody else\'s', () => {
    const scenario = readGame({
      players: [
        { name: 'A', mix: [{ weight: 0.5, policies: { participation: 0.2 } }, { weight: 0.5, policies: { participation: 0.4, avoid: ['cruiser'] } }] },
        { name: 'B', policies: {} },
      ],
    });
    const opened = withSeat(scenario, 0, (p) => ({ ...p, openWith: { card: 'cruiser', price: 300 }, avoid: p.avoid.filter((k) => k !== 'cruiser') }));
    expect(opened.players[0].mix!.map((m) => [m.policies.participation, m.policies.openWith, m.policies.avoid])).toEqual([
      [0.2, { card: 'cruiser', price: 300 }, []],
      [0.4, { card: 'cruiser', price: 300 }, []],
    ]);
    expect(opened.players[1]).toBe(scenario.players[1]);
  });

  it('a strategies file with a mix puts every player on it, replacing their policies', () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-mix-cost-'));
    const file = join(dir, 'mix.yaml');
    writeFileSync(file, 'game: titanium-game\nstrategy:\n  mix:\n    - { weight: 0.6, policies: { participation: 0.3 } }\n    - { weight: 0.4, policies: { participation: 0.35 } }\n');
    const scenario = loadCardCostScenario({ strategies: file });
    for (const player of scenario.players) expect(player.mix!.map((m) => [m.weight, m.policies.participation])).toEqual([[0.6, 0.3], [0.4, 0.35]]);
  });
});
