/**
 * A starting fleet's limits at their edges (004, "Outfitting"; "Card Clarifications"): a unit
 * starts with less damage than its defense, Armor included ("Glossary — Defense Value": at its
 * defense it is destroyed); the upgrade slots of a ship, one more per Cyber Factory and per slot
 * bonus; the fleet limit, one more per Spaceport; Laboratory "limited to 3 per player", Planetary
 * Support "limited to 1 per Planet".
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { titaniumErrors } from './messages.js';
import { parseTitaniumScenario } from './scenario.js';

const SOURCE = 'fleet.yaml';
const parse = (a: object) => () => parseTitaniumScenario(withFiles('titanium', { game: 'titanium', players: [{ name: 'A', fleet: ['cruiser'], ...a }, { name: 'B', fleet: ['cruiser'] }] }, SOURCE), SOURCE);

describe('starting fleets', () => {
  it('a unit starts with less damage than its defense, its Armor counted', () => {
    expect(parse({ fleet: [{ unit: 'cruiser', damage: 7 }] })).not.toThrow();
    expect(parse({ fleet: [{ unit: 'cruiser', damage: 8 }] })).toThrow(titaniumErrors.damageTooHigh(`${SOURCE}: players.0.fleet.0.damage`, 8, 8).message);
    expect(parse({ fleet: [{ unit: 'cruiser', upgrades: ['armor'], damage: 9 }] })).not.toThrow();
    expect(parse({ fleet: ['cruiser', { unit: 'cruiser', upgrades: ['armor'], damage: 10 }] })).toThrow(titaniumErrors.damageTooHigh(`${SOURCE}: players.0.fleet.1.damage`, 10, 10).message);
    expect(parse({ fleet: ['cruiser', { unit: 'minefield', damage: 1 }] })).toThrow(titaniumErrors.damageTooHigh(`${SOURCE}: players.0.fleet.1.damage`, 1, 1).message);
  });

  it('a ship\'s upgrade slots: printed, plus one per Cyber Factory, plus the slot bonus', () => {
    const fighter = (n: number) => ({ unit: 'fighter-squadron', upgrades: Array.from({ length: n }, () => 'laser-cannon') });
    expect(parse({ fleet: [fighter(1)] })).not.toThrow();
    expect(parse({ fleet: [fighter(2)] })).toThrow(titaniumErrors.tooManyUpgrades(`${SOURCE}: players.0.fleet.0.upgrades`, 'fighter-squadron', 2, 1).message);
    expect(parse({ fleet: [fighter(2)], slotBonus: 1 })).not.toThrow();
    expect(parse({ fleet: [fighter(4)], slotBonus: 1, buildings: { 'cyber-factory': 2 } })).not.toThrow();
    expect(parse({ fleet: [fighter(5)], slotBonus: 1, buildings: { 'cyber-factory': 2 } })).toThrow(titaniumErrors.tooManyUpgrades(`${SOURCE}: players.0.fleet.0.upgrades`, 'fighter-squadron', 5, 4).message);
  });

  it('the fleet limit, plus one per Spaceport', () => {
    const cruisers = (n: number) => Array.from({ length: n }, () => 'cruiser');
    expect(parse({ fleet: cruisers(3) })).not.toThrow();
    expect(parse({ fleet: cruisers(5), buildings: { spaceport: 2 } })).not.toThrow();
    expect(parse({ fleet: cruisers(6), buildings: { spaceport: 2 } })).toThrow(titaniumErrors.overFleetLimit(`${SOURCE}: players.0.fleet`, 6, 5).message);
    expect(parse({ fleet: cruisers(4), fleetLimit: 4 })).not.toThrow();
  });

  it('Laboratory "limited to 3 per player"; Planetary Support "limited to 1 per Planet"', () => {
    expect(parse({ buildings: { laboratory: 3 } })).not.toThrow();
    expect(parse({ buildings: { laboratory: 4 } })).toThrow(titaniumErrors.buildingOverLimit(`${SOURCE}: players.0.buildings.laboratory`, 'Laboratory', 4, 3, 'per player').message);
    expect(parse({ planets: 2, buildings: { laboratory: 1, 'planetary-support': 2 } })).not.toThrow();
    expect(parse({ planets: 2, buildings: { laboratory: 1, 'planetary-support': 3 } })).toThrow(
      titaniumErrors.buildingOverLimit(`${SOURCE}: players.0.buildings.planetary-support`, 'Planetary Support', 3, 2, '1 per planet, 2 planet(s)').message,
    );
  });

  it('a fleet needs a ship; the message names the player', () => {
    expect(parse({ name: 'Zed', fleet: ['minefield', 'repair-drone'] })).toThrow(titaniumErrors.noShips(`${SOURCE}: players.0.fleet`, 'Zed').message);
    expect(parse({ fleet: ['minefield', 'fighter-squadron'] })).not.toThrow();
  });
});
