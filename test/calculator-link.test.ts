/** The report links to the calculator page when the tour put one beside it (docs/web.md), and only then. */
import { describe, expect, it } from 'vitest';
import { buildReport } from '../reports/build-report.js';
import { loadFixture } from '../reports/fixtures/load-fixture.js';

describe('the report\'s link to the calculator page', () => {
  const inputs = [{ source: 'r.json', result: loadFixture('ti4-dreadnought-duel-exact') }];

  it('is shown under the title when given', async () => {
    const { html } = await buildReport(inputs, { generatedAt: '2026-01-01T00:00:00Z', calculator: 'calculator.html' });
    expect(html).toContain('<p class="meta"><a href="calculator.html">Open the calculator page</a>: your own TI4 fights and Armada fleets, computed in the browser by the same engine</p>');
  });

  it('is absent otherwise', async () => {
    const { html } = await buildReport(inputs, { generatedAt: '2026-01-01T00:00:00Z' });
    expect(html).not.toContain('Open the calculator page');
  });
});
