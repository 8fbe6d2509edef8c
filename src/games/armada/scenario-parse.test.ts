/**
 * What an Armada scenario file says and what it refuses (docs/armada.md, "Scenarios"):
 * - 000_60d6856b6ff68974.txt, "1. Choose a Scenario" / "Appendix Two: Scenarios": Last Starship
 *   is played at 30 points, Finders Keepers at 100 per team, both on the table;
 * - 000, "Ship Disks": "only one of each unique ship can ever participate in the same game";
 * - the files a scenario reads: its catalog (the bundled sample when absent) and fleet files.
 */
import { describe, expect, it } from 'vitest';
import { rulesCatalogFile, withFiles } from '../../../test/support/bundled-data.js';
import { ConfigError } from '../../core/errors.js';
import { LoadedDocument } from '../loaded-document.js';
import { SAMPLE_CATALOG } from './catalog.js';
import type { RawFleet } from './fleet.js';
import { armadaFileReferences, DEFAULT_MAX_TURNS, DEFAULT_P_EXPLOSION, DEFAULT_TORPEDO_HIT, fleetFileReferences, parseArmadaScenario, parseFleetFile } from './scenario.js';

const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }, { ship: 'sol-frigate' }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-cruiser' }] };
const raw = (extra: Record<string, unknown> = {}, first: Record<string, unknown> = {}, second: Record<string, unknown> = {}) => ({
  game: 'armada', catalog: rulesCatalogFile(), ...extra, first: { fleet: sol, ...first }, second: { fleet: letnev, ...second },
});
const parse = (r: unknown) => parseArmadaScenario(withFiles('armada', r), 'test');
const message = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('no ConfigError');
};

describe('parseArmadaScenario', () => {
  it('fills the defaults: Last Starship in the brawl at 30 points, p 0.5, every torpedo strikes, 50 turns', () => {
    const s = parse(raw());
    expect([s.model, s.pointLimit, s.pExplosion, s.torpedoHit, s.maxTurns]).toEqual(['brawl', 30, DEFAULT_P_EXPLOSION, DEFAULT_TORPEDO_HIT, DEFAULT_MAX_TURNS]);
    expect([DEFAULT_P_EXPLOSION, DEFAULT_TORPEDO_HIT, DEFAULT_MAX_TURNS]).toEqual([0.5, 1, 50]);
    expect('table' in s).toBe(false);
    expect('name' in s).toBe(false);
    expect(s.game).toBe('armada');
    expect(s.sample).toBe(true);
    expect(s.rules.uniqueShips).toBe('per-game');
    const given = parse(raw({ name: 'Skirmish', pointLimit: 40, pExplosion: 0.4, torpedoHit: 0.7, maxTurns: 9 }));
    expect([given.name, given.pointLimit, given.pExplosion, given.torpedoHit, given.maxTurns]).toEqual(['Skirmish', 40, 0.4, 0.7, 9]);
  });

  it('Finders Keepers is played at 100 points; the table takes the catalog\'s measures and each side\'s movement', () => {
    const s = parse(raw({ model: 'table', scenario: 'finders-keepers' }, { movement: { policy: 'kite' } }, { movement: { avoidance: 'none', orders: 'overlay' } }));
    expect(s.pointLimit).toBe(100);
    expect(s.table!.movement).toEqual([{ policy: 'kite', avoidance: 'dodge', orders: 'planner' }, { policy: 'close-and-brawl', avoidance: 'none', orders: 'overlay' }]);
    expect([s.table!.width, s.table!.height]).toEqual([180, 120]);
    const data = rulesCatalogFile().data as Record<string, unknown>;
    const catalog = new LoadedDocument('test catalog', 'with measures', { ...data, table: { templateLength: 12 } });
    const t = parse(raw({ model: 'table', catalog, table: { width: 150 } }));
    expect(t.table!.measures.templateLength).toBe(12);
    expect(t.table!.measures.smallDiameter).toBe(5);
    expect([t.table!.width, t.table!.height, t.table!.scenario]).toEqual([150, 120, 'last-starship']);
  });

  it('refuses movement settings in a brawl, naming the side', () => {
    expect(message(() => parse(raw({}, { movement: { policy: 'kite' } })))).toContain('test: first.movement');
    expect(message(() => parse(raw({}, {}, { movement: { policy: 'kite' } })))).toContain('test: second.movement');
  });

  it('refuses per-ship speeds without the custom speed policy, and speeds naming a ship the fleet lacks', () => {
    let m = message(() => parse(raw({}, { policies: { speeds: { 'Sol cruiser': 2 } } })));
    expect(m).toContain('test: first.policies.speeds');
    expect(m).toContain('speed: custom');
    m = message(() => parse(raw({}, {}, { policies: { speed: 'custom', speeds: { 'Letnev crusier': 2 } } })));
    expect(m).toContain('test: second.policies.speeds');
    expect(m).toContain('Letnev cruiser');
    expect(parse(raw({}, { policies: { speed: 'custom', speeds: { 'Sol frigate': 3 } } })).first.policies.speeds).toEqual({ 'Sol frigate': 3 });
  });

  it('refuses an illegal fleet naming its side, and a unique ship in both fleets unless the rules allow it per fleet', () => {
    expect(message(() => parse(raw({ pointLimit: 10 })))).toMatch(/test: first\.fleet: illegal fleet/);
    const orion: RawFleet = { faction: 'sol', ships: [{ ship: 'fss-orion' }] };
    const m = message(() => parse({ ...raw(), first: { fleet: orion }, second: { fleet: orion } }));
    expect(m).toContain('test: second.fleet');
    expect(m).toContain('fss-orion');
    expect(parse({ ...raw({ rules: { uniqueShips: 'per-fleet' } }), first: { fleet: orion }, second: { fleet: orion } }).rules.uniqueShips).toBe('per-fleet');
  });

  it('refuses a catalog or fleet file that was not read', () => {
    expect(message(() => parseArmadaScenario({ ...raw(), catalog: 'mine.yaml' }, 'test'))).toContain('test: catalog: the catalog file was not read');
    expect(message(() => parseArmadaScenario({ ...raw(), first: { fleet: 'fleet.yaml' } }, 'test'))).toContain('test: first.fleet: the fleet file was not read');
  });
});

