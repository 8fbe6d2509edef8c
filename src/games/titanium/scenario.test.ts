import { describe, expect, it } from 'vitest';
import { bundledArsenal, withFiles } from '../../../test/support/bundled-data.js';
import { parseTacticDeck } from './deck.js';
import { titaniumErrors } from './messages.js';
import { parseTitaniumScenario } from './scenario.js';

const SOURCE = 'bad.yaml';
const player = (name: string, extra: object = {}) => ({ name, fleet: ['cruiser'], ...extra });
const scenario = (...players: object[]) => ({ game: 'titanium', players });
const parse = (raw: unknown) => () => parseTitaniumScenario(withFiles('titanium', raw), SOURCE);

describe('the bundled arsenal (004, "Quick Start — Sample Arsenal cards"; "Anatomy of the Cards")', () => {
  it('has every printed card with its printed values', () => {
    const arsenal = bundledArsenal();
    const brief = (key: string) => {
      const u = arsenal.unit.get(key)!;
      return [u.cost, u.attack, u.defense];
    };
    expect(brief('fighter-squadron')).toEqual([150, 2, 5]);
    expect(brief('cruiser')).toEqual([400, 3, 8]);
    expect(arsenal.unit.get('cruiser')!.slots).toBe(2);
    expect(brief('destroyer')).toEqual([900, 5, 13]);
    expect(brief('minefield')).toEqual([200, 0, 1]);
    expect([arsenal.unit.get('interstellar-missile')!.cost, arsenal.unit.get('interstellar-missile')!.blast, arsenal.unit.get('interstellar-missile')!.defense, arsenal.unit.get('interstellar-missile')!.tech]).toEqual([300, 4, 4, 2]);
    expect([arsenal.unit.get('repair-drone')!.cost, arsenal.unit.get('repair-drone')!.repair, arsenal.unit.get('repair-drone')!.defense]).toEqual([200, 3, 5]);
    expect(arsenal.upgrades.map((u) => [u.key, u.cost])).toEqual([
      ['laser-cannon', 100], ['armor', 150], ['hyperdrive', 100], ['self-destruct-device', 100], ['blast-shield', 200], ['magnetic-target', 200],
    ]);
    expect(arsenal.buildings.map((b) => [b.key, b.cost])).toEqual([
      ['refinery', 200], ['spaceport', 300], ['laboratory', 500], ['planetary-support', 400], ['command-center', 300], ['cyber-factory', 600],
    ]);
    expect(arsenal.building.get('planetary-support')!.attack).toBe(2);
    expect(Object.isFrozen(arsenal.units[0])).toBe(true);
  });
});

