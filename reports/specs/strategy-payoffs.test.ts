import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/core/paths.js';
import { chartsFor } from '../charts.js';
import type { ResultObject } from '../result-kind.js';
import { strategyPayoffsSpec } from './strategy-payoffs.js';

/** A real strategy search (`salvo strategy configs/scenarios/armada-sol-vs-letnev.yaml --budget 100000 --seed 7 --threads 1 --json`). */
const result = JSON.parse(readFileSync(join(packageRoot(), 'reports', 'fixtures', 'strategy-armada.json'), 'utf8')) as ResultObject;

describe('strategy payoffs chart', () => {
  it('draws the population payoff matrix beside each side\'s equilibrium mix', () => {
    const spec = strategyPayoffsSpec(result, 's.json') as { hconcat: { data: { values: { p?: number; weight?: number }[] } }[] };
    const eq = result.equilibrium as { payoffs: number[][]; populations: { strategies: unknown[] }[] };
    expect(spec.hconcat[0].data.values.map((c) => c.p)).toEqual(eq.payoffs.flat());
    const weights = spec.hconcat[1].data.values.map((m) => m.weight);
    expect(weights).toHaveLength(eq.populations[0].strategies.length + eq.populations[1].strategies.length);
    expect(chartsFor(result, 's.json').map((c) => c.id)).toEqual(['strategy-payoffs']);
  });

  it('refuses a result of another kind, naming what it needs', () => {
    expect(() => strategyPayoffsSpec({ kind: 'run', game: 'ti4' }, 'r.json')).toThrow(/strategy search result/);
  });
});
