/**
 * The analysis layer (docs, model notes: "Analysis"): each game's default reference prices itself exactly,
 * bootstrap intervals are as wide as the delta method says, TI4 equal-cost matchups are fair on the
 * diagonal and mirror, and bad input is refused with clear messages. Fixed seeds; exact values where
 * the design gives them, else bounds of 4 standard errors from the sample sizes.
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { costAnalysis } from '../src/analysis/cost-analysis.js';
import { matchupMatrix } from '../src/analysis/matrix.js';
import type { CostItem } from '../src/analysis/types.js';
import { loadFleetsFile } from '../src/cli/load/fleets-file.js';
import { configPath } from '../src/core/paths.js';
import { ti4Errors } from '../src/games/ti4/messages.js';
import { Z95 } from '../src/core/stats.js';
import { createInProcessRunner } from '../workers/runners.js';
import { defaultAdapter as analysisAdapter } from './support/bundled-data.js';

const context = (battles: number) => ({ runner: createInProcessRunner(), seed: 11, battles, chunkSize: Math.ceil(battles / 40), spent: { battles: 0 } });

describe('equivalent cost: the reference prices itself at exactly its listed cost', () => {
  // Item and reference are one unit, so the duel of 4 against 4 (equivalent-cost.ts groups about
  // four reference units) is a mirror. It is played in both seats on the same dice, so side A's
  // score is exactly ½ in every chunk (seat 1 wins exactly the battles seat 0 loses): the ½ crossing
  // is that budget, and so is every bootstrap replicate's, which resamples those same chunks.
  for (const [game, battles] of [['ti4', 60_000], ['armada', 4_000], ['titanium', 6_000]] as const) {
    it(game, async () => {
      const adapter = analysisAdapter(game);
      const reference = adapter.defaults.reference;
      const result = await costAnalysis(adapter, { items: [reference], reference, baseline: [] }, context(battles));
      const item = result.items[0];
      const scoreAt = (units: number) => item.points.find((point) => point.budget === units * item.listedCost)?.winRate.p;
      expect(scoreAt(4)).toBe(0.5);
      expect(scoreAt(3)).toBeGreaterThan(0.5);
      expect(scoreAt(5)).toBeLessThan(0.5);
      expect([item.equivalentCost, item.lo, item.hi]).toEqual([item.listedCost, item.listedCost, item.listedCost]);
    });
  }

  it('ti4: a cheaper reference count changes the verdict the right way (fighters are under-costed in pure space combat)', async () => {
    const adapter = analysisAdapter('ti4');
    const result = await costAnalysis(adapter, { items: ['fighter', 'warsun'], reference: 'cruiser', baseline: [] }, context(20_000));
    expect(result.items[0].ratio.lo).toBeGreaterThan(1);
    expect(result.items[1].ratio.hi).toBeLessThan(1);
    // The bootstrap interval is as wide as the sampling error of the two scores bracketing ½ says
    // (within a factor 2 either way: bootstrap noise is about 15% at 40 chunks and 400 replicates).
    for (const item of result.items) {
      const { independent, correlated } = deltaHalfWidths(item, result.battlesPerPoint);
      const half = (item.hi - item.lo) / 2;
      expect(half, item.item).toBeGreaterThan(independent / 2);
      expect(half, item.item).toBeLessThan(2 * correlated);
      expect(item.lo, item.item).toBeLessThan(item.equivalentCost);
      expect(item.hi, item.item).toBeGreaterThan(item.equivalentCost);
    }
  });
});

/**
 * The 95% half-width of an equivalent cost by the delta method: the crossing interpolates between
 * the scores s1 ≥ ½ > s2 measured at budgets b1 < b2, each with a standard deviation of at most
 * √(s(1−s)/n). The two scores share their dice (common seeds), so their correlation lies between 0
 * and 1: `independent` and `correlated` bound the half-width from below and above.
 */
function deltaHalfWidths(item: CostItem, battles: number): { independent: number; correlated: number } {
  const k = item.points.findIndex((point, i) => i > 0 && point.winRate.p < 0.5 && item.points[i - 1].winRate.p >= 0.5);
  expect(k, `${item.item}: no bracket of ½ in the points`).toBeGreaterThan(0);
  const [b1, s1, b2, s2] = [item.points[k - 1].budget, item.points[k - 1].winRate.p, item.points[k].budget, item.points[k].winRate.p];
  const crossing = b1 + ((s1 - 0.5) / (s1 - s2)) * (b2 - b1);
  const copies = Math.round(crossing / item.equivalentCost);
  expect(crossing / copies).toBeCloseTo(item.equivalentCost, 9);
  const sd = (s: number) => Math.sqrt((s * (1 - s)) / battles);
  // d crossing / d s1 and d crossing / d s2, in cost per item.
  const scale = (b2 - b1) / ((s1 - s2) * (s1 - s2) * copies);
  const g1 = (0.5 - s2) * scale;
  const g2 = (s1 - 0.5) * scale;
  return { independent: Z95 * Math.hypot(g1 * sd(s1), g2 * sd(s2)), correlated: Z95 * (g1 * sd(s1) + g2 * sd(s2)) };
}

describe('TI4 matchup matrix of equal-cost one-type fleets', () => {
  // Pair (j, i) in seat 0 is pair (i, j) in seat 1 on the same dice (and the other way round), so
  // every entry mirrors exactly, the diagonal is exactly fair and the game's value is exactly ½.
  it('has a fair diagonal and mirrored entries (p_ij + p_ji + draws = 1)', async () => {
    const { adapter, fleets, options } = loadFleetsFile(configPath('fleets', 'ti4-equal-cost.yaml'));
    const m = await matchupMatrix(adapter, fleets, options, context(20_000));
    fleets.forEach((_, i) => {
      expect(m.score[i][i].p).toBe(0.5);
      fleets.forEach((__, j) => {
        expect(m.winRate[i][j].p + m.winRate[j][i].p + m.draw[i][j], `${i} ${j}`).toBeCloseTo(1, 12);
        expect(m.draw[i][j], `${i} ${j}`).toBeCloseTo(m.draw[j][i], 12);
      });
    });
    expect(m.equilibrium.mix.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(m.equilibrium.value).toBeCloseTo(0.5, 9);
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
    const fields = analysisAdapter('ti4').whatIfFields();
    expect(() => analysisAdapter('ti4').withWhatIf('dreadnought.armor', 3, '--what-if')).toThrow(ti4Errors.unknownWhatIfField('--what-if', 'dreadnought.armor', fields).message);
  });
});