describe('the files a scenario reads', () => {
  it('its catalog (the bundled sample when absent) and each side\'s fleet file', () => {
    expect(armadaFileReferences({ first: { fleet: 'a.yaml' }, second: { fleet: sol } })).toEqual([
      { at: ['catalog'], reference: SAMPLE_CATALOG, bundled: SAMPLE_CATALOG }, { at: ['first', 'fleet'], reference: 'a.yaml' },
    ]);
    expect(armadaFileReferences({ catalog: 'c.yaml', first: { fleet: '' }, second: { fleet: 'b.yaml' } })).toEqual([
      { at: ['catalog'], reference: 'c.yaml' }, { at: ['second', 'fleet'], reference: 'b.yaml' },
    ]);
    expect(armadaFileReferences({ catalog: '' })).toEqual([]);
    expect(armadaFileReferences('text')).toEqual([]);
    expect(armadaFileReferences(null)).toEqual([]);
    expect(armadaFileReferences([])).toEqual([]);
    expect(fleetFileReferences({ faction: 'sol' })).toEqual([{ at: ['catalog'], reference: SAMPLE_CATALOG, bundled: SAMPLE_CATALOG }]);
    expect(fleetFileReferences(7)).toEqual([]);
  });

  it('a fleet file for "salvo armada check": resolved against its catalog, 30 points unless it says', () => {
    const file = parseFleetFile({ ...sol, catalog: rulesCatalogFile() }, 'f.yaml');
    expect(file.fleet.ships.map((s) => s.label)).toEqual(['Sol cruiser', 'Sol frigate']);
    expect(file.pointLimit).toBe(30);
    expect(file.catalog.sample).toBe(true);
    expect(parseFleetFile({ ...sol, catalog: rulesCatalogFile(), pointLimit: 45 }, 'f.yaml').pointLimit).toBe(45);
    expect(message(() => parseFleetFile({ ...sol, catalog: 'c.yaml' }, 'f.yaml'))).toContain('f.yaml: catalog: the catalog file was not read');
  });
});
