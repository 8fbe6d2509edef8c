/** The assembled report: sections, summary, provenance, notices, escaping, chart files. */
import { describe, expect, it } from 'vitest';
import { buildReport, slugOf } from './build-report.js';
import { FIXTURES, loadFixture } from './fixtures/load-fixture.js';

const EVIL = '</script><script>alert(1)</script>';
const inputs = () => FIXTURES.map((name) => ({ source: `${name}.json`, result: loadFixture(name) }));
const AT = '2026-11-29T12:00:00.000Z';

describe('buildReport', () => {
  it('writes one section per result with summary, provenance and the sample-data notices', async () => {
    const { html, charts } = await buildReport(inputs(), { generatedAt: AT });
    expect(charts.map((c) => c.stem)).toContain('01-dreadnoughts-and-fighters-vs-war-sun-outcomes');
    expect(charts).toHaveLength(4 * 3 + 3);
    expect(html.match(/<figure class="chart"/g)).toHaveLength(charts.length);
    expect(html.match(/<section class="result"/g)).toHaveLength(6);
    expect(html.match(/<table class="provenance">/g)).toHaveLength(6);
    expect(charts.map((c) => c.stem)).toContain('06-ti4-best-fleets-best-fleets');
    expect(html).toContain(`<td>startedAt</td><td>${(loadFixture('ti4-fleet-vs-warsun').provenance as { startedAt: string }).startedAt}</td>`);
    expect(html).toContain('<td>costUnit</td><td>resources</td>');
    expect(html).toContain(`written ${AT}`);
    // Armada's sample catalog, Titanium's sample deck and the matrix fixture carry notices.
    expect(html.match(/<p class="notice" role="note">/g)).toHaveLength(3);
    expect(html).toContain('attacker wins 68.3% (66.8–69.7%)');
    expect(html).toContain('4 items; best value: Dreadnought (×1.27); worst: Destroyer (×0.86)');
    // Offline: the libraries are inlined, nothing is loaded from elsewhere.
    expect(html).toMatch(/<script data-library="vega@6\.[\d.]+">/);
    expect(html).toMatch(/<script data-library="vega-embed@7\.[\d.]+">/);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/);
  });

  it('shows a hostile unit or fleet name as text everywhere', async () => {
    const run = loadFixture('ti4-fleet-vs-warsun');
    run.name = EVIL;
    const survivors = run.survivors as Record<string, Record<string, number[]>>;
    survivors.attacker[EVIL] = survivors.attacker.carrier;
    const matrix = loadFixture('matrix-armada');
    (matrix.fleets as string[])[0] = EVIL;
    const { html } = await buildReport([{ source: `${EVIL}.json`, result: run }, { source: 'm.json', result: matrix }], { generatedAt: AT });
    const specsJson = /<script type="application\/json" id="salvo-specs">([^]*?)<\/script>/.exec(html)![1];
    expect(html.split('<script>alert(1)').length).toBe(1);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(specsJson).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(JSON.stringify(JSON.parse(specsJson))).toContain(EVIL);
  });

  it('renders SVG and PNG per chart when asked', async () => {
    const { charts } = await buildReport([{ source: 'c.json', result: loadFixture('cost-ti4') }], { png: true, generatedAt: AT });
    expect(charts[0].svg).toMatch(/^<svg/);
    expect(charts[0].png!.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses no input, non-results and results no chart can draw', async () => {
    await expect(buildReport([])).rejects.toThrow('report: no result files given — expected one or more result.json files.');
    await expect(buildReport([{ source: 'x.json', result: 'hello' }])).rejects.toThrow('report: x.json: is not a salvo result — got a string, expected a JSON object with "kind" (run, cost, matrix, optimize, …).');
    // A run result of an older salvo has no kind: refused, never guessed from its shape.
    const old = loadFixture('ti4-fleet-vs-warsun');
    delete old.kind;
    await expect(buildReport([{ source: 'old.json', result: old }])).rejects.toThrow('report: old.json: is not a salvo result — got an object without "kind"');
    await expect(buildReport([{ source: 's.json', result: { kind: 'shard', game: 'ti4', tally: [] } }])).rejects.toThrow(
      'report: s.json is a ti4 shard result; no chart applies to it — expected a result of salvo run, salvo cost, salvo matrix or salvo optimize (written with --out).',
    );
  });
});

describe('slugOf', () => {
  it('keeps file names safe', () => {
    expect(slugOf('Sol vs Letnev (30 points)')).toBe('sol-vs-letnev-30-points');
    expect(slugOf('../../etc/passwd')).toBe('etc-passwd');
    expect(slugOf(EVIL)).toBe('script-script-alert-1-script');
    expect(slugOf('…')).toBe('result');
  });
});
