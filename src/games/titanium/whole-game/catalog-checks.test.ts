/**
 * The catalogs a whole game reads, checked one rule at a time: Leaders with unique keys; Planet/
 * Event cards whose Events carry what their effect needs (004, "Anatomy of the Cards — Events":
 * a production Event an amount, a discount a card type and a positive amount; other Events
 * neither); Tactic decks (004, "Special Tactics": Diversion and Missile Launch activate no units,
 * every other card activates ships or Planetary Supports and targets units; counts sum to the size).
 */
import { describe, expect, it } from 'vitest';
import { bundledArsenal } from '../../../../test/support/bundled-data.js';
import { LoadedDocument } from '../../loaded-document.js';
import { parseTacticDeck, tacticDeckFrom } from '../deck.js';
import { titaniumErrors } from '../messages.js';
import { parseLeaderCatalog, parsePlanetDeck } from './catalogs.js';
import { gameErrors } from './messages.js';

const leader = (key: string, extra: object = {}) => ({ key, name: key.toUpperCase(), homePlanet: 'Home', production: 900, buildingSlots: 4, fleet: 3, hand: 3, ...extra });
const card = (key: string, event: object, planet: object = {}) => ({ key, event: { name: `${key} event`, ...event }, planet: { name: key, production: 100, buildingSlots: 2, deposits: 1, ...planet } });

describe('leaders', () => {
  it('reads each leader, its power when printed and what is unprinted; refuses a key given twice', () => {
    const catalog = parseLeaderCatalog({ name: 'two', leaders: [leader('a', { power: 'Hacking', unprinted: ['fleet'] }), leader('b')] }, 'leaders.yaml', 'mine.yaml');
    expect(catalog).toEqual({
      name: 'two', sample: false, source: 'mine.yaml',
      leaders: [
        { key: 'a', name: 'A', homePlanet: 'Home', production: 900, buildingSlots: 4, fleet: 3, hand: 3, power: 'Hacking', unprinted: ['fleet'] },
        { key: 'b', name: 'B', homePlanet: 'Home', production: 900, buildingSlots: 4, fleet: 3, hand: 3, unprinted: [] },
      ],
    });
    expect(parseLeaderCatalog({ name: 's', sample: true, leaders: [leader('a'), leader('b')] }, 'l.yaml', 'l.yaml').sample).toBe(true);
    expect(() => parseLeaderCatalog({ name: 'twice', leaders: [leader('a'), leader('b'), leader('a')] }, 'leaders.yaml', 'x')).toThrow(
      gameErrors.duplicateKey('leaders.yaml: leaders.2.key', 'leader', 'a').message,
    );
  });
});

describe('Planet/Event cards', () => {
  it('keeps an amount for production and discount Events only, a type for a discount only, and planet bonuses (0 when left out)', () => {
    const deck = parsePlanetDeck({
      name: 'four', cards: [
        card('p', { effect: 'production', amount: -100 }, { bonus: { fleet: 1, upgradeSlots: 2 } }),
        card('d', { effect: 'discount', type: 'upgrade', amount: 50 }),
        card('n', { effect: 'none', amount: 300 }),
        card('u', { effect: 'upgrades-ignored' }, { bonus: {} }),
      ],
    }, 'planets.yaml', 'planets.yaml');
    expect(deck.cards.map((c) => [c.event.effect, c.event.amount, c.event.type, c.planet.fleetBonus, c.planet.upgradeSlotBonus])).toEqual([
      ['production', -100, null, 1, 2], ['discount', 50, 'upgrade', 0, 0], ['none', 0, null, 0, 0], ['upgrades-ignored', 0, null, 0, 0],
    ]);
    expect([deck.sample, deck.source, deck.cards[0].unprinted]).toEqual([false, 'planets.yaml', []]);
  });

  it('refuses a production Event without an amount, and a discount without a type or a positive amount', () => {
    const parse = (event: object) => () => parsePlanetDeck({ name: 'x', cards: [card('ok', { effect: 'none' }), card('bad', event)] }, 'planets.yaml', 'x');
    expect(parse({ effect: 'production' })).toThrow(gameErrors.eventWithoutAmount('planets.yaml: cards.1.event', 'production').message);
    expect(parse({ effect: 'discount', amount: 100 })).toThrow(gameErrors.discountWithoutType('planets.yaml: cards.1.event').message);
    expect(parse({ effect: 'discount', type: 'unit' })).toThrow(gameErrors.discountWithoutType('planets.yaml: cards.1.event').message);
    expect(parse({ effect: 'discount', type: 'unit', amount: 0 })).toThrow(gameErrors.discountWithoutType('planets.yaml: cards.1.event').message);
    expect(parse({ effect: 'discount', type: 'unit', amount: 1 })).not.toThrow();
    expect(parse({ effect: 'production', amount: 0 })).not.toThrow();
  });
});

