/**
 * A Conquest scenario's defaults and its Outfitting limits (004, "Outfitting"; "Quick Start —
 * Technology Limit"; "Card Clarifications — Command Center"), each checked at its edge: the
 * largest value accepted and the smallest refused, with the ConfigError's place and numbers.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { BUNDLED_ARSENAL } from './arsenal.js';
import { SAMPLE_DECK_FILE } from './deck.js';
import { titaniumErrors } from './messages.js';
import { parseTitaniumScenario, titaniumFileReferences } from './scenario.js';

const SOURCE = 'edge.yaml';
const player = (name: string, extra: object = {}) => ({ name, fleet: ['cruiser'], ...extra });
const scenario = (players: object[], extra: object = {}) => ({ game: 'titanium', players, ...extra });
const parsed = (raw: object) => parseTitaniumScenario(withFiles('titanium', raw), SOURCE);
const parse = (raw: object) => () => parsed(raw);
/** A deck of one attack card, `size` copies. */
const deckOf = (size: number) => ({ name: 'tiny', size, cards: [{ key: 'strike', name: 'Strike', priority: 3, activates: ['cruiser'], targets: ['cruiser'], count: size }] });

describe('scenario defaults (004, "Outfitting"; docs/titanium.md)', () => {
  it('fills a player\'s limits, the Conquest cap and the seats, and keeps the name only when given', () => {
    const s = parsed(scenario([player('A'), player('B', { planets: 3 })]));
    expect(s.players[0]).toMatchObject({ fleetLimit: 3, handLimit: 3, credits: 0, planets: 1, buildingSlots: 4, slotBonus: 0, buildings: {}, hand: [] });
    // 4 slots on the home planet, 2 on each further planet (outfitting-limits.ts).
    expect(s.players[1]).toMatchObject({ planets: 3, buildingSlots: 8 });
    expect(s.players[0].policies).toEqual({
      allocation: 'optimal', value: 'cost', tactic: 'greedy', priorityWeight: 0, withdraw: 'never', discard: 'dead-cards', minefield: 'always',
      blastShield: 'doomed-first', repair: 'dearest-first',
    });
    expect([s.maxOffensives, s.seats]).toEqual([50, 'fixed']);
    expect('name' in s).toBe(false);
    const named = parsed(scenario([player('A', { buildingSlots: 1, credits: 250 }), player('B', { policies: { tactic: 'random' } })], { name: 'duel', maxOffensives: 7, seats: 'rotate' }));
    expect([named.name, named.maxOffensives, named.seats, named.players[0].buildingSlots, named.players[0].credits]).toEqual(['duel', 7, 'rotate', 1, 250]);
    expect(named.players[1].policies).toMatchObject({ tactic: 'random', allocation: 'optimal' });
  });

  it('expands { unit, count } into one entry per unit, each with its own upgrades and damage', () => {
    const s = parsed(scenario([player('A', { fleet: [{ unit: 'cruiser', count: 2, upgrades: ['armor'], damage: 1 }, 'fighter-squadron'] }), player('B')]));
    expect(s.players[0].fleet).toEqual([
      { unit: 'cruiser', upgrades: ['armor'], damage: 1 },
      { unit: 'cruiser', upgrades: ['armor'], damage: 1 },
      { unit: 'fighter-squadron', upgrades: [], damage: 0 },
    ]);
    expect(s.players[0].fleet[0].upgrades).not.toBe(s.players[0].fleet[1].upgrades);
  });
});

describe('player names label the outcomes', () => {
  it('"nobody" and "offensiveCap" are reserved', () => {
    expect(parse(scenario([player('A'), player('nobody')]))).toThrow(titaniumErrors.reservedPlayerName(`${SOURCE}: players.1.name`, 'nobody').message);
    expect(parse(scenario([player('offensiveCap'), player('B')]))).toThrow(titaniumErrors.reservedPlayerName(`${SOURCE}: players.0.name`, 'offensiveCap').message);
  });
});

