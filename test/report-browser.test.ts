/**
 * The HTML report in a real browser (the Chromium shipped in the @sparticuz/chromium package, or
 * SALVO_CHROMIUM's, driven by playwright-core; see support/test-browser.ts): opened from disk
 * with every network request aborted, every chart renders as an SVG with marks, the console stays
 * free of errors, and a hostile unit or fleet name shows as text and runs nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../reports/build-report.js';
import { FIXTURES, loadFixture, withConvergence } from '../reports/fixtures/load-fixture.js';
import { resolveTestBrowser } from './support/test-browser.js';

const EVIL = '</script><script>alert(1)</script>';

const dir = mkdtempSync(join(tmpdir(), 'salvo-report-browser-'));
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];
const blocked: string[] = [];
const dialogs: string[] = [];

beforeAll(async () => {
  const inputs = FIXTURES.map((name) => ({ source: `${name}.json`, result: name === 'ti4-fleet-vs-warsun' ? withConvergence(loadFixture(name)) : loadFixture(name) }));
  const run = inputs[0].result;
  const survivors = run.survivors as Record<string, Record<string, number[]>>;
  survivors.attacker[EVIL] = survivors.attacker.carrier;
  (inputs[3].result.items as { name: string }[])[0].name = EVIL;
  const { html } = await buildReport(inputs);
  const file = join(dir, 'report.html');
  writeFileSync(file, html);

  // No skip: a browser that cannot start fails the suite, naming the binary it tried.
  const browser = await resolveTestBrowser();
  try {
    context = await chromium.launchPersistentContext(join(dir, 'profile'), { executablePath: browser.executablePath, headless: true, args: browser.args, env: browser.env });
  } catch (error) {
    throw new Error(`the report's browser test could not start ${browser.source}. ${browser.hint}`, { cause: error });
  }
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(message.text()); });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); });
  await page.goto(pathToFileURL(file).href);
  await page.waitForSelector('body[data-charts="done"]', { timeout: 30_000 });
}, 60_000);

afterAll(async () => {
  await context?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('report.html in chromium, offline', () => {
  it('renders every chart as an SVG with marks', async () => {
    const figures = await page.$$eval('figure.chart', (nodes) =>
      nodes.map((n) => ({ chart: n.getAttribute('data-chart'), rendered: n.getAttribute('data-rendered'), marks: n.querySelectorAll('svg .role-mark > *').length })),
    );
    expect(figures).toHaveLength(16);
    expect(new Set(figures.map((f) => f.chart))).toEqual(new Set(['outcomes', 'survivors', 'rounds', 'cost-lost', 'efficiency', 'matchups', 'best-fleets', 'convergence']));
    for (const figure of figures) {
      expect(figure.rendered, figure.chart ?? '').toBe('true');
      expect(figure.marks, figure.chart ?? '').toBeGreaterThan(0);
    }
  });

  it('logs no console errors and requests nothing from the network', () => {
    expect(consoleErrors).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('shows the injected unit name as text and runs none of it', async () => {
    expect(dialogs).toEqual([]);
    const bodyText = await page.locator('body').innerText();
    expect(bodyText).toContain(EVIL);
    const svgText = await page.$$eval('figure.chart svg text', (nodes) => nodes.map((n) => n.textContent ?? ''));
    expect(svgText).toContain(EVIL);
    expect(svgText).toContain(`attacker · ${EVIL}`);
    expect(await page.$$eval('script', (nodes) => nodes.filter((n) => (n.textContent ?? '').includes('alert(1)') && !n.hasAttribute('type')).length)).toBe(0);
  });

  it('shows the summary table, a provenance table per result and the sample-data notices', async () => {
    expect(await page.locator('table.summary tbody tr').count()).toBe(6);
    expect(await page.locator('table.provenance').count()).toBe(6);
    expect(await page.locator('p.notice').allInnerTexts()).toEqual([
      expect.stringContaining('Sample data: Computed from a sample catalog'),
      expect.stringContaining('Sample data: This result uses a sample tactic deck'),
      expect.stringContaining('Sample data: Computed from a sample catalog'),
    ]);
  });
});
