/**
 * The calculator page (src/web, docs/web.md) in a real browser (the Chromium of
 * support/test-browser.ts, driven by playwright-core, as the report's browser test does). The page
 * is built here (Vite, `npm run build:web`'s config) when anything it is built from is newer than
 * the built page, and served by `salvo serve`'s server. A fight
 * entered in the form shows the probabilities the CLI's pipeline computes for the same seed and
 * chunk size, exactly; its link reopens the same fight; its YAML runs in the CLI; an opened
 * scenario file is solved exactly as `--exact` solves it; an illegal Armada fleet names the broken
 * restriction (opened from file://, with no server). Screenshots of both pages at desktop and
 * phone width go to out/web-screenshots/ (artifacts, not compared).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copyCalculatorPage } from '../src/cli/serve/calculator-copy.js';
import { serveWebPage, type WebServer } from '../src/cli/serve/web-server.js';
import { simulateScenario } from '../src/cli/simulate.js';
import { loadDataFile } from '../src/core/load.js';
import { getGame } from '../src/games/registry.js';
import { createInProcessRunner } from '../workers/runners.js';
import { resolveTestBrowser } from './support/test-browser.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const pageDir = join(root, 'dist', 'web');
const shots = join(root, 'out', 'web-screenshots');
const profile = mkdtempSync(join(tmpdir(), 'salvo-web-page-'));
const ti4 = getGame('ti4');
const errors: string[] = [];
let context: BrowserContext;
let server: WebServer;

/** The fight the test enters: the page's starting fight with one more dreadnought, Morale Boost, and two more cruisers. */
const FIGHT = { game: 'ti4', place: 'space', attacker: { units: { carrier: 1, dreadnought: 3, fighter: 3 }, effects: ['morale-boost'] }, defender: { units: { cruiser: 4, destroyer: 2, fighter: 2 } } };
const SETTINGS = { seed: '7', chunkSize: 10_000, battles: 40_000 };

/** The newest modification time of anything the page is built from (its sources, the engine and games, the chart specs, the configs, the dependencies). */
function newestInput(path = root, top = true): number {
  if (top) return Math.max(...['src', 'workers', 'reports', 'configs', 'package.json', 'package-lock.json'].map((entry) => newestInput(join(root, entry), false)));
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestInput(join(path, entry), false)));
}

/** Builds the page (`npm run build:web`'s config) unless the built page is newer than everything it is built from. */
async function buildPageIfStale(): Promise<void> {
  const built = join(pageDir, 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs > newestInput()) return;
  await build({ configFile: join(root, 'src', 'web', 'vite.config.ts'), logLevel: 'error' });
}

async function newPage(): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(String(error)));
  return page;
}

