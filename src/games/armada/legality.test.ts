import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/errors.js';
import { rulesCatalogFile } from '../../../test/support/bundled-data.js';
import { catalogFromDocument } from './catalog.js';
import { parseCatalog } from './catalog.js';
import { resolveFleet, type RawFleet } from './fleet.js';
import { fleetViolations, type FleetRule } from './legality.js';
import { armadaErrors } from './messages.js';
import { testScenario } from './test-fixtures.js';

const catalog = catalogFromDocument(rulesCatalogFile());
const rulesBroken = (raw: RawFleet, limit = 30): FleetRule[] => fleetViolations(resolveFleet(raw, catalog, 'fleet'), limit).map((v) => v.rule);
const legal: RawFleet = {
  faction: 'sol',
  ships: [
    { ship: 'sol-dreadnought', crew: ['sol-captain'], tech: ['sol-phaser'] },
    { ship: 'sol-cruiser', crew: ['sol-engineer'] },
    { ship: 'sol-frigate' },
  ],
};

describe('fleet legality (000, "2. Build your Fleet")', () => {
  it('accepts a legal 30-point fleet', () => {
    expect(rulesBroken(legal)).toEqual([]);
  });

  const cases: [FleetRule, string, RawFleet][] = [
    ['faction', 'Factions: a Letnev ship in a Sol fleet', { faction: 'sol', ships: [{ ship: 'letnev-destroyer' }] }],
    ['uniqueShip', 'Ship Disks: one of each unique ship', { faction: 'sol', ships: [{ ship: 'fss-predator' }, { ship: 'fss-predator' }] }],
    ['techType', 'restriction 1: one tech per tech type', { faction: 'hacan', ships: [{ ship: 'hacan-trader', tech: ['hacan-cargo-bay', 'hacan-warhead'] }, { ship: 'hacan-trader', tech: ['hacan-warhead', 'hacan-warhead'] }] }],
    ['uniqueCrew', 'restriction 2: one of each unique crew per armada', { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-commander'] }, { ship: 'sol-frigate', crew: ['sol-commander'] }] }],
    ['limitedCrew', 'restriction 3: no duplicate limited crew on a ship', { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-engineer', 'sol-engineer'] }] }],
    ['admiralOrCaptain', 'restriction 4: Admiral or Captain, not both', { faction: 'sol', ships: [{ ship: 'sol-dreadnought', crew: ['sol-admiral', 'sol-captain'] }] }],
    ['oneCaptain', 'restriction 5: one Captain per ship', { faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['hacan-captain', 'hacan-captain'] }] }],
    ['oneAdmiral', 'restriction 6: one Admiral per fleet', { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral'] }, { ship: 'letnev-cruiser', crew: ['letnev-admiral'] }] }],
    ['carrierOnly', 'restriction 7: Wing Commander only on a carrier', { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-wing-commander'] }] }],
    ['capacity', 'Crew/Tech Capacity', { faction: 'sol', ships: [{ ship: 'sol-frigate', crew: ['sol-engineer', 'sol-security'], tech: ['sol-armor'] }] }],
    ['squadronCapacity', 'Squadrons: within the carriers\' capacity', { faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 4 } }],
    ['oneFlagship', 'Flagship: one per armada', { faction: 'sol', ships: [{ ship: 'fss-orion' }] }],
    ['pointLimit', 'the scenario point value', { faction: 'sol', ships: [{ ship: 'sol-dreadnought' }, { ship: 'sol-dreadnought' }, { ship: 'sol-cruiser' }] }],
  ];
  for (const [rule, section, fleet] of cases) {
    it(`reports ${rule} (000, ${section})`, () => {
      if (rule === 'oneFlagship') {
        const second = { ...catalog, ships: { ...catalog.ships, 'fss-orion-2': { ...catalog.ships['fss-orion'], id: 'fss-orion-2', unique: false } } };
        const two = resolveFleet({ faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: 'fss-orion-2' }] }, second, 'fleet');
        expect(fleetViolations(two, 100).map((v) => v.rule)).toEqual(['oneFlagship']);
        return;
      }
      expect(rulesBroken(fleet)).toContain(rule);
    });
  }

  it('restriction 7 also covers Squadron tech, and a carrier may carry both', () => {
    expect(rulesBroken({ faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['sol-hangar'] }] })).toEqual(['carrierOnly']);
    expect(rulesBroken({ faction: 'sol', ships: [{ ship: 'sol-carrier', crew: ['sol-wing-commander'], tech: ['sol-hangar'] }], squadrons: { fighter: 4 } })).toEqual([]);
  });

  it('mercenary crew are allowed in any faction; unlimited crew may repeat on a ship', () => {
    expect(rulesBroken({ faction: 'hacan', ships: [{ ship: 'hacan-trader', crew: ['merc-marines', 'merc-marines', 'merc-security'] }] })).toEqual([]);
  });

  it('a starting capacity ability raises the capacity (000, "Effects" 5)', () => {
    expect(rulesBroken({ faction: 'hacan', ships: [{ ship: 'hacan-corvette', crew: ['hacan-engineer', 'merc-marines'], tech: ['hacan-cargo-bay'] }] })).toEqual([]);
  });
});

describe('bad input (exit 2 messages)', () => {
  const sol = (ship: string): RawFleet => ({ faction: 'sol', ships: [{ ship }] });
  it('an unknown ship id says "did you mean"', () => {
    const expected = armadaErrors.unknownDisk('test: first.fleet.ships[0].ship', 'ship', 'sol-crusier', Object.keys(catalog.ships), catalog.source);
    expect(() => testScenario(sol('sol-crusier'), sol('sol-frigate'))).toThrow(expected.message);
    expect(() => testScenario(sol('sol-crusier'), sol('sol-frigate'))).toThrow('Did you mean "sol-cruiser"?');
  });
  it('unknown crew and tech ids say "did you mean"', () => {
    expect(() => testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-captian'] }] }, sol('sol-frigate'))).toThrow('unknown crew "sol-captian"');
    expect(() => testScenario({ faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['sol-phasr'] }] }, sol('sol-frigate'))).toThrow('Did you mean "sol-phaser"?');
  });
  it('an ability with an unknown effect is refused with the known effects', () => {
    const raw = { ships: {}, crew: {}, squadrons: {}, tech: { t: { name: 'T', faction: 'sol', type: 'sensor', cost: 1, ability: { type: 'instant', effect: 'warp', value: 1 } } } };
    expect(() => parseCatalog(raw, 'cat.yaml')).toThrow('cat.yaml: tech.t.ability.effect: value not allowed — got "warp", expected one of beam, command');
  });
  it('a pExplosion outside (0, 1) is refused', () => {
    expect(() => testScenario(sol('sol-frigate'), sol('sol-frigate'), { pExplosion: 1.2 })).toThrow('test: pExplosion: value out of range — got 1.2');
    expect(() => testScenario(sol('sol-frigate'), sol('sol-frigate'), { pExplosion: 0 })).toThrow('test: pExplosion: value out of range — got 0');
  });
  it('a fleet over the point limit is refused with its rule', () => {
    expect(() => testScenario({ faction: 'sol', ships: [{ ship: 'sol-dreadnought' }, { ship: 'sol-dreadnought' }, { ship: 'sol-cruiser' }] }, sol('sol-frigate')))
      .toThrow('test: first.fleet: illegal fleet (1 violation). \n  - fleet: costs 32 points, over the limit of 30 [pointLimit');
  });
});