describe('starting hands (004, "Glossary — Hand"; "Card Clarifications — Command Center")', () => {
  const fire = (n: number) => Array.from({ length: n }, () => 'full-broadside');

  it('a hand holds handLimit cards, one more per Command Center', () => {
    expect(parse(scenario([player('A', { hand: fire(3) }), player('B')]))).not.toThrow();
    expect(parse(scenario([player('A', { hand: fire(4) }), player('B')]))).toThrow(titaniumErrors.handTooLarge(`${SOURCE}: players.0.hand`, 4, 3).message);
    expect(parse(scenario([player('A', { hand: fire(4), buildings: { 'command-center': 1 } }), player('B')]))).not.toThrow();
    expect(parse(scenario([player('A'), player('B', { hand: fire(5), handLimit: 2, buildings: { 'command-center': 2 } })]))).toThrow(
      titaniumErrors.handTooLarge(`${SOURCE}: players.1.hand`, 5, 4).message,
    );
  });

  it('the hands together hold no more copies of a card than the deck has (Heavy Strike: 4 in the sample deck)', () => {
    const strikes = (n: number) => Array.from({ length: n }, () => 'heavy-strike');
    expect(parse(scenario([player('A', { hand: strikes(2) }), player('B', { hand: strikes(2) })]))).not.toThrow();
    expect(parse(scenario([player('A', { hand: strikes(3) }), player('B', { hand: strikes(2) })]))).toThrow(titaniumErrors.handOverDeck(`${SOURCE}: players`, 'heavy-strike', 5, 4).message);
    expect(parse(scenario([player('A', { hand: ['heavy-strike', 'fire'] }), player('B')]))).toThrow(`${SOURCE}: players.0.hand.1: unknown tactic card "fire"`);
  });

  it('each card\'s copies are counted against that card\'s own count in the deck', () => {
    const card = (key: string, count: number) => ({ key, name: key, priority: 3, activates: ['cruiser'], targets: ['cruiser'], count });
    const deck = (first: number, second: number) => ({ deck: { name: 'two', size: first + second, cards: [card('one', first), card('two', second)] } });
    // 'two' has 5 copies, 'one' (listed first) 1: two of 'two' fit, two of 'one' do not.
    expect(parse(scenario([player('A', { hand: ['two', 'two'] }), player('B')], deck(1, 5)))).not.toThrow();
    expect(parse(scenario([player('A', { hand: ['two'] }), player('B', { hand: ['two'] })], deck(1, 5)))).not.toThrow();
    expect(parse(scenario([player('A', { hand: ['two', 'two'] }), player('B')], deck(5, 1)))).toThrow(titaniumErrors.handOverDeck(`${SOURCE}: players`, 'two', 2, 1).message);
  });

  it('the deck must fill every hand to its limit, Command Centers included', () => {
    expect(parse(scenario([player('A'), player('B')], { deck: deckOf(6) }))).not.toThrow();
    expect(parse(scenario([player('A'), player('B')], { deck: deckOf(5) }))).toThrow(titaniumErrors.deckTooSmall(`${SOURCE}: deck`, 6, 5).message);
    expect(parse(scenario([player('A', { buildings: { 'command-center': 1 } }), player('B')], { deck: deckOf(6) }))).toThrow(titaniumErrors.deckTooSmall(`${SOURCE}: deck`, 7, 6).message);
  });
});

