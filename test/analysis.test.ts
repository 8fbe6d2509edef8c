/**
 * The analysis layer (MODELS.md, "Analysis"): equivalent costs are self-consistent for each game's
 * default reference, TI4 equal-cost matchups are fair on the diagonal and mirror, and bad input is
 * refused with clear messages. Fixed seeds; bounds of 4 standard errors from the sample sizes.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { costAnalysis } from '../src/analysis/cost-analysis.js';
import { matchupMatrix } from '../src/analysis/matrix.js';
import { loadFleetsFile } from '../src/cli/load/fleets-file.js';
import { configPath } from '../src/core/paths.js';
import { InProcessRunner } from '../src/engine/runners.js';
import { defaultAdapter as analysisAdapter } from './support/bundled-data.js';

const context = (battles: number) => ({ runner: new InProcessRunner(), seed: 11, battles, chunkSize: Math.ceil(battles / 40), spent: { battles: 0 } });

describe('equivalent cost: the reference prices itself at its listed cost (within its interval)', () => {
  for (const [game, battles] of [['ti4', 60_000], ['armada', 4_000], ['titanium', 6_000]] as const) {
    it(game, async () => {
      const adapter = analysisAdapter(game);
      const reference = adapter.defaults.reference;
      const result = await costAnalysis(adapter, { items: [reference], reference, baseline: [] }, context(battles));
      const item = result.items[0];
      expect(item.lo).toBeLessThanOrEqual(item.listedCost);
      expect(item.hi).toBeGreaterThanOrEqual(item.listedCost);
      expect(item.lo).toBeLessThanOrEqual(item.equivalentCost);
      expect(item.hi).toBeGreaterThanOrEqual(item.equivalentCost);
    });
  }

  it('ti4: a cheaper reference count changes the verdict the right way (fighters are under-costed in pure space combat)', async () => {
    const adapter = analysisAdapter('ti4');
    const result = await costAnalysis(adapter, { items: ['fighter', 'warsun'], reference: 'cruiser', baseline: [] }, context(20_000));
    expect(result.items[0].ratio.lo).toBeGreaterThan(1);
    expect(result.items[1].ratio.hi).toBeLessThan(1);
  });
});

describe('TI4 matchup matrix of equal-cost one-type fleets', () => {
  it('has a fair diagonal and mirrored entries (p_ij + p_ji + draws = 1)', async () => {
    const { adapter, fleets, options } = loadFleetsFile(configPath('fleets', 'ti4-equal-cost.yaml'));
    const battles = 20_000;
    const m = await matchupMatrix(adapter, fleets, options, context(battles));
    const se = (p: number) => Math.sqrt(Math.max(p * (1 - p), 1e-6) / battles);
    fleets.forEach((_, i) => {
      expect(Math.abs(m.score[i][i].p - 0.5)).toBeLessThanOrEqual(4 * se(0.5));
      fleets.forEach((__, j) => {
        const sum = m.winRate[i][j].p + m.winRate[j][i].p + m.draw[i][j];
        expect(Math.abs(sum - 1)).toBeLessThanOrEqual(4 * Math.SQRT2 * se(0.5));
      });
    });
    expect(m.equilibrium.mix.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(m.equilibrium.value).toBeCloseTo(0.5, 1);
  });
});

describe('bad input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-analysis-'));
  it('a fleets file with fewer than two fleets', () => {
    const file = join(dir, 'one.yaml');
    writeFileSync(file, 'game: ti4\nfleets:\n  - { name: solo, units: { cruiser: 2 } }\n');
    expect(() => loadFleetsFile(file)).toThrow(`${file}: fleets: a matchup needs at least two fleets — got 1, expected a list of 2 or more fleets. Add another fleet to compare against.`);
  });
  it('a fleet the game rejects names the fleet', () => {
    const file = join(dir, 'bad.yaml');
    writeFileSync(file, 'game: ti4\nfleets:\n  - { name: a, units: { cruiser: 2 } }\n  - { name: b, units: { crusier: 2 } }\n');
    expect(() => loadFleetsFile(file)).toThrow(/fleets\.1 \(b\): attacker\.units\.crusier: unknown unit "crusier".*Did you mean "cruiser"\?/);
  });
  it('--what-if naming an unknown field', () => {
    expect(() => analysisAdapter('ti4').withWhatIf('dreadnought.armor', 3, '--what-if')).toThrow(/--what-if: unknown field "dreadnought.armor" — expected unit.field with field cost, combat or dice/);
    expect(() => analysisAdapter('armada').withWhatIf('sol-frigat.cost', 3, '--what-if')).toThrow(/unknown field "sol-frigat.cost".*Did you mean "sol-frigate.cost"\?/);
    expect(() => analysisAdapter('ti4').withWhatIf('dreadnought.combat', 0, '--what-if')).toThrow(/impossible value for dreadnought.combat — got 0, expected a whole number from 1 to 10/);
  });
  it('an unknown item', () => {
    expect(() => analysisAdapter('ti4').item('dreadnougt', '--items')).toThrow(/--items: unknown TI4 item "dreadnougt".*Did you mean "dreadnought"\?/);
  });
});
