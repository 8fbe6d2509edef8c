/**
 * `salvo cost armada --card` (issue 12): every card kind has a host measured with and without it,
 * `--what-if` reaches any catalog field, policies are checked like a scenario's, and a matrix pair
 * sharing a unique ship is forbidden (000, "Ship Disks": unique per game).
 */
import { describe, expect, it } from 'vitest';
import { rulesCatalogFile } from '../../../../test/support/bundled-data.js';
import { catalogFromDocument } from '../catalog.js';
import { policiesFromJson } from '../policies/policy-option.js';
import { armadaAdapter } from './adapter.js';
import { cardHosts, cardItems, cardItemsOn } from './card-items.js';

const catalog = catalogFromDocument(rulesCatalogFile());

describe('card items', () => {
  it('prices crew and tech on the cheapest ship of their faction that may carry them, a squadron as a full carrier wing', () => {
    expect(cardItems('sol-phaser', catalog)).toMatchObject({ kind: 'tech', withCard: 'sol-frigate[sol-phaser]', without: 'sol-frigate[]', units: 1, listedCost: 2 });
    // A unique crew is held once per armada: one host per side.
    expect(cardItems('sol-captain', catalog)).toMatchObject({ kind: 'crew', withCard: 'sol-frigate[sol-captain]@1', without: 'sol-frigate[]@1' });
    // The Sol carrier (8 points, squadron capacity 3) is the cheapest carrier.
    expect(cardItems('fighter', catalog)).toMatchObject({ kind: 'squadron', withCard: 'sol-carrier[3×fighter]', without: 'sol-carrier[]', units: 3 });
    // Wing Commanders only on carriers (000, restriction 7).
    expect(cardItems('sol-wing-commander', catalog)).toMatchObject({ host: 'sol-carrier' });
    expect(cardItems('sol-cruiser', catalog)).toMatchObject({ kind: 'ship', withCard: 'sol-cruiser', units: 1 });
    expect(cardItems('no-such-card', catalog)).toBeUndefined();
  });

  it('a composite item costs its host plus its cards and is grouped like the host; its duel carries the cards', () => {
    const adapter = armadaAdapter(rulesCatalogFile());
    expect(adapter.item('sol-carrier[3×fighter]', 'test')).toMatchObject({ cost: 11, groupCost: 8, maxCopies: 12 });
    expect(adapter.item('sol-frigate[sol-captain]@1', 'test')).toMatchObject({ cost: 7, maxCopies: 1 });
    const duel = adapter.duel({ item: 'sol-carrier[3×fighter]', copies: 2, baseline: [], reference: 'sardakk-raider', references: 3, seat: 0 }) as { first: { fleet: { squadrons: Record<string, number>; ships: unknown[] } } };
    expect(duel.first.fleet.squadrons).toEqual({ fighter: 6 });
    expect(duel.first.fleet.ships).toHaveLength(2);
  });

  it('--what-if reaches crew, tech and squadron fields, and the ability value', () => {
    const fields = armadaAdapter(rulesCatalogFile()).whatIfFields();
    for (const f of ['sol-captain.command', 'sol-phaser.abilityValue', 'fighter.beam', 'sol-frigate.torpedoSpeed']) expect(fields).toContain(f);
    expect(fields).not.toContain('sol-engineer.abilityValue');
    const changed = armadaAdapter(rulesCatalogFile()).withWhatIf('sol-phaser.abilityValue', 3, '--what-if');
    expect(changed.item('sol-frigate[sol-phaser]', 'test').cost).toBe(7);
  });
});

describe('policies in analysis', () => {
  it('--policies is checked like a scenario side\'s policies', () => {
    expect(policiesFromJson('{"orders":"crew-orders","speed":"match-initiative"}', '--policies')).toEqual({ orders: 'crew-orders', speed: 'match-initiative' });
    expect(() => policiesFromJson('[1]', '--policies')).toThrow('--policies: must be a JSON object of policy names');
    expect(() => policiesFromJson('{"boarding":"always"}', '--policies')).toThrow('expected one of off, shields-down-outnumber, favourable');
  });

  it('a matrix pair sharing a unique ship is forbidden unless uniqueShips is per-fleet; a fleet\'s own policies win over --policies', () => {
    const adapter = armadaAdapter(rulesCatalogFile()).withPolicies!({ orders: 'crew-orders' }, '--policies');
    const orion = (name: string, extra: string) => ({ name, fleet: { fleet: { faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: extra }] }, policies: { boarding: 'off' } } });
    const [a, b] = [orion('A', 'sol-frigate'), orion('B', 'sol-cruiser')];
    expect(adapter.forbiddenPairing!(a, b, {})).toContain('fss-orion');
    expect(adapter.forbiddenPairing!(a, a, {})).toBeUndefined();
    expect(adapter.forbiddenPairing!(a, b, { rules: { uniqueShips: 'per-fleet' } })).toBeUndefined();
    expect(adapter.writtenPolicies!(a)).toEqual({ orders: 'crew-orders', boarding: 'off' });
  });
});

describe('card hosts (docs/armada.md, "Pricing cards")', () => {
  it('crew go on every non-unique ship of their faction that may carry them, cheapest first', () => {
    expect(cardHosts('sol-captain', catalog)).toEqual(['sol-frigate', 'sol-carrier', 'sol-cruiser', 'sol-dreadnought']);
    expect(cardItemsOn('sol-captain', catalog, 'sol-cruiser')).toMatchObject({ kind: 'crew', withCard: 'sol-cruiser[sol-captain]@1', without: 'sol-cruiser[]@1', host: 'sol-cruiser' });
  });

  it('torpedo tech only on ships with torpedo bays, squadron tech only on carriers; ships and squadrons have no hosts', () => {
    expect(cardHosts('letnev-magazine', catalog)).toEqual(['letnev-dreadnought']);
    expect(cardHosts('sol-fast-torpedo', catalog)).toEqual(['sol-frigate', 'sol-cruiser', 'sol-dreadnought']);
    expect(cardHosts('sol-hangar', catalog)).toEqual(['sol-carrier']);
    expect(cardHosts('sol-cruiser', catalog)).toEqual([]);
    expect(cardHosts('fighter', catalog)).toEqual([]);
  });
});