describe('Outfitting limits of a starting fleet (004, "Outfitting")', () => {
  it('"no more Buildings than slots on your Planets": 4 on the home planet, 2 per further planet, or buildingSlots', () => {
    const four = { refinery: 2, spaceport: 1, 'command-center': 1 };
    expect(parse(scenario([player('A', { buildings: four }), player('B')]))).not.toThrow();
    const five = { ...four, refinery: 3 };
    expect(parse(scenario([player('A', { buildings: five }), player('B')]))).toThrow(titaniumErrors.overBuildingSlots(`${SOURCE}: players.0.buildings`, 5, 4).message);
    expect(parse(scenario([player('A', { buildings: five, planets: 2 }), player('B')]))).not.toThrow();
    expect(parse(scenario([player('A', { buildings: four, buildingSlots: 3 }), player('B')]))).toThrow(titaniumErrors.overBuildingSlots(`${SOURCE}: players.0.buildings`, 4, 3).message);
  });

  it('"You may not buy a card with a Technological Level higher than your own": one level per Laboratory', () => {
    const missile = (labs: number) => player('A', { fleet: ['cruiser', 'interstellar-missile'], buildings: { laboratory: labs } });
    expect(parse(scenario([missile(1), player('B')]))).toThrow(titaniumErrors.aboveTechLevel(`${SOURCE}: players.0.fleet.1.unit`, 'Interstellar Missile', 2, 1).message);
    expect(parse(scenario([missile(2), player('B')]))).not.toThrow();
    const shield = (labs: number) => player('A', { fleet: [{ unit: 'cruiser', upgrades: ['armor', 'blast-shield'] }], buildings: { laboratory: labs } });
    expect(parse(scenario([shield(2), player('B')]))).toThrow(titaniumErrors.aboveTechLevel(`${SOURCE}: players.0.fleet.0.upgrades.1`, 'Blast Shield', 3, 2).message);
    expect(parse(scenario([shield(3), player('B')]))).not.toThrow();
    expect(parse(scenario([player('A', { buildings: { 'planetary-support': 1 } }), player('B')]))).toThrow(
      titaniumErrors.aboveTechLevel(`${SOURCE}: players.0.buildings.planetary-support`, 'Planetary Support', 1, 0).message,
    );
    // "A Laboratory … take advantage of its Technological Level increase during the same turn".
    expect(parse(scenario([player('A', { buildings: { 'planetary-support': 1, laboratory: 1 } }), player('B')]))).not.toThrow();
    // A building listed with count 0 is not held.
    expect(parse(scenario([player('A', { buildings: { 'planetary-support': 0 } }), player('B')]))).not.toThrow();
  });

  it('"You may not buy a card that is no longer available in the Arsenal": copies over all players (Refinery: 16)', () => {
    const refineries = (n: number) => player(`R${n}`, { buildings: { refinery: n }, buildingSlots: n });
    expect(parse(scenario([refineries(10), refineries(6)]))).not.toThrow();
    expect(parse(scenario([refineries(10), refineries(7)]))).toThrow(titaniumErrors.overArsenalCopies(`${SOURCE}: players`, 'Refinery', 17, 16).message);
    // Units and their upgrades count too: 10 Destroyers, 24 Laser Cannons.
    const destroyers = (k: number, lasers: number) => Array.from({ length: k }, () => ({ unit: 'destroyer', upgrades: Array.from({ length: lasers }, () => 'laser-cannon') }));
    const A = player('A', { fleetLimit: 6, fleet: destroyers(6, 3) });
    expect(parse(scenario([A, player('B', { fleetLimit: 5, fleet: [...destroyers(2, 3), ...destroyers(2, 0)] })]))).not.toThrow();
    expect(parse(scenario([A, player('B', { fleetLimit: 5, fleet: destroyers(5, 0) })]))).toThrow(titaniumErrors.overArsenalCopies(`${SOURCE}: players`, 'Destroyer', 11, 10).message);
    expect(parse(scenario([A, player('B', { fleetLimit: 5, fleet: [...destroyers(2, 3), { unit: 'cruiser', upgrades: ['laser-cannon'] }] })]))).toThrow(
      titaniumErrors.overArsenalCopies(`${SOURCE}: players`, 'Laser Cannon', 25, 24).message,
    );
  });
});

describe('the files a scenario reads (Game.fileReferences)', () => {
  it('the sample deck unless another is named or written inline; always the printed arsenal', () => {
    const arsenal = { at: ['arsenal'], reference: `configs/${BUNDLED_ARSENAL}`, bundled: BUNDLED_ARSENAL };
    const sample = { at: ['deck'], reference: 'sample', bundled: SAMPLE_DECK_FILE };
    expect(titaniumFileReferences({ game: 'titanium' })).toEqual([sample, arsenal]);
    expect(titaniumFileReferences({ deck: 'sample' })).toEqual([sample, arsenal]);
    expect(titaniumFileReferences({ deck: 'decks/mine.yaml' })).toEqual([{ at: ['deck'], reference: 'decks/mine.yaml' }, arsenal]);
    expect(titaniumFileReferences({ deck: '' })).toEqual([arsenal]);
    expect(titaniumFileReferences({ deck: deckOf(6) })).toEqual([arsenal]);
    expect(titaniumFileReferences({ deck: 'sample', arsenal: 'mine.yaml' })).toEqual([sample]);
    expect(titaniumFileReferences(null)).toEqual([]);
    expect(titaniumFileReferences(['deck'])).toEqual([]);
  });
});