/** The shown outcomes, once the status says the result is final and matches `note`. */
async function shownOutcomes(page: Page, note: RegExp): Promise<Record<string, number>> {
  await expect.poll(() => page.locator('.status').first().textContent(), { timeout: 30_000 }).toMatch(note);
  await page.waitForSelector('.status[data-state="done"]', { timeout: 30_000 });
  const rows = await page.locator('table.outcomes tr[data-outcome]').evaluateAll((trs) => trs.map((tr) => [(tr as HTMLElement).dataset.outcome, Number((tr as HTMLElement).dataset.p)] as const));
  return Object.fromEntries(rows);
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const [width, height, label] of [[1280, 900, 'desktop'], [390, 844, 'phone']] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(shots, `${name}-${label}.png`), fullPage: label === 'desktop' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  await buildPageIfStale();
  mkdirSync(shots, { recursive: true });
  server = await serveWebPage(pageDir, '127.0.0.1', 0);
  const browser = await resolveTestBrowser();
  try {
    context = await chromium.launchPersistentContext(join(profile, 'profile'), { executablePath: browser.executablePath, headless: true, args: browser.args, env: browser.env, acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  } catch (error) {
    throw new Error(`the page's browser test could not start ${browser.source}. ${browser.hint}`, { cause: error });
  }
  await context.route('**/*', (route) => {
    const url = route.request().url();
    return url.startsWith('file:') || url.startsWith(server.url) || url.startsWith('blob:') || url.startsWith('data:') ? route.continue() : route.abort();
  });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  rmSync(profile, { recursive: true, force: true });
});

describe('the TI4 page', () => {
  let link = '';
  let shown: Record<string, number> = {};

  it('shows, for a fight entered in the form, the CLI\'s probabilities for the same seed and chunk size', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.getByLabel('attacker dreadnought count').fill('3');
    await page.getByLabel('defender cruiser count').fill('4');
    const attacker = page.locator('[data-side="attacker"]');
    await attacker.getByLabel('Effects').fill('morale');
    await attacker.locator('[data-effect="morale-boost"]').check();
    await page.getByLabel('Seed').fill(SETTINGS.seed);
    await page.getByLabel('Battles per chunk').fill(String(SETTINGS.chunkSize));
    await page.getByLabel('Battles', { exact: true }).fill(String(SETTINGS.battles));
    await page.getByLabel('Battles', { exact: true }).press('Tab');
    shown = await shownOutcomes(page, /^Monte Carlo: 40,000 battles \(seed 7, 10,000 battles per chunk/);

    const cli = (await simulateScenario(ti4, ti4.parseScenario(FIGHT, 'fight'), { ...SETTINGS, threads: 1, json: false }, 'fight', createInProcessRunner())) as { outcomes: Record<string, { p: number }> };
    expect(shown).toEqual(Object.fromEntries(Object.entries(cli.outcomes).map(([name, e]) => [name, e.p])));
    expect(shown.attackerWin).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    const button = page.getByRole('button', { name: 'Download scenario YAML' });
    expect(await button.isEnabled()).toBe(true);
    // A click event on the button itself: Playwright's click() also waits for the element to stop
    // moving (two equal animation frames), which a headless browser starved of CPU by the suite's
    // other file can take longer than 30 s to report (CI, 2 cores). The download is what is tested.
    await button.dispatchEvent('click');
    const yaml = readFileSync((await (await download).path())!, 'utf8');
    expect(parse(yaml)).toEqual(FIGHT); // the file salvo run reads
    link = page.url();
    expect(link).toMatch(/#ti4\?seed=7&chunk=10000&battles=40000&s=/);
    await screenshots(page, 'web-ti4');
    await page.close();
  });

  it('reopens the same fight from its link', async () => {
    const page = await newPage();
    await page.goto(link);
    expect(await page.getByLabel('attacker dreadnought count').inputValue()).toBe('3');
    expect(await page.getByLabel('defender cruiser count').inputValue()).toBe('4');
    expect(await shownOutcomes(page, /^Monte Carlo: 40,000 battles/)).toEqual(shown);
    await page.close();
  });

  it('opens a scenario file and solves it as salvo run --exact does', async () => {
    const page = await newPage();
    await page.goto(server.url);
    const file = join(root, 'configs', 'scenarios', 'ti4-dreadnought-duel.yaml');
    await page.getByLabel('Open scenario file').setInputFiles(file);
    await expect.poll(() => page.getByLabel('defender cruiser count').inputValue()).toBe('');
    const exact = ti4.exact!(ti4.parseScenario(loadDataFile(file), file), file) as { outcomes: Record<string, { p: number }> };
    // The page's default fight is solved exactly too, and its result may still stand (status
    // "Exact", done) until the file's own solve replaces it: wait for the file's figures.
    const expected = Object.fromEntries(Object.entries(exact.outcomes).map(([name, e]) => [name, e.p]));
    await expect.poll(() => shownOutcomes(page, /^Exact/), { timeout: 30_000 }).toEqual(expected);
    await page.close();
  });
});

describe('the Armada page, opened from file://', () => {
  it('names the restriction an illegal fleet breaks, and runs the matchup of legal fleets', async () => {
    const page = await newPage();
    await page.goto(`${pathToFileURL(join(pageDir, 'index.html')).href}#armada`);
    await page.waitForSelector('.status[data-state="refining"], .status[data-state="done"]', { timeout: 30_000 });
    expect(await page.locator('[data-fleet="First fleet"] .legal').textContent()).toContain('Legal');
    await screenshots(page, 'web-armada');
    const first = page.locator('[data-fleet="First fleet"]');
    await first.getByLabel('Ship', { exact: true }).selectOption('sol-frigate');
    await first.getByRole('button', { name: 'Add ship' }).click();
    const violation = first.locator('.violations li[data-rule="pointLimit"]');
    await expect.poll(() => violation.textContent()).toContain('000, 1. Choose a Scenario: the fleet costs at most the scenario\'s point value');
    expect(await violation.textContent()).toContain('over the limit of 30');
    await expect.poll(() => page.locator('.status').first().textContent()).toMatch(/both fleets are legal: the first fleet is not/);
    await page.close();
  });
});

describe('the page', () => {
  it('logged no errors and asked no other host for anything', () => {
    expect(errors).toEqual([]);
  });

  it('is copied beside the tour\'s report as calculator.html (the report links to it)', () => {
    expect(copyCalculatorPage(profile)).toBe('calculator.html');
    expect(readFileSync(join(profile, 'calculator.html')).equals(readFileSync(join(pageDir, 'index.html')))).toBe(true);
  });

  it('is served only from its folder', async () => {
    expect((await fetch(server.url)).headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect((await fetch(`${server.url}..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(405);
  });
});
