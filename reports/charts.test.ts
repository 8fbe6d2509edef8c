/**
 * Chart specs: every spec validates against the Vega-Lite JSON schema shipped in the vega-lite
 * package, the report picks the charts that apply to each kind of result, and a result a chart
 * cannot draw is a ConfigError with a clear message.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { CHART_KINDS, chartsFor } from './charts.js';
import { CHART_ONLY_FIXTURES, EXACT_FIXTURE, FIXTURES, loadFixture, withConvergence } from './fixtures/load-fixture.js';
import { badFieldError, wrongResultError } from './messages.js';
import { packageFile } from './package-file.js';
import { convergenceSpec } from './specs/convergence.js';
import { costLostSpec } from './specs/cost-lost.js';
import { efficiencySpec } from './specs/efficiency-scatter.js';
import { matchupHeatmapSpec } from './specs/matchup-heatmap.js';
import { outcomeBarsSpec } from './specs/outcome-bars.js';
import { roundsHistogramSpec } from './specs/rounds-histogram.js';
import { survivorsSpec } from './specs/survivors.js';
import { winRatesSpec } from './specs/win-rates.js';

const schema = JSON.parse(readFileSync(packageFile('vega-lite', 'build/vega-lite-schema.json'), 'utf8')) as object;
// The schema is draft-07 (Ajv's default draft); strict mode rejects its vendor keywords, and its
// "uri" formats need ajv-formats, which would add nothing here.
const validate = new Ajv({ strict: false, validateFormats: false }).compile(schema);

function expectValid(spec: unknown): void {
  const ok = validate(spec);
  expect(ok ? [] : validate.errors?.slice(0, 3)).toEqual([]);
}

describe('every chart spec validates against the Vega-Lite schema', () => {
  const cases = [
    ...[...FIXTURES, ...CHART_ONLY_FIXTURES].flatMap((name) => {
      const result = name === 'ti4-fleet-vs-warsun' ? withConvergence(loadFixture(name)) : loadFixture(name);
      return chartsFor(result, `${name}.json`).map((c) => [`${name}: ${c.id}`, c.spec] as const);
    }),
  ];
  it('covers every chart kind', () => {
    expect(new Set(cases.map(([label]) => label.split(': ')[1]))).toEqual(new Set(CHART_KINDS.map((k) => k.id)));
  });
  it.each(cases)('%s', (_label, spec) => expectValid(spec));
  it('the validator rejects a broken spec (it can fail)', () => {
    expect(validate({ mark: 'bars', data: { values: [] } })).toBe(false);
    const spec = outcomeBarsSpec(loadFixture('ti4-fleet-vs-warsun'), 'r') as unknown as { layer: { mark: Record<string, unknown> }[] };
    spec.layer[1].mark.whiskers = true;
    expect(validate(spec)).toBe(false);
  });
});

describe('chartsFor picks the charts that apply', () => {
  it('a run of each game gets outcomes, survivors, rounds and cost lost', () => {
    for (const name of ['ti4-fleet-vs-warsun', 'armada-sol-vs-letnev', 'titanium-three-vs-three'] as const) {
      expect(chartsFor(loadFixture(name), name).map((c) => c.id)).toEqual(['outcomes', 'survivors', 'rounds', 'cost-lost']);
    }
  });
  it('a whole Titanium Wars game gets outcomes, win rates by seat, leader and purchase policy, the fleets held at the end, turns and credits lost', () => {
    expect(chartsFor(loadFixture('titanium-game-three-players'), 'g').map((c) => c.id)).toEqual(['outcomes', 'win-rates', 'survivors', 'rounds', 'cost-lost']);
    const values = (winRatesSpec(loadFixture('titanium-game-three-players'), 'g') as { data: { values: { group: string; name: string; p: number }[] } }).data.values;
    expect(values.filter((v) => v.group === 'by seat').map((v) => v.name)).toEqual(['1st seat', '2nd seat', '3rd seat']);
    expect(values.filter((v) => v.group === 'by purchase policy').map((v) => v.name).sort()).toEqual(['economy-first', 'fleet-first', 'tech-rush']);
    expect(() => winRatesSpec(loadFixture('titanium-three-vs-three'), 't.json')).toThrow('report: t.json: bySeat is malformed');
  });
  it('an exact run gets no length chart (the solver knows only the mean) and says "exact solution", not a battle count', () => {
    const exact = loadFixture(EXACT_FIXTURE);
    expect(chartsFor(exact, 'e').map((c) => c.id)).toEqual(['outcomes', 'survivors', 'cost-lost']);
    expect((outcomeBarsSpec(exact, 'e') as { title: { subtitle: string } }).title.subtitle).toBe('exact solution · bars: probability; whiskers: 95% interval');
    expect(() => roundsHistogramSpec(exact, 'e.json')).toThrow('report: e.json: length.histogram is malformed — got an array of 0, expected an array of probabilities.');
  });
  it('dispatches on kind, never on shape: a run labelled "cost" is read as a cost result, a kind without charts gets none', () => {
    const run = loadFixture('ti4-fleet-vs-warsun');
    run.kind = 'cost';
    expect(() => chartsFor(run, 'r.json')).toThrow('report: r.json: items is malformed — got nothing, expected a non-empty array of cost items.');
    expect(() => chartsFor({ kind: 'check', game: 'armada', moved: [] }, 'c.json')).toThrow('report: c.json is an armada check result; no chart applies to it');
  });
  it('a cost result gets the efficiency scatter, a matrix result the heatmap, convergence when present', () => {
    expect(chartsFor(loadFixture('cost-ti4'), 'c').map((c) => c.id)).toEqual(['efficiency']);
    expect(chartsFor(loadFixture('matrix-armada'), 'm').map((c) => c.id)).toEqual(['matchups']);
    expect(chartsFor(withConvergence(loadFixture('ti4-fleet-vs-warsun')), 'r').map((c) => c.id)).toContain('convergence');
  });
});

describe('what the specs hold', () => {
  it('outcome bars carry every outcome with its interval, in result order, labelled for people', () => {
    const result = loadFixture('ti4-fleet-vs-warsun');
    const values = (outcomeBarsSpec(result, 'r.json') as { data: { values: { outcome: string; p: number; lo: number; hi: number }[] } }).data.values;
    expect(values.map((v) => v.outcome)).toEqual(['attacker wins', 'draw', 'defender wins', 'round cap', 'attacker retreats', 'defender retreats']);
    expect(values[0]).toEqual({ outcome: 'attacker wins', ...(result.outcomes as Record<string, object>).attackerWin });
  });
  it('survivors read every game\'s groups alike: TI4 unit types and Armada ships (squadron-free fleets leave squadrons out)', () => {
    const panels = (name: (typeof FIXTURES)[number]) => [...new Set((survivorsSpec(loadFixture(name), 'r') as { data: { values: { panel: string }[] } }).data.values.map((v) => v.panel))];
    expect(panels('ti4-fleet-vs-warsun')).toEqual(['attacker · carrier', 'attacker · dreadnought', 'attacker · fighter', 'defender · destroyer', 'defender · warsun']);
    expect(panels('armada-sol-vs-letnev')).toEqual(['first · ships', 'second · ships']);
  });
  it('the length histogram is labelled with the result\'s length unit: rounds for TI4, turns for Armada, offensives for Titanium', () => {
    const title = (name: (typeof FIXTURES)[number]) => (roundsHistogramSpec(loadFixture(name), 'r') as { encoding: { x: { title: string } } }).encoding.x.title;
    expect([title('ti4-fleet-vs-warsun'), title('armada-sol-vs-letnev'), title('titanium-three-vs-three')]).toEqual(['rounds', 'turns', 'offensives']);
    const renamed = loadFixture('armada-sol-vs-letnev');
    (renamed.length as { unit: string }).unit = 'activations';
    expect((roundsHistogramSpec(renamed, 'r') as { encoding: { x: { title: string } } }).encoding.x.title).toBe('activations');
  });
  it('cost lost is labelled with the result\'s cost unit', () => {
    const label = (result: Record<string, unknown>) => (costLostSpec(result, 'r') as { layer: { encoding: { y: { title: string } } }[] }).layer[0].encoding.y.title;
    expect([label(loadFixture('ti4-fleet-vs-warsun')), label(loadFixture('armada-sol-vs-letnev')), label(loadFixture('titanium-three-vs-three'))]).toEqual(['resources lost per battle', 'points lost per battle', 'credits lost per battle']);
    const renamed = loadFixture('titanium-three-vs-three');
    renamed.costUnit = 'gold';
    expect(label(renamed)).toBe('gold lost per battle');
  });
  it('cost lost bars carry mean ± 1.96 se', () => {
    const values = (costLostSpec(loadFixture('ti4-fleet-vs-warsun'), 'r') as { data: { values: { side: string; mean: number; hi: number }[] } }).data.values;
    expect(values[0].side).toBe('attacker');
    expect(values[0].hi - values[0].mean).toBeCloseTo(1.959964 * 0.08084200852255276, 6);
  });
  it('the efficiency scatter shares one domain on both axes, so the fair diagonal is y = x', () => {
    const spec = efficiencySpec(loadFixture('cost-ti4'), 'c') as { layer: { data?: { values: { cost: number }[] }; encoding: { x: { scale: unknown }; y: { scale: unknown } } }[] };
    expect(spec.layer[0].data!.values).toEqual([{ cost: 0 }, { cost: 12 * 1.1 }]);
    for (const layer of spec.layer) expect(layer.encoding.x.scale).toEqual(layer.encoding.y.scale);
  });
  it('the heatmap has n × n cells of score (win + ½ draw), or of win rate without score, and the equilibrium mix beside it', () => {
    const matrix = loadFixture('matrix-armada');
    type Cells = { hconcat: { data: { values: { row: string; column: string; p: number }[] } }[] };
    const spec = matchupHeatmapSpec(matrix, 'm') as Cells;
    expect(spec.hconcat[0].data.values).toHaveLength(9);
    expect(spec.hconcat[0].data.values[1]).toMatchObject({ row: 'Sol gunline', column: 'Letnev brawlers', p: 0.625 });
    delete matrix.score;
    expect((matchupHeatmapSpec(matrix, 'm') as Cells).hconcat[0].data.values[1].p).toBe(0.62);
    expect(spec.hconcat[1].data.values).toEqual([{ fleet: 'Sol gunline', share: 0.34 }, { fleet: 'Letnev brawlers', share: 0.33 }, { fleet: 'Brood swarm', share: 0.33 }]);
  });
});

describe('a result a chart cannot draw is a ConfigError (exit 2) with a clear message', () => {
  it('an Armada run for the matchup heatmap', () => {
    expect(() => matchupHeatmapSpec(loadFixture('armada-sol-vs-letnev'), 'result.json')).toThrow(
      'report: result.json is an armada run result; the matchup heatmap chart needs a matrix result (kind "matrix", from salvo matrix --json). Write one with salvo matrix <fleets.yaml> --json --out matrix.json.',
    );
  });
  it('a matrix result for the survivors chart, a TI4 run for the efficiency scatter', () => {
    expect(() => survivorsSpec(loadFixture('matrix-armada'), 'm.json')).toThrow(
      wrongResultError('m.json', 'an armada matrix result', 'survivors', 'a run result with survivor distributions (per side and group of units)', 'Write one with salvo run <scenario> --json --out result.json').message,
    );
    expect(() => efficiencySpec(loadFixture('ti4-fleet-vs-warsun'), 'r.json')).toThrow('report: r.json is a ti4 run result; the point efficiency chart needs a cost result');
  });
  it('a run without convergence points, and things that are not results', () => {
    expect(() => convergenceSpec(loadFixture('ti4-fleet-vs-warsun'), 'r.json')).toThrow('report: r.json: convergence is malformed — got nothing, expected an array of {battles, p, lo, hi}.');
    expect(() => outcomeBarsSpec([1, 2], 'x.json')).toThrow('report: x.json is an array; the outcomes chart needs a run result (kind "run")');
    expect(() => outcomeBarsSpec({ name: 'x' }, 'x.json')).toThrow('report: x.json is an object without "kind"; the outcomes chart');
  });
  it('malformed fields name their path', () => {
    const result = loadFixture('ti4-fleet-vs-warsun');
    (result.outcomes as Record<string, unknown>).draw = { p: 'high' };
    expect(() => outcomeBarsSpec(result, 'r.json')).toThrow(badFieldError('r.json', 'outcomes.draw', '{p, lo, hi} with numbers', 'an object with p').message);
    const matrix = loadFixture('matrix-armada');
    (matrix.score as unknown[]).pop();
    expect(() => matchupHeatmapSpec(matrix, 'm.json')).toThrow('report: m.json: score is malformed — got an array of 2, expected 3 rows (one per fleet).');
    delete matrix.score;
    (matrix.winRate as unknown[][])[1] = [null];
    expect(() => matchupHeatmapSpec(matrix, 'm.json')).toThrow('report: m.json: winRate[1] is malformed — got an array of 1, expected 3 entries.');
    const cost = loadFixture('cost-ti4');
    cost.items = [];
    expect(() => efficiencySpec(cost, 'c.json')).toThrow('report: c.json: items is malformed — got an array of 0, expected a non-empty array of cost items.');
  });
});
