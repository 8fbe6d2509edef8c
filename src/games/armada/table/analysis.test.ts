/** `--model table` for cost, matrix and check: the Armada adapter plays every duel and matchup on the table. */
import { describe, expect, it } from 'vitest';
import { sampleCatalogFile } from '../../../../test/support/bundled-data.js';
import { armadaAdapter } from '../analysis/adapter.js';
import { armadaErrors } from '../messages.js';
import { parseArmadaScenario } from '../scenario.js';

const spec = { item: 'letnev-cruiser', copies: 1, baseline: [], reference: 'sardakk-raider', references: 2, seat: 0 as const };
const fleet = { fleet: { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] } };

describe('Armada analysis under model: table', () => {
  it('withModel("table"): duels, matchups and what-ifs play the table model and the adapter records it', () => {
    const adapter = armadaAdapter(sampleCatalogFile()).withModel!('table', '--model');
    expect(adapter.model).toBe('table');
    expect(parseArmadaScenario(adapter.duel(spec), 'duel').model).toBe('table');
    const matchup = adapter.matchup({ name: 'a', fleet }, { name: 'b', fleet }, 0, { pointLimit: 30 });
    expect(parseArmadaScenario(matchup, 'matchup').model).toBe('table');
    expect(parseArmadaScenario(adapter.withWhatIf('letnev-cruiser.beam', 6, '--what-if').duel(spec), 'duel').model).toBe('table');
    expect(armadaAdapter(sampleCatalogFile()).model).toBeUndefined();
  });

  it('refuses an unknown model naming the option', () => {
    expect(() => armadaAdapter(sampleCatalogFile()).withModel!('lanes', '--model')).toThrow(armadaErrors.unknownModel('--model', 'lanes').message);
  });
});
