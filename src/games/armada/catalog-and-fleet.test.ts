/**
 * The catalog's cross-field checks and the fleet's resolution, by hand from the rule tests' frozen
 * catalog (test/support/armada-rules-catalog.yaml):
 * - 000_60d6856b6ff68974.txt, "Ship Disks" (a carrier has a squadron capacity), "Squadrons" (only
 *   bombers carry torpedoes), "Special Abilities", Effects (Cancel Critical names a critical type;
 *   every other effect has a value X);
 * - 000, "2. Build your Fleet" (the fleet's cost: ships, crew, tech and squadrons) and "Multiple
 *   Disk Effects" (copies of the same disk do not stack).
 */
import { describe, expect, it } from 'vitest';
import { rulesCatalogFile } from '../../../test/support/bundled-data.js';
import { ConfigError } from '../../core/errors.js';
import { parseCatalog } from './catalog.js';
import type { Catalog } from './catalog-types.js';
import { abilitiesOn, fleetCost, isCarrier, resolveFleet, shipCost, standingBonus } from './fleet.js';

type Data = Record<string, Record<string, Record<string, unknown>>>;
const base = (): Data => structuredClone(rulesCatalogFile().data) as Data;
const catalog: Catalog = parseCatalog(base(), 'rules');

/** The ConfigError message parseCatalog throws for `edit` applied to the frozen catalog. */
function catalogError(edit: (d: Data) => void): string {
  const data = base();
  edit(data);
  try {
    parseCatalog(data, 'cat');
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('parseCatalog accepted the catalog');
}

describe('parseCatalog (000, "Ship Disks", "Squadrons", "Special Abilities")', () => {
  it('fills the defaults: not unique, no torpedoes, no squadron capacity, squadron cost 0', () => {
    const data = base();
    data.squadrons!['free-fighter'] = { name: 'Free fighter', kind: 'fighter', hull: 1, beam: 1, speed: 10 };
    const c = parseCatalog(data, 'cat');
    expect(c.source).toBe('cat');
    expect(c.sample).toBe(true);
    const raider = c.ships['sardakk-raider']!;
    expect([raider.id, raider.unique, raider.torpedoes, raider.torpedoDamage, raider.torpedoSpeed, raider.squadronCapacity, raider.special]).toEqual(['sardakk-raider', false, 0, 0, 0, 0, undefined]);
    expect('special' in raider).toBe(false);
    expect(c.ships['fss-orion']!.unique).toBe(true);
    expect(c.squadrons['free-fighter']).toEqual({ id: 'free-fighter', name: 'Free fighter', kind: 'fighter', hull: 1, beam: 1, speed: 10, torpedoes: 0, torpedoDamage: 0, cost: 0 });
    expect(c.crew['sol-security']!.orders).toEqual([]);
    expect('ability' in c.crew['sol-security']!).toBe(false);
    expect('ability' in c.tech['sol-phaser']!).toBe(true);
    expect(c.table).toBeUndefined();
    expect(parseCatalog({ ...data, sample: undefined }, 'cat').sample).toBe(false);
    expect(parseCatalog({ ...data, table: { templateLength: 12 } }, 'cat').table).toEqual({ templateLength: 12 });
  });

  it('a cancelCritical ability keeps its critical and gets value 0; others keep type, effect and value only', () => {
    expect(catalog.crew['sol-engineer']!.ability).toEqual({ type: 'instant', effect: 'cancelCritical', value: 0, critical: 'engineering' });
    expect(catalog.tech['sol-phaser']!.ability).toEqual({ type: 'continuous', effect: 'beam', value: 1 });
    expect(Object.isFrozen(catalog.tech['sol-phaser']!.ability)).toBe(true);
  });

  it('refuses a carrier without squadron capacity, naming the field', () => {
    const m = catalogError((d) => delete d.ships!['sol-carrier']!.squadronCapacity);
    expect(m).toContain('cat: ships.sol-carrier.squadronCapacity');
    expect(m).toContain('a carrier needs a squadron capacity');
  });

  it('refuses torpedoes without a torpedo damage', () => {
    const m = catalogError((d) => delete d.ships!['sol-cruiser']!.torpedoDamage);
    expect(m).toContain('cat: ships.sol-cruiser.torpedoDamage');
    expect(m).toContain('torpedo damage');
  });

  it('refuses a bomber without torpedoes or torpedo damage, and a fighter with torpedoes', () => {
    expect(catalogError((d) => delete d.squadrons!.bomber!.torpedoes)).toContain('cat: squadrons.bomber');
    expect(catalogError((d) => delete d.squadrons!.bomber!.torpedoDamage)).toContain('a bomber carries torpedoes');
    const m = catalogError((d) => (d.squadrons!.fighter!.torpedoes = 2));
    expect(m).toContain('cat: squadrons.fighter.torpedoes');
    expect(m).toContain('only bombers have torpedoes');
  });

  it('refuses a cancelCritical without its critical, a critical on another effect, and an effect without a value', () => {
    const crewAbility = (id: string, ability: Record<string, unknown>) => (d: Data) => (d.crew![id]!.ability = ability);
    const techAbility = (id: string, ability: Record<string, unknown>) => (d: Data) => (d.tech![id]!.ability = ability);
    let m = catalogError(crewAbility('sol-engineer', { type: 'instant', effect: 'cancelCritical' }));
    expect(m).toContain('cat: crew.sol-engineer.ability');
    expect(m).toContain('needs the critical type');
    m = catalogError(techAbility('sol-phaser', { type: 'continuous', effect: 'beam', value: 1, critical: 'bridge' }));
    expect(m).toContain('cat: tech.sol-phaser.ability.critical');
    expect(m).toContain('effect beam');
    m = catalogError(techAbility('sol-phaser', { type: 'continuous', effect: 'beam' }));
    expect(m).toContain('cat: tech.sol-phaser.ability');
    expect(m).toContain('a beam ability needs a value');
  });

  it('names the kind of a misspelt key by where it stands: a ship field, a crew field, an ability field', () => {
    expect(catalogError((d) => (d.ships!['sol-cruiser']!.sheilds = 2))).toMatch(/ship field/);
    expect(catalogError((d) => (d.crew!['sol-admiral']!.comand = 2))).toMatch(/crew field/);
    expect(catalogError((d) => ((d.tech!['sol-phaser']!.ability as Record<string, unknown>).valeu = 2))).toMatch(/ability field/);
    expect(catalogError((d) => (d.squadrons!.fighter!.sped = 2))).toMatch(/squadron field/);
  });
});

describe('resolveFleet and costs (000, "2. Build your Fleet")', () => {
  it('numbers repeated class ships from the second on, keeps given names, and drops squadrons of count 0', () => {
    const fleet = resolveFleet(
      { name: 'Home guard', faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-cruiser' }, { ship: 'sol-cruiser', name: 'Valiant' }, { ship: 'sol-cruiser' }, { ship: 'sol-carrier' }], squadrons: { fighter: 2, bomber: 0 } },
      catalog, 'f',
    );
    expect(fleet.name).toBe('Home guard');
    expect(fleet.ships.map((s) => s.label)).toEqual(['Sol cruiser', 'Sol cruiser #2', 'Valiant', 'Sol cruiser #3', 'Sol carrier']);
    expect(fleet.squadrons.map((q) => [q.disk.id, q.count])).toEqual([['fighter', 2]]);
    expect('name' in resolveFleet({ faction: 'sol', ships: [] }, catalog, 'f')).toBe(false);
    expect(resolveFleet({ faction: 'sol', ships: [] }, catalog, 'f').squadrons).toEqual([]);
  });

  it('refuses an unknown id, naming where it stands', () => {
    expect(() => resolveFleet({ faction: 'sol', ships: [{ ship: 'sol-cruser' }] }, catalog, 'f')).toThrow(/f\.ships\[0\]\.ship.*sol-cruiser/s);
    expect(() => resolveFleet({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-security', 'sol-admirl'] }] }, catalog, 'f')).toThrow(/f\.ships\[0\]\.crew\[1\]/);
    expect(() => resolveFleet({ faction: 'sol', ships: [{ ship: 'sol-cruiser', tech: ['sol-phasr'] }] }, catalog, 'f')).toThrow(/f\.ships\[0\]\.tech\[0\]/);
    expect(() => resolveFleet({ faction: 'sol', ships: [], squadrons: { figther: 1 } }, catalog, 'f')).toThrow(/f\.squadrons\.figther/);
  });

  it('costs: a ship with its crew and tech; the fleet with its squadrons', () => {
    const fleet = resolveFleet({ faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-admiral', 'sol-security'], tech: ['sol-phaser'] }, { ship: 'sol-carrier' }], squadrons: { fighter: 2, bomber: 1 } }, catalog, 'f');
    // cruiser 8 + admiral 3 + security 1 + phaser 2 = 14; carrier 8; fighters 2 × 1, bomber 2.
    expect(fleet.ships.map(shipCost)).toEqual([14, 8]);
    expect(fleetCost(fleet)).toBe(14 + 8 + 2 + 2);
    expect(fleet.ships.map((s) => isCarrier(s.disk))).toEqual([false, true]);
  });

  it('standing bonuses: continuous and starting abilities of one effect, each disk id once', () => {
    const fleet = resolveFleet(
      { faction: 'sardakk', ships: [{ ship: 'sardakk-warship', crew: ['sardakk-marines', 'sardakk-marines', 'sardakk-captain'], tech: ['sardakk-combat-stim'] }] },
      catalog, 'f',
    );
    const ship = fleet.ships[0]!;
    expect(abilitiesOn(ship).map((a) => a.id)).toEqual(['sardakk-marines', 'sardakk-marines', 'sardakk-captain', 'sardakk-combat-stim']);
    // marines continuous command +1 (two copies count once) + stimulants continuous +1; the captain's instant +2 is not standing.
    expect(standingBonus(ship, 'command')).toBe(2);
    expect(standingBonus(ship, 'beam')).toBe(0);
    const dread = resolveFleet({ faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', tech: ['letnev-bulkhead', 'letnev-magazine', 'letnev-sensor'] }] }, catalog, 'f').ships[0]!;
    // bulkhead starting maxHull +1; magazine continuous torpedoCapacity +2; sensor instant beam: not standing.
    expect([standingBonus(dread, 'maxHull'), standingBonus(dread, 'torpedoCapacity'), standingBonus(dread, 'beam')]).toEqual([1, 2, 0]);
  });
});
