/**
 * Issue 14, "Rule corrections": one test per correction, each citing the rulebook sentence
 * (rules 004) it enforces. Every one of them failed before its correction.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../core/paths.js';
import { bundledArsenal, withFiles } from '../../../test/support/bundled-data.js';
import { resolveAttackInPlace } from './attack.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { titaniumErrors } from './messages.js';
import { parseTitaniumScenario } from './scenario.js';

const SOURCE = 'rules.yaml';
const parse = (players: object[], extra: object = {}) => () => parseTitaniumScenario(withFiles('titanium', { game: 'titanium', ...extra, players }, SOURCE), SOURCE);
const doc = (file: string) => readFileSync(join(packageRoot(), 'docs', file), 'utf8');

/** A deck with a Tactic that targets Interstellar Missiles, besides Planetary Fire. */
const MISSILE_DECK = {
  name: 'missile hunters', size: 8,
  cards: [
    { key: 'hunt', name: 'Missile Hunt', priority: 3, activates: ['cruiser'], targets: ['interstellar-missile'], count: 4 },
    { key: 'planetary-fire', name: 'Planetary Fire', priority: 2, activates: ['planetary-support'], targets: ['interstellar-missile'], special: 'planetary-fire', count: 4 },
  ],
};

describe('correction 1: an Interstellar Missile destroyed by anything but Planetary Support blasts (004, "Card Clarifications — Planetary Support")', () => {
  // "It is the only means to destroy Interstellar Missiles and Ships that are equipped with
  // Self-Destruct Devices without triggering their Blast."
  const setUp = () => {
    const scenario = parseTitaniumScenario(withFiles('titanium', {
      game: 'titanium', deck: MISSILE_DECK,
      players: [
        { name: 'Hunter', buildings: { laboratory: 1, 'planetary-support': 1 }, fleet: ['cruiser', 'cruiser'] },
        { name: 'Launcher', buildings: { laboratory: 2 }, fleet: ['interstellar-missile', 'fighter-squadron'] },
      ],
    }, SOURCE), SOURCE);
    const plan = compileTitanium(scenario);
    const sim = new ConquestSimulator(plan);
    sim.state.reset();
    const strike = (card: string, strength: number) =>
      resolveAttackInPlace(sim.state, 0, plan.cardKeys.indexOf(card), strength, 0b11, sim.scratch.allocators[0], sim.scratch.attack, null);
    return { sim, strike };
  };

  it('destroyed by another Tactic, it deals its Blast 4 to each ship of the player who destroyed it', () => {
    const { sim, strike } = setUp();
    strike('hunt', 6);
    expect(sim.state.alive[2]).toBe(0);
    expect([sim.state.damage[0], sim.state.damage[1]]).toEqual([4, 4]);
  });

  it('destroyed by Planetary Fire, it does not blast', () => {
    const { sim, strike } = setUp();
    strike('planetary-fire', 4);
    expect(sim.state.alive[2]).toBe(0);
    expect([sim.state.damage[0], sim.state.damage[1]]).toEqual([0, 0]);
  });

  it('docs/rules-interpretations.md quotes the sentence with its qualifier', () => {
    const text = doc('rules-interpretations.md').replace(/\s+/g, ' ');
    expect(text).toContain('"It is the only means to destroy Interstellar Missiles and Ships that are equipped with Self-Destruct Devices without triggering their Blast"');
  });
});

describe('correction 2: Technological Level (004, "Outfitting": "You may not buy a card with a Technological Level higher than your own")', () => {
  it('refuses a card above the level (Tech 0 + one per Laboratory) with a clear message', () => {
    const missile = [{ name: 'A', buildings: { laboratory: 1 }, fleet: ['cruiser', 'interstellar-missile'] }, { name: 'B', fleet: ['cruiser'] }];
    expect(parse(missile)).toThrow(titaniumErrors.aboveTechLevel(`${SOURCE}: players.0.fleet.1.unit`, 'Interstellar Missile', 2, 1).message);
    expect(parse(missile)).toThrow('rules.yaml: players.0.fleet.1.unit: Interstellar Missile needs Technological Level 2 — got the player\'s level 1, expected 2 or more (one per Laboratory, at most 3).');
    const shield = [{ name: 'A', buildings: { laboratory: 2 }, fleet: [{ unit: 'cruiser', upgrades: ['blast-shield'] }] }, { name: 'B', fleet: ['cruiser'] }];
    expect(parse(shield)).toThrow('players.0.fleet.0.upgrades.0: Blast Shield needs Technological Level 3');
    expect(parse([{ name: 'A', buildings: { 'planetary-support': 1 }, fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }])).toThrow('players.0.buildings.planetary-support: Planetary Support needs Technological Level 1');
  });

  it('accepts a card within the level; a Laboratory counts at once ("take advantage of its Technological Level increase during the same turn")', () => {
    expect(parse([{ name: 'A', buildings: { laboratory: 2 }, fleet: ['cruiser', 'interstellar-missile'] }, { name: 'B', fleet: ['cruiser'] }])).not.toThrow();
    expect(parse([{ name: 'A', buildings: { laboratory: 3 }, fleet: [{ unit: 'cruiser', upgrades: ['blast-shield'] }] }, { name: 'B', fleet: ['cruiser'] }])).not.toThrow();
  });
});

