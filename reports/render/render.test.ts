/** Rendering: Vega-Lite specs to SVG with marks (headless vega), and SVG to PNG with readable text (resvg + bundled font). */
import { describe, expect, it } from 'vitest';
import { chartsFor } from '../charts.js';
import { loadFixture } from '../fixtures/load-fixture.js';
import { outcomeBarsSpec } from '../specs/outcome-bars.js';
import { rasterize, renderPng } from './png.js';
import { renderSvg } from './svg.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Dark pixels (text, axes, whiskers) in an RGBA buffer. */
function darkPixels(pixels: Buffer): number {
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 100 && pixels[i + 1] < 100 && pixels[i + 2] < 100 && pixels[i + 3] > 200) dark++;
  return dark;
}

describe('renderSvg', () => {
  it('draws every chart of every kind as an SVG with marks', async () => {
    for (const name of ['titanium-three-vs-three', 'cost-ti4', 'matrix-armada'] as const) {
      for (const chart of chartsFor(loadFixture(name), name)) {
        const svg = await renderSvg(chart.spec);
        expect(svg.startsWith('<svg'), `${name} ${chart.id}`).toBe(true);
        expect(svg).toMatch(/class="mark-(rect|symbol|rule|line|area)[^"]*role-mark/);
        expect(svg).toMatch(/<path|<line|<rect/);
      }
    }
  });
  it('the outcome bars show each outcome name and percentage as text', async () => {
    const svg = await renderSvg(outcomeBarsSpec(loadFixture('ti4-fleet-vs-warsun'), 'r'));
    expect(svg).toContain('>attacker wins</text>');
    expect(svg).toContain('>68.3%</text>');
  });
  it('escapes names in the SVG text', async () => {
    const result = loadFixture('ti4-fleet-vs-warsun');
    result.name = '</script><script>alert(1)</script>';
    const svg = await renderSvg(outcomeBarsSpec(result, 'r'));
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('renderPng', () => {
  it('writes a PNG (signature, twice the SVG size)', async () => {
    const svg = await renderSvg(outcomeBarsSpec(loadFixture('armada-sol-vs-letnev'), 'r'));
    const png = renderPng(svg);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    expect(png.readUInt32BE(16)).toBe(width * 2);
  });
  it('renders text with the bundled font (text-only SVGs: dark pixels appear only with a font)', () => {
    const text = (family: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="5" y="28" font-family="${family}" font-size="20" fill="#000">Dreadnought 68%</text></svg>`;
    const empty = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"></svg>';
    expect(darkPixels(rasterize(empty, 1).pixels)).toBe(0);
    // Vega writes font-family="sans-serif" unless a spec says otherwise; other names fall back too.
    expect(darkPixels(rasterize(text('sans-serif'), 1).pixels)).toBeGreaterThan(300);
    expect(darkPixels(rasterize(text('Helvetica Neue'), 1).pixels)).toBeGreaterThan(300);
  });
});
