/**
 * `salvo cost armada --policies`: the analysis plays the policies a player would use, not only the
 * defaults (issue 12, "Analysis that plays the real game"), and says which it played.
 */
import { describe, expect, it } from 'vitest';
import { sampleCatalogFile } from '../../../../test/support/bundled-data.js';
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