describe('unique ships once per game (000, "Ship Disks": "only one of each unique ship can ever participate in the same game")', () => {
  const orion: RawFleet = { faction: 'sol', ships: [{ ship: 'fss-orion' }] };
  const orionAndFrigate: RawFleet = { faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: 'sol-frigate' }] };
  it('a scenario with the same unique ship in both fleets is refused (exit 2), naming the ship', () => {
    const expected = armadaErrors.sharedUniqueShip('test: second.fleet', ['fss-orion']);
    expect(() => testScenario(orion, orionAndFrigate)).toThrow(expected.message);
    expect(expected.message).toContain('both fleets carry the unique ship fss-orion');
  });
  it('class ships may be in both fleets, and the per-fleet rule option plays the pairing and is recorded', () => {
    expect(() => testScenario({ faction: 'sol', ships: [{ ship: 'sol-frigate' }] }, { faction: 'sol', ships: [{ ship: 'sol-frigate' }] })).not.toThrow();
    expect(testScenario(orion, orionAndFrigate, { rules: { uniqueShips: 'per-fleet' } }).rules).toEqual({ squadronTargets: 'escorts', uniqueShips: 'per-fleet' });
  });
});

describe('scenario types (000, "Appendix Two: Scenarios")', () => {
  const frigate: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }] };
  it('Finders Keepers is refused (exit 2) rather than run as Last Starship', () => {
    const expected = armadaErrors.unmodelledScenario('test: scenario', 'finders-keepers');
    expect(() => testScenario(frigate, frigate, { scenario: 'finders-keepers' })).toThrow(expected.message);
    expect(expected).toBeInstanceOf(ConfigError);
    expect(testScenario(frigate, frigate, { scenario: 'last-starship' }).first.fleet.ships).toHaveLength(1);
  });
});
