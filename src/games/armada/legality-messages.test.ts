/**
 * What `salvo armada check` tells a player about a fleet (000_60d6856b6ff68974.txt, "2. Build your
 * Fleet": restrictions 1-7, factions, point value; "Ship Disks": unique ships, crew/tech capacity;
 * "Squadrons"; "Special Ship Types", Flagship): each violation names the ship, what is wrong, and
 * the rule; the limits themselves are allowed (a full ship, full hangars, exactly the points).
 */
import { describe, expect, it } from 'vitest';
import { rulesCatalogFile } from '../../../test/support/bundled-data.js';
import { catalogFromDocument } from './catalog.js';
import { resolveFleet, type RawFleet } from './fleet.js';
import { fleetViolations, formatViolations, sharedUniqueShips } from './legality.js';

const catalog = catalogFromDocument(rulesCatalogFile());
const lines = (raw: RawFleet, points = 30) => formatViolations(fleetViolations(resolveFleet(raw, catalog, 'f'), points, 'fleet'));

describe('fleet violations as the player reads them', () => {
  it('name the ship by index and label, what is wrong, and the rule with its section', () => {
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'letnev-destroyer' }] })).toEqual([
      'fleet.ships[1] (Letnev destroyer): ship letnev-destroyer is letnev, the fleet is sol [faction — 000, 2. Build your Fleet, Factions: only your faction\'s ships, crew and tech, plus mercenary crew]',
    ]);
    const [tech] = lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['hacan-warhead'] }] });
    expect(tech).toMatch(/^fleet\.ships\[0\] \(Sol cruiser\): tech hacan-warhead is hacan, the fleet is sol \[faction — /);
    const [crew] = lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['hacan-officer'] }] });
    expect(crew).toContain('crew hacan-officer is hacan, the fleet is sol (only mercenary crew may cross factions)');
  });

  it('unique ships and crew say where the first one is', () => {
    expect(lines({ faction: 'sol', ships: [{ ship: 'fss-predator' }, { ship: 'sol-frigate' }, { ship: 'fss-predator' }] })[0]).toMatch(
      /^fleet\.ships\[2\] \(FSS Predator #2\): unique ship fss-predator is already ships\[0\] \[uniqueShip — 000, Ship Disks/,
    );
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-commander'] }, { ship: 'sol-frigate', crew: ['sol-commander'] }] })[0]).toMatch(
      /^fleet\.ships\[1\] \(Sol frigate\): unique crew sol-commander is already aboard Sol cruiser \[uniqueCrew — 000, 2\. Build your Fleet, restriction 2/,
    );
  });

  it('names the restriction broken on a ship', () => {
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['sol-phaser'] }, { ship: 'sol-frigate', tech: ['sol-deflector'] }] })).toEqual([]);
    expect(lines({ faction: 'hacan', ships: [{ ship: 'hacan-trader', tech: ['hacan-warhead', 'hacan-warhead'] }] })[0]).toContain('a second torpedo tech (hacan-warhead) [techType');
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-engineer', 'sol-engineer'] }] })[0]).toContain('a second copy of limited crew sol-engineer [limitedCrew');
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-dreadnought', crew: ['sol-admiral', 'sol-captain'] }] })[0]).toContain('has both an Admiral and a Captain [admiralOrCaptain');
    expect(lines({ faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['hacan-captain', 'hacan-captain'] }] })).toContainEqual(expect.stringContaining('(Hacan trader): has 2 Captains [oneCaptain'));
    expect(lines({ faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral'] }, { ship: 'letnev-cruiser', crew: ['letnev-admiral'] }] }, 100)).toContain(
      'fleet: has 2 Admirals [oneAdmiral — 000, 2. Build your Fleet, restriction 6: one Admiral per fleet]',
    );
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-wing-commander'] }] })[0]).toContain('wing commander sol-wing-commander on a ship that is not a carrier [carrierOnly');
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['sol-hangar'] }] })[0]).toContain('squadron tech sol-hangar on a ship that is not a carrier');
  });

  it('capacity: a full ship is legal, one disk more is not', () => {
    // Sol frigate: capacity 2
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-frigate', crew: ['sol-engineer'], tech: ['sol-armor'] }] })).toEqual([]);
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-frigate', crew: ['sol-engineer', 'sol-security'], tech: ['sol-armor'] }] })[0]).toContain(
      'fleet.ships[0] (Sol frigate): carries 3 crew and tech disks, its capacity is 2 [capacity',
    );
    // Hacan trader: capacity 4, +1 with Modular bays (a starting capacity ability): five disks fit
    expect(lines({ faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['merc-marines', 'merc-marines', 'merc-marines', 'merc-marines'], tech: ['hacan-cargo-bay'] }] }, 100)).toEqual([]);
  });

  it('squadrons up to the carriers\' capacity, with hangar bonuses; more are refused', () => {
    // Sol carrier: 3, +1 with the Expanded hangar
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 3 } })).toEqual([]);
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-carrier', tech: ['sol-hangar'] }], squadrons: { fighter: 4 } })).toEqual([]);
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-carrier' }, { ship: 'sol-cruiser' }], squadrons: { fighter: 2, bomber: 2 } })).toEqual([
      'fleet.squadrons: has 4 squadrons, the carriers\' total squadron capacity is 3 [squadronCapacity — 000, 2. Build your Fleet, Squadrons: no more squadrons than the carriers\' total squadron capacity]',
    ]);
  });

  it('the point limit: exactly the limit is legal', () => {
    // dreadnought 12 + dreadnought 12 + frigate 5 = 29; + a security crew (1) = 30
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-dreadnought' }, { ship: 'sol-dreadnought', crew: ['sol-security'] }, { ship: 'sol-frigate' }] })).toEqual([]);
    expect(lines({ faction: 'sol', ships: [{ ship: 'sol-dreadnought' }, { ship: 'sol-dreadnought', crew: ['sol-security'] }, { ship: 'sol-frigate' }] }, 29)).toEqual([
      'fleet: costs 30 points, over the limit of 29 [pointLimit — 000, 1. Choose a Scenario: the fleet costs at most the scenario\'s point value]',
    ]);
  });

  it('shared unique ships are listed once each', () => {
    const a = resolveFleet({ faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: 'fss-predator' }, { ship: 'sol-cruiser' }] }, catalog, 'a');
    const b = resolveFleet({ faction: 'sol', ships: [{ ship: 'fss-predator' }, { ship: 'fss-predator' }, { ship: 'sol-cruiser' }] }, catalog, 'b');
    expect(sharedUniqueShips(a, b)).toEqual(['fss-predator']);
    expect(sharedUniqueShips(b, resolveFleet({ faction: 'sol', ships: [{ ship: 'sol-cruiser' }] }, catalog, 'c'))).toEqual([]);
  });
});