describe('correction 3: slots (004, "Outfitting": "You may not have more Buildings than slots on your Planets, nor Upgrades than slots on your Ships")', () => {
  it('refuses more buildings than the planets\' slots (home planet 4 by default, 2 per further planet)', () => {
    const five = { refinery: 2, spaceport: 1, 'command-center': 2 };
    expect(parse([{ name: 'A', buildings: five, fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }])).toThrow(
      'rules.yaml: players.0.buildings: more buildings than building slots — got 5 buildings, expected at most 4 (buildingSlots of the player\'s planets).',
    );
    expect(parse([{ name: 'A', buildings: five, buildingSlots: 5, fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }])).not.toThrow();
    expect(parse([{ name: 'A', buildings: five, planets: 2, fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }])).not.toThrow();
  });

  it('still refuses more upgrades than slots and a second Planetary Support on one planet ("limited to 1 per planet")', () => {
    expect(parse([{ name: 'A', fleet: [{ unit: 'fighter-squadron', upgrades: ['armor', 'armor'] }] }, { name: 'B', fleet: ['cruiser'] }])).toThrow('more upgrades than slots');
    expect(parse([{ name: 'A', buildings: { laboratory: 1, 'planetary-support': 2 }, fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }])).toThrow('too many Planetary Support');
  });
});

describe('correction 4: Arsenal copies (004, "Outfitting": "You may not buy a card that is no longer available in the Arsenal")', () => {
  it('the bundled arsenal splits the printed totals: 65 Unit, 96 Upgrade and 74 Building cards (004, "Contents")', () => {
    const arsenal = bundledArsenal();
    const total = (cards: readonly { copies?: number }[]) => cards.reduce((sum, c) => sum + (c.copies ?? 0), 0);
    expect([total(arsenal.units), total(arsenal.upgrades), total(arsenal.buildings)]).toEqual([65, 96, 74]);
    expect(arsenal.units.every((u) => u.unprinted.includes('copies'))).toBe(true);
  });

  it('refuses a scenario whose players together field more copies than the Arsenal holds', () => {
    const destroyers = (n: number) => ({ unit: 'destroyer', count: n });
    const players = [{ name: 'A', fleetLimit: 6, fleet: [destroyers(6)] }, { name: 'B', fleetLimit: 6, fleet: [destroyers(5)] }];
    expect(parse(players)).toThrow('rules.yaml: players: more Destroyer cards than the Arsenal holds — got 11, expected at most 10 over all players.');
    expect(parse([players[0], { name: 'B', fleetLimit: 6, fleet: [destroyers(4)] }])).not.toThrow();
  });
});

describe('corrections 5 and 6: what the documents say', () => {
  it('records the contradiction between Missile Launch and Self-Destruct with the reading chosen (004, "Self-Destruct Device" vs "Planetary Support")', () => {
    const text = doc('rules-interpretations.md').replace(/\s+/g, ' ');
    expect(text).toContain('Missile Launch against Self-Destruct Devices — a contradiction in the rulebook');
    expect(text).toContain('salvo follows the device\'s own text');
  });

  it('describes the default policies as named heuristics, not as what a strong player would do', () => {
    const sources = [doc('titanium.md'), readFileSync(join(packageRoot(), 'src', 'games', 'titanium', 'scenario.ts'), 'utf8')];
    for (const text of sources) expect(text).not.toMatch(/strong player would/i);
    expect(doc('titanium.md')).toContain('**named heuristics**');
  });
});