describe('Titanium Wars scenario validation (exit 2: ConfigError with a clear message)', () => {
  it('accepts a minimal scenario and fills the defaults', () => {
    const parsed = parseTitaniumScenario(withFiles('titanium', scenario(player('A'), player('B'))), SOURCE);
    expect(parsed.deck.sample).toBe(true);
    expect(parsed.deck.size).toBe(50);
    expect(parsed.players[0]).toMatchObject({ fleetLimit: 3, handLimit: 3, credits: 0, policies: { allocation: 'optimal', tactic: 'greedy' } });
  });

  it('rejects a fleet over its fleet limit (004, "Outfitting")', () => {
    const raw = scenario(player('A', { fleet: ['cruiser', 'cruiser', 'cruiser', 'minefield'] }), player('B'));
    expect(parse(raw)).toThrow(titaniumErrors.overFleetLimit(`${SOURCE}: players.0.fleet`, 4, 3).message);
    expect(parse(raw)).toThrow('bad.yaml: players.0.fleet: the fleet is over its fleet limit — got 4 units, expected at most 3 (fleetLimit + Spaceports).');
    const withSpaceport = scenario(player('A', { fleet: ['cruiser', 'cruiser', 'cruiser', 'minefield'], buildings: { spaceport: 1 } }), player('B'));
    expect(parse(withSpaceport)).not.toThrow();
  });

  it('rejects an upgrade on a non-ship (004, "Anatomy of the Cards — Upgrade")', () => {
    const raw = scenario(player('A', { fleet: ['cruiser', { unit: 'minefield', upgrades: ['armor'] }] }), player('B'));
    expect(parse(raw)).toThrow('bad.yaml: players.0.fleet.1.upgrades: "minefield" is not a ship and cannot carry upgrades.');
  });

  it('rejects more upgrades than slots, and counts Cyber Factories (004, "Card Clarifications — Cyber Factory")', () => {
    const upgrades = ['armor', 'laser-cannon', 'hyperdrive'];
    const raw = scenario(player('A', { fleet: [{ unit: 'cruiser', upgrades }] }), player('B'));
    expect(parse(raw)).toThrow('bad.yaml: players.0.fleet.0.upgrades: more upgrades than slots on a cruiser — got 3 upgrades, expected at most 2');
    expect(parse(scenario(player('A', { fleet: [{ unit: 'cruiser', upgrades }], buildings: { 'cyber-factory': 1 } }), player('B')))).not.toThrow();
  });

  it('rejects a deck whose counts do not sum to its size', () => {
    const deck = { name: 'short', size: 10, cards: [{ key: 'strike', name: 'Strike', priority: 3, activates: ['cruiser'], targets: ['cruiser'], count: 9 }] };
    expect(() => parseTacticDeck(deck, 'deck.yaml', bundledArsenal(), 'deck.yaml')).toThrow(titaniumErrors.deckCountMismatch('deck.yaml: cards', 9, 10).message);
    expect(parse({ ...scenario(player('A'), player('B')), deck })).toThrow('bad.yaml: deck: cards: the card counts do not sum to the deck size — got 9 cards, expected 10 (size).');
  });

  it('rejects unknown cards with a suggestion: unit, upgrade, building, tactic card, deck target', () => {
    const units = bundledArsenal().units.map((u) => u.key);
    expect(parse(scenario(player('A', { fleet: ['cruiser', 'crusier'] }), player('B')))).toThrow(titaniumErrors.unknownName('bad.yaml: players.0.fleet.1.unit', 'unit', 'crusier', units).message);
    expect(parse(scenario(player('A', { fleet: ['cruiser', 'crusier'] }), player('B')))).toThrow('Did you mean "cruiser"?');
    expect(parse(scenario(player('A', { fleet: [{ unit: 'cruiser', upgrades: ['lazer-cannon'] }] }), player('B')))).toThrow('unknown upgrade "lazer-cannon"');
    expect(parse(scenario(player('A', { buildings: { starport: 1 } }), player('B')))).toThrow('bad.yaml: players.0.buildings.starport: unknown building "starport"');
    expect(parse(scenario(player('A', { hand: ['destructive-fir'] }), player('B')))).toThrow('bad.yaml: players.0.hand.0: unknown tactic card "destructive-fir"');
    const deck = { name: 'd', size: 1, cards: [{ key: 'x', name: 'X', priority: 1, activates: ['cruiser'], targets: ['dreadnought'], count: 1 }] };
    expect(() => parseTacticDeck(deck, 'deck.yaml', bundledArsenal(), 'deck.yaml')).toThrow('deck.yaml: cards.0.targets.0: unknown unit "dreadnought"');
  });

  it('rejects a player without ships, duplicate names, and too many Planetary Supports (004, "Conquest"; "Planetary Support")', () => {
    expect(parse(scenario(player('A', { fleet: ['minefield'] }), player('B')))).toThrow('bad.yaml: players.0.fleet: A has no ship');
    expect(parse(scenario(player('A'), player('A')))).toThrow('bad.yaml: players.1.name: two players are named "A"');
    expect(parse(scenario(player('A', { buildings: { 'planetary-support': 2 } }), player('B')))).toThrow('too many Planetary Support — got 2, expected at most 1 (1 per planet, 1 planet(s))');
  });

  it('rejects schema violations with the path: one player, a priority above 7', () => {
    expect(parse(scenario(player('A')))).toThrow('bad.yaml: players: empty');
    const deck = { name: 'd', size: 1, cards: [{ key: 'x', name: 'X', priority: 8, activates: ['cruiser'], targets: ['cruiser'], count: 1 }] };
    expect(() => parseTacticDeck(deck, 'deck.yaml', bundledArsenal(), 'deck.yaml')).toThrow('deck.yaml: cards.0.priority: value out of range');
  });
});