describe('Tactic decks', () => {
  const arsenal = bundledArsenal();
  const tactic = (key: string, extra: object = {}) => ({ key, name: key, priority: 3, activates: ['cruiser'], targets: ['cruiser'], count: 1, ...extra });
  const parse = (...cards: object[]) => () => parseTacticDeck({ name: 'd', size: cards.length, cards }, 'deck.yaml', arsenal, 'deck.yaml');

  it('reads each card with its defaults: no Attack x2, no special', () => {
    const deck = parseTacticDeck({ name: 'd', size: 3, cards: [tactic('a', { count: 2, x2: true }), tactic('b', { activates: ['planetary-support'], targets: ['minefield'] })] }, 'deck.yaml', arsenal, 'mine.yaml');
    expect(deck).toEqual({
      name: 'd', sample: false, size: 3, source: 'mine.yaml', cards: [
        { key: 'a', name: 'a', priority: 3, activates: ['cruiser'], targets: ['cruiser'], x2: true, special: null, count: 2 },
        { key: 'b', name: 'b', priority: 3, activates: ['planetary-support'], targets: ['minefield'], x2: false, special: null, count: 1 },
      ],
    });
  });

  it('refuses a key twice, an attacker that cannot attack, a special with units, an attack card without them', () => {
    expect(parse(tactic('a'), tactic('a'))).toThrow(titaniumErrors.duplicateKey('deck.yaml: cards.1.key', 'card', 'a').message);
    // Only ships and buildings with an attack are attackers: not a Minefield, not a Refinery.
    expect(parse(tactic('a', { activates: ['cruiser', 'minefield'] }))).toThrow('deck.yaml: cards.0.activates.1: unknown attacker type "minefield"');
    expect(parse(tactic('a', { activates: ['refinery'] }))).toThrow('deck.yaml: cards.0.activates.0: unknown attacker type "refinery"');
    expect(parse(tactic('a', { targets: ['cruiser', 'refinery'] }))).toThrow('deck.yaml: cards.0.targets.1: unknown unit "refinery"');
    for (const special of ['diversion', 'missile-launch']) {
      expect(parse(tactic('s', { special }))).toThrow(titaniumErrors.specialWithActivation('deck.yaml: cards.0', special).message);
      expect(parse(tactic('s', { special, activates: [] }))).toThrow(titaniumErrors.specialWithActivation('deck.yaml: cards.0', special).message);
      expect(parse(tactic('s', { special, targets: [] }))).toThrow(titaniumErrors.specialWithActivation('deck.yaml: cards.0', special).message);
      expect(parse(tactic('s', { special, activates: [], targets: [] }))).not.toThrow();
    }
    expect(parse(tactic('a', { targets: [] }))).toThrow(titaniumErrors.attackCardWithoutUnits('deck.yaml: cards.0').message);
    expect(parse(tactic('a', { activates: [] }))).toThrow(titaniumErrors.attackCardWithoutUnits('deck.yaml: cards.0').message);
    expect(parse(tactic('f', { special: 'planetary-fire', activates: ['planetary-support'], targets: [] }))).toThrow(titaniumErrors.attackCardWithoutUnits('deck.yaml: cards.0').message);
    expect(parse(tactic('f', { special: 'planetary-fire', activates: ['planetary-support'] }))).not.toThrow();
  });

  it('a scenario\'s deck: a file the loader read, or written inline; a name not read is refused', () => {
    const data = { name: 'd', size: 1, cards: [tactic('a')] };
    expect(tacticDeckFrom(new LoadedDocument('decks/d.yaml', 'decks/d.yaml', data), 'game.yaml', arsenal).source).toBe('decks/d.yaml');
    expect(tacticDeckFrom(data, 'game.yaml', arsenal).source).toBe('inline');
    expect(() => tacticDeckFrom({ ...data, size: 2 }, 'game.yaml', arsenal)).toThrow('game.yaml: deck: cards: the card counts do not sum');
    expect(() => tacticDeckFrom('decks/d.yaml', 'game.yaml', arsenal)).toThrow('game.yaml: deck');
    expect(() => tacticDeckFrom(undefined, 'game.yaml', arsenal)).toThrow('game.yaml: deck');
  });
});
