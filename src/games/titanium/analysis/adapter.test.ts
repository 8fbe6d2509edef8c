import { describe, expect, it } from 'vitest';
import { bundledArsenal, sampleDeck } from '../../../../test/support/bundled-data.js';
import { gameDefaults } from '../../../cli/load/game-defaults.js';
import { titaniumAdapter } from './adapter.js';

describe('Titanium Wars card fingerprints (salvo check)', () => {
  it('lists every arsenal card and every tactic card with its count, names and unprinted notes left out', () => {
    const cards = titaniumAdapter(gameDefaults('titanium')).cards();
    const arsenal = bundledArsenal();
    const expected = [
      ...arsenal.units.map((c) => `unit:${c.key}`), ...arsenal.upgrades.map((c) => `upgrade:${c.key}`),
      ...arsenal.buildings.map((c) => `building:${c.key}`), ...sampleDeck().cards.map((c) => `tactic:${c.key}`),
    ];
    expect(Object.keys(cards)).toEqual(expected);
    expect(cards['unit:cruiser']).toEqual({ attack: 3, blast: 0, copies: 15, cost: 400, defense: 8, repair: 0, ship: true, slots: 2, tech: 0 });
    expect(cards['tactic:diversion']).toEqual({ activates: '[]', count: 4, priority: 0, special: 'diversion', targets: '[]', x2: false });
  });
});
