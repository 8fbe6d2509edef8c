/**
 * `salvo cost armada --policies`: the analysis plays the policies a player would use, not only the
 * defaults (issue 12, "Analysis that plays the real game"), and says which it played.
 */
import { describe, expect, it } from 'vitest';
import { sampleCatalog, sampleCatalogFile } from '../../../../test/support/bundled-data.js';
import { parseArmadaScenario } from '../scenario.js';
import { armadaAdapter } from './adapter.js';

const spec = { item: 'sol-cruiser', copies: 1, baseline: [], reference: 'sardakk-raider', references: 2, seat: 0 as const };

describe('Armada analysis adapter with policies', () => {
  it('without policies, duels play the defaults and record none', () => {
    const adapter = armadaAdapter(sampleCatalogFile());
    expect(adapter.policies).toBeUndefined();
    const duel = parseArmadaScenario(adapter.duel(spec), 'duel');
    expect(duel.first.policies.orders).toBe('attack-recharge');
  });

  it('withPolicies: both sides of every duel play them, a what-if keeps them, and the adapter records them', () => {
    const chosen = { orders: 'crew-orders', boarding: 'shields-down-outnumber', weapon: 'torpedo-first' };
    const adapter = armadaAdapter(sampleCatalogFile()).withPolicies!(chosen, '--policies');
    expect(adapter.policies).toEqual(chosen);
    for (const a of [adapter, adapter.withWhatIf('sol-cruiser.cost', 7, '--what-if')]) {
      const duel = parseArmadaScenario(a.duel(spec), 'duel');
      for (const side of [duel.first, duel.second]) expect(side.policies).toMatchObject(chosen);
    }
  });

  it('an unknown policy value is refused naming --policies and the known values', () => {
    expect(() => armadaAdapter(sampleCatalogFile()).withPolicies!({ weapon: 'torpedoes' }, '--policies')).toThrow(
      '--policies: first.policies.weapon: value not allowed — got "torpedoes", expected one of stronger, torpedo-first, beam-first',
    );
  });
});

describe('Armada card fingerprints (salvo check)', () => {
  it('lists every ship, crew, tech and squadron disk of the catalog, with its cost and stats but not its name', () => {
    const catalog = sampleCatalog();
    const cards = armadaAdapter(sampleCatalogFile()).cards();
    const count = (word: string) => Object.keys(cards).filter((id) => id.startsWith(`${word}:`)).length;
    expect([count('ship'), count('crew'), count('tech'), count('squadron')]).toEqual(
      [catalog.ships, catalog.crew, catalog.tech, catalog.squadrons].map((section) => Object.keys(section).length),
    );
    expect(cards['squadron:bomber']).toEqual({ beam: 1, cost: 2, hull: 2, kind: 'bomber', speed: 8, torpedoDamage: 2, torpedoes: 1 });
    expect(cards['crew:letnev-gunner']).toMatchObject({ 'ability.effect': 'beam', 'ability.value': 2, command: 1, combat: 1, cost: 2 });
    expect(cards['table:measures']).toEqual({ largeDiameter: 6, smallDiameter: 5.5, standardDiameter: 5.5 });
  });

  it('a what-if on a crew card changes that card\'s fingerprint only', () => {
    const before = armadaAdapter(sampleCatalogFile()).cards();
    const after = armadaAdapter(sampleCatalogFile()).withWhatIf('letnev-gunner.cost', 4, '--what-if').cards();
    const changed = Object.keys(before).filter((id) => JSON.stringify(before[id]) !== JSON.stringify(after[id]));
    expect(changed).toEqual(['crew:letnev-gunner']);
    expect(after['crew:letnev-gunner'].cost).toBe(4);
  });
});
